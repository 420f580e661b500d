#pragma once
// SPEC §2: the interface every trainable attention block shares, self- or cross-attention, of
// any kind. Shapes follow TrainTensor.h: queries X (B·nq, d), keys and values from Xkv (B·nk, d).

#include <vector>

#include "AttentionBlock.h"
#include "AttentionKernel.h"
#include "BatchLayout.h"
#include "TrainTensor.h"

namespace atlas::train {

template <typename T>
class AttentionLayer {
public:
    struct Gradients {
        Mat<T> dX;    // (B·nq, d)
        Mat<T> dXkv;  // (B·nk, d); in self-attention add it to dX, since Xkv is X
    };

    virtual ~AttentionLayer() = default;

    // concat_h(Y_h) W_oᵀ + b_o, (B·nq, d). Keys at or past keys.lengths[b] are padding and
    // masked; decoder self-attention is also causal, and a sliding layer's is windowed.
    virtual Mat<T> forward(const Mat<T>& X, const BatchLayout& queries, const Mat<T>& Xkv,
                           const BatchLayout& keys) = 0;
    virtual Gradients backward(const Mat<T>& dOut) = 0;

    // Gradient × attention (model/attribution/GradientAttribution.h): while kept, backward
    // stores P ⊙ ∂/∂P of every head, [b·H + h] (nq, nk), the first-order change of what is
    // differentiated were that attention weight set to zero.
    void keepAttentionGradient(bool keep) { keepGradient_ = keep; }
    const std::vector<Mat<T>>& attentionGradient() const { return attentionGradient_; }

protected:
    AttentionMask maskFor(const BatchLayout& keys, int b) const {
        return {role_.causal, 0, keys.lengths[b], window_};
    }

    // Backward, before its heads run in parallel: room for `heads` maps when they are kept.
    void prepareAttentionGradient(size_t heads) {
        attentionGradient_.resize(keepGradient_ ? heads : 0);
    }
    // Where head `index`'s P ⊙ dP goes: null unless kept.
    Mat<T>* attentionGradientSlot(size_t index) {
        return keepGradient_ ? &attentionGradient_[index] : nullptr;
    }

    BlockRole role_;
    // docs/format.md "Sliding windows": a query at q sees keys k with q − W < k ≤ q (0: every
    // earlier key). Config::windowOf of a decoder self-attention layer, else 0.
    int window_ = 0;

private:
    bool keepGradient_ = false;
    std::vector<Mat<T>> attentionGradient_;
};

}  // namespace atlas::train
