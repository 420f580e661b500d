#pragma once
// SPEC §2: one attention block (self- or cross-attention) of any kind. Whole sequences and
// cached decoding go through the same two steps: extend the cache with the rows of X_kv, then
// attend the queries against it.

#include <vector>

#include "AttentionKernel.h"
#include "KvCache.h"
#include "Tensor.h"

namespace atlas {

class RotaryTable;

struct BlockRole {
    bool self = true;     // keys are the queries' own sequence: rotary positions apply
    bool causal = false;  // decoder self-attention: no key after the query
};

class AttentionBlock {
public:
    virtual ~AttentionBlock() = default;

    // Numbers cached per token: 2·Hkv·dh or dc + dr.
    virtual int cacheWidth() const = 0;
    virtual int headCount() const = 0;
    // Appends the cache rows of X_kv, the tokens at positions first, first+1, …
    virtual void extend(KvBlock& cache, const ConstMatrixRef& Xkv, int first) const = 0;
    // The block's output concat_h(Y_h) W_oᵀ + b_o for queries X at positions first, …;
    // Z⁻¹A per head into *attention when asked.
    virtual Matrix attend(const ConstMatrixRef& X, int first, const KvBlock& cache,
                          std::vector<Matrix>* attention) const = 0;

    // A whole sequence at once: X_kv's cache built afresh.
    Matrix operator()(const ConstMatrixRef& X, const ConstMatrixRef& Xkv,
                      std::vector<Matrix>* attention = nullptr) const;

    const BlockRole& role() const { return role_; }

    // Every head of this block goes through `approximation` (null: the exact kernel), which is
    // told the head's site in the model; the approximation must outlive its use.
    void setApproximation(const AttentionApproximation* approximation, AttentionStack stack,
                          int layer) {
        approximation_ = approximation;
        site_ = {stack, layer, 0};
    }

protected:
    ApproximationHook hook(int head) const {
        return {approximation_, {site_.stack, site_.layer, head}};
    }

    BlockRole role_;
    const AttentionApproximation* approximation_ = nullptr;
    HeadSite site_;
    const RotaryTable* rotary_ = nullptr;  // owned by the Transformer; null: no rotation
};

}  // namespace atlas
