#pragma once
// SPEC §2 "Sublayers" for training: the residual connection and its norm around f, with dropout
// on the branch f(·) before it joins the residual stream (Vaswani et al. §5.4):
//   post: out = N(x + drop(f(x)))          pre: out = x + drop(f(N(x)))
// Backward takes f's own backward (dF ↦ gradient at f's input) as a callable.

#include "Dropout.h"
#include "NormLayer.h"

namespace atlas::train {

template <typename T>
class Sublayer {
public:
    Sublayer() = default;
    Sublayer(NormPlacement placement, NormLayer<T> norm, double dropout)
        : placement_(placement), norm_(std::move(norm)), dropout_(dropout) {}

    template <typename F>
    Mat<T> forward(const Mat<T>& x, F&& f, Random* random) {
        if (placement_ == NormPlacement::Post)
            return norm_.forward(x + dropout_.forward(f(x), random));
        return x + dropout_.forward(f(norm_.forward(x)), random);
    }

    // post: d(sum) = N'ᵀ dOut, dx = d(sum) + f'ᵀ drop'(d(sum));  pre: dx = dOut + N'ᵀ f'ᵀ
    // drop'(dOut).
    template <typename FBackward>
    Mat<T> backward(const Mat<T>& dOut, FBackward&& fBackward) {
        if (placement_ == NormPlacement::Post) {
            const Mat<T> dSum = norm_.backward(dOut);
            return dSum + fBackward(dropout_.backward(dSum));
        }
        return dOut + norm_.backward(fBackward(dropout_.backward(dOut)));
    }

private:
    NormPlacement placement_ = NormPlacement::Post;
    NormLayer<T> norm_;
    Dropout<T> dropout_;
};

}  // namespace atlas::train
