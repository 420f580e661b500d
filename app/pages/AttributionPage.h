#pragma once
// Attribution across layers, beside raw attention (Abnar & Zuidema 2020): for the toolbar's stack,
// the raw map of the selected layer and head, the attention rollout, the attention flow,
// gradient × input and gradient × attention, as five heatmaps, and one output token's row of
// each as bars. Rollout and flow come from the snapshot's maps and work for every model; the two
// gradient maps run the trainer's backward pass and need a model the trainer can load (the
// built-in checkpoints).
// The work runs off the GUI thread (session/AttributionRunner), cancellable.

#include <QThreadPool>
#include <memory>
#include <optional>

#include "AttributionRunner.h"
#include "Page.h"

class QComboBox;
class QGridLayout;
class QVBoxLayout;
class QLabel;
class QStackedLayout;

namespace atlas {

namespace views {
class AttributionBars;
class BackgroundJob;
}  // namespace views

class AttributionPage : public Page {
    Q_OBJECT

public:
    // Which of the five maps the bars lead with and File ▸ Export… saves.
    enum class Method { Raw, Rollout, Flow, Gradient, GradientAttention };

    explicit AttributionPage(const PageContext& context, QWidget* parent = nullptr);
    ~AttributionPage() override;

    QString id() const override { return QStringLiteral("attribution"); }
    QString title() const override { return tr("Attribution"); }
    QString explanation() const override;
    std::unique_ptr<views::Figure> exportFigure() const override;
    void setPresentation(bool on) override;  // two maps, large: raw and the bars' lead

    // Where gradient × input gets the weights: calls that read checkpoints, tried in turn until
    // one is the model in use (by default the built-in models).
    void setCheckpointCandidates(std::vector<views::CheckpointSource> candidates);
    void setOutputToken(int row);
    int outputToken() const { return output_; }
    void setMethod(Method method);
    Method method() const { return method_; }

    views::HeatmapWidget* raw() const { return raw_; }
    views::HeatmapWidget* rollout() const { return rollout_; }
    views::HeatmapWidget* flow() const { return flow_; }
    views::HeatmapWidget* gradient() const { return gradient_; }
    views::HeatmapWidget* gradientAttention() const { return gradientAttention_; }
    views::AttributionBars* bars() const { return bars_; }
    const AttributionFigures* figures() const;  // when shown for this snapshot and stack
    bool panelsShown() const;
    QString message() const;       // the empty state's text
    QString gradientNote() const;  // why the gradient maps are missing, or empty

signals:
    void figuresChanged();

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    enum class State { NoSentence, Computing, Failed, Shown };
    QWidget* buildControls();
    QWidget* buildPanels();
    void arrangeMaps();  // the visible maps into maps_, as presenting_ and columns_ say
    void fitMaps();      // columns_ and the maps' least height for readable matrices
    void setModel(std::shared_ptr<const Model> model);
    void showSnapshot();
    void showSelection(const ViewSelection& selection);
    bool current() const;
    void request();
    void display();
    void showMaps(const views::Snapshot& snapshot);
    void showBars();
    void fillOutputTokens();
    int defaultOutput(const views::Snapshot& snapshot, views::Stack stack) const;
    views::HeatmapWidget* methodMap(Method method) const;
    bool gradientAlongStack() const;  // gradient × input's rows and columns are the stack's
    // Gradient × attention's rows are the stack's queries (its columns always are its keys).
    bool gradientAttentionAlongStack() const;
    void highlightOutput();
    void retranslate();
    void retranslateMaps();
    QString stateText() const;
    QString rawNote() const;

    std::vector<views::CheckpointSource> candidates_;
    std::shared_ptr<const AttributionRunner> runner_;
    std::optional<AttributionFigures> figures_;
    std::shared_ptr<const views::Snapshot> figuresOf_;
    State state_ = State::NoSentence;
    QString failure_;
    int output_ = -1;  // the output token's row of the stack's maps
    Method method_ = Method::Rollout;
    views::Stack outputStack_ = views::Stack::EncoderSelf;  // the stack output_ belongs to

    QLabel* heading_ = nullptr;
    QLabel* outputLabel_ = nullptr;
    QLabel* methodLabel_ = nullptr;
    QComboBox* outputs_ = nullptr;
    QComboBox* methods_ = nullptr;
    QLabel* note_ = nullptr;
    QLabel* empty_ = nullptr;
    QWidget* panels_ = nullptr;
    QStackedLayout* stack_ = nullptr;
    QGridLayout* maps_ = nullptr;
    QVBoxLayout* column_ = nullptr;  // the maps above the bars
    bool presenting_ = false;
    int columns_ = 3;  // maps side by side
    views::HeatmapWidget* raw_ = nullptr;
    views::HeatmapWidget* rollout_ = nullptr;
    views::HeatmapWidget* flow_ = nullptr;
    views::HeatmapWidget* gradient_ = nullptr;
    views::HeatmapWidget* gradientAttention_ = nullptr;
    views::AttributionBars* bars_ = nullptr;
    QThreadPool pool_;  // one thread: the runner's trainable copy is used by one job at once
    views::BackgroundJob* job_ = nullptr;
};

}  // namespace atlas
