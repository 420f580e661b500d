#include "KernelPage.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStackedLayout>
#include <QTimer>
#include <QVBoxLayout>
#include <cmath>

#include "AttentionLabels.h"
#include "BackgroundJob.h"
#include "HeatmapFigure.h"
#include "HeatmapPainter.h"
#include "HeatmapWidget.h"
#include "ModelContext.h"
#include "PanelRowFigure.h"
#include "ViewState.h"

namespace atlas {

using views::HeatmapWidget;
using views::Stack;

namespace {

std::vector<int> ids(const QVector<views::Token>& tokens) {
    std::vector<int> out;
    out.reserve(size_t(tokens.size()));
    for (const views::Token& t : tokens) out.push_back(t.id);
    return out;
}

}  // namespace

KernelPage::KernelPage(const PageContext& context, QWidget* parent) : Page(context, parent) {
    pool_.setMaxThreadCount(1);
    job_ = new views::BackgroundJob(&pool_, this);
    connect(job_, &views::BackgroundJob::failed, this, [this](const QString& message) {
        failure_ = message;
        state_ = State::Failed;
        display();
    });

    heading_ = new QLabel(this);
    heading_->setObjectName("kernelHeading");
    heading_->setTextFormat(Qt::PlainText);
    QFont bold = heading_->font();
    bold.setBold(true);
    heading_->setFont(bold);
    note_ = new QLabel(this);
    note_->setObjectName("kernelNote");
    note_->setWordWrap(true);
    empty_ = new QLabel(this);
    empty_->setObjectName("kernelEmpty");
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setWordWrap(true);

    s_ = new HeatmapWidget(this);
    s_->setObjectName("kernelScores");
    a_ = new HeatmapWidget(this);
    a_->setObjectName("kernelA");
    z_ = new HeatmapWidget(this);
    z_->setObjectName("kernelZ");
    p_ = new HeatmapWidget(this);
    p_->setObjectName("kernelAttention");
    // S is signed: the diverging map, white at 0; A lies in (0, 1], its row maximum exactly 1.
    s_->setColormap(views::Colormap::Name::Diverging);
    a_->setValueRange(0, 1);
    z_->setSquareCells(false);  // wide enough for its numbers, rows as tall as A's (alignZ)
    for (HeatmapWidget* map : {s_, a_, p_}) map->setMinimumSize(200, 200);
    z_->setMinimumSize(150, 200);
    // The numbers of Z also under the mouse as a tooltip.
    connect(z_, &HeatmapWidget::readoutChanged, z_, &QWidget::setToolTip);

    panels_ = new QWidget(this);
    auto* rows = new QVBoxLayout(panels_);
    rows->setContentsMargins(0, 0, 0, 0);
    top_ = new QHBoxLayout;
    bottom_ = new QHBoxLayout;
    for (QHBoxLayout* row : {top_, bottom_}) {
        row->setSpacing(4);
        rows->addLayout(row);
    }
    // Z sits in a box of its own, placed so that its rows line up with its neighbour's (alignZ).
    zBox_ = new QWidget(panels_);
    z_->setParent(zBox_);
    zBox_->setMinimumSize(z_->minimumSize());
    zBox_->installEventFilter(this);
    panels_->installEventFilter(this);
    arrange(false);
    auto* body = new QWidget(this);
    stack_ = new QStackedLayout(body);
    stack_->addWidget(empty_);
    stack_->addWidget(panels_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(heading_);
    layout->addWidget(body, 1);
    layout->addWidget(note_);

    for (HeatmapWidget* map : {a_, p_}) map->installEventFilter(this);
    for (HeatmapWidget* map : {s_, a_, z_, p_})
        forwardHover(map, [this] { return selection().stack; });
    connectContext();
    retranslate();
    showSelection(selection());
}

void KernelPage::connectContext() {
    const views::ModelContext& model = context().model;
    connect(&model, &views::ModelContext::modelChanged, this,
            [this, &model] { setModel(model.model()); });
    if (model.model()) {
        setModel(model.model());
        awaitingSnapshot_ = false;  // the context's snapshot is of its model
    }
    connect(&model, &views::ModelContext::snapshotChanged, this, &KernelPage::showSnapshot);
    connect(&context().view, &ViewState::selectionChanged, this, &KernelPage::showSelection);
    connect(&context().view, &ViewState::tokenFocusChanged, this, &KernelPage::showFocus);
}

KernelPage::~KernelPage() {
    job_->cancel();
    pool_.waitForDone();
}

QString KernelPage::explanation() const {
    return tr(
        "<p>Attention is a kernel-weighted look-up: each query <i>q<sub>i</sub></i> weighs "
        "every key <i>k<sub>j</sub></i> by a kernel and averages the values with those "
        "weights. For one head, left to right:</p>"
        "<p align=center><i>S</i> = <i>QK</i><sup>T</sup>/√<i>d</i>, &nbsp;<i>A</i> = "
        "exp(<i>S</i>), &nbsp;<i>Z</i> = diag(<i>A</i>1), &nbsp;<i>P</i> = "
        "<i>Z</i><sup>−1</sup><i>A</i>, &nbsp;<i>Y</i> = <i>Z</i><sup>−1</sup><i>AV</i></p>"
        "<p><i>S</i> is the scaled dot product of query and key (blue negative, red positive); "
        "the kernel <i>A</i> = exp(<i>S</i>) makes every weight positive; <i>Z</i> holds each "
        "row's total weight; dividing by it gives <i>P</i>, whose rows sum to 1: the map the "
        "other pages show.</p>"
        "<p>Any common factor of a row cancels in <i>Z</i><sup>−1</sup><i>A</i>, so <i>A</i> is "
        "shown as exp(<i>S</i> − <i>m</i>) with <i>m</i> the row's largest score (as the model "
        "computes it, since exp overflows for large scores): its largest entry is 1 and "
        "<i>Z</i> is the sum of what is shown. In decoder self-attention the causal mask sets "
        "<i>S</i> to −∞ after the query (hatched), where <i>A</i> = 0.</p>");
}

void KernelPage::setModel(std::shared_ptr<const Model> model) {
    job_->cancel();
    runner_ = model ? std::make_shared<const KernelRunner>(std::move(model)) : nullptr;
    figuresOf_.reset();
    // The snapshot in hand still holds the old model's token ids: wait for the new one.
    awaitingSnapshot_ = true;
    display();
}

std::shared_ptr<const views::Snapshot> KernelPage::snapshot() const {
    return context().model.snapshot();
}

void KernelPage::showSnapshot() {
    awaitingSnapshot_ = false;
    request();
}

void KernelPage::showSelection(const ViewSelection& selection) {
    for (HeatmapWidget* map : {a_, p_}) applyColours(map, selection);
    a_->setValueRange(0, 1);
    z_->setColormap(selection.colormap);
    request();
}

void KernelPage::showFocus(const TokenFocus& focus) {
    const Stack stack = selection().stack;
    for (HeatmapWidget* map : {s_, a_, p_}) applyFocus(map, stack, focus);
    z_->setHighlightedQuery(mapFocus(stack, focus).row);
}

bool KernelPage::current() const {
    const ViewSelection s = selection();
    return figures_ && figuresOf_ == snapshot() && figures_->stack == s.stack &&
           figures_->layer == s.layer;
}

void KernelPage::request() {
    const auto snapshot = this->snapshot();
    const ViewSelection s = selection();
    if (!snapshot || !runner_ || snapshot->source.isEmpty() || s.head < 0 || current()) {
        display();
        return;
    }
    if (!isVisible() || awaitingSnapshot_) return;  // computed when shown, on the new snapshot
    state_ = State::Computing;
    KernelQuery q{ids(snapshot->source), ids(snapshot->decoderInput), s.stack, s.layer};
    auto of = snapshot;
    auto runner = runner_;
    job_->start<KernelFigures>(
        [runner, q](const std::atomic<bool>& cancelled) { return runner->run(q, cancelled); },
        [this, of](KernelFigures figures) {
            figures_ = std::move(figures);
            figuresOf_ = of;
            ++generation_;
            display();
            emit figuresChanged();
        });
    display();
}

const KernelHead* KernelPage::head() const {
    if (state_ != State::Shown || !current()) return nullptr;
    const int h = selection().head;
    if (h < 0 || size_t(h) >= figures_->heads.size()) return nullptr;
    return &figures_->heads[size_t(h)];
}

bool KernelPage::panelsShown() const {
    return stack_->currentWidget() == panels_;
}

QString KernelPage::message() const {
    return empty_->text();
}

void KernelPage::display() {
    const auto snapshot = this->snapshot();
    const ViewSelection s = selection();
    const TokenFocus focus = context().view.tokenFocus();
    const bool ready =
        snapshot && current() && s.head >= 0 && size_t(s.head) < figures_->heads.size();
    if (ready)
        state_ = State::Shown;
    else if (!snapshot || snapshot->source.isEmpty() || !runner_)
        state_ = State::NoSentence;
    else if (s.head < 0)
        state_ = State::MeanHead;
    else if (state_ == State::Shown || (job_->isBusy() && state_ != State::Failed))
        state_ = State::Computing;
    // Colours and focus alone leave the matrices (and a pinned cell) as they are.
    const std::pair<int, int> key{generation_, s.head};
    if (state_ == State::Shown && key != shownKey_) {
        shownKey_ = key;
        const KernelHead& h = figures_->heads[size_t(s.head)];
        const Stack stack = s.stack;
        const auto& rows = snapshot->queries(stack);
        const auto& cols = snapshot->keys(stack);
        s_->setMatrix(h.S, rows, cols);
        a_->setMatrix(h.A, rows, cols);
        z_->setMatrix(h.Z, rows);
        p_->setMatrix(h.P, rows, cols);
        for (HeatmapWidget* map : {s_, a_, p_}) {
            map->setCausalMask(stack == Stack::DecoderSelf);
            map->setWindow(views::windowOf(snapshot->model, stack, figures_->layer));
            applyFocus(map, stack, focus);
        }
        z_->setHighlightedQuery(mapFocus(stack, focus).row);
        QTimer::singleShot(0, this, &KernelPage::alignZ);
    }
    // While a newer head is computed the old panels stay, as on the other pages.
    const bool keepOld = state_ == State::Computing && panelsShown() && figures_;
    stack_->setCurrentWidget(state_ == State::Shown || keepOld ? panels_ : empty_);
    retranslate();
}

std::unique_ptr<views::Figure> KernelPage::exportFigure() const {
    if (state_ != State::Shown) return nullptr;
    std::vector<std::unique_ptr<views::Figure>> panels;
    for (const HeatmapWidget* map : {s_, a_, z_, p_})
        panels.push_back(
            std::make_unique<views::HeatmapFigure>(views::HeatmapFigure::fromWidget(*map)));
    return std::make_unique<views::PanelRowFigure>(heading_->text(), std::move(panels));
}

bool KernelPage::eventFilter(QObject* watched, QEvent* event) {
    if (watched == panels_ && event->type() == QEvent::Resize) arrange(twoRowsFit());
    const bool resized = event->type() == QEvent::Resize || event->type() == QEvent::FontChange;
    if ((watched == zBox_ || watched == a_ || watched == p_) && resized)
        QTimer::singleShot(0, this, &KernelPage::alignZ);
    return Page::eventFilter(watched, event);
}

bool KernelPage::twoRowsFit() const {
    // The arrangement with the larger cells: four maps in one row, or S, A over Z, P.
    const qreal n = std::max({s_->shown().grid.rows, s_->shown().grid.cols, 4});
    const qreal around = 8 * fontMetrics().height();  // labels, colour bar, title, readout
    const qreal w = panels_->width(), h = panels_->height();
    const auto cell = [&](qreal width, qreal height) {
        return std::min(width - around, height - around) / n;
    };
    return cell(w / 2, h / 2) > cell(w * 4 / 14, h);
}

void KernelPage::arrange(bool twoRows) {
    if (twoRows == twoRows_ && top_->count() > 0) return;
    twoRows_ = twoRows;
    for (QWidget* w :
         {static_cast<QWidget*>(s_), static_cast<QWidget*>(a_), zBox_, static_cast<QWidget*>(p_)}) {
        top_->removeWidget(w);
        bottom_->removeWidget(w);
    }
    top_->addWidget(s_, 4);
    top_->addWidget(a_, 4);
    QHBoxLayout* second = twoRows ? bottom_ : top_;
    second->addWidget(zBox_, twoRows ? 1 : 2);
    second->addWidget(p_, twoRows ? 3 : 4);
    QTimer::singleShot(0, this, &KernelPage::alignZ);
}

void KernelPage::alignZ() {
    // Z's cells as tall as its neighbour's (A in one row, P in two) and at the same height on
    // screen, so that row i of Z is read beside row i of that map.
    z_->setGeometry(zBox_->rect());
    const HeatmapWidget* beside = twoRows_ ? p_ : a_;
    const views::HeatmapLayout& a = beside->layout();
    if (z_->shown().grid.empty() || a.cellHeight <= 0) return;
    const views::HeatmapPainter painter(z_->shown(), z_->colormap(), z_->scale(), z_->font(),
                                        z_->palette());
    const auto layoutAt = [&](int height) {
        return painter.layout(QSize(zBox_->width(), height),
                              {.title = true, .squareCells = z_->squareCells(), .footer = true});
    };
    int low = 1, high = zBox_->height();
    while (low < high) {
        const int mid = (low + high + 1) / 2;
        if (layoutAt(mid).cellHeight <= a.cellHeight + 0.01)
            low = mid;
        else
            high = mid - 1;
    }
    const views::HeatmapLayout z = layoutAt(low);
    const qreal aTop = beside->mapTo(zBox_->parentWidget(), a.matrix.topLeft().toPoint()).y();
    const int top = std::clamp(int(std::lround(aTop - zBox_->y() - z.matrix.top())), 0,
                               std::max(zBox_->height() - low, 0));
    z_->setGeometry(0, top, zBox_->width(), low);
}

void KernelPage::showEvent(QShowEvent* event) {
    Page::showEvent(event);
    request();
}

void KernelPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    Page::changeEvent(event);
}

void KernelPage::retranslate() {
    s_->setTitle(tr("S = QKᵀ/√d  (scores)"));
    a_->setTitle(tr("A = exp(S − m)  (kernel)"));
    z_->setTitle(tr("Z = A·1"));
    p_->setTitle(tr("P = Z⁻¹A  (attention)"));
    z_->setAxisNames(tr("query"), tr("row sum"));
    note_->setText(
        tr("A is shown as exp(S − m), m the largest score of the row: the row's common factor "
           "e^m cancels in Z⁻¹A (and exp(S) alone overflows for large scores). The true row sum "
           "is e^m · Z."));
    const auto snapshot = this->snapshot();
    const ViewSelection s = selection();
    heading_->setText(snapshot
                          ? views::AttentionLabels::title(snapshot->model, s.stack, s.layer, s.head)
                          : QString());
    switch (state_) {
        case State::NoSentence:
            empty_->setText(tr("No sentence yet: load a model and type a sentence on the left."));
            break;
        case State::MeanHead:
            empty_->setText(
                tr("The kernel belongs to one head: choose a head (not the mean) in "
                   "the toolbar."));
            break;
        case State::Computing:
            empty_->setText(tr("Recording the head's queries and keys…"));
            break;
        case State::Failed:
            empty_->setText(tr("The model failed on this text: %1").arg(failure_));
            break;
        case State::Shown:
            empty_->clear();  // hidden, and in no language
            break;
    }
}

}  // namespace atlas
