#pragma once
// "Published models": the KV cache of real architectures and of their what-if twins, analytic
// (KvMemory): memory against context, bytes per token, and a copyable table of every number,
// for a chosen element type, batch, context length and memory budget.

#include <QTimer>
#include <QWidget>
#include <vector>

#include "KvComparison.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QMenu;
class QSpinBox;
class QStandardItemModel;
class QToolButton;

namespace atlas::views {

class CopyableTableView;
class KindBarChart;
class KvMemoryChart;

class PublishedKvPanel : public QWidget {
    Q_OBJECT

public:
    explicit PublishedKvPanel(QWidget* parent = nullptr);

    // The data file's models; the paper's three (Llama 3 70B, Gemma 3 27B, DeepSeek-V2) start
    // chosen when present.
    void setPublishedModels(std::vector<PublishedModel> models);
    const std::vector<PublishedModel>& publishedModels() const { return published_; }
    void setSettings(const KvSettings& settings);
    const KvSettings& settings() const { return settings_; }
    const KvComparison& comparison() const { return comparison_; }

    KvMemoryChart* memoryChart() const { return memory_; }
    KindBarChart* bytesChart() const { return bytes_; }
    CopyableTableView* table() const { return table_; }

    // Redraws now instead of after the short pause that gathers a burst of changes.
    void refresh();

protected:
    void changeEvent(QEvent* event) override;  // LanguageChange: retranslate()

private:
    void retranslate();
    QWidget* buildControls();
    void readControls();   // settings_ from the controls, then a redraw soon
    void writeControls();  // the controls from settings_
    void fillModelMenu();

    std::vector<PublishedModel> published_;
    KvSettings settings_;
    KvComparison comparison_;
    QTimer redraw_;

    QToolButton* models_;
    QMenu* modelMenu_;
    QCheckBox* mha_;
    QCheckBox* mqa_;
    QCheckBox* gqa_;
    QCheckBox* mla_;
    QSpinBox* gqaHeads_;
    QSpinBox* mlaLatent_;
    QSpinBox* mlaRope_;
    QComboBox* type_;
    QSpinBox* batch_;
    QComboBox* context_;
    QComboBox* budget_;
    KvMemoryChart* memory_;
    KindBarChart* bytes_;
    CopyableTableView* table_;
    QStandardItemModel* tableModel_;
    QLabel* notes_;
};

}  // namespace atlas::views
