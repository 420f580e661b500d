#pragma once
// The Rotary positions page: how positions enter attention by turning queries and keys (RoPE,
// SPEC §2). The model's own frequencies θ_i; one real query and key of the sentence rotated to
// positions m and n; their score depending only on m − n; and why MLA keeps its rotary key apart
// from the latent L. The vectors come from a pass of the loaded model off the GUI thread.

#include <QThreadPool>
#include <memory>
#include <optional>
#include <utility>

#include "Page.h"
#include "RotaryRunner.h"

class QBoxLayout;
class QHBoxLayout;
class QLabel;
class QVBoxLayout;
class QStackedLayout;

namespace atlas {

namespace views {
class BackgroundJob;
class RotaryCircles;
class RotaryFrequencyChart;
class RotaryScoreChart;
}  // namespace views
class RotaryControls;

class RotaryPage : public Page {
    Q_OBJECT

public:
    explicit RotaryPage(const PageContext& context, QWidget* parent = nullptr);
    ~RotaryPage() override;

    QString id() const override { return QStringLiteral("rotary"); }
    QString title() const override { return tr("Rotary positions"); }
    QString explanation() const override;
    // The score heatmap over (m, n), or nothing while the page is empty.
    std::unique_ptr<views::Figure> exportFigure() const override;
    // Presenting: one column, the (m, n) map large under the circles and the sliders.
    void setPresentation(bool on) override;

    bool shown() const;       // the figures are on screen (not the empty state)
    QString message() const;  // the empty state's text
    const RotaryFigures* figures() const { return figures_ ? &*figures_ : nullptr; }
    // The chosen head's unrotated query and key, as the circles and charts use them.
    const std::vector<double>& query() const { return q_; }
    const std::vector<double>& key() const { return k_; }
    double score() const;  // (R(m)q)ᵀ(R(n)k) at the sliders' m and n
    RotaryControls* controls() const { return controls_; }
    views::RotaryCircles* circles() const { return circles_; }
    views::RotaryFrequencyChart* frequencyChart() const { return frequencies_; }
    views::RotaryScoreChart* scoreChart() const { return scoreChart_; }
    views::HeatmapWidget* heatmap() const { return heatmap_; }
    QString modelNote() const;  // the line above the figures: what this model rotates

signals:
    void figuresChanged();  // new vectors arrived (or the page was emptied)

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    enum class State { NoSentence, MeanHead, Computing, Failed, Shown };
    views::HeatmapWidget* buildLearnedPositions(QWidget* parent);
    void build();
    void connectContext();
    void setModel(std::shared_ptr<const Model> model);
    bool current() const;
    void request();
    void display();
    void showVectors();    // the chosen head and tokens: vectors, curve, heatmap
    void showPositions();  // the sliders moved: arrows, marker, highlighted cell
    void retranslate();
    QString mlaHtml() const;  // item 4: why R(m) between q and W_uk stops the absorption

    std::shared_ptr<const RotaryRunner> runner_;
    std::optional<RotaryFigures> figures_;
    std::shared_ptr<const views::Snapshot> figuresOf_;
    State state_ = State::NoSentence;
    bool awaitingSnapshot_ = false;
    QString failure_;
    int generation_ = 0;                    // of figures_, one more with every result
    std::pair<int, int> shownKey_{-1, -1};  // the generation and head on show
    std::vector<double> q_, k_;

    QLabel* heading_ = nullptr;
    QLabel* note_ = nullptr;
    QLabel* empty_ = nullptr;
    QLabel* scoreLabel_ = nullptr;
    QLabel* mla_ = nullptr;
    views::HeatmapWidget* learned_ = nullptr;  // learned positions' cosines (GPT-2, BERT)
    QWidget* body_ = nullptr;
    QBoxLayout* top_ = nullptr;      // the circles and sliders beside (presenting: above) the map
    QHBoxLayout* bottom_ = nullptr;  // the charts and (but presenting) the MLA text
    QVBoxLayout* rows_ = nullptr;
    QStackedLayout* stack_ = nullptr;
    RotaryControls* controls_ = nullptr;
    views::RotaryCircles* circles_ = nullptr;
    views::RotaryFrequencyChart* frequencies_ = nullptr;
    views::RotaryScoreChart* scoreChart_ = nullptr;
    views::HeatmapWidget* heatmap_ = nullptr;
    QThreadPool pool_;  // one thread: one pass at a time
    views::BackgroundJob* job_ = nullptr;
};

}  // namespace atlas
