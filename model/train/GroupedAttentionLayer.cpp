#include "GroupedAttentionLayer.h"

#include <cmath>

#include "HeadAttention.h"
#include "ParallelErrors.h"

namespace atlas::train {

template <typename T>
GroupedAttentionLayer<T>::GroupedAttentionLayer(Weights weights, int heads, int kvHeads,
                                                int headWidth, BlockRole role,
                                                const RotaryLayer<T>* rotary, int window)
    : w_(std::move(weights)),
      H_(heads),
      Hkv_(kvHeads),
      dh_(headWidth),
      s_(T(1.0 / std::sqrt(double(headWidth)))),
      rotary_(rotary) {
    this->role_ = role;
    this->window_ = window;
}

template <typename T>
Mat<T> GroupedAttentionLayer<T>::forward(const Mat<T>& X, const BatchLayout& queries,
                                         const Mat<T>& Xkv, const BatchLayout& keys) {
    queries_ = queries;
    keys_ = keys;
    const int B = queries.count, nq = queries.length, nk = keys.length, group = H_ / Hkv_;
    Q_ = w_.q.forward(X);
    K_ = w_.k.forward(Xkv);
    V_ = w_.v.forward(Xkv);
    if (rotary_) {
        for (int h = 0; h < H_; ++h) rotary_->forward(Q_, h * dh_, nq);
        for (int g = 0; g < Hkv_; ++g) rotary_->forward(K_, g * dh_, nk);
    }
    Mat<T> Y(B * nq, H_ * dh_);  // concat_h Y_h
    P_.resize(size_t(B) * H_);
    ParallelErrors errors;
#pragma omp parallel for schedule(static) if (B > 1 && B * nq * nk >= 4096)
    for (int b = 0; b < B; ++b)
        errors.run([&] {
            for (int h = 0; h < H_; ++h) {
                const int g = h / group;
                headAttentionForward<T>(
                    Q_.block(b * nq, h * dh_, nq, dh_), K_.block(b * nk, g * dh_, nk, dh_),
                    V_.block(b * nk, g * dh_, nk, dh_), s_, this->maskFor(keys, b),
                    P_[size_t(b) * H_ + h], Y.block(b * nq, h * dh_, nq, dh_));
            }
        });
    errors.rethrow();
    return w_.o.forward(Y);
}

template <typename T>
typename AttentionLayer<T>::Gradients GroupedAttentionLayer<T>::backward(const Mat<T>& dOut) {
    const int B = queries_.count, nq = queries_.length, nk = keys_.length, group = H_ / Hkv_;
    const Mat<T> dY = w_.o.backward(dOut);  // (B·nq, H·dh)
    Mat<T> dQ = Mat<T>::Zero(Q_.rows(), Q_.cols());
    Mat<T> dK = Mat<T>::Zero(K_.rows(), K_.cols()), dV = Mat<T>::Zero(V_.rows(), V_.cols());
    this->prepareAttentionGradient(P_.size());
    // One thread per sequence: the heads of a group add into the same dK_g, dV_g rows.
    ParallelErrors errors;
#pragma omp parallel for schedule(static) if (B > 1 && B * nq * nk >= 4096)
    for (int b = 0; b < B; ++b)
        errors.run([&] {
            for (int h = 0; h < H_; ++h) {
                const int g = h / group;
                headAttentionBackward<T>(
                    Q_.block(b * nq, h * dh_, nq, dh_), K_.block(b * nk, g * dh_, nk, dh_),
                    V_.block(b * nk, g * dh_, nk, dh_), s_, P_[size_t(b) * H_ + h],
                    dY.block(b * nq, h * dh_, nq, dh_), dQ.block(b * nq, h * dh_, nq, dh_),
                    dK.block(b * nk, g * dh_, nk, dh_), dV.block(b * nk, g * dh_, nk, dh_),
                    this->attentionGradientSlot(size_t(b) * H_ + h));
            }
        });
    errors.rethrow();
    if (rotary_) {
        for (int h = 0; h < H_; ++h) rotary_->backward(dQ, h * dh_, nq);
        for (int g = 0; g < Hkv_; ++g) rotary_->backward(dK, g * dh_, nk);
    }
    typename AttentionLayer<T>::Gradients grads;
    grads.dX = w_.q.backward(dQ);
    grads.dXkv = w_.k.backward(dK);
    grads.dXkv += w_.v.backward(dV);
    return grads;
}

template class GroupedAttentionLayer<float>;
template class GroupedAttentionLayer<double>;

}  // namespace atlas::train
