#pragma once
// Page 4: one head's attention as the paper builds it, side by side: the scores S = QKᵀ/√d, the
// kernel A = exp(S) (row-shifted), the row sums Z and the attention map Z⁻¹A. The numbers come
// from the head's own Q and K, recorded in a pass of the page's own model copy off the GUI thread.

#include <QThreadPool>
#include <memory>
#include <optional>
#include <utility>

#include "KernelRunner.h"
#include "Page.h"

class QHBoxLayout;
class QLabel;
class QStackedLayout;

namespace atlas {

namespace views {
class BackgroundJob;
}

class KernelPage : public Page {
    Q_OBJECT

public:
    explicit KernelPage(const PageContext& context, QWidget* parent = nullptr);
    ~KernelPage() override;

    QString id() const override { return QStringLiteral("kernel"); }
    QString title() const override { return tr("Kernel"); }
    QString explanation() const override;
    // The four panels as one figure (S, A, Z, Z⁻¹A), or nothing while they are not shown.
    std::unique_ptr<views::Figure> exportFigure() const override;

    views::HeatmapWidget* scores() const { return s_; }
    views::HeatmapWidget* kernel() const { return a_; }
    views::HeatmapWidget* rowSums() const { return z_; }
    views::HeatmapWidget* attention() const { return p_; }
    // The head on show, when the panels are shown.
    const KernelHead* head() const;
    bool panelsShown() const;
    QString message() const;  // the empty state's text

signals:
    // New figures arrived (or the page was emptied).
    void figuresChanged();

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    enum class State { NoSentence, MeanHead, Computing, Failed, Shown };
    // The model whose heads are recorded (the page builds its own copy when first needed).
    void setModel(std::shared_ptr<const Model> model);
    void connectContext();
    void showSnapshot();
    void showSelection(const ViewSelection& selection);
    void showFocus(const TokenFocus& focus);
    std::shared_ptr<const views::Snapshot> snapshot() const;
    void request();  // computes the stack and layer of the selection, when stale
    void display();
    void retranslate();
    void alignZ();  // Z's rows beside its neighbour's
    bool twoRowsFit() const;
    void arrange(bool twoRows);  // S A Z P in one row, or S A over Z P
    bool current() const;        // figures_ belong to the snapshot and the selection

    std::shared_ptr<const KernelRunner> runner_;
    std::optional<KernelFigures> figures_;
    std::shared_ptr<const views::Snapshot> figuresOf_;  // what figures_ were computed for
    State state_ = State::NoSentence;
    bool awaitingSnapshot_ = false;         // a new model, its first snapshot not here yet
    int generation_ = 0;                    // of figures_, one more with every result
    std::pair<int, int> shownKey_{-1, -1};  // the generation and head on the panels
    QString failure_;

    QLabel* heading_ = nullptr;
    QLabel* note_ = nullptr;
    QLabel* empty_ = nullptr;
    QWidget* panels_ = nullptr;
    QStackedLayout* stack_ = nullptr;
    views::HeatmapWidget* s_ = nullptr;
    views::HeatmapWidget* a_ = nullptr;
    QHBoxLayout* top_ = nullptr;
    QHBoxLayout* bottom_ = nullptr;
    bool twoRows_ = false;
    QWidget* zBox_ = nullptr;
    views::HeatmapWidget* z_ = nullptr;
    views::HeatmapWidget* p_ = nullptr;
    QThreadPool pool_;  // one thread: the runner's model is used by one job at once
    views::BackgroundJob* job_ = nullptr;
};

}  // namespace atlas
