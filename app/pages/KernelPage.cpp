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
#include "ChartFigure.h"
#include "HeatmapFigure.h"
#include "HeatmapPainter.h"
#include "HeatmapWidget.h"
#include "ModelContext.h"
#include "PanelRowFigure.h"
#include "TemperatureChart.h"
#include "TemperatureControls.h"
#include "ViewState.h"

namespace atlas {

using views::HeatmapWidget;
using views::Stack;

namespace {

std::vector<int> tokenIds(const QVector<views::Token>& tokens) {
    std::vector<int> out;
    out.reserve(size_t(tokens.size()));
    for (const views::Token& t : tokens) out.push_back(t.id);
    return out;
}

// The mean of H_i over the rows that see a key (the chart's curve at the head's τ).
double shownMeanEntropy(const KernelHead& h) {
    double sum = 0;
    int rows = 0;
    for (int i = 0; i < h.H.rows; ++i)
        if (h.visible[size_t(i)].size() > 0) {
            sum += h.H.at(i, 0);
            ++rows;
        }
    return rows ? sum / rows : 0;
}

// The largest entropy a row of this head can have: ln of the most keys a row sees.
double widestRowEntropy(const KernelHead& h) {
    std::ptrdiff_t n = 1;
    for (const KeySpan& k : h.visible) n = std::max(n, k.size());
    return std::log(double(n));
}

}  // namespace

KernelPage::KernelPage(const PageContext& context, QWidget* parent) : Page(context, parent) {
    pool_.setMaxThreadCount(1);
    job_ = new views::BackgroundJob(&pool_, this);
    guardedConnect(job_, &views::BackgroundJob::failed, [this](const QString& message) {
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
    scale_ = new QLabel(this);
    scale_->setObjectName("kernelScale");
    scale_->setTextFormat(Qt::RichText);
    scale_->setWordWrap(true);
    note_ = new QLabel(this);
    note_->setObjectName("kernelNote");
    note_->setWordWrap(true);
    empty_ = new QLabel(this);
    empty_->setObjectName("kernelEmpty");
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setWordWrap(true);

    buildPanels();
    auto* body = new QWidget(this);
    stack_ = new QStackedLayout(body);
    stack_->addWidget(empty_);
    stack_->addWidget(panels_);
    strip_ = buildTemperatureStrip();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(heading_);
    layout->addWidget(scale_);
    layout->addWidget(body, 1);
    layout->addWidget(strip_);
    layout->addWidget(note_);

    for (HeatmapWidget* map : {s_, a_, p_}) map->installEventFilter(this);
    for (HeatmapWidget* map : {s_, a_, z_, p_, h_, max_})
        forwardHover(map, [this] { return selection().stack; });
    connectContext();
    retranslate();
    showSelection(selection());
}

void KernelPage::buildPanels() {
    const auto heatmap = [this](const char* name) {
        auto* map = new HeatmapWidget(this);
        map->setObjectName(name);
        return map;
    };
    s_ = heatmap("kernelScores");
    a_ = heatmap("kernelA");
    z_ = heatmap("kernelZ");
    p_ = heatmap("kernelAttention");
    h_ = heatmap("kernelEntropy");
    max_ = heatmap("kernelMaxWeight");
    // S is signed: the diverging map, white at 0; A lies in (0, 1], its row maximum exactly 1.
    s_->setColormap(views::Colormap::Name::Diverging);
    a_->setValueRange(0, 1);
    max_->setValueRange(0, 1);
    for (HeatmapWidget* map : {s_, a_, p_}) map->setMinimumSize(200, 200);
    // The columns: wide enough for their numbers, rows as tall as their neighbour's; the
    // numbers also under the mouse as a tooltip.
    for (HeatmapWidget* column : {z_, h_, max_}) {
        column->setSquareCells(false);
        column->setMinimumSize(column == z_ ? 150 : 110, 200);
        connect(column, &HeatmapWidget::readoutChanged, column, &QWidget::setToolTip);
    }

    panels_ = new QWidget(this);
    auto* rows = new QVBoxLayout(panels_);
    rows->setContentsMargins(0, 0, 0, 0);
    top_ = new QHBoxLayout;
    bottom_ = new QHBoxLayout;
    for (QHBoxLayout* row : {top_, bottom_}) {
        row->setSpacing(4);
        rows->addLayout(row);
    }
    const auto box = [this](HeatmapWidget* column) {
        auto* b = new QWidget(panels_);
        column->setParent(b);
        b->setMinimumSize(column->minimumSize());
        b->installEventFilter(this);
        return b;
    };
    zBox_ = box(z_);
    hBox_ = box(h_);
    maxBox_ = box(max_);
    panels_->installEventFilter(this);
    arrange(false);
}

QWidget* KernelPage::buildTemperatureStrip() {
    auto* strip = new QWidget(this);
    temperature_ = new TemperatureControls(strip);
    temperature_->setMaximumWidth(fontMetrics().height() * 24);
    chart_ = new views::TemperatureChart(strip);
    chart_->setObjectName("kernelEntropyChart");
    chart_->setExample(TemperatureControls::gemmaTau());
    stripRow_ = new QBoxLayout(QBoxLayout::LeftToRight, strip);
    stripRow_->setContentsMargins(0, 4, 0, 0);
    stripRow_->addWidget(temperature_, 0, Qt::AlignTop | Qt::AlignLeft);
    stripRow_->addWidget(chart_, 1);
    strip->setMaximumHeight(fontMetrics().height() * 16);
    // Rescaling the recorded S is cheap: a 64-token map is 4096 exponentials (a 512-token prompt
    // 2.6·10⁵, about a millisecond), far under a frame, so τ is applied here on the GUI thread;
    // the curve over all τ comes with the figures from the runner's thread.
    connect(temperature_, &TemperatureControls::tauChanged, this, [this] { display(); });
    return strip;
}

void KernelPage::connectContext() {
    const views::ModelContext& model = context().model;
    guardedConnect(&model, &views::ModelContext::modelChanged,
                   [this, &model] { setModel(model.model()); });
    if (model.model()) {
        setModel(model.model());
        awaitingSnapshot_ = false;  // the context's snapshot is of its model
    }
    guardedConnect(&model, &views::ModelContext::snapshotChanged, &KernelPage::showSnapshot);
    guardedConnect(&context().view, &ViewState::selectionChanged, &KernelPage::showSelection);
    guardedConnect(&context().view, &ViewState::tokenFocusChanged, &KernelPage::showFocus);
}

KernelPage::~KernelPage() {
    job_->cancel();
    pool_.waitForDone();
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
    if (const auto snapshot = this->snapshot()) temperature_->setModel(snapshot->model);
    emit explanationChanged();  // it names this model's √d_QK
    request();
}

void KernelPage::showSelection(const ViewSelection& selection) {
    for (HeatmapWidget* map : {a_, p_}) applyColours(map, selection);
    a_->setValueRange(0, 1);
    for (HeatmapWidget* column : {z_, h_, max_}) column->setColormap(selection.colormap);
    request();
}

void KernelPage::showFocus(const TokenFocus& focus) {
    const Stack stack = selection().stack;
    for (HeatmapWidget* map : {s_, a_, p_}) applyFocus(map, stack, focus);
    for (HeatmapWidget* column : {z_, h_, max_})
        column->setHighlightedQuery(mapFocus(stack, focus).row);
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
    KernelQuery q{tokenIds(snapshot->source), tokenIds(snapshot->decoderInput), s.stack, s.layer};
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
    if (state_ != State::Shown || !current() || !shown_) return nullptr;
    return &*shown_;
}

bool KernelPage::panelsShown() const {
    return stack_->currentWidget() == panels_;
}

QString KernelPage::message() const {
    return empty_->text();
}

QString KernelPage::scaleNote() const {
    return scale_->text();
}

void KernelPage::display() {
    const auto snapshot = this->snapshot();
    const ViewSelection s = selection();
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
    if (state_ == State::Shown) showHead(*snapshot, s);
    // While a newer head is computed the old panels stay, as on the other pages.
    const bool keepOld = state_ == State::Computing && panelsShown() && figures_;
    const bool panels = state_ == State::Shown || keepOld;
    stack_->setCurrentWidget(panels ? panels_ : empty_);
    strip_->setVisible(panels);
    retranslate();
}

void KernelPage::showHead(const views::Snapshot& snapshot, const ViewSelection& s) {
    const double tau = temperature_->tau();
    const std::tuple<int, int, double> key{generation_, s.head, tau};
    if (key == shownKey_) return;
    const bool newHead =
        std::get<0>(key) != std::get<0>(shownKey_) || std::get<1>(key) != std::get<1>(shownKey_);
    shownKey_ = key;
    const KernelHead& base = figures_->heads[size_t(s.head)];
    shown_ = tau == 1 ? base : tempered(base, tau);
    const Stack stack = s.stack;
    const auto& rows = snapshot.queries(stack);
    const auto& cols = snapshot.keys(stack);
    const TokenFocus focus = context().view.tokenFocus();
    s_->setMatrix(shown_->S, rows, cols);
    a_->setMatrix(shown_->A, rows, cols);
    p_->setMatrix(shown_->P, rows, cols);
    z_->setMatrix(shown_->Z, rows);
    h_->setMatrix(shown_->H, rows);
    max_->setMatrix(shown_->maxWeight, rows);
    // H_i lies in [0, ln n_i]: one colour scale for the head, up to its widest row's ln n_i.
    h_->setValueRange(0, std::max(widestRowEntropy(*shown_), std::log(2.0)));
    for (HeatmapWidget* map : {s_, a_, p_}) {
        map->setCausalMask(stack == Stack::DecoderSelf);
        map->setWindow(views::windowOf(snapshot.model, stack, figures_->layer));
        applyFocus(map, stack, focus);
    }
    for (HeatmapWidget* column : {z_, h_, max_})
        column->setHighlightedQuery(mapFocus(stack, focus).row);
    if (newHead) chart_->setCurve({figures_->temperatures, base.meanEntropy, base.entropyBound});
    chart_->setCurrent(tau, shownMeanEntropy(*shown_));
    for (HeatmapWidget* map : {s_, a_, p_}) fitHeight(map);  // new labels, new room
    QTimer::singleShot(0, this, &KernelPage::alignColumns);
}

std::unique_ptr<views::Figure> KernelPage::exportFigure() const {
    if (state_ != State::Shown) return nullptr;
    std::vector<std::unique_ptr<views::Figure>> panels;
    for (const HeatmapWidget* map : {s_, a_, z_, p_, h_, max_})
        panels.push_back(
            std::make_unique<views::HeatmapFigure>(views::HeatmapFigure::fromWidget(*map)));
    // The entropy chart last, as tall as the maps.
    const qreal height = panels.front()->size().height();
    panels.push_back(
        std::make_unique<views::ChartFigure>(chart_->chart(), QSizeF(height * 1.5, height)));
    return std::make_unique<views::PanelRowFigure>(heading_->text(), std::move(panels));
}

void KernelPage::setPresentation(bool on) {
    // At twice the type the slider's buttons and the chart beside it would share one strip of
    // a sixth of the height: the chart goes under the slider, as wide as the page, and the
    // sentences around the maps (the help panel's, and hidden with it) give the maps their room.
    presenting_ = on;
    scale_->setVisible(!on);
    note_->setVisible(!on);
    for (HeatmapWidget* map : {s_, a_, p_}) fitHeight(map);
    stripRow_->setDirection(on ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    // The sizes follow the type: this runs once the fonts have changed.
    const int line = fontMetrics().height();
    temperature_->setMaximumWidth(line * 24);
    strip_->setMaximumHeight(on ? QWIDGETSIZE_MAX : line * 16);
    chart_->setMinimumHeight(on ? line * 12 : 0);
}

bool KernelPage::eventFilter(QObject* watched, QEvent* event) {
    // The pane around the page too: a page held at its one-row width does not shrink with it.
    if ((watched == panels_ || watched == parentWidget()) && event->type() == QEvent::Resize)
        arrange(twoRowsFit());
    const bool resized = event->type() == QEvent::Resize || event->type() == QEvent::FontChange;
    if ((watched == s_ || watched == a_ || watched == p_) && resized)
        fitHeight(static_cast<HeatmapWidget*>(watched));
    const bool aligned = watched == zBox_ || watched == hBox_ || watched == maxBox_ ||
                         watched == a_ || watched == p_;
    if (aligned && resized) QTimer::singleShot(0, this, &KernelPage::alignColumns);
    return Page::eventFilter(watched, event);
}

void KernelPage::fitHeight(HeatmapWidget* map) {
    // No taller than its width fills: the page's height for its width adds up its parts'
    // preferred heights, and at presentation type a map's would leave an empty band above it.
    // Only there: in the normal layout a map keeps its height while τ changes its labels.
    if (!presenting_ || map->shown().grid.empty()) return map->setMaximumHeight(QWIDGETSIZE_MAX);
    map->setMaximumHeight(std::max(map->minimumHeight(), map->heightFor(map->width())));
}

bool KernelPage::twoRowsFit() const {
    // The arrangement with the larger cells: the maps in one row (S, A and P each 8 of 34 parts
    // of the width), or S, A over Z, P, H, max P (P half the width).
    const qreal n = std::max({s_->shown().grid.rows, s_->shown().grid.cols, 4});
    const qreal around = 8 * fontMetrics().height();  // labels, colour bar, title, readout
    const qreal w = panels_->width(), h = panels_->height();
    // Six maps in a row need their least widths side by side; where the pane (the window's
    // scroll area) is narrower the page would scroll sideways: two rows.
    int oneRow = 0;
    for (const QWidget* part :
         std::initializer_list<const QWidget*>{s_, a_, zBox_, p_, hBox_, maxBox_})
        oneRow += part->minimumSize().width() + top_->spacing();
    const int margins = width() - panels_->width();
    if (parentWidget() && oneRow + margins > parentWidget()->width()) return true;
    const auto cell = [&](qreal width, qreal height) {
        return std::min(width - around, height - around) / n;
    };
    return cell(w / 2, h / 2) > cell(w * 8 / 34, h);
}

void KernelPage::arrange(bool twoRows) {
    if (twoRows == twoRows_ && top_->count() > 0) return;
    twoRows_ = twoRows;
    const std::initializer_list<QWidget*> all = {s_, a_, zBox_, p_, hBox_, maxBox_};
    for (QWidget* w : all) {
        top_->removeWidget(w);
        bottom_->removeWidget(w);
    }
    top_->addWidget(s_, 8);
    top_->addWidget(a_, 8);
    QHBoxLayout* second = twoRows ? bottom_ : top_;
    second->addWidget(zBox_, twoRows ? 2 : 4);
    second->addWidget(p_, twoRows ? 6 : 8);
    second->addWidget(hBox_, twoRows ? 2 : 3);
    second->addWidget(maxBox_, twoRows ? 2 : 3);
    QTimer::singleShot(0, this, &KernelPage::alignColumns);
}

void KernelPage::alignColumns() {
    alignColumn(zBox_, z_, twoRows_ ? p_ : a_);
    alignColumn(hBox_, h_, p_);
    alignColumn(maxBox_, max_, p_);
}

void KernelPage::alignColumn(QWidget* box, HeatmapWidget* column, const HeatmapWidget* beside) {
    // The column's cells as tall as its neighbour's and at the same height on screen, so that
    // row i of Z (or H, or max P) is read beside row i of that map.
    column->setGeometry(box->rect());
    const views::HeatmapLayout& a = beside->layout();
    if (column->shown().grid.empty() || a.cellHeight <= 0) return;
    const views::HeatmapPainter painter(column->shown(), column->colormap(), column->scale(),
                                        column->font(), column->palette());
    const auto layoutAt = [&](int height) {
        return painter.layout(
            QSize(box->width(), height),
            {.title = true, .squareCells = column->squareCells(), .footer = true});
    };
    int low = 1, high = box->height();
    while (low < high) {
        const int mid = (low + high + 1) / 2;
        if (layoutAt(mid).cellHeight <= a.cellHeight + 0.01)
            low = mid;
        else
            high = mid - 1;
    }
    const views::HeatmapLayout z = layoutAt(low);
    const qreal aTop = beside->mapTo(box->parentWidget(), a.matrix.topLeft().toPoint()).y();
    const int top = std::clamp(int(std::lround(aTop - box->y() - z.matrix.top())), 0,
                               std::max(box->height() - low, 0));
    column->setGeometry(0, top, box->width(), low);
}

void KernelPage::showEvent(QShowEvent* event) {
    Page::showEvent(event);
    // The pane the window put the page in (known once shown): its width decides the rows.
    if (parentWidget()) parentWidget()->installEventFilter(this);
    arrange(twoRowsFit());
    request();
}

void KernelPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    Page::changeEvent(event);
}

}  // namespace atlas
