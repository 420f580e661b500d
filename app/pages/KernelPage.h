#pragma once
// Page 4: one head's attention as the paper builds it, side by side: the scores S = QKᵀ/√d_QK,
// the kernel A = exp(S) (row-shifted), the row sums Z and the attention map P = Z⁻¹A, with each
// row's entropy and largest weight; a temperature τ multiplies the scores (S_τ = τ·S) and a chart
// shows the mean row entropy against τ. The numbers come from the head's own Q and K, recorded in
// a pass of the model off the GUI thread; τ rescales the recorded S on the GUI thread.

#include <QThreadPool>
#include <memory>
#include <optional>
#include <tuple>

#include "KernelRunner.h"
#include "Page.h"

class QBoxLayout;
class QHBoxLayout;
class QLabel;
class QStackedLayout;

namespace atlas {

class TemperatureControls;

namespace views {
class BackgroundJob;
class TemperatureChart;
}  // namespace views

class KernelPage : public Page {
    Q_OBJECT

public:
    explicit KernelPage(const PageContext& context, QWidget* parent = nullptr);
    ~KernelPage() override;

    QString id() const override { return QStringLiteral("kernel"); }
    QString title() const override { return tr("Kernel"); }
    QString explanation() const override;
    // The panels as one figure (S, A, Z, Z⁻¹A, H, max P and the entropy chart), or nothing while
    // they are not shown.
    std::unique_ptr<views::Figure> exportFigure() const override;
    // Presenting: the scale's and the note's sentences hidden, the entropy chart under the
    // slider at full width.
    void setPresentation(bool on) override;

    views::HeatmapWidget* scores() const { return s_; }
    views::HeatmapWidget* kernel() const { return a_; }
    views::HeatmapWidget* rowSums() const { return z_; }
    views::HeatmapWidget* attention() const { return p_; }
    views::HeatmapWidget* entropy() const { return h_; }
    views::HeatmapWidget* largestWeight() const { return max_; }
    views::TemperatureChart* entropyChart() const { return chart_; }
    TemperatureControls* temperature() const { return temperature_; }
    // The head on show at the present τ, when the panels are shown.
    const KernelHead* head() const;
    bool panelsShown() const;
    QString message() const;    // the empty state's text
    QString scaleNote() const;  // what d_QK is and this model's √d_QK

signals:
    // New figures arrived (or the page was emptied).
    void figuresChanged();

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    enum class State { NoSentence, MeanHead, Computing, Failed, Shown };
    void buildPanels();
    QWidget* buildTemperatureStrip();
    // The model whose heads are recorded (the page builds its own copy when first needed).
    void setModel(std::shared_ptr<const Model> model);
    void connectContext();
    void showSnapshot();
    void showSelection(const ViewSelection& selection);
    void showFocus(const TokenFocus& focus);
    std::shared_ptr<const views::Snapshot> snapshot() const;
    void request();  // computes the stack and layer of the selection, when stale
    void display();
    void showHead(const views::Snapshot& snapshot, const ViewSelection& s);
    void showTemperature();  // the chart's curve and dot for the head on show
    void retranslate();
    void retranslateChart();
    QString scoresSymbol() const;   // "S", or "S_τ" away from τ = 1
    QString scoresTitle() const;    // S's definition with this model's scale and τ
    QString scaleSentence() const;  // HTML: what d_QK is, and this model's √d_QK
    void alignColumns();            // Z, H and max P row by row beside their neighbour
    void alignColumn(QWidget* box, views::HeatmapWidget* column,
                     const views::HeatmapWidget* beside);
    void fitHeight(views::HeatmapWidget* map);  // S, A or P: as tall as its width fills
    bool twoRowsFit() const;
    void arrange(bool twoRows);  // S A Z P H max in one row, or S A over Z P H max
    bool current() const;        // figures_ belong to the snapshot and the selection

    std::shared_ptr<const KernelRunner> runner_;
    std::optional<KernelFigures> figures_;
    std::shared_ptr<const views::Snapshot> figuresOf_;  // what figures_ were computed for
    std::optional<KernelHead> shown_;                   // the head on the panels, at τ
    State state_ = State::NoSentence;
    bool awaitingSnapshot_ = false;  // a new model, its first snapshot not here yet
    int generation_ = 0;             // of figures_, one more with every result
    // The generation, head and τ on the panels.
    std::tuple<int, int, double> shownKey_{-1, -1, 0.0};
    QString failure_;

    bool presenting_ = false;
    QLabel* heading_ = nullptr;
    QLabel* scale_ = nullptr;
    QLabel* note_ = nullptr;
    QLabel* empty_ = nullptr;
    QWidget* panels_ = nullptr;
    QWidget* strip_ = nullptr;        // the temperature and its chart
    QBoxLayout* stripRow_ = nullptr;  // side by side, or (presenting) the chart below
    QStackedLayout* stack_ = nullptr;
    views::HeatmapWidget* s_ = nullptr;
    views::HeatmapWidget* a_ = nullptr;
    QHBoxLayout* top_ = nullptr;
    QHBoxLayout* bottom_ = nullptr;
    bool twoRows_ = false;
    // Z, H and max P each in a box of its own, placed so that their rows line up with their
    // neighbour's (alignColumns).
    QWidget* zBox_ = nullptr;
    QWidget* hBox_ = nullptr;
    QWidget* maxBox_ = nullptr;
    views::HeatmapWidget* z_ = nullptr;
    views::HeatmapWidget* p_ = nullptr;
    views::HeatmapWidget* h_ = nullptr;
    views::HeatmapWidget* max_ = nullptr;
    TemperatureControls* temperature_ = nullptr;
    views::TemperatureChart* chart_ = nullptr;
    QThreadPool pool_;  // one thread: the runner's model is used by one job at once
    views::BackgroundJob* job_ = nullptr;
};

}  // namespace atlas
