#include "FiniteProbe.h"

#include <cmath>

namespace atlas {

namespace {

// "NaN" or "infinite" for the first such value of M, or nullptr when all are finite.
const char* nonFinite(const Matrix& M) {
    for (Eigen::Index i = 0; i < M.size(); ++i)
        if (!std::isfinite(M.data()[i])) return std::isnan(M.data()[i]) ? "NaN" : "infinite";
    return nullptr;
}

void requireFinite(const Matrix& M, const std::string& what) {
    if (const char* kind = nonFinite(M))
        throw CheckpointError("the model computes " + std::string(kind) +
                              " values on a probe input: " + what +
                              " is not finite (check rope_base, norm_eps and the weights' scale)");
}

// Each head's Z⁻¹A of one layer, named "<layer> head h attention".
void requireFinite(const std::vector<Matrix>& heads, const std::string& layer) {
    for (size_t h = 0; h < heads.size(); ++h)
        requireFinite(heads[h], layer + " head " + std::to_string(h) + " attention");
}

// A decoder-only model's one causal pass over [bos, unk].
void requireFiniteCausalProbe(const Transformer& transformer) {
    const Config& c = transformer.config();
    const std::vector<int> ids =
        c.max_positions >= 2 ? std::vector<int>{c.bos_id, c.unk_id} : std::vector<int>{c.bos_id};
    LayerMaps self;
    const Matrix logits = transformer.causalPass(ids, &self);
    for (size_t l = 0; l < self.size(); ++l)
        requireFinite(self[l], "decoder layer " + std::to_string(l) + " self-attention");
    requireFinite(logits, "the decoder's logits");
}

}  // namespace

void requireFiniteProbe(const Transformer& transformer) {
    const Config& c = transformer.config();
    if (c.decoderOnly()) return requireFiniteCausalProbe(transformer);
    const bool two = c.max_positions >= 2;  // position 1 also exercises the rotary angles
    const std::vector<int> source =
        two ? std::vector<int>{c.unk_id, c.eos_id} : std::vector<int>{c.eos_id};
    const std::vector<int> decoderInput =
        transformer.decoderInput(two ? std::vector<int>{c.unk_id} : std::vector<int>{});
    LayerMaps encoderSelf, decoderSelf, cross;
    std::vector<Matrix> states;
    const Matrix encoded = transformer.encode(source, {&encoderSelf, &states});
    // In the order they are computed, so the message names where it first went wrong.
    for (size_t l = 0; l < encoderSelf.size(); ++l) {
        const std::string layer = "encoder layer " + std::to_string(l);
        requireFinite(encoderSelf[l], layer);
        requireFinite(states[l + 1], layer + " output");
    }
    requireFinite(encoded, "the encoder output");
    DecoderState state = transformer.startDecoding(encoded, int(decoderInput.size()));
    const Matrix logits = transformer.decode(
        state, decoderInput, {.selfAttention = &decoderSelf, .crossAttention = &cross});
    for (size_t l = 0; l < decoderSelf.size(); ++l) {
        requireFinite(decoderSelf[l], "decoder layer " + std::to_string(l) + " self-attention");
        requireFinite(cross[l], "decoder layer " + std::to_string(l) + " cross-attention");
    }
    requireFinite(logits, "the decoder's logits");
}

}  // namespace atlas
