#include "LatentAttentionLayer.h"

#include <cmath>

#include "HeadAttention.h"
#include "ParallelErrors.h"

namespace atlas::train {

template <typename T>
LatentAttentionLayer<T>::LatentAttentionLayer(Weights weights, int heads, int headWidth,
                                              int latentWidth, int ropeWidth, BlockRole role,
                                              const RotaryLayer<T>* rotary, int window)
    : w_(std::move(weights)),
      H_(heads),
      dh_(headWidth),
      dc_(latentWidth),
      dr_(ropeWidth),
      s_(T(1.0 / std::sqrt(double(headWidth + ropeWidth)))),
      rotary_(rotary) {
    this->role_ = role;
    this->window_ = window;
}

template <typename T>
Mat<T> LatentAttentionLayer<T>::headKeys(int b, int h) const {
    const int nk = keys_.length;
    Mat<T> K(nk, dh_ + dr_);
    K.leftCols(dh_) = KV_.block(b * nk, kColumn(h), nk, dh_);
    K.rightCols(dr_) = L_.block(b * nk, dc_, nk, dr_);
    return K;
}

template <typename T>
Mat<T> LatentAttentionLayer<T>::forward(const Mat<T>& X, const BatchLayout& queries,
                                        const Mat<T>& Xkv, const BatchLayout& keys) {
    queries_ = queries;
    keys_ = keys;
    const int B = queries.count, nq = queries.length, nk = keys.length, w = dh_ + dr_;
    Q_ = w_.q.forward(X);
    L_ = w_.down.forward(Xkv);
    if (rotary_) {
        rotary_->forward(L_, dc_, nk);
        for (int h = 0; h < H_; ++h) rotary_->forward(Q_, h * w + dh_, nq);
    }
    KV_ = w_.up.forward(L_.leftCols(dc_));
    Mat<T> Y(B * nq, H_ * dh_);
    P_.resize(size_t(B) * H_);
    ParallelErrors errors;
#pragma omp parallel for schedule(static) if (B > 1 && B * nq * nk >= 4096)
    for (int b = 0; b < B; ++b)
        errors.run([&] {
            for (int h = 0; h < H_; ++h) {
                headAttentionForward<T>(Q_.block(b * nq, h * w, nq, w), headKeys(b, h),
                                        KV_.block(b * nk, vColumn(h), nk, dh_), s_,
                                        this->maskFor(keys, b), P_[size_t(b) * H_ + h],
                                        Y.block(b * nq, h * dh_, nq, dh_));
            }
        });
    errors.rethrow();
    return w_.o.forward(Y);
}

template <typename T>
typename AttentionLayer<T>::Gradients LatentAttentionLayer<T>::backward(const Mat<T>& dOut) {
    const int B = queries_.count, nq = queries_.length, nk = keys_.length, w = dh_ + dr_;
    const Mat<T> dY = w_.o.backward(dOut);  // (B·nq, H·dh)
    Mat<T> dQ = Mat<T>::Zero(Q_.rows(), Q_.cols());
    Mat<T> dKV = Mat<T>::Zero(KV_.rows(), KV_.cols());
    Mat<T> dL = Mat<T>::Zero(L_.rows(), L_.cols());  // [dc | dk_r]
    this->prepareAttentionGradient(P_.size());
    // One thread per sequence: every head adds into the shared dk_r rows.
    ParallelErrors errors;
#pragma omp parallel for schedule(static) if (B > 1 && B * nq * nk >= 4096)
    for (int b = 0; b < B; ++b)
        errors.run([&] {
            for (int h = 0; h < H_; ++h) {
                Mat<T> dK = Mat<T>::Zero(nk, w);  // [dk_h | dk_r from head h]
                headAttentionBackward<T>(Q_.block(b * nq, h * w, nq, w), headKeys(b, h),
                                         KV_.block(b * nk, vColumn(h), nk, dh_), s_,
                                         P_[size_t(b) * H_ + h], dY.block(b * nq, h * dh_, nq, dh_),
                                         dQ.block(b * nq, h * w, nq, w), dK,
                                         dKV.block(b * nk, vColumn(h), nk, dh_),
                                         this->attentionGradientSlot(size_t(b) * H_ + h));
                dKV.block(b * nk, kColumn(h), nk, dh_) += dK.leftCols(dh_);
                dL.block(b * nk, dc_, nk, dr_) += dK.rightCols(dr_);
            }
        });
    errors.rethrow();
    if (rotary_) {
        rotary_->backward(dL, dc_, nk);
        for (int h = 0; h < H_; ++h) rotary_->backward(dQ, h * w + dh_, nq);
    }
    dL.leftCols(dc_) = w_.up.backward(dKV);
    typename AttentionLayer<T>::Gradients grads;
    grads.dX = w_.q.backward(dQ);
    grads.dXkv = w_.down.backward(dL);
    return grads;
}

template class LatentAttentionLayer<float>;
template class LatentAttentionLayer<double>;

}  // namespace atlas::train
