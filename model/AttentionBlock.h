#pragma once
// SPEC §2: one attention block (self- or cross-attention) of any kind. Whole sequences and
// cached decoding go through the same two steps: extend the cache with the rows of X_kv, then
// attend the queries against it.

#include <cstddef>
#include <vector>

#include "AttentionKernel.h"
#include "Config.h"
#include "KvCache.h"
#include "Pass.h"
#include "Tensor.h"

namespace atlas {

class RotaryTable;

struct BlockRole {
    bool self = true;     // keys are the queries' own sequence: rotary positions apply
    bool causal = false;  // decoder self-attention: no key after the query

    static constexpr BlockRole encoderSelf() { return {true, false}; }
    static constexpr BlockRole decoderSelf() { return {true, true}; }
    static constexpr BlockRole cross() { return {false, false}; }

    // The stack a block of this role belongs to: the three roles are the three stacks.
    constexpr AttentionStack stack() const {
        if (!self) return AttentionStack::Cross;
        return causal ? AttentionStack::DecoderSelf : AttentionStack::EncoderSelf;
    }
};

class AttentionBlock {
public:
    virtual ~AttentionBlock() = default;

    // Numbers cached per token: 2·Hkv·dh or dc + dr.
    virtual int cacheWidth() const = 0;
    virtual int headCount() const = 0;
    // Appends the cache rows of X_kv, the tokens at positions first, first+1, …
    virtual void extend(KvBlock& cache, const ConstMatrixRef& Xkv, int first) const = 0;
    // The block's output concat_h(Y_h) W_oᵀ + b_o for queries X at positions first, …, each
    // head computed as `pass` asks; Z⁻¹A per head into *attention when asked.
    virtual Matrix attend(const ConstMatrixRef& X, int first, const KvBlock& cache,
                          const Pass& pass, std::vector<Matrix>* attention) const = 0;
    // The bytes of float32 weights one cached decoding step reads (the bandwidth floor): all of
    // them for self-attention; cross-attention reads no key or value map, its K and V cached.
    virtual size_t weightBytesPerStep() const = 0;

    // A whole sequence at once: X_kv's cache built afresh.
    Matrix operator()(const ConstMatrixRef& X, const ConstMatrixRef& Xkv, const Pass& pass,
                      std::vector<Matrix>* attention = nullptr) const;

    const BlockRole& role() const { return role_; }
    int layer() const { return layer_; }
    // A sliding layer's window (docs/format.md), 0 when the block sees every earlier key.
    int window() const { return window_; }
    // An empty cache for this block: [K | V] or the latent, capped by the window.
    KvBlock emptyCache() const { return KvBlock(cacheWidth(), window_); }

protected:
    // `rotary`: null when the block does not rotate (the caller's rule, rotates()).
    AttentionBlock(BlockRole role, int layer, const RotaryTable* rotary, int window)
        : role_(role), layer_(layer), rotary_(rotary), window_(window) {}

    HeadHook hook(const Pass& pass, int head) const {
        return {&pass, {role_.stack(), layer_, head}};
    }
    // M for queries at positions first, … against `cache`: causal in decoder self-attention,
    // windowed in a sliding layer, the cache's first row at cache.first().
    AttentionMask mask(int first, const KvBlock& cache) const {
        return {role_.causal, first, -1, window_, cache.first()};
    }

    const BlockRole role_;
    const int layer_;                  // within the block's stack
    const RotaryTable* const rotary_;  // owned by the Transformer; null: no rotation
    const int window_;
};

// SPEC §2 (rotary): a block rotates its queries and keys when it is self-attention in a model
// with a rotary width (RoPE's dh, MLA's decoupled dr); cross-attention never does.
inline bool rotates(const Config& config, BlockRole role) {
    return role.self && config.rotaryWidth() > 0;
}

}  // namespace atlas
