#include "AttributionPage.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedLayout>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "AttentionLabels.h"
#include "AttributionBars.h"
#include "BackgroundJob.h"
#include "HeatmapFigure.h"
#include "HeatmapWidget.h"
#include "ModelContext.h"
#include "ModelFiles.h"
#include "TokenLabel.h"
#include "ViewState.h"

namespace atlas {

using views::HeatmapWidget;
using views::Stack;

namespace {

// The least side of a readable map's matrix, in pixels.
constexpr int kReadableMatrix = 150;

// Every built-in model this build can make: the checkpoints the trainer can load.
std::vector<views::CheckpointSource> attributionCandidates() {
    std::vector<views::CheckpointSource> out;
    for (const BuiltinModel& b : kBuiltinModels)
        if (isAvailable(b)) out.push_back([&b] { return loadBuiltinModel(b); });
    return out;
}

std::vector<double> attributionRow(const views::Grid& g, int row) {
    std::vector<double> out;
    if (row < 0 || row >= g.rows) return out;
    for (int j = 0; j < g.cols; ++j) out.push_back(g.at(row, j));
    return out;
}

}  // namespace

AttributionPage::AttributionPage(const PageContext& context, QWidget* parent)
    : Page(context, parent), candidates_(attributionCandidates()) {
    pool_.setMaxThreadCount(1);
    job_ = new views::BackgroundJob(&pool_, this);
    guardedConnect(job_, &views::BackgroundJob::failed, [this](const QString& message) {
        failure_ = message;
        state_ = State::Failed;
        display();
    });
    heading_ = new QLabel(this);
    heading_->setObjectName("attributionHeading");
    QFont bold = heading_->font();
    bold.setBold(true);
    heading_->setFont(bold);
    note_ = new QLabel(this);
    note_->setObjectName("attributionNote");
    note_->setWordWrap(true);
    empty_ = new QLabel(this);
    empty_->setObjectName("attributionEmpty");
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setWordWrap(true);

    auto* body = new QWidget(this);
    stack_ = new QStackedLayout(body);
    stack_->addWidget(empty_);
    stack_->addWidget(buildPanels());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(heading_);
    layout->addWidget(buildControls());
    layout->addWidget(body, 1);
    layout->addWidget(note_);

    const views::ModelContext& model = context.model;
    guardedConnect(&model, &views::ModelContext::modelChanged,
                   [this, &model] { setModel(model.model()); });
    setModel(model.model());
    guardedConnect(&model, &views::ModelContext::snapshotChanged, &AttributionPage::showSnapshot);
    guardedConnect(&context.view, &ViewState::selectionChanged, &AttributionPage::showSelection);
    retranslate();
    showSelection(selection());
}

AttributionPage::~AttributionPage() {
    job_->cancel();
    pool_.waitForDone();
}

QWidget* AttributionPage::buildControls() {
    auto* row = new QWidget(this);
    outputLabel_ = new QLabel(row);
    outputs_ = new QComboBox(row);
    outputs_->setObjectName("attributionOutput");
    methodLabel_ = new QLabel(row);
    methods_ = new QComboBox(row);
    methods_->setObjectName("attributionMethod");
    for (int i = 0; i < 5; ++i) methods_->addItem(QString());
    methods_->setCurrentIndex(int(method_));
    // Both may be narrower than their longest item (German at presentation type on 1280 px
    // widened the page past the window); the tooltip and the list have the text whole.
    for (QComboBox* box : {outputs_, methods_}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
        connect(box, &QComboBox::currentTextChanged, box, &QWidget::setToolTip);
    }
    auto* h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    h->addWidget(outputLabel_);
    h->addWidget(outputs_);
    h->addSpacing(fontMetrics().height());
    h->addWidget(methodLabel_);
    h->addWidget(methods_);
    h->addStretch(1);
    connect(outputs_, &QComboBox::activated, this, [this](int i) { setOutputToken(i); });
    connect(methods_, &QComboBox::activated, this, [this](int i) { setMethod(Method(i)); });
    return row;
}

QWidget* AttributionPage::buildPanels() {
    panels_ = new QWidget(this);
    const auto heatmap = [this](const char* name) {
        auto* map = new HeatmapWidget(panels_);
        map->setObjectName(name);
        map->setMinimumSize(170, 160);  // three side by side at 1280 × 720
        // The page's height for its width adds up its parts' preferred heights (the note
        // wraps): a map's would leave empty bands and push the bars below the window.
        map->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
        return map;
    };
    raw_ = heatmap("attributionRaw");
    rollout_ = heatmap("attributionRollout");
    flow_ = heatmap("attributionFlow");
    gradient_ = heatmap("attributionGradient");
    gradientAttention_ = heatmap("attributionGradientAttention");
    // Signed: a token can raise or lower log p, so the diverging map, white at 0.
    for (HeatmapWidget* map : {gradient_, gradientAttention_})
        map->setColormap(views::Colormap::Name::Diverging);
    bars_ = new views::AttributionBars(panels_);
    bars_->setObjectName("attributionBars");
    maps_ = new QGridLayout;
    maps_->setSpacing(4);
    arrangeMaps();
    panels_->installEventFilter(this);  // the columns follow its width (fitMaps)
    auto* v = new QVBoxLayout(panels_);
    v->setContentsMargins(0, 0, 0, 0);
    v->addLayout(maps_, 3);
    v->addWidget(bars_, 1);
    column_ = v;
    for (HeatmapWidget* map : {raw_, rollout_, flow_})
        forwardHover(map, [this] { return selection().stack; });
    // Clicking a row of a map chooses that output token.
    for (HeatmapWidget* map : {raw_, rollout_, flow_})
        connect(map, &HeatmapWidget::cellPinned, this, [this](int row, int) {
            if (row >= 0) setOutputToken(row);
        });
    connect(gradient_, &HeatmapWidget::cellPinned, this, [this](int row, int) {
        if (row >= 0 && gradientAlongStack()) setOutputToken(row);
    });
    connect(gradientAttention_, &HeatmapWidget::cellPinned, this, [this](int row, int) {
        if (row >= 0 && gradientAttentionAlongStack()) setOutputToken(row);
    });
    return panels_;
}

void AttributionPage::setCheckpointCandidates(std::vector<views::CheckpointSource> candidates) {
    candidates_ = std::move(candidates);
    setModel(context().model.model());
}

void AttributionPage::setModel(std::shared_ptr<const Model> model) {
    job_->cancel();
    runner_ =
        model ? std::make_shared<const AttributionRunner>(std::move(model), candidates_) : nullptr;
    figures_.reset();
    figuresOf_.reset();
    request();
}

void AttributionPage::showSnapshot() {
    emit explanationChanged();
    request();
}

void AttributionPage::showSelection(const ViewSelection& selection) {
    for (HeatmapWidget* map : {raw_, rollout_, flow_}) applyColours(map, selection);
    for (HeatmapWidget* map : {gradient_, gradientAttention_})
        map->setColormap(views::Colormap::Name::Diverging);
    request();
}

bool AttributionPage::current() const {
    return figures_ && figuresOf_ && figuresOf_ == context().model.snapshot() &&
           figures_->stack == selection().stack;
}

void AttributionPage::request() {
    const auto snapshot = context().model.snapshot();
    if (!snapshot || !runner_ || snapshot->source.isEmpty() || current()) {
        display();
        return;
    }
    if (!isVisible()) return;  // computed when shown
    state_ = State::Computing;
    const AttributionQuery q{snapshot, selection().stack};
    auto runner = runner_;
    job_->start<AttributionFigures>(
        [runner, q](const std::atomic<bool>& cancelled) { return runner->run(q, cancelled); },
        [this, of = snapshot](AttributionFigures figures) {
            figures_ = std::move(figures);
            figuresOf_ = of;
            display();
            emit figuresChanged();
        });
    display();
}

const AttributionFigures* AttributionPage::figures() const {
    return state_ == State::Shown && current() ? &*figures_ : nullptr;
}

bool AttributionPage::panelsShown() const {
    return stack_->currentWidget() == panels_;
}

QString AttributionPage::message() const {
    return empty_->text();
}

void AttributionPage::display() {
    const auto snapshot = context().model.snapshot();
    if (!snapshot || snapshot->source.isEmpty() || !runner_)
        state_ = State::NoSentence;
    else if (current())
        state_ = State::Shown;
    else if (state_ != State::Failed)
        state_ = State::Computing;
    if (state_ == State::Shown) {
        fillOutputTokens();
        showMaps(*snapshot);
    }
    // While newer figures are computed the old maps stay, as on the other pages.
    const bool keepOld = state_ == State::Computing && panelsShown() && figures_;
    stack_->setCurrentWidget(state_ == State::Shown || keepOld ? panels_ : empty_);
    retranslate();
}

int AttributionPage::defaultOutput(const views::Snapshot& s, Stack stack) const {
    // The first target token: the decoder's first position predicts y1; a decoder-only arrow
    // model's "⇒" predicts the first German token, a plain one's last prompt token the first
    // continuation.
    // An encoder-only model's output is its guess at a mask: the first mask's row.
    if (s.model.encoderOnly && !s.masks.empty()) return s.masks.front().position;
    if (stack == Stack::EncoderSelf) return 0;
    if (!s.model.decoderOnly) return 0;
    if (s.causal.hasArrow()) return s.causal.arrow;
    return std::max(s.causal.promptLength - 1, 0);
}

void AttributionPage::fillOutputTokens() {
    const auto snapshot = context().model.snapshot();
    const Stack stack = selection().stack;
    const QVector<views::Token>& rows = snapshot->queries(stack);
    if (output_ < 0 || output_ >= rows.size() || outputStack_ != stack)
        output_ = defaultOutput(*snapshot, stack);
    outputStack_ = stack;
    const QSignalBlocker block(outputs_);
    outputs_->clear();
    const bool predicts = stack != Stack::EncoderSelf;
    const auto maskAt = [&](int i) -> const views::MaskPrediction* {
        for (const views::MaskPrediction& m : snapshot->masks)
            if (m.position == i && !m.tokens.isEmpty()) return &m;
        return nullptr;
    };
    for (int i = 0; i < rows.size(); ++i) {
        const QString token = views::TokenLabel::text(rows[i]);
        if (const views::MaskPrediction* mask = stack == Stack::EncoderSelf ? maskAt(i) : nullptr) {
            outputs_->addItem(tr("%1: %2 → guesses %3")
                                  .arg(i)
                                  .arg(token, views::TokenLabel::text(mask->tokens.front())));
            continue;
        }
        const QString next =
            i + 1 < rows.size() ? views::TokenLabel::text(rows[i + 1]) : QStringLiteral("</s>");
        outputs_->addItem(predicts ? tr("%1: %2 → predicts %3").arg(i).arg(token, next)
                                   : tr("%1: %2").arg(i).arg(token));
    }
    outputs_->setCurrentIndex(std::min(output_, int(rows.size()) - 1));
}

bool AttributionPage::gradientAlongStack() const {
    // The gradient's rows are decoder positions and its columns the source (decoder-only: the
    // sequence): the stack's own axes in cross-attention, or a decoder-only model's one stack.
    const auto snapshot = context().model.snapshot();
    // An encoder-only model's rows and columns are both its one stack's tokens.
    const Stack stack = selection().stack;
    return snapshot &&
           (stack == Stack::Cross || (snapshot->model.decoderOnly && stack == Stack::DecoderSelf) ||
            snapshot->model.encoderOnly);
}

bool AttributionPage::gradientAttentionAlongStack() const {
    // Its rows are decoder positions: the queries of the decoder self and cross stacks (an
    // encoder-only model's: the encoder's).
    const auto snapshot = context().model.snapshot();
    return selection().stack != Stack::EncoderSelf || (snapshot && snapshot->model.encoderOnly);
}

void AttributionPage::highlightOutput() {
    for (HeatmapWidget* map : {raw_, rollout_, flow_}) map->setHighlightedQuery(output_);
    gradient_->setHighlightedQuery(gradientAlongStack() ? output_ : -1);
    gradientAttention_->setHighlightedQuery(gradientAttentionAlongStack() ? output_ : -1);
}

void AttributionPage::showMaps(const views::Snapshot& s) {
    const ViewSelection sel = selection();
    const Stack stack = sel.stack;
    const int layer = std::clamp(sel.layer, 0, std::max(s.layers(stack) - 1, 0));
    raw_->setAttention(s, stack, layer, sel.head);
    const QVector<views::Token>& rows = s.queries(stack);
    const QVector<views::Token>& cols = stack == Stack::DecoderSelf ? s.decoderInput : s.source;
    rollout_->setMatrix(figures_->rollout, rows, cols);
    if (figures_->flowTooLong)
        flow_->clear();
    else
        flow_->setMatrix(figures_->flow, rows, cols);
    const QVector<views::Token>& gradCols = s.model.decoderOnly ? s.decoderInput : s.source;
    const QVector<views::Token>& gradRows = s.model.encoderOnly ? s.source : s.decoderInput;
    if (figures_->gradientState == AttributionFigures::Gradient::Shown) {
        gradient_->setMatrix(figures_->gradient, gradRows, gradCols);
        gradientAttention_->setMatrix(figures_->gradientAttention, gradRows, cols);
    } else {
        gradient_->clear();
        gradientAttention_->clear();
    }
    for (HeatmapWidget* map : {rollout_, flow_}) {
        map->setCausalMask(stack == Stack::DecoderSelf);
        // 0 … the map's largest value: rollout rows of a long sentence are small everywhere,
        // and a fixed 0 … 1 would paint them one colour.
        map->setAutoValueRange();
    }
    gradient_->setCausalMask(s.model.decoderOnly);
    gradientAttention_->setCausalMask(stack == Stack::DecoderSelf);
    highlightOutput();
    showBars();
    fitMaps();  // the new labels may need other room
}

void AttributionPage::showBars() {
    const auto snapshot = context().model.snapshot();
    if (!snapshot || !figures_) return;
    const Stack stack = selection().stack;
    const QVector<views::Token>& cols =
        stack == Stack::DecoderSelf ? snapshot->decoderInput : snapshot->source;
    std::vector<views::AttributionSeries> series(5);
    series[0] = {tr("raw attention"), attributionRow(raw_->shown().grid, output_), false, {}};
    series[1] = {tr("rollout"), attributionRow(figures_->rollout, output_), false, {}};
    series[2] = {tr("flow"), attributionRow(figures_->flow, output_), false,
                 tr("not computed: more than %1 tokens").arg(kAttributionMaxTokens)};
    series[3] = {tr("gradient × input"), {}, true, gradientNote()};
    series[4] = {tr("gradient × attention"), {}, true, gradientNote()};
    if (figures_->gradientState == AttributionFigures::Gradient::Shown) {
        if (gradientAlongStack()) series[3].values = attributionRow(figures_->gradient, output_);
        if (gradientAttentionAlongStack())
            series[4].values = attributionRow(figures_->gradientAttention, output_);
    }
    // The raw map as shown may be filtered: its rows are the original ones only when unfiltered.
    if (raw_->shown().grid.rows != int(snapshot->queries(stack).size())) series[0].values.clear();
    // The chosen method first, the others in their order.
    std::rotate(series.begin(), series.begin() + int(method_), series.begin() + int(method_) + 1);
    // Presenting, the bars of the two maps shown: the lead, then raw attention (rollout when
    // raw leads), which the rotation leaves first and second.
    if (presenting_) series.resize(2);
    bars_->setData(cols, std::move(series));
}

void AttributionPage::setOutputToken(int row) {
    if (row == output_) return;
    output_ = row;
    if (state_ == State::Shown) {
        outputs_->setCurrentIndex(row);
        highlightOutput();
        showBars();
        retranslate();
    }
}

void AttributionPage::setMethod(Method method) {
    method_ = method;
    methods_->setCurrentIndex(int(method));
    if (presenting_) arrangeMaps();
    if (state_ == State::Shown) showBars();
    retranslate();
}

void AttributionPage::setPresentation(bool on) {
    presenting_ = on;
    arrangeMaps();
    fitMaps();
    if (state_ == State::Shown) showBars();
    // Two rows of bars at twice the type: two fifths of the height keep them apart.
    column_->setStretchFactor(bars_, on ? 2 : 1);
    // The bars' rows say the same at presentation size; the maps get the note's lines.
    note_->setVisible(!on);
}

void AttributionPage::arrangeMaps() {
    // Five maps in one row were ~55-px thumbnails at 1472 × 920: rows of up to three (fitMaps
    // says how many fit), the last row centred. Presenting, at twice the type, raw attention
    // and the map the bars lead with (rollout beside raw) share one row.
    while (QLayoutItem* item = maps_->takeAt(0)) delete item;
    const HeatmapWidget* lead = method_ == Method::Raw ? rollout_ : methodMap(method_);
    std::vector<HeatmapWidget*> shown;
    for (HeatmapWidget* map : {raw_, rollout_, flow_, gradient_, gradientAttention_}) {
        map->setVisible(!presenting_ || map == raw_ || map == lead);
        if (!map->isHidden()) shown.push_back(map);
    }
    const int columns = std::clamp(columns_, 1, presenting_ ? 2 : 3);
    // Half columns, each map two wide: a shorter last row moves one half in per map it lacks.
    for (int c = 0; c < 6; ++c) maps_->setColumnStretch(c, c < 2 * columns ? 1 : 0);
    for (int i = 0; i < int(shown.size()); ++i) {
        const int row = i / columns, inRow = i % columns;
        const int rowSize = std::min<int>(columns, int(shown.size()) - row * columns);
        maps_->addWidget(shown[size_t(i)], row, columns - rowSize + 2 * inRow, 1, 2);
    }
}

void AttributionPage::fitMaps() {
    // Readable maps: each matrix kReadableMatrix pixels on its longer side with its labels
    // around it. As many columns as the width holds; the rows' least height makes the page
    // scroll where the window is lower (1280 × 720 with the help panel open).
    QSize need(170, 160);
    for (HeatmapWidget* map : {raw_, rollout_, flow_, gradient_, gradientAttention_})
        if (!map->isHidden() && !map->shown().grid.empty())
            need = need.expandedTo(map->sizeForMatrix(kReadableMatrix));
    // The width with a vertical scroll bar, whether it shows or not: its coming and going
    // must not change the columns (which would bring it back or take it away).
    int width = panels_->width();
    for (QWidget* p = parentWidget(); p; p = p->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(p)) {
            if (!area->verticalScrollBar()->isVisible())
                width -= style()->pixelMetric(QStyle::PM_ScrollBarExtent);
            break;
        }
    int columns = 3;
    while (columns > 1 &&
           width - (columns - 1) * maps_->horizontalSpacing() < columns * need.width())
        --columns;
    for (HeatmapWidget* map : {raw_, rollout_, flow_, gradient_, gradientAttention_})
        map->setMinimumHeight(need.height());
    if (columns == columns_) return;
    columns_ = columns;
    arrangeMaps();
}

bool AttributionPage::eventFilter(QObject* watched, QEvent* event) {
    if (watched == panels_ && event->type() == QEvent::Resize) fitMaps();
    return Page::eventFilter(watched, event);
}

HeatmapWidget* AttributionPage::methodMap(Method method) const {
    switch (method) {
        case Method::Raw:
            return raw_;
        case Method::Rollout:
            return rollout_;
        case Method::Flow:
            return flow_;
        case Method::Gradient:
            return gradient_;
        case Method::GradientAttention:
            return gradientAttention_;
    }
    return rollout_;
}

std::unique_ptr<views::Figure> AttributionPage::exportFigure() const {
    const HeatmapWidget* map = methodMap(method_);
    if (state_ != State::Shown || map->shown().grid.empty()) return nullptr;
    return std::make_unique<views::HeatmapFigure>(views::HeatmapFigure::fromWidget(*map));
}

void AttributionPage::showEvent(QShowEvent* event) {
    Page::showEvent(event);
    request();
}

void AttributionPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange) fitMaps();
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (state_ == State::Shown) {
            fillOutputTokens();
            showBars();
        }
    }
    Page::changeEvent(event);
}

}  // namespace atlas
