#pragma once
// SPEC §2 `mla`: multi-head latent attention (DeepSeek-V2, no query compression). Each token is
// cached as one latent L = [c | rot(k_r)] = X W_downᵀ, dc + dr numbers whatever H is; per head,
// [k_h | v_h] = c W_upᵀ restricted to head h's rows, and the decoupled rotary key k_r is shared.

#include "AttentionBlock.h"
#include "AttentionKernel.h"
#include "Linear.h"

namespace atlas {

class LatentAttention : public AttentionBlock {
public:
    struct Weights {
        Linear q;     // [H·(dh+dr), d], head by head [q_h | q_rh]
        Linear down;  // [dc + dr, d] → [c | k_r]
        Linear up;    // [H·2dh, dc], head by head dh rows of W_uk then dh rows of W_uv
        Linear o;     // [d, H·dh]
    };

    // `rotary`: null unless the block rotates (rotates()).
    // `scale`: s (Config::scoreScale()); `window`: the layer's, 0 for none.
    LatentAttention(Weights weights, int heads, int headWidth, int latentWidth, int ropeWidth,
                    float scale, BlockRole role, int layer, const RotaryTable* rotary, int window);

    int cacheWidth() const override { return dc_ + dr_; }
    int headCount() const override { return H_; }
    void extend(KvBlock& cache, const ConstMatrixRef& Xkv, int first) const override;
    // pass.mla chooses the evaluation; both give the same result to float rounding.
    Matrix attend(const ConstMatrixRef& X, int first, const KvBlock& cache, const Pass& pass,
                  std::vector<Matrix>* attention) const override;
    size_t weightBytesPerStep() const override;

    const Weights& weights() const { return w_; }
    // Head h's slices of the weights, as Weights lays them out.
    // Our own checkpoints' float32 matrices (no Hub family uses latent attention).
    auto Wq(int h) const { return w_.q.W.f32().middleRows(h * (dh_ + dr_), dh_); }  // [dh, d]
    auto Wqr(int h) const {
        return w_.q.W.f32().middleRows(h * (dh_ + dr_) + dh_, dr_);
    }                                                                                   // [dr, d]
    auto Wuk(int h) const { return w_.up.W.f32().middleRows(h * 2 * dh_, dh_); }        // [dh, dc]
    auto Wuv(int h) const { return w_.up.W.f32().middleRows(h * 2 * dh_ + dh_, dh_); }  // [dh, dc]
    auto Wo(int h) const { return w_.o.W.f32().middleCols(h * dh_, dh_); }              // [d, dh]
    bool hasUpBias() const { return w_.up.b.size() > 0; }
    auto buk(int h) const { return w_.up.b.segment(h * 2 * dh_, dh_); }        // [dh]
    auto buv(int h) const { return w_.up.b.segment(h * 2 * dh_ + dh_, dh_); }  // [dh]

private:
    Matrix attendNaive(const Matrix& Q, const ConstMatrixRef& L, const AttentionMask& mask,
                       const Pass& pass, std::vector<Matrix>* attention) const;
    Matrix attendAbsorbed(const Matrix& Q, const ConstMatrixRef& L, const AttentionMask& mask,
                          const Pass& pass, std::vector<Matrix>* attention) const;
    // Head h's columns of the queries Q = X W_qᵀ: [q_h | q_rh].
    auto queries(const Matrix& Q, int h) const { return Q.middleCols(h * (dh_ + dr_), dh_ + dr_); }

    Weights w_;
    Linear folded_;  // W_o with every W_uv,h folded in: [d, H·dc], bias b_o + Σ_h W_o,h b_uv,h
    int H_, dh_, dc_, dr_;
    float scale_;  // s = 1/√(dh + dr), or 1/√query_scale
};

}  // namespace atlas
