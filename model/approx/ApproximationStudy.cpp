#include "ApproximationStudy.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "CacheBytes.h"
#include "Greedy.h"
#include "GroupedAttention.h"
#include "HeadRecorder.h"
#include "LatentAttention.h"
#include "Model.h"
#include "RandomizedSvd.h"
#include "Spectrum.h"

namespace atlas::approx {

namespace {

std::vector<NamedSpectrum> weightSpectra(const AttentionBlock& block, int h) {
    if (const auto* g = dynamic_cast<const GroupedAttention*>(&block)) {
        const auto& w = g->weights();
        const int dh = int(w.q.W.rows()) / g->headCount();
        const int group = g->headCount() / (int(w.k.W.rows()) / dh);
        const MatrixD Wq = w.q.W.widened(h * dh, dh).cast<double>();
        const MatrixD Wk = w.k.W.widened((h / group) * dh, dh).cast<double>();
        return {{"W_q^T W_k", singularValues(Wq.transpose() * Wk)}};
    }
    const auto& l = dynamic_cast<const LatentAttention&>(block);
    const MatrixD Wq = l.Wq(h).cast<double>();
    const MatrixD Wuk = l.Wuk(h).cast<double>();
    const MatrixD Wuv = l.Wuv(h).cast<double>();
    return {{"W_uk", singularValues(Wuk)},
            {"W_uv", singularValues(Wuv)},
            {"W_q^T W_uk", singularValues(Wq.transpose() * Wuk)}};
}

// The text of target ids, or their pieces when they spell nothing (an untrained model's control
// tokens).
std::string readable(const Model& model, const std::vector<int>& ids) {
    std::string text = model.tokenizer().decode(ids);
    if (!text.empty() || ids.empty()) return text;
    for (int id : ids) {
        if (!text.empty()) text += ' ';
        text += model.tokenizer().piece(id, TokenSide::Target);
    }
    return text;
}

// An encoder-only model's output (SPEC §6): the masked-LM head at every position (without one,
// the encoder's last states), and its text with each mask filled by the head's arg-max.
struct EncoderOnlyRun {
    Matrix logits;
    std::string text;
};

EncoderOnlyRun encoderOnlyRun(const Model& model, const std::vector<int>& ids, const Pass& pass) {
    const Transformer& t = model.transformer();
    const bool head = model.config().hasMaskedLm();
    EncoderOnlyRun r;
    const Matrix encoded = t.encode(ids, {}, pass);
    r.logits = head ? t.maskedLmLogits(encoded) : encoded;
    std::vector<int> filled = ids;
    for (size_t p = 0; p < ids.size() && head; ++p)
        if (ids[p] == model.maskId()) filled[p] = argmax(r.logits.row(Eigen::Index(p)));
    r.text = model.tokenizer().decode(filled, TokenSide::Source);
    return r;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n == 0 ? 0 : (n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]));
}

// The head's map under the request's method, isolated: the exact head's own Q, K (and, for a
// quantized cache, rounded K) with nothing upstream changed.
MatrixD isolatedMap(const ApproxSettings& s, const HeadRecord& r, uint64_t seed) {
    if (s.method == ApproxMethod::QuantizedKv) {
        Matrix K = r.K, Y(r.Q.rows(), r.V.cols()), P;
        roundTrip(s.format, K);
        atlas::attend(r.Q, K, r.V, r.scale, r.mask, Y, &P);
        return P.cast<double>();
    }
    return approximateMap(s, r.Q.cast<double>(), r.K.cast<double>(), r.scale, r.mask,
                          r.P.cast<double>(), seed);
}

std::vector<SweepPoint> errorSweep(const StudyRequest& request, const HeadRecord& r,
                                   const std::vector<double>& sigma, std::string& reference,
                                   const std::function<bool()>& cancelled) {
    const ApproxSettings& s = request.settings;
    std::vector<int> sizes = request.sweepSizes;
    if (sizes.empty() && s.method == ApproxMethod::Performer)
        sizes = {1, 2, 4, 8, 16, 32, 64, 128, 256};  // m is not bounded by the keys
    else if (sizes.empty())
        for (int m = 1; m <= std::min<int>(int(r.K.rows()), 24); ++m) sizes.push_back(m);
    const MatrixD P = r.P.cast<double>();
    const double sigma1 = sigma.empty() ? 0 : sigma.front();
    std::vector<SweepPoint> points;
    for (int size : sizes) {
        if (cancelled && cancelled()) break;
        ApproxSettings at = s;
        at.setSize(size);
        std::vector<double> errors;
        for (int seed = 0; seed < request.sweepSeeds; ++seed)
            errors.push_back(
                relativeError(P,
                              isolatedMap(at, r, headSeed(s.seed + uint64_t(seed), request.head)))
                    .spectral);
        SweepPoint p{size, median(errors), *std::min_element(errors.begin(), errors.end()),
                     *std::max_element(errors.begin(), errors.end()), 0};
        if (sigma1 > 0) {
            if (s.method == ApproxMethod::RandomizedSvd && s.oversampling >= 2)
                p.reference = hmtExpectedErrorBound(sigma, size, s.oversampling) / sigma1;
            else if (s.method != ApproxMethod::Performer)
                p.reference = size_t(size) < sigma.size() ? sigma[size_t(size)] / sigma1 : 0;
        }
        points.push_back(p);
    }
    if (s.method == ApproxMethod::Performer && !points.empty()) {
        // The Monte Carlo rate m^{−1/2}, drawn through the first median.
        for (SweepPoint& p : points)
            p.reference = points.front().median * std::sqrt(double(points.front().size) / p.size);
        reference = "c·m^(-1/2)";
    } else if (s.method == ApproxMethod::RandomizedSvd && s.oversampling >= 2) {
        reference = "HMT expected-error bound";
    } else if (s.method != ApproxMethod::QuantizedKv) {
        reference = "best rank-k error σ_{k+1}/σ_1";
    }
    return points;
}

// Throws std::invalid_argument unless the site names a layer and a head of the model.
void checkSite(const Config& c, const HeadSite& site) {
    const int layers =
        site.stack == AttentionStack::EncoderSelf ? c.n_encoder_layers : c.n_decoder_layers;
    if (site.layer < 0 || site.layer >= layers)
        throw std::invalid_argument("layer " + std::to_string(site.layer) + " outside 0…" +
                                    std::to_string(layers - 1));
    if (site.head < 0 || site.head >= c.n_heads)
        throw std::invalid_argument("head " + std::to_string(site.head) + " outside 0…" +
                                    std::to_string(c.n_heads - 1));
}

// Head h's spectra: of its map P and of its scaled scores QKᵀ·scale, with their ranks.
HeadSpectrum headSpectrum(int h, const HeadRecord& r, double tolerance) {
    HeadSpectrum spectrum{
        h, singularValues(r.P.cast<double>()),
        singularValues((r.Q.cast<double>() * r.K.cast<double>().transpose()) * double(r.scale))};
    spectrum.attentionRank = numericalRank(spectrum.attention, tolerance);
    spectrum.scoresRank = numericalRank(spectrum.scores, tolerance);
    spectrum.attentionEffectiveRank = effectiveRank(spectrum.attention);
    spectrum.scoresEffectiveRank = effectiveRank(spectrum.scores);
    return spectrum;
}

// Where the approximation applies downstream: a quantized cache is every decoder layer, self
// and cross; any other method the requested layers (the site's own by default) of its stack.
ApproxTarget downstreamTarget(const StudyRequest& request, bool quantized) {
    ApproxTarget target;
    if (quantized) {
        target.stacks = {false, true, true};
    } else {
        target.stacks = {false, false, false};
        target.stacks[size_t(request.head.stack)] = true;
        target.layers =
            request.layers.empty() ? std::vector<int>{request.head.layer} : request.layers;
    }
    return target;
}

// The fraction of positions (rows) whose arg-max is the same in both logits.
double argmaxAgreement(const Matrix& exactLogits, const Matrix& approxLogits) {
    int agree = 0;
    for (Eigen::Index i = 0; i < exactLogits.rows(); ++i)
        agree += argmax(exactLogits.row(i)) == argmax(approxLogits.row(i));
    return double(agree) / double(std::max<Eigen::Index>(exactLogits.rows(), 1));
}

// What the exact pass of runStudy hands on to the downstream comparison.
struct ExactRun {
    const std::vector<int>& sourceIds;
    const std::vector<int>& decoderInput;
    const Matrix& logits;
    const HeadRecord& head;  // the chosen head
};

// The approximation run through the whole model against the exact run: the chosen head's Y,
// the logits, their arg-max and the greedy translation. Returns false, the translation left
// out, when `stop` says so before the translation.
bool compareDownstream(const Model& model, const StudyRequest& request, MlaEvaluation evaluation,
                       const ExactRun& exact, const std::function<bool()>& stop, StudyResult& out) {
    const Transformer& t = model.transformer();
    const HeadSite& site = request.head;
    const bool quantized = request.settings.method == ApproxMethod::QuantizedKv;
    const ApproximateAttention approximation(request.settings,
                                             downstreamTarget(request, quantized));
    const HeadRecorder approxHeads(site.stack, site.layer, model.config().n_heads);
    const Pass approximated{.approximation = &approximation, .mla = evaluation};
    const Pass observed{
        .approximation = &approximation, .observer = &approxHeads, .mla = evaluation};
    const bool encoderOnly = model.config().encoderOnly();
    const Matrix approxLogits =
        encoderOnly ? encoderOnlyRun(model, exact.sourceIds, observed).logits
                    : t.teacherForced(exact.sourceIds, exact.decoderInput, {}, observed);
    out.maxAbsDeltaY =
        (approxHeads.heads()[size_t(site.head)].Y - exact.head.Y).cwiseAbs().maxCoeff();
    out.maxAbsDeltaLogits = (approxLogits - exact.logits).cwiseAbs().maxCoeff();
    out.argmaxAgreement = argmaxAgreement(exact.logits, approxLogits);
    if (stop()) return false;
    // Methods that look at a whole map see the whole prefix again each step; a quantized
    // cache is the cache itself.
    if (encoderOnly) {  // its masks filled through the approximation
        out.approximateTranslation = encoderOnlyRun(model, exact.sourceIds, approximated).text;
        return true;
    }
    GreedyOptions greedy;
    greedy.useCache = quantized;
    greedy.pass = approximated;
    out.approximateTranslation =
        readable(model, greedyDecode(t, t.encode(exact.sourceIds, {}, approximated), greedy));
    return true;
}

}  // namespace

double cacheBytes(const Config& config, long long sourceTokens, long long decoderTokens,
                  KvFormat format) {
    const CacheBytes fp32 = analyticCacheBytes(config, sourceTokens, decoderTokens);
    const double elements = double(fp32.total()) / 4.0;
    const double rows = elements / double(config.kvElementsPerToken()) *
                        (config.isLatent() ? 1.0 : 2.0 * config.n_kv_heads);
    return (elements * bitsPerElement(format) + rows * scaleBitsPerRow(format)) / 8.0;
}

StudyResult runStudy(const Model& model, const StudyRequest& request,
                     const std::function<bool()>& cancelled) {
    const Config& c = model.config();
    const Transformer& t = model.transformer();
    const HeadSite& site = request.head;
    checkSite(c, site);
    const ApproxSettings& s = request.settings;
    const bool quantized = s.method == ApproxMethod::QuantizedKv;
    // The paper's per-head Q, K, V (MLA expanded from the latent), except for a quantized cache,
    // which MLA stores as the latent itself and reads in the absorbed form.
    const MlaEvaluation evaluation = quantized ? MlaEvaluation::Absorbed : MlaEvaluation::Naive;
    const Pass exactPass{.mla = evaluation};
    const std::function<bool()> stop = [&] { return cancelled && cancelled(); };

    StudyResult out;
    const std::vector<int> sourceIds = model.sourceIds(request.text);
    GreedyOptions exactGreedy;
    exactGreedy.pass = exactPass;
    // An encoder-only model writes no target: its output is the text with its masks filled.
    const bool encoderOnly = c.encoderOnly();
    const std::vector<int> targetIds =
        encoderOnly ? std::vector<int>()
                    : greedyDecode(t, t.encode(sourceIds, {}, exactPass), exactGreedy);
    out.exactTranslation =
        encoderOnly ? encoderOnlyRun(model, sourceIds, exactPass).text : readable(model, targetIds);
    const std::vector<int> decoderInput =
        encoderOnly ? std::vector<int>() : model.decoderInput(targetIds);
    out.queryIds = site.stack == AttentionStack::EncoderSelf ? sourceIds : decoderInput;
    out.keyIds = site.stack == AttentionStack::DecoderSelf ? decoderInput : sourceIds;
    out.querySide =
        site.stack == AttentionStack::EncoderSelf ? TokenSide::Source : TokenSide::Target;
    out.keySide = site.stack == AttentionStack::DecoderSelf ? TokenSide::Target : TokenSide::Source;
    out.cacheBytesFp32 =
        cacheBytes(c, long(sourceIds.size()), long(decoderInput.size()), KvFormat::FP32);
    out.cacheBytesFormat =
        cacheBytes(c, long(sourceIds.size()), long(decoderInput.size()), s.format);

    // The exact pass, every head of the layer recorded.
    const HeadRecorder exactHeads(site.stack, site.layer, c.n_heads);
    const Pass observed{.observer = &exactHeads, .mla = evaluation};
    const Matrix exactLogits = encoderOnly ? encoderOnlyRun(model, sourceIds, observed).logits
                                           : t.teacherForced(sourceIds, decoderInput, {}, observed);
    const HeadRecord& head = exactHeads.heads()[size_t(site.head)];
    for (int h = 0; h < c.n_heads; ++h)
        out.heads.push_back(headSpectrum(h, exactHeads.heads()[size_t(h)], request.tolerance));
    out.factors = weightSpectra(t.block(site.stack, site.layer), site.head);
    out.truncation = truncationErrors(out.heads[size_t(site.head)].attention);
    out.exact = head.P.cast<double>();
    out.approximate = isolatedMap(s, head, headSeed(s.seed, site));
    out.error = relativeError(out.exact, out.approximate);
    out.flops = attentionFlops(s, double(head.Q.rows()), double(head.K.rows()),
                               double(head.Q.cols()), double(head.V.cols()));
    if (stop()) return out;

    if (request.downstream &&
        !compareDownstream(model, request, evaluation, {sourceIds, decoderInput, exactLogits, head},
                           stop, out))
        return out;
    if (request.sweepSeeds > 0 && !quantized)
        out.sweep = errorSweep(request, head, out.heads[size_t(site.head)].attention,
                               out.sweepReference, cancelled);
    return out;
}

}  // namespace atlas::approx
