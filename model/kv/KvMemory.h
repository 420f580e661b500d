#pragma once
// SPEC §2 "KV cache" and §4 "kv", counted exactly: caching keys and values turns streaming
// generation from O(N³) total work into O(N²) at the price of KV cache memory linear in N. These
// functions say how much, for published models, their what-if twins and our own checkpoints.

#include <string>
#include <string_view>

#include "Config.h"
#include "PublishedModel.h"

namespace atlas {

enum class ElementType { FP32, BF16, FP16, FP8, INT4 };

inline constexpr ElementType kElementTypes[] = {
    ElementType::FP32, ElementType::BF16, ElementType::FP16, ElementType::FP8, ElementType::INT4};

int bitsPerElement(ElementType type);
const char* toString(ElementType type);
// "fp32", "bf16", "fp16", "fp8" or "int4"; anything else throws std::invalid_argument.
ElementType elementTypeFromString(std::string_view name);

// A size kept in bits: int4 packs two elements in a byte, and an odd element count must not be
// rounded away.
struct MemorySize {
    long long bits = 0;

    bool isWholeBytes() const { return bits % 8 == 0; }
    long long wholeBytes() const { return bits / 8; }  // rounded down
    double bytes() const { return double(bits) / 8.0; }
};

// What a decoder's caches hold, whatever model they come from. Self-attention layers either keep
// every token or only the last `window` (a sliding window); an encoder-decoder's cross-attention
// layers keep every source token, computed once.
struct KvShape {
    long long elementsPerTokenPerLayer = 0;  // 2·Hkv·dh (mha/gqa/mqa) or dc + dr (mla)
    int fullLayers = 0;
    int windowedLayers = 0;
    long long window = 0;  // 0 when no layer is windowed
    int crossLayers = 0;
};

// Gemma 3's pattern (layer i global iff (i+1) % global_layer_every == 0, the rest windowed) or,
// with a window and no pattern, Mistral's every-layer window.
KvShape kvShape(const PublishedModel& model);
// Our checkpoints: every decoder layer caches self-attention (a sliding one at most W tokens),
// and cross-attention over the source unless the model is decoder-only.
KvShape kvShape(const Config& config);

struct KvContext {
    long long tokens = 1;        // T, per sequence
    long long sourceTokens = 0;  // S, what the cross-attention caches hold per sequence
    long long batch = 1;         // B
};

// Whole cache for B sequences; std::overflow_error if it cannot be counted in 64 bits.
long long kvElements(const KvShape& shape, const KvContext& context);
MemorySize kvCacheSize(const KvShape& shape, const KvContext& context, ElementType type);
// SPEC §4's kv_bytes_per_token, the whole cache over B·T: constant without windows, falling once
// the windowed layers are full.
double kvBytesPerToken(const KvShape& shape, const KvContext& context, ElementType type);

MemorySize weightsSize(long long parameters, ElementType type);

struct ContextFit {
    long long tokens = 0;    // largest T that fits; 0 when even the weights do not
    bool unlimited = false;  // every layer is windowed, so the cache stops growing
};

// The largest context T whose cache for `batch` sequences fits in what `budgetBytes` leaves after
// the weights. An encoder-decoder's source is taken as long as its target (S = T).
ContextFit largestContext(const KvShape& shape, long long budgetBytes, MemorySize weights,
                          long long batch, ElementType type);

// A what-if twin: the same model with another attention. kvHeads is read for gqa, latent and
// rope (dc, dr) for mla; mha and mqa fix Hkv themselves.
struct AttentionChange {
    AttentionKind attention = AttentionKind::MHA;
    int kvHeads = 0;
    int latent = 0;
    int rope = 0;
};

// Layers, widths and windows stay; the cache and the attention weights follow the new kind (the
// parameter count moves by the change in attention projections). Throws std::invalid_argument for
// a gqa Hkv that does not divide H or an mla without a latent.
PublishedModel withAttention(const PublishedModel& model, const AttentionChange& change);

}  // namespace atlas
