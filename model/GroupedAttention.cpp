#include "GroupedAttention.h"

#include <cmath>

#include "AttentionKernel.h"
#include "ParallelErrors.h"
#include "Positions.h"

namespace atlas {

namespace {

// Each head's dh columns of X normalised on their own (a per-head norm), when there is one.
void normaliseHeads(const Norm& norm, Matrix& X, int heads, int width) {
    if (norm.g.size() == 0) return;
    for (int h = 0; h < heads; ++h)
        X.middleCols(h * width, width) = norm(X.middleCols(h * width, width));
}

}  // namespace

GroupedAttention::GroupedAttention(Weights weights, int heads, int kvHeads, int headWidth,
                                   float scale, BlockRole role, int layer,
                                   const RotaryTable* rotary, int window)
    : AttentionBlock(role, layer, rotary, window),
      w_(std::move(weights)),
      H_(heads),
      Hkv_(kvHeads),
      dh_(headWidth),
      scale_(scale) {}

void GroupedAttention::extend(KvBlock& cache, const ConstMatrixRef& Xkv, int first) const {
    Matrix K = w_.k(Xkv);  // (n, Hkv·dh)
    normaliseHeads(w_.kNorm, K, Hkv_, dh_);
    if (rotary_)
        for (int g = 0; g < Hkv_; ++g) rotary_->rotate(K, g * dh_, first);
    Matrix KV(Xkv.rows(), cacheWidth());  // (n, [K | V]) = (n, 2·Hkv·dh)
    KV.leftCols(Hkv_ * dh_) = K;
    KV.rightCols(Hkv_ * dh_) = w_.v(Xkv);
    cache.append(KV);
}

Matrix GroupedAttention::attend(const ConstMatrixRef& X, int first, const KvBlock& cache,
                                const Pass& pass, std::vector<Matrix>* attention) const {
    Matrix Q = w_.q(X);  // (nq, H·dh)
    normaliseHeads(w_.qNorm, Q, H_, dh_);
    if (rotary_)
        for (int h = 0; h < H_; ++h) rotary_->rotate(Q, h * dh_, first);
    const auto KV = cache.view();  // (nk, 2·Hkv·dh)
    const int nk = int(KV.rows()), group = H_ / Hkv_;
    const AttentionMask mask = this->mask(first, cache);
    if (attention) attention->resize(H_);
    Matrix Y(X.rows(), H_ * dh_);  // concat_h Y_h
    ParallelErrors errors;
#pragma omp parallel for schedule(static) if (X.rows() * nk >= 4096)
    for (int h = 0; h < H_; ++h) {
        errors.run([&] {
            const int g = h / group;
            atlas::attend(Q.middleCols(h * dh_, dh_), KV.middleCols(g * dh_, dh_),
                          KV.middleCols((Hkv_ + g) * dh_, dh_), scale_, mask,
                          Y.middleCols(h * dh_, dh_), attention ? &(*attention)[h] : nullptr,
                          hook(pass, h));
        });
    }
    errors.rethrow();
    return w_.o(Y);
}

size_t GroupedAttention::weightBytesPerStep() const {
    // A cached step projects only its new token: every map of self-attention, but only W_q and
    // W_o of cross-attention, whose keys and values were cached once from the source.
    const Linear* read[] = {&w_.q, &w_.k, &w_.v, &w_.o};
    size_t bytes = 0;
    for (const Linear* l : read)
        if (role_.self || (l != &w_.k && l != &w_.v)) bytes += l->weightBytes();
    return bytes;
}

}  // namespace atlas
