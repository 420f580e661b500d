// attention-atlas approx: one head through the applied mathematician's instruments, headless (the
// Approximations page's numbers, for scripts): its spectra, an approximation of its map (truncated
// or randomized SVD, Performer features, Nyström landmarks, or a quantized KV cache) with that
// approximation's errors, FLOPs and effect on the logits and the translation.

#include <charconv>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "AtomicFile.h"
#include "CommandHelp.h"
#include "CommandLine.h"
#include "Commands.h"
#include "JsonText.h"
#include "Model.h"
#include "ModelFiles.h"
#include "approx/ApproximationStudy.h"

namespace atlas {

namespace {

using approx::ApproxMethod;

AttentionStack stackFromString(const std::string& name) {
    if (name == "encoder") return AttentionStack::EncoderSelf;
    if (name == "decoder") return AttentionStack::DecoderSelf;
    if (name == "cross") return AttentionStack::Cross;
    throw UsageError("--stack must be encoder, decoder or cross (got '" + name + "')");
}

const char* toString(AttentionStack stack) {
    switch (stack) {
        case AttentionStack::EncoderSelf:
            return "encoder";
        case AttentionStack::DecoderSelf:
            return "decoder";
        case AttentionStack::Cross:
            break;
    }
    return "cross";
}

// "0,2" or "all" (every layer of the stack).
std::vector<int> parseLayers(const std::string& text, int layers) {
    std::vector<int> out;
    if (text == "all") {
        for (int l = 0; l < layers; ++l) out.push_back(l);
        return out;
    }
    std::stringstream in(text);
    std::string item;
    while (std::getline(in, item, ',')) {
        // from_chars takes digits only: no sign, no space, nothing after the number.
        int l = -1;
        const auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), l);
        if (ec != std::errc() || end != item.data() + item.size() || item.empty() || l < 0 ||
            l >= layers)
            throw UsageError("--layers takes layers 0…" + std::to_string(layers - 1) +
                             " separated by commas, or all (got " + CommandLine::quote(text) + ")");
        out.push_back(l);
    }
    return out;
}

approx::ApproxSettings parseSettings(const CommandLine& cl) {
    approx::ApproxSettings s;
    const auto method = cl.value("--method");
    const auto quantize = cl.value("--quantize");
    if (method.has_value() == quantize.has_value())
        throw UsageError("give one of --method svd|rsvd|performer|nystrom and --quantize FORMAT");
    const auto rank = cl.integer("--rank", 1, 4096), features = cl.integer("--features", 1, 65536);
    if (quantize) {
        s.method = ApproxMethod::QuantizedKv;
        try {
            s.format = approx::kvFormatFromString(*quantize);
        } catch (const std::invalid_argument& e) {
            throw UsageError(e.what());
        }
        if (rank || features) throw UsageError("--quantize takes neither --rank nor --features");
    } else {
        try {
            s.method = approx::approxMethodFromString(*method);
        } catch (const std::invalid_argument&) {
            throw UsageError("--method must be svd, rsvd, performer or nystrom (got '" + *method +
                             "')");
        }
        if (s.method == ApproxMethod::QuantizedKv) throw UsageError("use --quantize FORMAT");
        const bool byRank =
            s.method == ApproxMethod::TruncatedSvd || s.method == ApproxMethod::RandomizedSvd;
        if (byRank && (!rank || features))
            throw UsageError(std::string("--method ") + *method + " takes --rank K");
        if (!byRank && (!features || rank))
            throw UsageError(std::string("--method ") + *method + " takes --features M");
        if (rank) s.rank = int(*rank);
        if (features) s.features = int(*features);
    }
    if (const auto seed = cl.integer("--seed", 0, (1LL << 53))) s.seed = uint64_t(*seed);
    if (const auto p = cl.integer("--oversampling", 0, 1000)) s.oversampling = int(*p);
    if (const auto q = cl.integer("--power", 0, 20)) s.powerIterations = int(*q);
    if (const auto landmarks = cl.value("--landmarks")) {
        if (*landmarks == "means")
            s.landmarks = approx::LandmarkChoice::SegmentMeans;
        else if (*landmarks == "keys")
            s.landmarks = approx::LandmarkChoice::SampledKeys;
        else
            throw UsageError("--landmarks must be means or keys (got '" + *landmarks + "')");
    }
    return s;
}

nlohmann::json matrixJson(const approx::MatrixD& M) {
    nlohmann::json rows = nlohmann::json::array();
    for (Eigen::Index i = 0; i < M.rows(); ++i) {
        nlohmann::json row = nlohmann::json::array();
        for (Eigen::Index j = 0; j < M.cols(); ++j) row.push_back(M(i, j));
        rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<std::string> pieces(const Model& model, const std::vector<int>& ids, TokenSide side) {
    std::vector<std::string> out;
    for (int id : ids) out.push_back(model.tokenizer().piece(id, side));
    return out;
}

nlohmann::json resultJson(const Model& model, const approx::StudyRequest& q,
                          const approx::StudyResult& r, const std::vector<int>& layers) {
    const approx::ApproxSettings& s = q.settings;
    nlohmann::json parameters = {{"seed", s.seed}};
    switch (s.method) {
        case ApproxMethod::TruncatedSvd:
            parameters["rank"] = s.rank;
            break;
        case ApproxMethod::RandomizedSvd:
            parameters.update({{"rank", s.rank},
                               {"oversampling", s.oversampling},
                               {"power_iterations", s.powerIterations}});
            break;
        case ApproxMethod::Performer:
            parameters.update({{"features", s.features}, {"draw", "orthogonal"}});
            break;
        case ApproxMethod::Nystrom:
            parameters.update(
                {{"features", s.features},
                 {"landmarks",
                  s.landmarks == approx::LandmarkChoice::SegmentMeans ? "means" : "keys"}});
            break;
        case ApproxMethod::QuantizedKv:
            parameters["format"] = approx::toString(s.format);
            break;
    }
    nlohmann::json heads = nlohmann::json::array(), factors = nlohmann::json::object();
    for (const approx::HeadSpectrum& h : r.heads)
        heads.push_back({{"head", h.head},
                         {"attention_numerical_rank", h.attentionRank},
                         {"attention_effective_rank", h.attentionEffectiveRank},
                         {"scores_numerical_rank", h.scoresRank},
                         {"scores_effective_rank", h.scoresEffectiveRank}});
    for (const approx::NamedSpectrum& f : r.factors) factors[f.name] = f.sigma;
    const approx::HeadSpectrum& chosen = r.heads.at(size_t(q.head.head));
    nlohmann::json out = {
        {"method", approx::toString(s.method)},
        {"parameters", parameters},
        {"text", q.text},
        {"stack", toString(q.head.stack)},
        {"layer", q.head.layer},
        {"head", q.head.head},
        {"tokens",
         {{"queries", pieces(model, r.queryIds, r.querySide)},
          {"keys", pieces(model, r.keyIds, r.keySide)}}},
        {"tolerance", q.tolerance},
        {"singular_values",
         {{"attention", chosen.attention}, {"scores", chosen.scores}, {"factors", factors}}},
        {"heads", heads},
        {"error",
         {{"relative_frobenius", r.error.frobenius}, {"relative_spectral", r.error.spectral}}},
        {"flops", {{"exact", r.flops.exact}, {"approximate", r.flops.approximate}}},
        {"downstream",
         {{"layers", layers},
          {"max_abs_delta_y", r.maxAbsDeltaY},
          {"max_abs_delta_logits", r.maxAbsDeltaLogits},
          {"argmax_agreement", r.argmaxAgreement}}},
        {"translation", {{"exact", r.exactTranslation}, {"approximate", r.approximateTranslation}}},
        {"kv_cache",
         {{"format", approx::toString(s.format)},
          {"bytes_fp32", r.cacheBytesFp32},
          {"bytes", r.cacheBytesFormat}}},
        {"attention", {{"exact", matrixJson(r.exact)}, {"approximate", matrixJson(r.approximate)}}},
    };
    if (!r.sweep.empty()) {
        nlohmann::json points = nlohmann::json::array();
        for (const approx::SweepPoint& p : r.sweep)
            points.push_back({{"size", p.size},
                              {"median", p.median},
                              {"min", p.low},
                              {"max", p.high},
                              {"reference", p.reference}});
        out["sweep"] = {
            {"seeds", q.sweepSeeds}, {"reference", r.sweepReference}, {"points", points}};
    }
    return out;
}

std::string describe(const approx::ApproxSettings& s) {
    switch (s.method) {
        case ApproxMethod::TruncatedSvd:
            return "truncated SVD, rank " + std::to_string(s.rank);
        case ApproxMethod::RandomizedSvd:
            return "randomized SVD, rank " + std::to_string(s.rank) + " + " +
                   std::to_string(s.oversampling) + " samples";
        case ApproxMethod::Performer:
            return "Performer, " + std::to_string(s.features) + " features";
        case ApproxMethod::Nystrom:
            return "Nyström, " + std::to_string(s.features) + " landmarks";
        case ApproxMethod::QuantizedKv:
            break;
    }
    return std::string("KV cache in ") + approx::toString(s.format);
}

}  // namespace

int runApprox(const Arguments& args) {
    const CommandLine cl = parseArguments(args, helpOf("approx"));
    cl.noPositional(" (the sentence goes in --text)");
    approx::StudyRequest request;
    request.settings = parseSettings(cl);
    request.text = cl.value("--text").value_or(kDefaultSentence);
    request.head.stack = stackFromString(cl.value("--stack").value_or("encoder"));
    if (const auto seeds = cl.integer("--seeds", 1, 1000)) request.sweepSeeds = int(*seeds);
    // σᵢ > tolerance·σ₁ counts towards the numerical rank: a fraction of σ₁.
    request.tolerance = cl.number("--tolerance", 0, 1).value_or(request.tolerance);
    Model model(loadCheckpoint(cl.value("--model")));
    // An encoder-only model keeps no cache (SPEC §6): nothing to quantize.
    if (model.config().encoderOnly() &&
        request.settings.method == approx::ApproxMethod::QuantizedKv)
        throw UsageError(
            "an encoder-only model keeps no KV cache: --quantize has nothing to "
            "quantize (try --method svd, rsvd, performer or nystrom)");
    const Config& c = model.config();
    const int layers =
        request.head.stack == AttentionStack::EncoderSelf ? c.n_encoder_layers : c.n_decoder_layers;
    if (layers == 0)
        throw UsageError(std::string("the model has no ") +
                         (request.head.stack == AttentionStack::EncoderSelf
                              ? "encoder layers (try --stack decoder or cross)"
                              : "decoder layers (try --stack encoder)"));
    request.head.layer = int(cl.integer("--layer", 0, std::max(layers - 1, 0)).value_or(0));
    request.head.head = int(cl.integer("--head", 0, c.n_heads - 1).value_or(0));
    if (const auto list = cl.value("--layers")) request.layers = parseLayers(*list, layers);
    const std::vector<int> used =
        request.layers.empty() ? std::vector<int>{request.head.layer} : request.layers;

    const approx::StudyResult r = approx::runStudy(model, request);
    if (const auto json = cl.value("--json"))
        writeFileAtomically(*json, dumpJson(resultJson(model, request, r, used), 1) + "\n");

    std::printf("%s · %s layer %d head %d · %d × %d\n", describe(request.settings).c_str(),
                toString(request.head.stack), request.head.layer, request.head.head,
                int(r.exact.rows()), int(r.exact.cols()));
    std::printf("relative error: Frobenius %.4g, spectral %.4g\n", r.error.frobenius,
                r.error.spectral);
    std::printf("FLOPs per head: exact %.4g, approximate %.4g\n", r.flops.exact,
                r.flops.approximate);
    if (request.settings.method == ApproxMethod::QuantizedKv)
        std::printf("KV cache: %.0f bytes in fp32, %.0f in %s\n", r.cacheBytesFp32,
                    r.cacheBytesFormat, approx::toString(request.settings.format));
    std::printf("max |ΔY| %.4g, max |Δlogits| %.4g, arg-max kept at %.0f %% of positions\n",
                r.maxAbsDeltaY, r.maxAbsDeltaLogits, 100 * r.argmaxAgreement);
    std::printf("exact:       %s\napproximate: %s\n", r.exactTranslation.c_str(),
                r.approximateTranslation.c_str());
    return 0;
}

}  // namespace atlas
