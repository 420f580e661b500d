#include "KvStepperPanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include "BackgroundJob.h"
#include "KvChartStyle.h"
#include "LiveCacheChart.h"
#include "LiveCacheStepper.h"
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
    formula_ = new QLabel(this);
    formula_->setWordWrap(true);
    formula_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    tokens_ = new QLabel(this);
    tokens_->setWordWrap(true);
    tokens_->setTextFormat(Qt::RichText);
    tokens_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    chart_ = new LiveCacheChart(this);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(resetButton_);
    buttons->addWidget(nextButton_);
    buttons->addWidget(playButton_);
    buttons->addSpacing(12);
    buttons->addWidget(verdict_);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(status_);
    layout->addWidget(chart_, 1);
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
    resetButton_->setText(tr("Reset"));
    nextButton_->setText(tr("Next token"));
    playButton_->setText(play_.isActive() ? tr("Pause") : tr("Play"));
    resetButton_->setToolTip(tr("Encode the sentence again: the cross-attention caches only"));
    nextButton_->setToolTip(tr("Feed one more token to the decoder, cached"));
    drawChart();
}

void KvStepperPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void KvStepperPanel::drawChart() {
    if (measured_.empty()) return;
    std::vector<CachePoint> points;
    for (size_t t = 0; t < measured_.size(); ++t) points.push_back({int(t), measured_[t]});
    chart_->setData(points, analytic_, attention_,
                    tr("Live KV cache of our %1 model · n = %2 source tokens")
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
    const int t = steps();
    const Config c = f.config;
    attention_ = c.attention;
    sourceTokens_ = f.sourceTokens;
    drawChart();

    if (firstMismatch_ < 0) {
        setTranslatedText(verdict_, [t] {
            return tr("✓ measured = analytic, to the byte, at steps 0…%1").arg(t);
        });
        verdict_->setStyleSheet(QStringLiteral("color: #1a7f37"));
    } else {
        const CacheBytes& m = measured_[size_t(firstMismatch_)];
        const CacheBytes& a = analytic_[size_t(firstMismatch_)];
        setTranslatedText(verdict_, [step = firstMismatch_, m = m.total(), a = a.total()] {
            return tr("✗ mismatch at step %1: measured %2 B, analytic %3 B")
                .arg(step)
                .arg(formatCount(double(m)), formatCount(double(a)));
        });
        verdict_->setStyleSheet(QStringLiteral("color: #c62828"));
    }
    setTranslatedText(
        status_, [t, limit = f.limit, seconds = f.lastSeconds, finished = f.finished] {
            return t == 0 ? tr("Step 0 of at most %1: the source is encoded and its keys and "
                               "values cached for cross-attention.")
                                .arg(limit)
                          : tr("Step %1 of at most %2 · %3 ms for this token%4")
                                .arg(t)
                                .arg(limit)
                                .arg(QLocale().toString(seconds * 1e3, 'f', 3))
                                .arg(finished ? tr(" · finished") : QString());
        });

    QStringList shown;
    for (int i = 0; i < f.pieces.size(); ++i) {
        const QString piece = f.pieces[i].toHtmlEscaped();
        shown << (i + 1 == f.pieces.size() ? QStringLiteral("<b><u>%1</u></b>").arg(piece) : piece);
    }
    setTranslatedText(tokens_, [pieces = shown.join(QLatin1Char(' '))] {
        return tr("Decoder input y₀ … y<sub>t</sub>: %1").arg(pieces);
    });

    setTranslatedText(formula_, [c, t, n = f.sourceTokens] {
        const long long e = c.kvElementsPerToken(), L = c.n_decoder_layers;
        const QString perToken = c.isLatent() ? tr("d<sub>c</sub> + d<sub>r</sub> = %1 + %2 = %3")
                                                    .arg(c.d_latent)
                                                    .arg(c.d_rope)
                                                    .arg(e)
                                              : tr("2·H<sub>kv</sub>·d<sub>h</sub> = 2·%1·%2 = %3")
                                                    .arg(c.n_kv_heads)
                                                    .arg(c.d_head)
                                                    .arg(e);
        return tr("Per token and layer the cache keeps %1 numbers × 4 B = %2 B. Self-attention "
                  "after step t: L·t·%2 B = %3·%4·%2 B = %5 B. Cross-attention: L·n·%2 B = "
                  "%3·%6·%2 B = %7 B.")
            .arg(perToken)
            .arg(e * 4)
            .arg(L)
            .arg(t)
            .arg(formatCount(double(L * t * e * 4)))
            .arg(n)
            .arg(formatCount(double(L * n * e * 4)));
    });
    updateButtons();
    emit stepped(t);
}

}  // namespace atlas::views
