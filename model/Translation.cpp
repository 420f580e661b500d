#include "Translation.h"

#include <algorithm>
#include <charconv>
#include <nlohmann/json.hpp>

#include "ArrowPrompt.h"
#include "Greedy.h"
#include "JsonText.h"
#include "RunBudget.h"
#include "hub/MappingGuard.h"

namespace atlas {

namespace {

constexpr int kDefaultNewTokens = 32;  // SPEC §5: --max-new-tokens' default

// SPEC §5 "Decoder-only": the prompt continued greedily (or by --target's pieces), then one
// causal pass over prompt and continuation for every map and logit.
Translation continuePrompt(const Model& model, const std::string& text,
                           const TranslateOptions& options) {
    const Transformer& transformer = model.transformer();
    Translation t;
    t.sourceText = text;
    const bool arrow = arrowId(model.tokenizer()).has_value();
    t.sourceIds = arrow ? arrowPrompt(model, text) : model.promptIds(text);
    const int n = int(t.sourceIds.size());
    const int most =
        options.maxNewTokens.value_or(arrow ? greedyLimit(model.config(), n) : kDefaultNewTokens);
    if (options.target) t.targetIds = model.tokenizer().encode(*options.target);
    const int m = options.target ? int(t.targetIds.size())
                                 : std::max(0, std::min(most, model.config().max_positions - n));
    if (n + m > model.config().max_positions)
        throw std::length_error("prompt and target of " + std::to_string(n + m) +
                                " tokens exceed max_positions " +
                                std::to_string(model.config().max_positions));
    RunBudget::require(
        RunBudget::decoding(model.config(), 0, 0, n + m, true, true),
        "continuing " + std::to_string(n) + " prompt tokens by up to " + std::to_string(m));
    if (!options.target) t.targetIds = greedyContinue(transformer, t.sourceIds, m, options.greedy);
    std::vector<int> sequence = t.sourceIds;
    sequence.insert(sequence.end(), t.targetIds.begin(), t.targetIds.end());
    DecoderState state = transformer.startDecoding(int(sequence.size()));
    t.logits =
        transformer.decode(state, sequence, {.selfAttention = &t.decoderSelf}, options.greedy.pass);
    t.targetText = options.target ? *options.target : model.tokenizer().decode(t.targetIds);
    t.selfCacheBytes = state.cache.selfBytes();  // sliding layers hold at most their window
    MappingGuard::throwIfChanged();
    return t;
}

// SPEC §6 "Encoder-only": the encoder over tokenizer(text)["input_ids"] (every position sees
// every position), the masked-LM head at each, and every mask token replaced by its arg-max at
// once: the fill-mask pipeline's top sequence (pipelines/fill_mask.py), decoded with special
// tokens skipped. No mask: the text as the tokenizer reads it back, nothing filled.
Translation fillMasks(const Model& model, const std::string& text,
                      const TranslateOptions& options) {
    const Transformer& transformer = model.transformer();
    Translation t;
    t.sourceText = text;
    t.sourceIds = model.sourceIds(text);
    const Matrix encoded = transformer.encode(
        t.sourceIds, {&t.encoderSelf, options.keepEncoderStates ? &t.encoderStates : nullptr},
        options.greedy.pass);
    std::vector<int> filled = t.sourceIds;
    const int mask = model.maskId();
    const bool masked = mask >= 0 && std::count(filled.begin(), filled.end(), mask) > 0;
    if (masked && !model.config().hasMaskedLm() && !options.leaveMasksWithoutHead)
        throw std::invalid_argument(
            "this model has no masked-LM head (its folder holds the encoder alone): nothing "
            "fills the mask");
    std::vector<Eigen::Index> rows;  // of encoded that the head reads
    for (size_t p = 0; p < filled.size(); ++p)
        if (!options.logitsAtMasksOnly || filled[p] == mask) rows.push_back(Eigen::Index(p));
    if (model.config().hasMaskedLm() && !rows.empty())
        t.logits = transformer.maskedLmLogits(encoded(rows, Eigen::all));
    for (size_t p = 0, row = 0; p < filled.size() && t.logits.size() > 0; ++p) {
        const Eigen::Index r = options.logitsAtMasksOnly ? Eigen::Index(row) : Eigen::Index(p);
        if (filled[p] != mask) continue;
        filled[p] = argmax(t.logits.row(r));
        t.targetIds.push_back(filled[p]);
        ++row;
    }
    t.targetText = model.tokenizer().decode(filled, TokenSide::Source);
    MappingGuard::throwIfChanged();
    return t;
}

}  // namespace

Translation translate(const Model& model, const std::string& text,
                      const TranslateOptions& options) {
    if (model.config().decoderOnly()) return continuePrompt(model, text, options);
    if (model.config().encoderOnly()) return fillMasks(model, text, options);
    const Transformer& transformer = model.transformer();
    Translation t;
    t.sourceText = text;
    t.sourceIds = model.sourceIds(text);
    if (options.target) t.targetIds = model.targetIds(*options.target);
    // Everything below is kept at once; refused before any of it is computed.
    const int n = int(t.sourceIds.size());
    const int m = 1 + (options.target ? int(t.targetIds.size())
                                      : greedyLimit(transformer, n, options.greedy));
    RunBudget::require(RunBudget::translation(model.config(), n, m),
                       "translating " + std::to_string(n) + " source tokens into up to " +
                           std::to_string(m) + " decoder positions");
    const Matrix encoderOutput = transformer.encode(
        t.sourceIds, {.attention = &t.encoderSelf,
                      .states = options.keepEncoderStates ? &t.encoderStates : nullptr});
    // The cached steps' rows are those of a teacher-forced pass over the result, so exact
    // decoding keeps them instead of running that pass again (a keystroke's 20 steps: the pass
    // was a fifth of the time); decoding through an approximation or an observer does not.
    const Pass& pass = options.greedy.pass;
    const bool record = !options.target && options.greedy.useCache && !pass.approximation &&
                        !pass.observer && pass.mla == Pass{}.mla;
    DecoderState state;
    if (record) {
        RecordedDecoding r =
            recordedGreedyDecode(transformer, encoderOutput, options.greedy, options.draft);
        t.targetIds = std::move(r.ids);
        t.logits = std::move(r.logits);
        t.decoderSelf = std::move(r.self);
        t.cross = std::move(r.cross);
        state = std::move(r.state);
    } else {
        if (!options.target) t.targetIds = greedyDecode(transformer, encoderOutput, options.greedy);
        // One teacher-forced pass over [bos, y1 … ym] gives every row of every map at once.
        // (The encoder ran once above, so not teacherForced(): its output is reused.)
        const std::vector<int> decoderInput = model.decoderInput(t.targetIds);
        state = transformer.startDecoding(encoderOutput, int(decoderInput.size()));
        t.logits = transformer.decode(
            state, decoderInput, {.selfAttention = &t.decoderSelf, .crossAttention = &t.cross});
    }
    t.targetText = options.target ? *options.target : model.tokenizer().decode(t.targetIds);
    t.selfCacheBytes = state.cache.selfBytes();
    t.crossCacheBytes = state.cache.crossBytes();
    MappingGuard::throwIfChanged();  // a weight file cut short while open read as zeros
    return t;
}

namespace {

// Floats in their shortest round-trip form: the dumps are large and read by other programs.
class JsonText {
public:
    JsonText& raw(std::string_view s) {
        out_ += s;
        return *this;
    }
    JsonText& number(float v) {
        if (!std::isfinite(v)) return raw("null");
        char buf[32];
        auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
        out_.append(buf, end);
        return *this;
    }
    JsonText& matrix(const Matrix& M) {
        raw("[");
        for (Eigen::Index i = 0; i < M.rows(); ++i) {
            raw(i ? ",[" : "[");
            for (Eigen::Index j = 0; j < M.cols(); ++j) {
                if (j) raw(",");
                number(M(i, j));
            }
            raw("]");
        }
        return raw("]");
    }
    JsonText& maps(const LayerMaps& maps) {
        raw("[");
        for (size_t l = 0; l < maps.size(); ++l) {
            raw(l ? ",[" : "[");
            for (size_t h = 0; h < maps[l].size(); ++h) {
                if (h) raw(",");
                matrix(maps[l][h]);
            }
            raw("]");
        }
        return raw("]");
    }
    std::string take() { return std::move(out_); }

private:
    std::string out_;
};

// Target ids name target pieces: target_vocab.json's when a Marian folder has separate ones.
nlohmann::json tokens(const Model& model, const std::string& text, const std::vector<int>& ids,
                      TokenSide side) {
    nlohmann::json pieces = nlohmann::json::array();
    for (int id : ids) pieces.push_back(model.tokenizer().piece(id, side));
    return {{"text", text}, {"pieces", pieces}, {"ids", ids}};
}

}  // namespace

namespace {

// config.json on one line, its keys and values as written.
std::string compactJson(const std::string& text) {
    return nlohmann::ordered_json::parse(text).dump();
}

}  // namespace

std::string translationJson(const Model& model, const Translation& t) {
    const Config& c = model.config();
    // SPEC §6: an encoder keeps no cache, so an encoder-only model's kv_cache is all zeros.
    const nlohmann::json kv = {
        {"elements_per_token_per_layer", c.encoderOnly() ? 0 : c.kvElementsPerToken()},
        {"self_bytes", t.selfCacheBytes},
        {"cross_bytes", t.crossCacheBytes}};
    JsonText out;
    // SPEC §5: a Hub folder's dump carries its config.json as read, ours SPEC §1's keys.
    out.raw("{\"config\":")
        .raw(model.hubConfigJson().empty() ? c.toJson() : compactJson(model.hubConfigJson()));
    out.raw(",\"source\":")
        .raw(dumpJson(tokens(model, t.sourceText, t.sourceIds, TokenSide::Source)));
    out.raw(",\"target\":")
        .raw(dumpJson(tokens(model, t.targetText, t.targetIds, TokenSide::Target)));
    out.raw(",\"attention\":{\"encoder_self\":").maps(t.encoderSelf);
    out.raw(",\"decoder_self\":").maps(t.decoderSelf);
    out.raw(",\"cross\":").maps(t.cross);
    out.raw("},\"logits\":").matrix(t.logits);
    out.raw(",\"kv_cache\":").raw(dumpJson(kv)).raw("}\n");
    return out.take();
}

}  // namespace atlas
