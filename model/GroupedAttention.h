#pragma once
// SPEC §2: multi-head attention with Hkv key/value heads. MHA (Hkv = H), GQA (Hkv | H) and MQA
// (Hkv = 1) are this one class: query head h reads key/value head ⌊h / (H/Hkv)⌋.

#include "AttentionBlock.h"
#include "Linear.h"
#include "Norm.h"

namespace atlas {

class GroupedAttention : public AttentionBlock {
public:
    struct Weights {
        Linear q;  // [H·dh, d]
        Linear k;  // [Hkv·dh, d]
        Linear v;  // [Hkv·dh, d]
        Linear o;  // [d, H·dh]
        // Gemma 3's q_norm and k_norm (docs/format.md `qk_norm`): RMSNorm over each head's
        // query and key before the rotation (modeling_gemma3.py Gemma3Attention.forward). Empty
        // g: none.
        Norm qNorm, kNorm;
    };

    // `rotary`: null unless the block rotates (rotates()). `scale`: s (Config::scoreScale());
    // `window`: the layer's (Config::windowOf()), 0 for none.
    GroupedAttention(Weights weights, int heads, int kvHeads, int headWidth, float scale,
                     BlockRole role, int layer, const RotaryTable* rotary, int window);

    int cacheWidth() const override { return 2 * Hkv_ * dh_; }
    int headCount() const override { return H_; }
    void extend(KvBlock& cache, const ConstMatrixRef& Xkv, int first) const override;
    Matrix attend(const ConstMatrixRef& X, int first, const KvBlock& cache, const Pass& pass,
                  std::vector<Matrix>* attention) const override;
    size_t weightBytesPerStep() const override;

    const Weights& weights() const { return w_; }

private:
    Weights w_;
    int H_, Hkv_, dh_;
    float scale_;  // s = 1/√dh, or 1/√query_scale
};

}  // namespace atlas
