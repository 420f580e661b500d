#pragma once
// SPEC §2: the encoder-decoder transformer, built from a checkpoint's weights.

#include <memory>
#include <optional>
#include <vector>

#include "Checkpoint.h"
#include "KvCache.h"
#include "LatentAttention.h"
#include "Norm.h"
#include "Positions.h"
#include "Tensor.h"

namespace atlas {

struct EncoderLayer;
struct DecoderLayer;

// [layer][head] → Z⁻¹A of that head, (queries, keys).
using LayerMaps = std::vector<std::vector<Matrix>>;

// Where decoding stands: the caches and the next decoder position.
struct DecoderState {
    KvCache cache;
    int position = 0;
};

class Transformer {
public:
    explicit Transformer(const Checkpoint& checkpoint);
    ~Transformer();
    Transformer(Transformer&&) noexcept;
    Transformer& operator=(Transformer&&) noexcept;

    const Config& config() const { return config_; }
    const Matrix& embeddingTable() const { return E_; }  // E ∈ R^{V×d}

    // x_p = E[id_p]·√d + PE_p (each term as the configuration asks), positions first, …
    Matrix embed(const std::vector<int>& ids, int first) const;
    // The encoder stack's final output, one row per source id (eos included). `states` receives
    // the embedded input and each layer's output (the representation at every depth).
    Matrix encode(const std::vector<int>& sourceIds, LayerMaps* attention = nullptr,
                  std::vector<Matrix>* states = nullptr) const;
    // Fills the cross-attention caches from the encoder output, once per source.
    DecoderState startDecoding(const Matrix& encoderOutput, int expectedTokens = 0) const;
    // Feeds decoder input tokens at the state's next positions, caching their keys and values,
    // and returns their logits (m × V, or the last row only). With every token at once this is
    // the teacher-forced pass; one at a time it is cached decoding.
    Matrix decode(DecoderState& state, const std::vector<int>& tokens,
                  LayerMaps* selfAttention = nullptr, LayerMaps* crossAttention = nullptr,
                  bool lastLogitsOnly = false) const;

    void setMlaEvaluation(MlaEvaluation evaluation);
    // Routes the attention of every block through `approximation` (null: exact again); it sees
    // each head's stack, layer and head and may leave a head exact. Not thread-safe: a study
    // uses a Transformer of its own.
    void setApproximation(const AttentionApproximation* approximation);
    // The attention block of a stack's layer (its weights, for the spectra of W_qᵀW_k, W_uk, …).
    const AttentionBlock& block(AttentionStack stack, int layer) const;
    // The bytes of float32 weights a decoding step reads (for the bandwidth floor).
    size_t decodeStepWeightBytes() const;

private:
    Matrix logits(const Matrix& decoderOutput) const;
    void checkIds(const std::vector<int>& ids, int first, const char* what) const;

    Config config_;
    Matrix E_;       // [V, d]
    Matrix lmHead_;  // [V, d], empty when tied to E
    RowVector lmBias_;
    RotaryTable rotary_;
    std::vector<std::unique_ptr<EncoderLayer>> encoder_;
    std::vector<std::unique_ptr<DecoderLayer>> decoder_;
    std::optional<Norm> encoderNorm_, decoderNorm_;  // pre-norm only
};

}  // namespace atlas
