#include "ApproxRunner.h"

#include <QCoreApplication>
#include <stdexcept>

#include "GridOf.h"
#include "Model.h"
#include "SnapshotBuilder.h"
#include "approx/ApproximationStudy.h"

namespace atlas {

namespace {

// The names of series stay untranslated here: the page translates them when it shows them, so
// that they follow a change of language (context "atlas::ApproxRunner").
QString untranslated(const char* text) {
    return QString::fromUtf8(text);
}

approx::StudyRequest request(const ApproxQuery& q) {
    approx::StudyRequest r;
    r.text = q.text.toStdString();
    r.head = {q.stack, q.layer, q.head};
    r.settings.method = q.method;
    r.settings.setSize(q.size);
    r.settings.seed = q.seed;
    r.settings.format = q.format;
    r.tolerance = q.tolerance;
    r.sweepSeeds = q.sweepSeeds;
    r.downstream = q.downstream;
    return r;
}

}  // namespace

ApproxRunner::ApproxRunner(std::shared_ptr<const Model> model) : model_(std::move(model)) {
    if (!model_) throw std::invalid_argument("ApproxRunner: no model");
}
ApproxRunner::~ApproxRunner() = default;

int ApproxRunner::layers(views::Stack stack) const {
    const Config& c = model_->config();
    if (stack == views::Stack::Cross && c.decoderOnly()) return 0;  // nothing across
    return stack == views::Stack::EncoderSelf ? c.n_encoder_layers : c.n_decoder_layers;
}

views::ApproxFigures ApproxRunner::study(const ApproxQuery& q,
                                         const std::atomic<bool>& cancelled) const {
    approx::StudyRequest r = request(q);
    const int n = layers(q.stack);
    r.head.layer = std::clamp(q.layer, 0, std::max(n - 1, 0));
    r.head.head = std::clamp(q.head, 0, model_->config().n_heads - 1);
    if (q.allLayers)
        for (int l = 0; l < n; ++l) r.layers.push_back(l);
    const approx::StudyResult s =
        approx::runStudy(*model_, r, [&cancelled] { return cancelled.load(); });

    views::ApproxFigures f;
    f.queries = views::describeTokens(model_->tokenizer(), s.queryIds, s.querySide);
    f.keys = views::describeTokens(model_->tokenizer(), s.keyIds, s.keySide);
    f.causal = q.stack == views::Stack::DecoderSelf;
    f.exact = views::gridOf(s.exact);
    f.approximate = views::gridOf(s.approximate);
    f.difference = views::gridOf(s.approximate - s.exact);
    f.relativeFrobenius = s.error.frobenius;
    f.relativeSpectral = s.error.spectral;
    if (!s.heads.empty()) {
        const approx::HeadSpectrum& h = s.heads[size_t(r.head.head)];
        f.spectra.push_back(
            {untranslated(QT_TRANSLATE_NOOP("atlas::ApproxRunner", "Z⁻¹A (attention)")),
             {},
             h.attention});
        f.spectra.push_back(
            {untranslated(QT_TRANSLATE_NOOP("atlas::ApproxRunner", "S = QKᵀ/√d_QK (scores)")),
             {},
             h.scores});
    }
    for (const approx::NamedSpectrum& w : s.factors) {
        QString name = QString::fromStdString(w.name).replace("^T", "ᵀ");
        f.spectra.push_back({name, {}, w.sigma});
    }
    for (const approx::HeadSpectrum& h : s.heads)
        f.heads.push_back({h.head, h.attentionRank, h.scoresRank, h.attentionEffectiveRank,
                           h.scoresEffectiveRank});
    views::Series frob{
        untranslated(QT_TRANSLATE_NOOP("atlas::ApproxRunner", "‖P − P_k‖_F / ‖P‖_F")), {}, {}},
        spec{untranslated(QT_TRANSLATE_NOOP("atlas::ApproxRunner", "‖P − P_k‖₂ / ‖P‖₂")), {}, {}};
    for (size_t k = 1; k < s.truncation.size(); ++k) {
        frob.x.push_back(double(k));
        spec.x.push_back(double(k));
        frob.y.push_back(s.truncation[k].frobenius);
        spec.y.push_back(s.truncation[k].spectral);
    }
    f.truncation = {frob, spec};
    f.sweep.sizeName =
        q.method == approx::ApproxMethod::RandomizedSvd
            ? untranslated(
                  QT_TRANSLATE_NOOP("atlas::ApproxRunner", "target rank k (B has k + 5 columns)"))
            : untranslated(QT_TRANSLATE_NOOP("atlas::ApproxRunner", "m (features or landmarks)"));
    f.sweep.referenceName = QString::fromStdString(s.sweepReference);
    for (const approx::SweepPoint& p : s.sweep) {
        f.sweep.size.push_back(p.size);
        f.sweep.median.push_back(p.median);
        f.sweep.low.push_back(p.low);
        f.sweep.high.push_back(p.high);
        f.sweep.reference.push_back(p.reference);
    }
    f.flopsExact = s.flops.exact;
    f.flopsApproximate = s.flops.approximate;
    f.maxAbsDeltaY = s.maxAbsDeltaY;
    f.maxAbsDeltaLogits = s.maxAbsDeltaLogits;
    f.argmaxAgreement = s.argmaxAgreement;
    f.exactTranslation = QString::fromStdString(s.exactTranslation);
    f.approximateTranslation = QString::fromStdString(s.approximateTranslation);
    f.cacheBytesFp32 = s.cacheBytesFp32;
    f.cacheBytesFormat = s.cacheBytesFormat;
    return f;
}

QList<FormatRow> ApproxRunner::formats(const ApproxQuery& query,
                                       const std::atomic<bool>& cancelled) const {
    QList<FormatRow> rows;
    for (approx::KvFormat format : approx::kKvFormats) {
        if (cancelled) break;
        ApproxQuery q = query;
        q.method = approx::ApproxMethod::QuantizedKv;
        q.format = format;
        const views::ApproxFigures f = study(q, cancelled);
        FormatRow row{format,
                      f.cacheBytesFormat,
                      f.cacheBytesFp32,
                      0,
                      f.maxAbsDeltaLogits,
                      f.argmaxAgreement,
                      f.approximateTranslation,
                      f.approximateTranslation != f.exactTranslation};
        for (float v : f.difference.values)
            row.maxAbsDeltaAttention = std::max(row.maxAbsDeltaAttention, double(std::abs(v)));
        rows.push_back(row);
    }
    return rows;
}

}  // namespace atlas
