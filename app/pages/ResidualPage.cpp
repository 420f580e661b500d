#include "ResidualPage.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStackedLayout>
#include <QVBoxLayout>

#include "AttentionLabels.h"
#include "BackgroundJob.h"
#include "ChartFigure.h"
#include "HeatmapFigure.h"
#include "HeatmapWidget.h"
#include "ModelContext.h"
#include "PanelRowFigure.h"
#include "ResidualBarChart.h"
#include "ResidualRunner.h"
#include "TokenLabel.h"
#include "TokenStripWidget.h"
#include "ViewState.h"

namespace atlas {

using views::Stack;

namespace {

std::vector<int> residualTokenIds(const QVector<views::Token>& tokens) {
    std::vector<int> out;
    out.reserve(size_t(tokens.size()));
    for (const views::Token& t : tokens) out.push_back(t.id);
    return out;
}

// Okabe–Ito colours (as the KV charts), one per quantity on both charts: the stream in greys,
// self-attention orange, cross-attention bluish green, the feed-forward blue.
QColor residualColour(SublayerKind kind) {
    switch (kind) {
        case SublayerKind::SelfAttention:
            return QColor(0xE6, 0x9F, 0x00);
        case SublayerKind::CrossAttention:
            return QColor(0x00, 0x9E, 0x73);
        case SublayerKind::FeedForward:
            break;
    }
    return QColor(0x00, 0x72, 0xB2);
}
const QColor kResidualIn(0xA0, 0xA0, 0xA0), kResidualOut(0x50, 0x50, 0x50);

// The views' rows and columns are tokens: layers and heads written as such.
QVector<views::Token> residualAxisLabels(const QStringList& names) {
    QVector<views::Token> out;
    for (const QString& n : names) {
        views::Token t;
        t.piece = t.display = n;
        out.push_back(t);
    }
    return out;
}

// The value of token t in every layer's sublayer of `kind` (0 where a layer has none).
std::vector<double> residualPerLayer(const ResidualTrace& trace, SublayerKind kind, int t,
                                     std::vector<float> SublayerTrace::*field) {
    std::vector<double> out;
    for (const LayerTrace& layer : trace.layers) {
        const SublayerTrace* s = layer.find(kind);
        out.push_back(s ? double((s->*field)[size_t(t)]) : 0.0);
    }
    return out;
}

}  // namespace

ResidualPage::ResidualPage(const PageContext& context, QWidget* parent) : Page(context, parent) {
    pool_.setMaxThreadCount(1);
    job_ = new views::BackgroundJob(&pool_, this);
    guardedConnect(job_, &views::BackgroundJob::failed, [this](const QString& message) {
        failure_ = message;
        state_ = State::Failed;
        display();
    });
    buildWidgets();
    connectContext();
    applyColours(heads_, selection());
    display();
}

ResidualPage::~ResidualPage() {
    job_->cancel();
    pool_.waitForDone();
}

void ResidualPage::buildWidgets() {
    heading_ = new QLabel(this);
    heading_->setObjectName("residualHeading");
    heading_->setTextFormat(Qt::PlainText);
    QFont bold = heading_->font();
    bold.setBold(true);
    heading_->setFont(bold);
    formula_ = new QLabel(this);
    formula_->setObjectName("residualFormula");
    formula_->setTextFormat(Qt::RichText);
    formula_->setWordWrap(true);
    note_ = new QLabel(this);
    note_->setObjectName("residualNote");
    note_->setTextFormat(Qt::RichText);
    note_->setWordWrap(true);
    empty_ = new QLabel(this);
    empty_->setObjectName("residualEmpty");
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setWordWrap(true);

    strip_ = new views::TokenStripWidget(this);
    strip_->setObjectName("residualTokens");
    stream_ = new views::ResidualBarChart(this);
    stream_->setObjectName("residualStreamChart");
    norms_ = new views::ResidualBarChart(this);
    norms_->setObjectName("residualNormChart");
    heads_ = new views::HeatmapWidget(this);
    heads_->setObjectName("residualHeads");
    heads_->setSquareCells(false);
    heads_->setMinimumSize(260, 220);
    connect(strip_, &views::TokenStripWidget::tokenPinned, this, &ResidualPage::chooseToken);
    connect(strip_, &views::TokenStripWidget::tokenHovered, this, [this](int index) {
        if (decoderStack())
            emit tokensHovered(-1, index);
        else
            emit tokensHovered(index, -1);
    });

    body_ = new QWidget(this);
    auto* rows = new QVBoxLayout(body_);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->addWidget(strip_);
    auto* top = new QHBoxLayout;
    top->addWidget(stream_, 3);
    top->addWidget(heads_, 2);
    rows->addLayout(top, 1);
    rows->addWidget(norms_, 1);
    auto* holder = new QWidget(this);
    stack_ = new QStackedLayout(holder);
    stack_->addWidget(empty_);
    stack_->addWidget(body_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(heading_);
    layout->addWidget(formula_);
    layout->addWidget(holder, 1);
    layout->addWidget(note_);
}

void ResidualPage::connectContext() {
    const views::ModelContext& model = context().model;
    guardedConnect(&model, &views::ModelContext::modelChanged,
                   [this, &model] { setModel(model.model()); });
    if (model.model()) {
        setModel(model.model());
        awaitingSnapshot_ = false;  // the context's snapshot is of its model
    }
    guardedConnect(&model, &views::ModelContext::snapshotChanged, &ResidualPage::showSnapshot);
    guardedConnect(&context().view, &ViewState::selectionChanged, [this](const ViewSelection& s) {
        applyColours(heads_, s);
        request();
    });
    guardedConnect(&context().view, &ViewState::tokenFocusChanged, [this] {
        if (state_ == State::Shown && chosenToken() != token_) draw();
    });
}

void ResidualPage::setModel(std::shared_ptr<const Model> model) {
    job_->cancel();
    runner_ = model ? std::make_shared<const ResidualRunner>(std::move(model)) : nullptr;
    traceOf_.reset();
    trace_.reset();
    awaitingSnapshot_ = true;  // the snapshot in hand holds the old model's token ids
    display();
}

void ResidualPage::showSnapshot() {
    awaitingSnapshot_ = false;
    pinned_ = -1;               // new tokens: the chosen one is gone
    emit explanationChanged();  // it names this model's widths
    request();
}

bool ResidualPage::decoderStack() const {
    const auto snapshot = context().model.snapshot();
    return (snapshot && snapshot->model.decoderOnly) || selection().stack != Stack::EncoderSelf;
}

const QVector<views::Token>& ResidualPage::stackTokens() const {
    static const QVector<views::Token> none;
    const auto snapshot = context().model.snapshot();
    if (!snapshot) return none;
    return decoderStack() ? snapshot->decoderInput : snapshot->source;
}

int ResidualPage::chosenToken() const {
    const int n = int(stackTokens().size());
    if (n == 0) return -1;
    const TokenFocus focus = context().view.tokenFocus();
    const auto side = decoderStack() ? TokenFocus::Side::Target : TokenFocus::Side::Source;
    if (focus.side == side && focus.index >= 0 && focus.index < n) return focus.index;
    if (pinned_ >= 0 && pinned_ < n) return pinned_;
    // The last source token by default; a decoder-only model's is the prompt's last.
    const auto snapshot = context().model.snapshot();
    if (snapshot->model.decoderOnly && snapshot->causal.promptLength > 0)
        return std::min(snapshot->causal.promptLength, n) - 1;
    return n - 1;
}

void ResidualPage::chooseToken(int index) {
    pinned_ = index;
    strip_->setPinned(index);
    if (state_ == State::Shown) draw();
}

bool ResidualPage::current() const {
    return trace_ && traceOf_ == context().model.snapshot() && trace_->decoder == decoderStack();
}

void ResidualPage::request() {
    const auto snapshot = context().model.snapshot();
    if (!snapshot || !runner_ || stackTokens().isEmpty() || current()) return display();
    if (!isVisible() || awaitingSnapshot_) return;  // computed when shown, on the new snapshot
    state_ = State::Computing;
    const ResidualInput input{residualTokenIds(snapshot->source),
                              residualTokenIds(snapshot->decoderInput), decoderStack()};
    auto runner = runner_;
    job_->start<ResidualTrace>(
        [runner, input](const std::atomic<bool>& cancelled) {
            return runner->run(input, cancelled);
        },
        [this, of = snapshot](ResidualTrace trace) {
            trace_ = std::move(trace);
            traceOf_ = of;
            display();
            emit traceChanged();
        });
    display();
}

void ResidualPage::display() {
    const auto snapshot = context().model.snapshot();
    if (current() && !trace_->empty())
        state_ = State::Shown;
    else if (!snapshot || !runner_ || stackTokens().isEmpty())
        state_ = State::NoSentence;
    else if (state_ == State::Shown || (job_->isBusy() && state_ != State::Failed))
        state_ = State::Computing;
    // While a newer trace is computed the old charts stay, as on the other pages.
    const bool keepOld = state_ == State::Computing && chartsShown() && trace_;
    stack_->setCurrentWidget(state_ == State::Shown || keepOld ? body_ : empty_);
    body_->setEnabled(state_ == State::Shown);
    if (state_ == State::Shown) {
        strip_->setTokens(stackTokens());
        if (snapshot->model.decoderOnly) strip_->setContinuationFrom(snapshot->causal.promptLength);
        draw();
    }
    retranslate();
}

const ResidualTrace* ResidualPage::trace() const {
    return state_ == State::Shown && current() ? &*trace_ : nullptr;
}

bool ResidualPage::chartsShown() const {
    return stack_->currentWidget() == body_;
}

QString ResidualPage::message() const {
    return empty_->text();
}

QString ResidualPage::formula() const {
    return formula_->text();
}

void ResidualPage::draw() {
    const auto snapshot = context().model.snapshot();
    if (!trace() || !snapshot) return;
    token_ = std::clamp(chosenToken(), 0, trace_->tokens - 1);
    strip_->setPinned(token_);
    const Stack stack = trace_->decoder ? Stack::DecoderSelf : Stack::EncoderSelf;
    QStringList layers;
    for (int l = 0; l < int(trace_->layers.size()); ++l)
        layers << views::AttentionLabels::layerLabel(snapshot->model, stack, l);
    drawStream(layers);
    drawNorms(layers);
    drawHeads();
    heading_->setText(heading());
}

void ResidualPage::drawStream(const QStringList& layers) {
    const ResidualTrace& t = *trace_;
    std::vector<views::ResidualBars> bars;
    std::vector<double> in, out;
    for (const LayerTrace& layer : t.layers) {
        in.push_back(layer.sublayers.front().x[size_t(token_)]);
        out.push_back(layer.sublayers.back().out[size_t(token_)]);
    }
    bars.push_back({tr("‖x‖ in"), kResidualIn, in});
    bars.push_back(
        {tr("self-attention adds"), residualColour(SublayerKind::SelfAttention),
         residualPerLayer(t, SublayerKind::SelfAttention, token_, &SublayerTrace::added)});
    if (t.layers.front().find(SublayerKind::CrossAttention))
        bars.push_back(
            {tr("cross-attention adds"), residualColour(SublayerKind::CrossAttention),
             residualPerLayer(t, SublayerKind::CrossAttention, token_, &SublayerTrace::added)});
    bars.push_back({tr("FFN adds"), residualColour(SublayerKind::FeedForward),
                    residualPerLayer(t, SublayerKind::FeedForward, token_, &SublayerTrace::added)});
    bars.push_back({tr("‖x‖ out"), kResidualOut, out});
    stream_->setBars(tr("The residual stream x, layer by layer"), layers, bars, tr("norm ‖·‖"));
}

void ResidualPage::drawNorms(const QStringList& layers) {
    const ResidualTrace& t = *trace_;
    const QString N =
        t.normKind == NormKind::LayerNorm ? QStringLiteral("LN") : QStringLiteral("RMS");
    std::vector<views::ResidualBars> bars;
    const std::vector<SublayerTrace>& first = t.layers.front().sublayers;
    for (size_t k = 0; k < first.size(); ++k) {
        const SublayerKind kind = first[k].kind;
        const QString name = N + QChar(0x2081 + int(k));  // LN₁, LN₂, LN₃: SPEC §3's norm1 …
        const QColor c = residualColour(kind);
        bars.push_back({tr("%1 in").arg(name), c.lighter(150),
                        residualPerLayer(t, kind, token_, &SublayerTrace::normIn)});
        bars.push_back({tr("%1 out").arg(name), c,
                        residualPerLayer(t, kind, token_, &SublayerTrace::normOut)});
        if (!first[k].sandwich) continue;
        const QString after = N + QChar(0x2032) + QChar(0x2081 + int(k));  // LN′₁
        bars.push_back({tr("%1 in").arg(after), c.lighter(125),
                        residualPerLayer(t, kind, token_, &SublayerTrace::f)});
        bars.push_back({tr("%1 out").arg(after), c.darker(140),
                        residualPerLayer(t, kind, token_, &SublayerTrace::added)});
    }
    norms_->setBars(tr("Each norm's input and output"), layers, bars, tr("norm ‖·‖"));
}

void ResidualPage::drawHeads() {
    const ResidualTrace& t = *trace_;
    const ViewSelection s = selection();
    const SublayerKind kind =
        s.stack == Stack::Cross ? SublayerKind::CrossAttention : SublayerKind::SelfAttention;
    const int L = int(t.layers.size()), H = t.heads;
    views::Grid grid{L, H, std::vector<float>(size_t(L) * size_t(H), 0.0f)};
    QStringList layerNames, headNames;
    for (int l = 0; l < L; ++l) {
        layerNames << QStringLiteral("L%1").arg(l);
        const SublayerTrace* sub = t.layers[size_t(l)].find(kind);
        for (int h = 0; h < H && sub; ++h)
            grid.values[size_t(l) * size_t(H) + size_t(h)] =
                sub->heads[size_t(token_) * size_t(H) + size_t(h)];
    }
    for (int h = 0; h < H; ++h) headNames << QString::number(h);
    heads_->setMatrix(grid, residualAxisLabels(layerNames), residualAxisLabels(headNames));
    heads_->setAxisNames(tr("layer"), tr("head"));
    heads_->setTitle(kind == SublayerKind::CrossAttention
                         ? tr("‖Y_h W_O,h‖: what each cross-attention head writes")
                         : tr("‖Y_h W_O,h‖: what each head writes"));
    // The toolbar's layer and head (the one the attention grid shows large) outlined: the
    // trace is always of the selection's stack (current()).
    heads_->setHighlightedQuery(s.layer);
    heads_->setHighlightedKey(s.head);
}

std::unique_ptr<views::Figure> ResidualPage::exportFigure() const {
    if (!trace()) return nullptr;
    std::vector<std::unique_ptr<views::Figure>> panels;
    panels.push_back(
        std::make_unique<views::HeatmapFigure>(views::HeatmapFigure::fromWidget(*heads_)));
    const qreal height = panels.front()->size().height();
    for (views::ResidualBarChart* chart : {stream_, norms_})
        panels.push_back(
            std::make_unique<views::ChartFigure>(chart->chart(), QSizeF(height * 1.6, height)));
    return std::make_unique<views::PanelRowFigure>(heading_->text(), std::move(panels));
}

void ResidualPage::showEvent(QShowEvent* event) {
    Page::showEvent(event);
    request();
}

void ResidualPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        if (state_ == State::Shown) draw();  // the charts' names
        retranslate();
    }
    Page::changeEvent(event);
}

}  // namespace atlas
