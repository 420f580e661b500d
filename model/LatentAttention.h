#pragma once
// SPEC §2 `mla`: multi-head latent attention (DeepSeek-V2, no query compression). Each token is
// cached as one latent L = [c | rot(k_r)] = X W_downᵀ, dc + dr numbers whatever H is; per head,
// [k_h | v_h] = c W_upᵀ restricted to head h's rows, and the decoupled rotary key k_r is shared.

#include "AttentionBlock.h"
#include "AttentionKernel.h"
#include "Linear.h"

namespace atlas {

enum class MlaEvaluation {
    Naive,     // expand k_h and v_h from the latent for every cached token
    Absorbed,  // q_h W_uk,h first and scores against c directly; W_uv,h folded into W_o
};

class LatentAttention : public AttentionBlock {
public:
    struct Weights {
        Linear q;     // [H·(dh+dr), d], head by head [q_h | q_rh]
        Linear down;  // [dc + dr, d] → [c | k_r]
        Linear up;    // [H·2dh, dc], head by head dh rows of W_uk then dh rows of W_uv
        Linear o;     // [d, H·dh]
    };

    LatentAttention(Weights weights, int heads, int headWidth, int latentWidth, int ropeWidth,
                    BlockRole role, const RotaryTable* rotary);

    int cacheWidth() const override { return dc_ + dr_; }
    int headCount() const override { return H_; }
    void extend(KvBlock& cache, const ConstMatrixRef& Xkv, int first) const override;
    Matrix attend(const ConstMatrixRef& X, int first, const KvBlock& cache,
                  std::vector<Matrix>* attention) const override;

    void setEvaluation(MlaEvaluation evaluation) { evaluation_ = evaluation; }
    MlaEvaluation evaluation() const { return evaluation_; }
    const Weights& weights() const { return w_; }

private:
    Matrix attendNaive(const Matrix& Q, const ConstMatrixRef& L, const AttentionMask& mask,
                       std::vector<Matrix>* attention) const;
    Matrix attendAbsorbed(const Matrix& Q, const ConstMatrixRef& L, const AttentionMask& mask,
                          std::vector<Matrix>* attention) const;

    Weights w_;
    Linear folded_;  // W_o with every W_uv,h folded in: [d, H·dc], bias b_o + Σ_h W_o,h b_uv,h
    int H_, dh_, dc_, dr_;
    float scale_;  // s = 1/√(dh + dr)
    MlaEvaluation evaluation_ = MlaEvaluation::Absorbed;
};

}  // namespace atlas
