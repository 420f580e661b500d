#pragma once
// Page "Training lab" (issue 5): pick a small task, an attention kind and a model size, press
// Train, and watch the loss fall, the validation accuracy rise and the attention of a fixed
// example sentence form out of noise. The run (views::TrainingSession) works on its own thread;
// this page only shows what it reports. The trained weights can be saved or opened in the other
// pages.

#include <functional>
#include <memory>
#include <optional>

#include "Page.h"
#include "TrainingSession.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace atlas {

class LabRunChoice;
class LabStackChoice;

namespace views {
class AttentionGridWidget;
class LiveLineChart;
}  // namespace views

class TrainingLabPage : public Page {
    Q_OBJECT

public:
    // The lab trains its own model: of the context, only the toolbar's colours reach it.
    explicit TrainingLabPage(const PageContext& context, QWidget* parent = nullptr);
    ~TrainingLabPage() override;

    QString id() const override { return QStringLiteral("training-lab"); }
    QString title() const override { return tr("Training lab"); }
    QString explanation() const override;

    // For tests and screenshots.
    views::TrainingSession* session() const { return session_.get(); }
    QLabel* hubNotice() const { return hubNotice_; }
    views::LiveLineChart* lossChart() const { return lossChart_; }
    views::LiveLineChart* accuracyChart() const { return accuracyChart_; }
    views::HeatmapWidget* heatmap() const { return heatmap_; }
    views::AttentionGridWidget* heads() const { return grid_; }
    QComboBox* stackChoice() const;
    void setRequest(const views::TrainingRequest& request);

public slots:
    void train();
    void togglePause();
    void stop();
    // Asks for a file name, then saves the weights of the last finished step.
    void saveAs();
    void saveTo(const QString& path);
    // Saves to the application's data folder and asks the window to open the file.
    void openInMainViews();

signals:
    // A checkpoint written by the lab, to be opened by the window with `text` as the sentence.
    void openModelRequested(const QString& path, const QString& text);
    void saved(const QString& path);

protected:
    void changeEvent(QEvent* event) override;  // LanguageChange: retranslate()

private:
    void retranslate();
    void showSelection(const ViewSelection& selection);
    // The status line, made again by `text` in the language in use.
    void setStatus(std::function<QString()> text);
    void titleCharts();
    void showAccuracy();  // validation_'s exact match
    QWidget* buildControls();
    QWidget* buildExample();
    void showHint();  // before the first run
    // A Hub model in use (ModelSummary::hubFolder): the notice that the lab does not train it.
    void showModelNotice(const views::ModelSummary& model);
    void resetCharts(const views::TrainingPlan* plan);
    void updateButtons();
    void onPrepared(const views::TrainingPlan& plan);
    void onProgress(const views::TrainingProgress& p);
    void onValidated(const views::ValidationResult& v);
    void onFrame(const views::ExampleFrame& frame);
    void onSaved(const QString& path);
    void showHead();  // the grid's chosen head, large
    views::TrainingRequest request() const;
    QString fileName() const;  // task-size-kind.safetensors, of the current session

    LabRunChoice* choices_ = nullptr;
    LabStackChoice* stacks_ = nullptr;
    QPushButton* train_ = nullptr;
    QPushButton* pause_ = nullptr;
    QPushButton* stop_ = nullptr;
    QPushButton* save_ = nullptr;
    QPushButton* open_ = nullptr;
    QLabel* hubNotice_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* accuracy_ = nullptr;
    QLabel* example_ = nullptr;
    QLabel* prediction_ = nullptr;
    views::LiveLineChart* lossChart_ = nullptr;
    views::LiveLineChart* accuracyChart_ = nullptr;
    views::HeatmapWidget* heatmap_ = nullptr;
    views::AttentionGridWidget* grid_ = nullptr;
    int trainLine_ = -1, validLossLine_ = -1, accuracyLine_ = -1;

    std::unique_ptr<views::TrainingSession> session_;
    views::TrainingPlan plan_;
    std::shared_ptr<const views::Snapshot> frame_;
    int layer_ = -1, head_ = -1;  // shown large; layer -1: the last layer
    Architecture shownArchitecture_ = Architecture::EncoderDecoder;  // of the run drawn
    QLabel* accuracyHeading_ = nullptr;  // exact match, or masked top-1 (encoder-only)
    double bestAccuracy_ = 0;
    std::optional<views::ValidationResult> validation_;  // the latest
    std::function<QString()> statusText_;
    bool finishedShown_ = false;
    QString pendingOpen_;  // the file to open once saved
};

}  // namespace atlas
