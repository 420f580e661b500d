#pragma once
// The same sentence through the four built-in variants (MHA, GQA, MQA, MLA; same widths, same
// tokenizer, random weights): what each caches per token and in total, its parameters and its
// decoding time per token, measured side by side.

#include <QWidget>
#include <memory>
#include <vector>

#include "VariantRun.h"

class QGridLayout;
class QLabel;
class QStandardItemModel;
class QThreadPool;

namespace atlas::views {

class BackgroundJob;
class CopyableTableView;
class KindBarChart;

class KvVariantsPanel : public QWidget {
    Q_OBJECT

public:
    explicit KvVariantsPanel(QThreadPool* pool, QWidget* parent = nullptr);

    void setSourceText(const QString& text);
    // The loaded model: its n is named beside the variants' when their tokenizer cuts the
    // sentence otherwise.
    void setModel(std::shared_ptr<const atlas::Model> model);
    // Decodes the sentence with the four variants now (building them on first use).
    void measure();

    const std::vector<VariantRun>& runs() const { return runs_; }
    CopyableTableView* table() const { return table_; }
    BackgroundJob* job() const { return job_; }

signals:
    void measured();

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;  // LanguageChange: showRuns() again
    void resizeEvent(QResizeEvent* event) override;

private:
    void display(std::vector<VariantRun> runs);
    void showRuns();       // table, charts and status line of runs_, in the language in use
    void fitColumns();     // each column its contents' width, the spare width shared out
    void arrangeCharts();  // the three bar charts in one row, or two above one where narrow

    QString text_;
    std::shared_ptr<const atlas::Model> model_;
    bool dirty_ = true;
    std::vector<VariantRun> runs_;
    BackgroundJob* job_;
    QLabel* status_;
    CopyableTableView* table_;
    QStandardItemModel* tableModel_;
    KindBarChart* perToken_;
    KindBarChart* total_;
    KindBarChart* time_;
    QGridLayout* charts_;
    int chartColumns_ = 0;  // of charts_: 3 or 2
};

}  // namespace atlas::views
