#pragma once
// "Cost": the paper's claim that caching keys and values turns streaming generation from O(N³)
// total work into O(N²), measured on our model — time per decoding step with and without the
// cache, and the running totals — with the FLOP counts of DecodingCost.h beside it.

#include <QWidget>
#include <memory>
#include <vector>

class QLabel;
class QPushButton;
class QSpinBox;
class QStandardItemModel;
class QThreadPool;

namespace atlas {
class Model;
}  // namespace atlas

namespace atlas::views {

class BackgroundJob;
class CopyableTableView;
struct DecodingCostRun;
class StepLineChart;

class DecodingCostPanel : public QWidget {
    Q_OBJECT

public:
    explicit DecodingCostPanel(QThreadPool* pool, QWidget* parent = nullptr);
    ~DecodingCostPanel() override;

    void setModel(std::shared_ptr<const Model> model);
    void setSourceText(const QString& text);
    void setSteps(int steps);

    // Times N steps both ways now.
    void measure();

    int measuredSteps() const;
    StepLineChart* stepChart() const { return perStep_; }
    StepLineChart* totalChart() const { return total_; }
    CopyableTableView* flopTable() const { return table_; }
    BackgroundJob* job() const { return job_; }

signals:
    void measured();

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;  // LanguageChange: retranslate()

private:
    void display(const DecodingCostRun& run);
    // Charts, table and summary, in the language in use.
    void showRun(const DecodingCostRun& run);
    void showSummary(const DecodingCostRun& run);
    void retranslate();

    std::shared_ptr<const Model> model_;
    QString text_;
    bool dirty_ = true;
    std::unique_ptr<DecodingCostRun> run_;  // the last delivered
    BackgroundJob* job_;
    QSpinBox* steps_;
    QPushButton* measure_;
    QLabel* status_;
    QLabel* summary_;
    QLabel* decodeLabel_ = nullptr;
    StepLineChart* perStep_;
    StepLineChart* total_;
    CopyableTableView* table_;
    QStandardItemModel* tableModel_;
};

}  // namespace atlas::views
