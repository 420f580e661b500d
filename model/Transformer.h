#pragma once
// SPEC §2: the encoder-decoder transformer, built from a checkpoint's weights.

#include <memory>
#include <optional>
#include <vector>

#include "Checkpoint.h"
#include "KvCache.h"
#include "LatentAttention.h"
#include "Norm.h"
#include "Pass.h"
#include "Positions.h"
#include "ResidualRecord.h"
#include "Tensor.h"
#include "TokenSide.h"
#include "Weight.h"

namespace atlas {

struct EncoderLayer;
struct DecoderLayer;

// [layer][head] → Z⁻¹A of that head, (queries, keys).
using LayerMaps = std::vector<std::vector<Matrix>>;

// What encode() reports besides its output (null: not asked).
struct EncoderOutputs {
    LayerMaps* attention = nullptr;
    std::vector<Matrix>* states = nullptr;         // the embedded input, then each layer's output
    std::vector<LayerRecord>* residual = nullptr;  // each layer's sublayers (ResidualRecord.h)
};

// The logits decode() returns: every new token's, or the last one's (all a next token needs).
enum class Logits { All, LastOnly };

// What decode() reports besides its logits (null: not asked).
struct DecoderOutputs {
    LayerMaps* selfAttention = nullptr;
    LayerMaps* crossAttention = nullptr;
    Logits logits = Logits::All;
    // Each layer's sublayers over the tokens fed (ResidualRecord.h).
    std::vector<LayerRecord>* residual = nullptr;
};

// The maps of a teacher-forced pass (null: not asked).
struct TeacherForcedOutputs {
    LayerMaps* encoderSelf = nullptr;
    LayerMaps* decoderSelf = nullptr;
    LayerMaps* cross = nullptr;
    std::vector<Matrix>* encoderStates = nullptr;
};

// Where decoding stands: the caches and the next decoder position.
struct DecoderState {
    KvCache cache;
    int position = 0;

    // Back to the first `to` decoder positions: whatever was fed after them is forgotten.
    void rewind(int to) {
        cache.truncateSelf(to);
        position = to;
    }
};

class Transformer {
public:
    explicit Transformer(const Checkpoint& checkpoint);
    ~Transformer();
    Transformer(Transformer&&) noexcept;
    Transformer& operator=(Transformer&&) noexcept;

    const Config& config() const { return config_; }
    // A Hub folder's generation settings (SPEC §5); none for our own checkpoints.
    const GenerationRules& generation() const { return generation_; }

    // x_p = E[id_p]·√d + PE_p (each term as the configuration asks), positions first, …
    // `types` (null: all 0) are BERT's token types; std::out_of_range when one has no row.
    Matrix embed(const std::vector<int>& ids, int first, TokenSide side = TokenSide::Source,
                 const std::vector<int>* types = nullptr) const;
    // The two terms of x_p apart (SPEC §2 "Embedding"), for the views that show them: E[id_p]
    // (scaled by √d when the configuration asks) and PE_p (sinusoidal or learned; zero with
    // rotary positions).
    Matrix tokenEmbeddings(const std::vector<int>& ids, TokenSide side = TokenSide::Source) const;
    Matrix positionTerms(int first, int count) const;
    // The encoder stack's final output, one row per source id (eos included). Every method
    // takes the pass's choices as a value (Pass) and keeps no state: one Transformer serves
    // several threads at once.
    Matrix encode(const std::vector<int>& sourceIds, const EncoderOutputs& outputs = {},
                  const Pass& pass = {}) const;
    // Fills the cross-attention caches from the encoder output, once per source.
    DecoderState startDecoding(const Matrix& encoderOutput, int expectedTokens = 0) const;
    // A decoder-only model's empty caches (docs/format.md): no encoder, nothing across.
    DecoderState startDecoding(int expectedTokens) const;
    // A decoder-only model's one causal pass over the whole sequence (prompt and continuation):
    // its logits, n × V, and the self-attention maps when asked.
    Matrix causalPass(const std::vector<int>& ids, LayerMaps* self = nullptr,
                      const Pass& pass = {}) const;
    // An encoder-only model's masked-LM head over the encoder's output (docs/format.md: dense,
    // mlm_activation, norm, then W_out and its bias), n × V; throws std::logic_error when the
    // model has no such head.
    Matrix maskedLmLogits(const Matrix& encoded) const;
    // Feeds decoder input tokens at the state's next positions, caching their keys and values,
    // and returns their logits (m × V, or the last row only). With every token at once this is
    // the teacher-forced pass; one at a time it is cached decoding.
    Matrix decode(DecoderState& state, const std::vector<int>& tokens,
                  const DecoderOutputs& outputs = {}, const Pass& pass = {}) const;
    // The pass every map comes from (SPEC §2 "Tokens", §4 `--target`). Encodes the source, then
    // feeds the whole decoder input (decoderInput(): [bos, y1 … ym]) at once; returns its logits,
    // (m + 1) × V.
    Matrix teacherForced(const std::vector<int>& sourceIds, const std::vector<int>& decoderInput,
                         const TeacherForcedOutputs& outputs = {}, const Pass& pass = {}) const;
    // SPEC §2 "Tokens": the teacher-forced decoder input [bos, y1 … ym] of target ids y1 … ym.
    std::vector<int> decoderInput(const std::vector<int>& targetIds) const;

    // The attention block of a stack's layer (its weights, for the spectra of W_qᵀW_k, W_uk, …).
    const AttentionBlock& block(AttentionStack stack, int layer) const;
    // The bytes of weights (as stored) a cached decoding step reads, for the bandwidth floor:
    // each decoder layer's share (AttentionBlock::weightBytesPerStep()), then W_out.
    size_t decodeStepWeightBytes() const;

private:
    Matrix logits(const Matrix& decoderOutput) const;
    void checkIds(const std::vector<int>& ids, int first, const char* what, TokenSide side) const;
    const Weight& tableOf(TokenSide side) const {
        return side == TokenSide::Target && !targetE_.empty() ? targetE_ : E_;
    }

    Config config_;
    GenerationRules generation_;
    Weight positionTable_;  // [max_positions (+ offset), d]: learned, or a Hub folder's sinusoids
    Weight tokenTypes_;     // [token_types, d]: BERT's token_type_embeddings; empty: none
    std::optional<Norm> embedNorm_;  // over the embedded input (BERT's embeddings.LayerNorm)
    Linear mlmDense_;                // the masked-LM head's transform: dense, activation, norm
    std::optional<Norm> mlmNorm_;
    Weight E_;        // [V, d]
    Weight targetE_;  // [Vt, d], the decoder's; empty when the vocabulary is shared
    Weight lmHead_;   // [Vt, d], empty when tied to the decoder's table
    RowVector lmBias_;
    RotaryTable rotary_;       // full layers' (and every layer's without a local base)
    RotaryTable localRotary_;  // sliding layers' with rope_local_base
    std::vector<std::unique_ptr<EncoderLayer>> encoder_;
    std::vector<std::unique_ptr<DecoderLayer>> decoder_;
    std::optional<Norm> encoderNorm_, decoderNorm_;  // pre-norm only
};

}  // namespace atlas
