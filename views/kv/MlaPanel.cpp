#include "MlaPanel.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include "BackgroundJob.h"
#include "MlaDiagramWidget.h"
#include "MlaRun.h"
#include "ModelConfig.h"
#include "TranslatedText.h"

namespace atlas::views {

MlaPanel::MlaPanel(QThreadPool* pool, QWidget* parent)
    : QWidget(parent), job_(new BackgroundJob(pool, this)) {
    source_ = new QLabel(this);
    source_->setWordWrap(true);
    source_->setTextFormat(Qt::RichText);
    gap_ = new QLabel(this);
    gap_->setWordWrap(true);
    gap_->setTextFormat(Qt::RichText);
    gap_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    diagram_ = new MlaDiagramWidget(this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(source_);
    layout->addWidget(diagram_, 1);
    layout->addWidget(gap_);
    connect(job_, &BackgroundJob::busyChanged, this, [this](bool busy) {
        if (busy)
            setTranslatedText(gap_,
                              [] { return tr("Evaluating the sentence naively and absorbed…"); });
    });
    connect(job_, &BackgroundJob::failed, this, [this](const QString& message) {
        setTranslatedText(gap_, [message] { return tr("Cannot evaluate: %1").arg(message); });
    });
}

MlaPanel::~MlaPanel() = default;

void MlaPanel::setModel(std::shared_ptr<const Model> model) {
    model_ = std::move(model);
    dirty_ = true;
    isVisible() ? evaluate() : job_->cancel();
}

void MlaPanel::setSourceText(const QString& text) {
    if (text == text_) return;
    text_ = text;
    dirty_ = true;
    isVisible() ? evaluate() : job_->cancel();
}

void MlaPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (dirty_) evaluate();
}

void MlaPanel::evaluate() {
    dirty_ = false;
    job_->start<MlaRun>([model = model_, text = text_.toStdString()](
                            const std::atomic<bool>&) { return measureMlaGap(model, text); },
                        [this](MlaRun run) { display(run); });
}

void MlaPanel::display(const MlaRun& r) {
    attentionGap_ = r.attentionGap;
    logitGap_ = r.logitGap;
    diagram_->setConfig(r.config, r.sourceTokens);
    const Config c = r.config;
    // The attention kind of the current model when the built-in MLA model stands in for it.
    const Config* current = model_ ? &configOf(*model_) : nullptr;
    const QString other = !r.own && current && !current->isLatent()
                              ? QString::fromLatin1(toString(current->attention)).toUpper()
                              : QString();
    setTranslatedText(source_, [c, other, own = r.own, n = r.sourceTokens,
                                loaded = r.loadedSourceTokens] {
        // Without an MLA model of its own the panel evaluates the default one: untrained.
        const QString which =
            own ? tr("The current model's MLA blocks.")
                : (!other.isEmpty()
                       ? tr("The current model uses %1, not MLA: shown is an untrained MLA model "
                            "of the built-in shape (random weights, sinusoidal positions).")
                             .arg(other)
                       : tr("An untrained MLA model of the built-in shape (random weights, "
                            "sinusoidal positions)."));
        return tr("%1 d<sub>model</sub> = %2, H = %3 heads of d<sub>h</sub> = %4, latent L of "
                  "d<sub>c</sub> = %5, rotary key k<sub>r</sub> of d<sub>r</sub> = %6; n = %7 "
                  "source tokens. Every block caches [L | k<sub>r</sub>], d<sub>c</sub> + "
                  "d<sub>r</sub> = %8 numbers a token; the score of head h is "
                  "q<sub>h</sub>·k<sub>h</sub> + rot(q<sub>rh</sub>)·rot(k<sub>r</sub>), scaled "
                  "by 1/√d<sub>QK</sub> with d<sub>QK</sub> = d<sub>h</sub> + d<sub>r</sub> = %9.")
                   .arg(which)
                   .arg(c.d_model)
                   .arg(c.n_heads)
                   .arg(c.d_head)
                   .arg(c.d_latent)
                   .arg(c.d_rope)
                   .arg(n)
                   .arg(c.d_latent + c.d_rope)
                   .arg(c.d_head + c.d_rope) +
               // A stand-in's tokenizer is its own: the loaded model's n is the other tabs'.
               (loaded >= 0 && loaded != n
                    ? QLatin1Char(' ') +
                          tr("Its tokenizer cuts the sentence into n = %1 tokens (eos included); "
                             "the loaded model's, which the other tabs count with, into n = %2.")
                              .arg(n)
                              .arg(loaded)
                    : QString());
    });
    setTranslatedText(gap_, [r] {
        const bool equal =
            r.attentionGap <= 1e-5 && r.logitGap <= 1e-5 * std::max(1.0, r.logitScale);
        return tr("<b>%1</b> Naive against absorbed on this sentence (%2 source, %3 decoder "
                  "tokens, every layer and head): largest |ΔZ⁻¹A| = %4, largest |Δlogit| = %5 "
                  "(logits reach %6).")
            .arg(equal ? tr("✓ equal to float rounding.") : tr("✗ they differ."))
            .arg(r.sourceTokens)
            .arg(r.decoderTokens)
            .arg(QLocale().toString(r.attentionGap, 'g', 3))
            .arg(QLocale().toString(r.logitGap, 'g', 3))
            .arg(QLocale().toString(r.logitScale, 'g', 3));
    });
    emit evaluated();
}

}  // namespace atlas::views
