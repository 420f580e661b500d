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

    for (HeatmapWidget* map : {a_, p_}) map->installEventFilter(this);
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
    auto* row = new QHBoxLayout(strip);
    row->setContentsMargins(0, 4, 0, 0);
    row->addWidget(temperature_, 0, Qt::AlignTop);
    row->addWidget(chart_, 1);
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

QString KernelPage::explanation() const {
    return tr("<p>Attention is a kernel-weighted look-up: each query <i>q<sub>i</sub></i> weighs "
              "every key <i>k<sub>j</sub></i> by a kernel and averages the values with those "
              "weights. For one head, left to right:</p>"
              "<p align=center><i>S</i> = <i>QK</i><sup>T</sup>/√<i>d</i><sub>QK</sub>, "
              "&nbsp;<i>A</i> = exp(<i>S</i>), &nbsp;<i>Z</i> = diag(<i>A</i>1), &nbsp;<i>P</i> "
              "= <i>Z</i><sup>−1</sup><i>A</i>, &nbsp;<i>Y</i> = "
              "<i>Z</i><sup>−1</sup><i>AV</i></p>"
              "<p>%1</p>"
              "<p><i>S</i> is the scaled dot product of query and key (blue negative, red "
              "positive); the kernel <i>A</i> = exp(<i>S</i>) makes every weight positive; "
              "<i>Z</i> holds each row's total weight; dividing by it gives <i>P</i>, whose rows "
              "sum to 1: the map the other pages show. <i>S</i> has rank at most "
              "<i>d</i><sub>QK</sub>.</p>"
              "<p>Any common factor of a row cancels in <i>Z</i><sup>−1</sup><i>A</i>, so "
              "<i>A</i> is shown as exp(<i>S</i> − <i>m</i>) with <i>m</i> the row's largest "
              "score (as the model computes it, since exp overflows for large scores): its "
              "largest entry is 1 and <i>Z</i> is the sum of what is shown. In decoder "
              "self-attention the causal mask sets <i>S</i> to −∞ after the query (hatched), "
              "where <i>A</i> = 0.</p>")
               .arg(scaleSentence()) +
           tr("<p><b>Temperature.</b> The slider multiplies the scores by τ: <i>S</i><sub>τ</sub> "
              "= τ<i>S</i>, and <i>A</i>, <i>Z</i>, <i>P</i> follow; τ = 1 is the model's own "
              "scale. Beside <i>P</i> stand each row's entropy <i>H<sub>i</sub></i> = "
              "−Σ<sub><i>j</i></sub> <i>P<sub>ij</sub></i> ln <i>P<sub>ij</sub></i> (in nats) "
              "and its largest weight max<sub><i>j</i></sub> <i>P<sub>ij</sub></i>. As τ → 0 "
              "every row becomes uniform over the <i>n<sub>i</sub></i> keys it sees "
              "(<i>H<sub>i</sub></i> = ln <i>n<sub>i</sub></i>, the chart's upper bound; "
              "<i>n<sub>i</sub></i> = <i>i</i> + 1 under the causal mask); as τ grows each row "
              "tends to one key (<i>H<sub>i</sub></i> → 0, max → 1), and in between the entropy "
              "only falls (d<i>H<sub>i</sub></i>/dτ = −τ "
              "Var<sub><i>P</i></sub>(<i>S</i><sub><i>i</i></sub>) "
              "≤ 0). Dividing by √<i>d</i><sub>QK</sub> keeps the scores' variance near 1 when "
              "the entries of <i>q</i> and <i>k</i> have variance 1, so that rows start neither "
              "uniform nor one-hot.</p>"
              "<p><b>Example.</b> Gemma 3 27B divides by √query_pre_attn_scalar = √168 = "
              "√(<i>d</i><sub>model</sub>/<i>H</i>), although its heads are "
              "<i>d</i><sub>QK</sub> = 128 wide: against the 1/√<i>d</i><sub>QK</sub> convention "
              "that is τ = √128/√168 ≈ 0.873, slightly flatter rows. Its button sets the slider "
              "there.</p>"
              "<p><b>MLA.</b> Here <i>S</i> is computed as the naive evaluation does, with the "
              "keys <i>k<sub>h</sub></i> = <i>L W</i><sub>uk,<i>h</i></sub> + "
              "<i>b</i><sub>uk,<i>h</i></sub> and the rotary part, so each row <i>i</i> holds the "
              "constant <i>q<sub>h</sub></i>·<i>b</i><sub>uk,<i>h</i></sub> that the absorbed "
              "evaluation drops. A constant <i>c</i> added to a row multiplies that row of "
              "exp(<i>S</i>) and its <i>Z</i> by e<sup><i>c</i></sup>, which cancels in "
              "<i>P</i> = <i>Z</i><sup>−1</sup><i>A</i>; and since <i>m</i> grows by <i>c</i> "
              "too, the <i>A</i> = exp(<i>S</i> − <i>m</i>) and <i>Z</i> shown here do not "
              "change either: only <i>S</i> shows the constant.</p>");
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

bool KernelPage::eventFilter(QObject* watched, QEvent* event) {
    // The pane around the page too: a page held at its one-row width does not shrink with it.
    if ((watched == panels_ || watched == parentWidget()) && event->type() == QEvent::Resize)
        arrange(twoRowsFit());
    const bool resized = event->type() == QEvent::Resize || event->type() == QEvent::FontChange;
    const bool aligned = watched == zBox_ || watched == hBox_ || watched == maxBox_ ||
                         watched == a_ || watched == p_;
    if (aligned && resized) QTimer::singleShot(0, this, &KernelPage::alignColumns);
    return Page::eventFilter(watched, event);
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

QString KernelPage::scoresSymbol() const {
    return temperature_->tau() == 1 ? QStringLiteral("S") : QStringLiteral("S_τ");
}

QString KernelPage::scoresTitle() const {
    const auto snapshot = this->snapshot();
    if (!snapshot || snapshot->model.dQK() <= 0) return tr("S = QKᵀ/√d_QK  (scores)");
    const views::ModelSummary& m = snapshot->model;
    const double tau = temperature_->tau();
    const QString t = QString::number(tau, 'g', 3);
    // Gemma 3 divides by √query_pre_attn_scalar instead of √d_QK: its S says so.
    if (m.queryPreAttn > 0 && std::abs(m.queryPreAttn - m.dQK()) > 1e-9) {
        const QString q = QString::number(m.queryPreAttn);
        return tau == 1 ? tr("S = QKᵀ/√%1  (query_pre_attn_scalar)").arg(q)
                        : tr("S_τ = τ·QKᵀ/√%1  (τ = %2)").arg(q, t);
    }
    return tau == 1 ? tr("S = QKᵀ/√d_QK  (%1)").arg(views::AttentionLabels::scaleText(m))
                    : tr("S_τ = τ·QKᵀ/√d_QK  (τ = %1)").arg(t);
}

QString KernelPage::scaleSentence() const {
    const auto snapshot = this->snapshot();
    const QString scale = snapshot ? views::AttentionLabels::scaleHtml(snapshot->model) : QString();
    const QString what =
        tr("<i>d</i><sub>QK</sub> is the width of one head's query and key (with MLA "
           "<i>d<sub>h</sub></i> + <i>d<sub>r</sub></i>, the rotary part included).");
    return scale.isEmpty() ? what : tr("%1 This model: %2.").arg(what, scale);
}

void KernelPage::retranslateChart() {
    const auto snapshot = this->snapshot();
    views::TemperatureLabels l;
    l.title = tr("Mean row entropy against the temperature τ");
    l.xTitle = tr("τ (log scale): S_τ = τ·S");
    l.yTitle = tr("mean of H_i (nats)");
    l.curve = tr("mean of H_i over the rows");
    const double bound = chart_->curve().bound;
    bool allSeeAll = shown_.has_value();
    if (shown_)
        for (const KeySpan& k : shown_->visible)
            allSeeAll = allSeeAll && k.begin == 0 && k.end == shown_->S.cols;
    l.bound = allSeeAll
                  ? tr("ln n = %1: uniform rows").arg(bound, 0, 'f', 2)
                  : tr("mean of ln n_i = %1: uniform over the visible keys").arg(bound, 0, 'f', 2);
    if (snapshot && snapshot->model.scoreScale > 0)
        l.modelScale =
            tr("τ = 1: this model's scale 1/√%1")
                .arg(QString::number(1 / std::pow(snapshot->model.scoreScale, 2), 'g', 4));
    else
        l.modelScale = tr("τ = 1: the model's own scale");
    l.example = tr("Gemma 3 27B: τ = √128/√168 ≈ 0.87");
    l.current = tr("the slider's τ");
    chart_->setLabels(std::move(l));
}

void KernelPage::retranslate() {
    const QString S = scoresSymbol();
    s_->setTitle(scoresTitle());
    a_->setTitle(tr("A = exp(%1 − m)  (kernel)").arg(S));
    z_->setTitle(tr("Z = A·1"));
    p_->setTitle(tr("P = Z⁻¹A  (attention)"));
    h_->setTitle(tr("H_i = −Σ_j P_ij ln P_ij"));
    max_->setTitle(tr("max_j P_ij"));
    z_->setAxisNames(tr("query"), tr("row sum"));
    h_->setAxisNames(tr("query"), tr("entropy (nats)"));
    max_->setAxisNames(tr("query"), tr("largest weight"));
    const auto snapshot = this->snapshot();
    QString note =
        tr("A is shown as exp(S − m), m the largest score of the row: the row's common factor "
           "e^m cancels in Z⁻¹A (and exp(S) alone overflows for large scores). The true row sum "
           "is e^m · Z.");
    if (snapshot && views::AttentionLabels::isLatent(snapshot->model))
        note += QLatin1Char(' ') +
                tr("MLA: S holds each row's constant q_h·b_uk,h (the keys' bias). It multiplies "
                   "that row of exp(S) and its Z by e^(q_h·b_uk,h), which cancels in P = Z⁻¹A; "
                   "m grows by the same constant, so the A and Z shown do not change either.");
    note_->setText(note);
    scale_->setText(scaleSentence());
    retranslateChart();
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
