#include "KvStepperPanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include "BackgroundJob.h"
#include "CacheLayersWidget.h"
#include "KvChartStyle.h"
#include "LiveCacheChart.h"
#include "LiveCacheStepper.h"
#include "ModelConfig.h"
#include "ReadableColour.h"
#include "TranslatedText.h"

namespace atlas::views {

// What one request hands back to the GUI thread: the frame's values, and the stepper to step on
// (on the pool's thread).
struct KvStepperPanel::Frame {
    std::shared_ptr<LiveCacheStepper> stepper;
    LiveCacheFrame live;
};

KvStepperPanel::KvStepperPanel(QThreadPool* pool, QWidget* parent)
    : QWidget(parent), job_(new BackgroundJob(pool, this)) {
    resetButton_ = new QPushButton(this);
    nextButton_ = new QPushButton(this);
    playButton_ = new QPushButton(this);
    playButton_->setCheckable(true);
    status_ = new QLabel(this);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    status_->setWordWrap(true);  // a long line must not widen the page
    verdict_ = new QLabel(this);
    QFont big = verdict_->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    verdict_->setFont(big);
    verdict_->setWordWrap(true);  // a German verdict at presentation type: two lines
    formula_ = new QLabel(this);
    formula_->setWordWrap(true);
    formula_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    tokens_ = new QLabel(this);
    tokens_->setWordWrap(true);
    tokens_->setTextFormat(Qt::RichText);
    tokens_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    chart_ = new LiveCacheChart(this);
    layers_ = new CacheLayersWidget(this);
    layers_->hide();

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(resetButton_);
    buttons->addWidget(nextButton_);
    buttons->addWidget(playButton_);
    buttons->addSpacing(12);
    buttons->addWidget(verdict_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(status_);
    layout->addWidget(chart_, 1);
    layout->addWidget(layers_);
    layout->addWidget(tokens_);
    layout->addWidget(formula_);

    play_.setInterval(160);
    connect(&play_, &QTimer::timeout, this, [this] {
        if (finished_) return setPlaying(false);
        if (!job_->isBusy()) next();
    });
    connect(resetButton_, &QPushButton::clicked, this, &KvStepperPanel::reset);
    connect(nextButton_, &QPushButton::clicked, this, &KvStepperPanel::next);
    connect(playButton_, &QPushButton::toggled, this, &KvStepperPanel::setPlaying);
    connect(job_, &BackgroundJob::busyChanged, this, &KvStepperPanel::updateButtons);
    connect(job_, &BackgroundJob::failed, this, [this](const QString& message) {
        setPlaying(false);
        setTranslatedText(status_, [message] { return tr("Cannot decode: %1").arg(message); });
    });
    updateButtons();
    retranslate();
}

void KvStepperPanel::retranslate() {
    retranslateButtons();
    drawChart();
}

void KvStepperPanel::retranslateButtons() {
    resetButton_->setText(tr("Reset"));
    nextButton_->setText(tr("Next token"));
    playButton_->setText(play_.isActive() ? tr("Pause") : tr("Play"));
    resetButton_->setToolTip(
        decoderOnly_ ? tr("Empty the caches: a decoder-only model encodes nothing")
                     : tr("Encode the sentence again: the cross-attention caches only"));
    nextButton_->setToolTip(tr("Feed one more token to the decoder, cached"));
}

void KvStepperPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    if (event->type() == QEvent::PaletteChange && verdictColour_.isValid())
        colourVerdict(verdictColour_);  // the theme changed: readable on its window
    QWidget::changeEvent(event);
}

void KvStepperPanel::drawChart() {
    if (measured_.empty()) return;
    std::vector<CachePoint> points;
    for (size_t t = 0; t < measured_.size(); ++t) points.push_back({int(t), measured_[t]});
    chart_->setData(
        points, analytic_, attention_,
        decoderOnly_ ? tr("Live KV cache of a decoder-only %1 model").arg(attentionName(attention_))
                     : tr("Live KV cache of our %1 model · n = %2 source tokens")
                           .arg(attentionName(attention_))
                           .arg(sourceTokens_));
}

KvStepperPanel::~KvStepperPanel() = default;

void KvStepperPanel::setModel(std::shared_ptr<const Model> model) {
    model_ = std::move(model);
    dirty_ = true;
    isVisible() ? reset() : job_->cancel();
}

void KvStepperPanel::setSourceText(const QString& text) {
    if (text == text_) return;
    text_ = text;
    dirty_ = true;
    isVisible() ? reset() : job_->cancel();
}

void KvStepperPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (dirty_) reset();
}

void KvStepperPanel::reset() {
    dirty_ = false;
    setPlaying(false);
    stepper_.reset();
    if (!model_) {
        job_->cancel();
        setTranslatedText(status_, [] { return tr("No model loaded."); });
        return;
    }
    if (configOf(*model_).encoderOnly()) {
        job_->cancel();
        return showNoCache(configOf(*model_));
    }
    setStepperShown(true);
    job_->start<Frame>(
        [model = model_, text = text_.toStdString()](const std::atomic<bool>&) {
            auto stepper = std::make_shared<LiveCacheStepper>(model, text);
            return Frame{stepper, stepper->frame()};
        },
        [this](Frame frame) { display(frame); });
}

void KvStepperPanel::next() {
    if (!stepper_ || finished_) return;
    job_->start<Frame>(
        [stepper = stepper_](const std::atomic<bool>&) {
            stepper->step();
            return Frame{stepper, stepper->frame()};
        },
        [this](Frame frame) { display(frame); });
}

void KvStepperPanel::setPlaying(bool playing) {
    if (playing && (finished_ || !stepper_)) playing = false;
    playing ? play_.start() : play_.stop();
    if (playButton_->isChecked() != playing) {
        const QSignalBlocker quiet(playButton_);
        playButton_->setChecked(playing);
    }
    playButton_->setText(playing ? tr("Pause") : tr("Play"));
}

void KvStepperPanel::updateButtons() {
    const bool ready = stepper_ != nullptr;
    nextButton_->setEnabled(ready && !finished_ && !job_->isBusy());
    playButton_->setEnabled(ready && !finished_);
    resetButton_->setEnabled(model_ != nullptr);
}

void KvStepperPanel::display(const Frame& frame) {
    stepper_ = frame.stepper;
    const LiveCacheFrame& f = frame.live;
    finished_ = f.finished;
    measured_ = f.measured;
    analytic_ = f.analytic;
    firstMismatch_ = -1;
    for (size_t t = 0; t < measured_.size(); ++t)
        if (firstMismatch_ < 0 && !(measured_[t] == analytic_[t])) firstMismatch_ = int(t);
    attention_ = f.config.attention;
    sourceTokens_ = f.sourceTokens;
    decoderOnly_ = f.decoderOnly;
    drawChart();
    // A decoder-only model's caches layer by layer: a sliding layer's stops at its window.
    layers_->setVisible(f.decoderOnly);
    if (f.decoderOnly) layers_->setCaches(f.config, f.held, f.limit);
    showVerdict();
    showStatus(f);
    showTokens(f);
    f.decoderOnly ? showCausalFormula(f) : showFormula(f);
    retranslateButtons();
    updateButtons();
    emit stepped(steps());
}

void KvStepperPanel::setStepperShown(bool shown) {
    for (QWidget* w : {static_cast<QWidget*>(chart_), static_cast<QWidget*>(tokens_),
                       static_cast<QWidget*>(verdict_)})
        w->setVisible(shown);
    if (!shown) layers_->hide();
}

void KvStepperPanel::showNoCache(const Config& c) {
    setStepperShown(false);
    updateButtons();
    nextButton_->setEnabled(false);
    playButton_->setEnabled(false);
    setTranslatedText(status_, [] {
        return tr(
            "An encoder keeps no KV cache. It reads the whole text at once, every "
            "position attending to every other, before and after it, and writes nothing "
            "token by token: there is no later step that could reuse a key or a value.");
    });
    // The same widths as a causal stack: 2·H·d_h numbers per token and layer, float32.
    setTranslatedText(formula_, [c] {
        const long long e = 2LL * c.n_heads * c.d_head, L = c.n_encoder_layers;
        const long long perTokenBytes = L * e * 4;
        return tr("A decoder-only model of the same size (L = %1 layers, %2 heads of %3) would "
                  "keep 2·H·d_h = %4 numbers per token and layer, L·%4·4 B = %5 B per token: "
                  "%6 B for %7 tokens, its longest text.")
            .arg(L)
            .arg(c.n_heads)
            .arg(c.d_head)
            .arg(e)
            .arg(formatCount(double(perTokenBytes)))
            .arg(formatCount(double(perTokenBytes * c.max_positions)))
            .arg(c.max_positions);
    });
}

void KvStepperPanel::showVerdict() {
    const int t = steps();
    if (firstMismatch_ < 0) {
        setTranslatedText(verdict_, [t] {
            return tr("✓ measured = analytic, to the byte, at steps 0…%1").arg(t);
        });
        colourVerdict(QColor(0x1a, 0x7f, 0x37));  // green
        return;
    }
    const CacheBytes& m = measured_[size_t(firstMismatch_)];
    const CacheBytes& a = analytic_[size_t(firstMismatch_)];
    setTranslatedText(verdict_, [step = firstMismatch_, m = m.total(), a = a.total()] {
        return tr("✗ mismatch at step %1: measured %2 B, analytic %3 B")
            .arg(step)
            .arg(formatCount(double(m)), formatCount(double(a)));
    });
    colourVerdict(QColor(0xc6, 0x28, 0x28));  // red
}

void KvStepperPanel::colourVerdict(const QColor& colour) {
    // From the palette, not a style sheet: a style sheet keeps the light theme's window behind
    // the text after a switch to dark, and a fixed green is too dark on the dark theme.
    verdictColour_ = colour;
    QPalette p = verdict_->palette();
    p.setColor(QPalette::WindowText, readableOn(colour, palette().color(QPalette::Window)));
    verdict_->setPalette(p);
}

void KvStepperPanel::showStatus(const LiveCacheFrame& f) {
    setTranslatedText(status_, [t = steps(), limit = f.limit, seconds = f.lastSeconds,
                                finished = f.finished, causal = f.decoderOnly] {
        if (t == 0)
            return causal ? tr("Step 0 of at most %1: nothing is cached yet. A decoder-only "
                               "model has no source to encode; each step feeds one token, the "
                               "prompt's first.")
                                .arg(limit)
                          : tr("Step 0 of at most %1: the source is encoded and its keys and "
                               "values cached for cross-attention.")
                                .arg(limit);
        return tr("Step %1 of at most %2 · %3 ms for this token%4")
            .arg(t)
            .arg(limit)
            .arg(QLocale().toString(seconds * 1e3, 'f', 3))
            .arg(finished ? tr(" · finished") : QString());
    });
}

void KvStepperPanel::showTokens(const LiveCacheFrame& f) {
    QStringList shown;
    for (int i = 0; i < f.pieces.size(); ++i) {
        const QString piece = f.pieces[i].toHtmlEscaped();
        const bool newest = i + 1 == f.pieces.size();
        // Decoder-only: the prompt's tokens plain, the generated ones in italics.
        const QString styled =
            f.decoderOnly && i >= f.promptTokens ? QStringLiteral("<i>%1</i>").arg(piece) : piece;
        shown << (newest ? QStringLiteral("<b><u>%1</u></b>").arg(styled) : styled);
    }
    const QString pieces = shown.join(QLatin1Char(' '));
    if (!f.decoderOnly)
        return setTranslatedText(
            tokens_, [pieces] { return tr("Decoder input y₀ … y<sub>t</sub>: %1").arg(pieces); });
    setTranslatedText(tokens_, [pieces, chosen = f.chosen.toHtmlEscaped(), n = f.promptTokens] {
        const QString fed =
            tr("Fed so far (the prompt's %1 tokens, then the generated ones in italics): %2")
                .arg(n)
                .arg(pieces);
        return chosen.isEmpty() ? fed : fed + tr(" → next: <b>%1</b>").arg(chosen);
    });
}

void KvStepperPanel::showFormula(const LiveCacheFrame& f) {
    setTranslatedText(formula_, [c = f.config, t = steps(), n = f.sourceTokens] {
        const long long e = c.kvElementsPerToken(), L = c.n_decoder_layers;
        return tr("Per token and layer the cache keeps %1 numbers × 4 B = %2 B. Self-attention "
                  "after step t: L·t·%2 B = %3·%4·%2 B = %5 B. Cross-attention: L·n·%2 B = "
                  "%3·%6·%2 B = %7 B.")
            .arg(perToken(c))
            .arg(e * 4)
            .arg(L)
            .arg(t)
            .arg(formatCount(double(L * t * e * 4)))
            .arg(n)
            .arg(formatCount(double(L * n * e * 4)));
    });
}

void KvStepperPanel::showCausalFormula(const LiveCacheFrame& f) {
    setTranslatedText(formula_, [c = f.config, t = steps(), bytes = f.measured.back().self] {
        int sliding = 0;
        for (int l = 0; l < c.n_decoder_layers; ++l) sliding += c.windowOf(l) > 0;
        const long long e = c.kvElementsPerToken();
        QString text = tr("Per token and layer the cache keeps %1 numbers × 4 B = %2 B. After "
                          "step t every full layer holds t tokens")
                           .arg(perToken(c))
                           .arg(e * 4);
        if (sliding > 0)
            text += tr(", each of the %1 sliding layers min(t, W) = min(%2, %3)")
                        .arg(sliding)
                        .arg(t)
                        .arg(c.sliding_window);
        return text + tr(": %1 B in all. No cross-attention: nothing is encoded.")
                          .arg(formatCount(double(bytes)));
    });
}

QString KvStepperPanel::perToken(const Config& c) {
    const long long e = c.kvElementsPerToken();
    return c.isLatent() ? tr("d<sub>c</sub> + d<sub>r</sub> = %1 + %2 = %3")
                              .arg(c.d_latent)
                              .arg(c.d_rope)
                              .arg(e)
                        : tr("2·H<sub>kv</sub>·d<sub>h</sub> = 2·%1·%2 = %3")
                              .arg(c.n_kv_heads)
                              .arg(c.d_head)
                              .arg(e);
}

}  // namespace atlas::views
