#include "LatentAttention.h"

#include <cmath>

#include "AttentionKernel.h"
#include "Gemm.h"
#include "ParallelErrors.h"
#include "Positions.h"

namespace atlas {

LatentAttention::LatentAttention(Weights weights, int heads, int headWidth, int latentWidth,
                                 int ropeWidth, float scale, BlockRole role, int layer,
                                 const RotaryTable* rotary, int window)
    : AttentionBlock(role, layer, rotary, window),
      w_(std::move(weights)),
      H_(heads),
      dh_(headWidth),
      dc_(latentWidth),
      dr_(ropeWidth),
      scale_(scale) {
    // Y_h W_o,hᵀ = (A c) W_uv,hᵀ W_o,hᵀ + b_uv,h W_o,hᵀ, because each row of A sums to 1.
    const int d = w_.o.out();
    Matrix folded(d, H_ * dc_);
    RowVector bias = w_.o.b.size() ? w_.o.b : RowVector::Zero(d);
    for (int h = 0; h < H_; ++h) {
        gemm(1.f, Wo(h), Op::N, Wuv(h), Op::N, 0.f, folded.middleCols(h * dc_, dc_));
        if (hasUpBias()) bias.noalias() += buv(h) * Wo(h).transpose();
    }
    folded_.W = Weight(std::move(folded));
    folded_.b = bias;
}

void LatentAttention::extend(KvBlock& cache, const ConstMatrixRef& Xkv, int first) const {
    Matrix L = w_.down(Xkv);  // (n, [c | k_r])
    if (rotary_) rotary_->rotate(L, dc_, first);
    cache.append(L);
}

Matrix LatentAttention::attend(const ConstMatrixRef& X, int first, const KvBlock& cache,
                               const Pass& pass, std::vector<Matrix>* attention) const {
    Matrix Q = w_.q(X);  // (nq, H·(dh+dr)), head h = [q_h | q_rh]
    if (rotary_)
        for (int h = 0; h < H_; ++h) rotary_->rotate(Q, h * (dh_ + dr_) + dh_, first);
    if (attention) attention->resize(H_);
    const AttentionMask mask = this->mask(first, cache);
    return pass.mla == MlaEvaluation::Naive
               ? attendNaive(Q, cache.view(), mask, pass, attention)
               : attendAbsorbed(Q, cache.view(), mask, pass, attention);
}

Matrix LatentAttention::attendNaive(const Matrix& Q, const ConstMatrixRef& L,
                                    const AttentionMask& mask, const Pass& pass,
                                    std::vector<Matrix>* attention) const {
    const Eigen::Index nk = L.rows();
    const auto c = L.leftCols(dc_);
    Matrix Y(Q.rows(), H_ * dh_);
    ParallelErrors errors;
#pragma omp parallel for schedule(static) if (Q.rows() * nk >= 4096)
    for (int h = 0; h < H_; ++h) {
        errors.run([&] {
            Matrix K(nk, dh_ + dr_);  // [k_h | rot(k_r)]
            Matrix V(nk, dh_);
            gemm(1.f, c, Op::N, Wuk(h), Op::T, 0.f, K.leftCols(dh_));
            gemm(1.f, c, Op::N, Wuv(h), Op::T, 0.f, V);
            if (hasUpBias()) {
                K.leftCols(dh_).rowwise() += buk(h);
                V.rowwise() += buv(h);
            }
            K.rightCols(dr_) = L.rightCols(dr_);
            atlas::attend(queries(Q, h), K, V, scale_, mask, Y.middleCols(h * dh_, dh_),
                          attention ? &(*attention)[h] : nullptr, hook(pass, h));
        });
    }
    errors.rethrow();
    return w_.o(Y);
}

Matrix LatentAttention::attendAbsorbed(const Matrix& Q, const ConstMatrixRef& L,
                                       const AttentionMask& mask, const Pass& pass,
                                       std::vector<Matrix>* attention) const {
    // Scores against the cached latent itself: [q_h W_uk,h | rot(q_rh)] · [c | rot(k_r)]ᵀ. The
    // key bias adds q_h·b_uk,h to a whole row of S, which the softmax cancels, so it is dropped.
    const Eigen::Index nq = Q.rows();
    Matrix context(nq, H_ * dc_);  // concat_h A_h c
    ParallelErrors errors;
#pragma omp parallel for schedule(static) if (nq * L.rows() >= 4096)
    for (int h = 0; h < H_; ++h) {
        errors.run([&] {
            const auto q = queries(Q, h);
            Matrix Qh(nq, dc_ + dr_);
            gemm(1.f, q.leftCols(dh_), Op::N, Wuk(h), Op::N, 0.f, Qh.leftCols(dc_));
            Qh.rightCols(dr_) = q.rightCols(dr_);
            atlas::attend(Qh, L, L.leftCols(dc_), scale_, mask, context.middleCols(h * dc_, dc_),
                          attention ? &(*attention)[h] : nullptr, hook(pass, h));
        });
    }
    errors.rethrow();
    return folded_(context);
}

size_t LatentAttention::weightBytesPerStep() const {
    // Cross-attention's latents were cached once from the source: a step never reads W_down.
    return w_.q.weightBytes() + w_.up.weightBytes() + w_.o.weightBytes() +
           (role_.self ? w_.down.weightBytes() : 0);
}

}  // namespace atlas
