#include "MlaPanel.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include "BackgroundJob.h"
#include "DefaultModel.h"
#include "Greedy.h"
#include "MlaDiagramWidget.h"
#include "MlaEvaluationGap.h"
#include "Model.h"
#include "ModelThreads.h"
#include "TranslatedText.h"

namespace atlas::views {

struct MlaPanel::Result {
    std::shared_ptr<Model> copy;
    quint64 copyOf = 0;
    bool own = false;  // the current model, not the built-in one
    Config config;
    int sourceTokens = 0;
    int decoderTokens = 0;
    MlaGap gap;
};

MlaPanel::MlaPanel(QThreadPool* pool, QWidget* parent)
    : QWidget(parent), job_(new BackgroundJob(pool, this)) {
    source_ = new QLabel(this);
    source_->setWordWrap(true);
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

void MlaPanel::setModel(std::shared_ptr<const Model> model, CheckpointSource read) {
    model_ = std::move(model);
    read_ = std::move(read);
    ++modelGeneration_;
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
    const bool own = model_ && model_->config().isLatent() && read_;
    const quint64 key = own ? modelGeneration_ : 0;
    job_->start<Result>(
        [read = own ? read_ : CheckpointSource(), copy = copyOf_ == key ? copy_ : nullptr, key, own,
         text = text_.toStdString()](const std::atomic<bool>&) {
            Result r;
            r.copy =
                copy ? copy
                     : std::make_shared<Model>(own ? read() : makeDefaultModel(AttentionKind::MLA));
            r.copyOf = key;
            useThreadsFor(*r.copy);
            r.own = own;
            r.config = r.copy->config();
            const Transformer& t = r.copy->transformer();
            const std::vector<int> source = r.copy->sourceIds(text);
            const std::vector<int> input = r.copy->decoderInput(greedyDecode(t, t.encode(source)));
            r.sourceTokens = int(source.size());
            r.decoderTokens = int(input.size());
            r.gap = mlaEvaluationGap(t, source, input);
            return r;
        },
        [this](Result result) { display(result); });
}

void MlaPanel::display(const Result& r) {
    copy_ = r.copy;
    copyOf_ = r.copyOf;
    attentionGap_ = r.gap.attention;
    logitGap_ = r.gap.logits;
    diagram_->setConfig(r.config, r.sourceTokens);
    const Config c = r.config;
    // The attention kind of the current model when the built-in MLA model stands in for it.
    const QString other = !r.own && model_ && !model_->config().isLatent()
                              ? QString::fromLatin1(toString(model_->config().attention)).toUpper()
                              : QString();
    setTranslatedText(source_, [c, other, own = r.own, n = r.sourceTokens] {
        const QString which =
            own ? tr("The current model's MLA blocks.")
                : (!other.isEmpty()
                       ? tr("The current model uses %1, not MLA: this is the built-in MLA model.")
                             .arg(other)
                       : tr("The built-in MLA model."));
        return tr("%1 d = %2, H = %3, d_h = %4, latent d_c = %5, rotary d_r = %6; n = %7 "
                  "source tokens. Every block caches [c | k_r] per token; the score of head "
                  "h is q_h·k_h + rot(q_rh)·rot(k_r), scaled by 1/√(d_h + d_r).")
            .arg(which)
            .arg(c.d_model)
            .arg(c.n_heads)
            .arg(c.d_head)
            .arg(c.d_latent)
            .arg(c.d_rope)
            .arg(n);
    });
    setTranslatedText(gap_, [gap = r.gap, source = r.sourceTokens, decoder = r.decoderTokens] {
        const bool equal =
            gap.attention <= 1e-5 && gap.logits <= 1e-5 * std::max(1.0, gap.logitScale);
        return tr("<b>%1</b> Naive against absorbed on this sentence (%2 source, %3 decoder "
                  "tokens, every layer and head): largest |ΔZ⁻¹A| = %4, largest |Δlogit| = %5 "
                  "(logits reach %6).")
            .arg(equal ? tr("✓ equal to float rounding.") : tr("✗ they differ."))
            .arg(source)
            .arg(decoder)
            .arg(QLocale().toString(gap.attention, 'g', 3))
            .arg(QLocale().toString(gap.logits, 'g', 3))
            .arg(QLocale().toString(gap.logitScale, 'g', 3));
    });
    emit evaluated();
}

}  // namespace atlas::views
