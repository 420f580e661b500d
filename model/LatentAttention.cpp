#include "LatentAttention.h"

#include <cmath>

#include "AttentionKernel.h"
#include "ParallelErrors.h"
#include "Positions.h"

namespace atlas {

LatentAttention::LatentAttention(Weights weights, int heads, int headWidth, int latentWidth,
                                 int ropeWidth, BlockRole role, const RotaryTable* rotary)
    : w_(std::move(weights)),
      H_(heads),
      dh_(headWidth),
      dc_(latentWidth),
      dr_(ropeWidth),
      scale_(float(1.0 / std::sqrt(double(headWidth + ropeWidth)))) {
    role_ = role;
    rotary_ = (role.self && ropeWidth > 0) ? rotary : nullptr;
    // Y_h W_o,hᵀ = (A c) W_uv,hᵀ W_o,hᵀ + b_uv,h W_o,hᵀ, because each row of A sums to 1.
    const int d = w_.o.out();
    folded_.W.resize(d, H_ * dc_);
    RowVector bias = w_.o.b.size() ? w_.o.b : RowVector::Zero(d);
    for (int h = 0; h < H_; ++h) {
        const auto Wo_h = w_.o.W.middleCols(h * dh_, dh_);              // [d, dh]
        const auto Wuv_h = w_.up.W.middleRows(h * 2 * dh_ + dh_, dh_);  // [dh, dc]
        folded_.W.middleCols(h * dc_, dc_).noalias() = Wo_h * Wuv_h;
        if (w_.up.b.size())
            bias.noalias() += w_.up.b.segment(h * 2 * dh_ + dh_, dh_) * Wo_h.transpose();
    }
    folded_.b = bias;
}

void LatentAttention::extend(KvBlock& cache, const ConstMatrixRef& Xkv, int first) const {
    Matrix L = w_.down(Xkv);  // (n, [c | k_r])
    if (rotary_) rotary_->rotate(L, dc_, first);
    cache.append(L);
}

Matrix LatentAttention::attend(const ConstMatrixRef& X, int first, const KvBlock& cache,
                               std::vector<Matrix>* attention) const {
    Matrix Q = w_.q(X);  // (nq, H·(dh+dr)), head h = [q_h | q_rh]
    if (rotary_)
        for (int h = 0; h < H_; ++h) rotary_->rotate(Q, h * (dh_ + dr_) + dh_, first);
    if (attention) attention->resize(H_);
    const AttentionMask mask{role_.causal, first, -1};
    return evaluation_ == MlaEvaluation::Naive ? attendNaive(Q, cache.view(), mask, attention)
                                               : attendAbsorbed(Q, cache.view(), mask, attention);
}

Matrix LatentAttention::attendNaive(const Matrix& Q, const ConstMatrixRef& L,
                                    const AttentionMask& mask,
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
            K.leftCols(dh_).noalias() = c * w_.up.W.middleRows(h * 2 * dh_, dh_).transpose();
            V.noalias() = c * w_.up.W.middleRows(h * 2 * dh_ + dh_, dh_).transpose();
            if (w_.up.b.size()) {
                K.leftCols(dh_).rowwise() += w_.up.b.segment(h * 2 * dh_, dh_);
                V.rowwise() += w_.up.b.segment(h * 2 * dh_ + dh_, dh_);
            }
            K.rightCols(dr_) = L.rightCols(dr_);
            atlas::attend(Q.middleCols(h * (dh_ + dr_), dh_ + dr_), K, V, scale_, mask,
                          Y.middleCols(h * dh_, dh_), attention ? &(*attention)[h] : nullptr,
                          hook(h));
        });
    }
    errors.rethrow();
    return w_.o(Y);
}

Matrix LatentAttention::attendAbsorbed(const Matrix& Q, const ConstMatrixRef& L,
                                       const AttentionMask& mask,
                                       std::vector<Matrix>* attention) const {
    // Scores against the cached latent itself: [q_h W_uk,h | rot(q_rh)] · [c | rot(k_r)]ᵀ. The
    // key bias adds q_h·b_uk,h to a whole row of S, which the softmax cancels, so it is dropped.
    const Eigen::Index nq = Q.rows();
    Matrix context(nq, H_ * dc_);  // concat_h A_h c
    ParallelErrors errors;
#pragma omp parallel for schedule(static) if (nq * L.rows() >= 4096)
    for (int h = 0; h < H_; ++h) {
        errors.run([&] {
            Matrix Qh(nq, dc_ + dr_);
            Qh.leftCols(dc_).noalias() =
                Q.middleCols(h * (dh_ + dr_), dh_) * w_.up.W.middleRows(h * 2 * dh_, dh_);
            Qh.rightCols(dr_) = Q.middleCols(h * (dh_ + dr_) + dh_, dr_);
            atlas::attend(Qh, L, L.leftCols(dc_), scale_, mask, context.middleCols(h * dc_, dc_),
                          attention ? &(*attention)[h] : nullptr, hook(h));
        });
    }
    errors.rethrow();
    return folded_(context);
}

}  // namespace atlas
