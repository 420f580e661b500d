#pragma once
// Statistics and comparison for one stack: per-head entropy and largest weight of the chosen
// layer, the options that hide special tokens and small weights, and the Compare panel.

#include <QWidget>
#include <memory>

#include "AttentionStats.h"
#include "Snapshot.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace atlas::views {

class ComparePanel;
class HeadStatsChart;

class HeadStatsWidget : public QWidget {
    Q_OBJECT

public:
    explicit HeadStatsWidget(QWidget* parent = nullptr);

    void setSnapshot(std::shared_ptr<const Snapshot> snapshot);
    // Sentence B for "Compare: two sentences" (see ComparePanel::secondSentenceChanged).
    void setSecondSnapshot(std::shared_ptr<const Snapshot> snapshot);
    void setStack(Stack stack);

    Stack stack() const { return stack_; }
    int layer() const { return layer_; }
    AttentionFilter filter() const { return filter_; }
    HeadStatsChart* chart() const { return chart_; }
    ComparePanel* comparePanel() const { return compare_; }

public slots:
    // The layer whose heads are measured; the head is marked (-1: none, e.g. the mean).
    void setSelected(int layer, int head);
    void setFilter(const atlas::views::AttentionFilter& filter);

signals:
    // A head's bars were clicked.
    void headSelected(int layer, int head);
    // The special-token or threshold option changed: other heatmaps may follow it.
    void filterChanged(const atlas::views::AttentionFilter& filter);
    void secondSentenceChanged(const QString& text);

protected:
    void changeEvent(QEvent* event) override;  // LanguageChange: retranslate()

private:
    void retranslate();
    void refresh();
    void readOptions();

    std::shared_ptr<const Snapshot> snapshot_;
    Stack stack_ = Stack::EncoderSelf;
    int layer_ = 0;
    AttentionFilter filter_;

    HeadStatsChart* chart_;
    QComboBox* special_;
    QDoubleSpinBox* threshold_;
    ComparePanel* compare_;
    QLabel* specialLabel_;
    QLabel* thresholdLabel_;
};

}  // namespace atlas::views
