#include "EncoderBlock.h"

namespace atlas::train {

template <typename T>
Mat<T> EncoderBlock<T>::forward(const Mat<T>& X, const BatchLayout& layout, Random* random) {
    const Mat<T> h = attentionSublayer.forward(
        X, [&](const Mat<T>& in) { return selfAttention->forward(in, layout, in, layout); },
        random);
    return ffnSublayer.forward(
        h, [&](const Mat<T>& in) { return ffn.forward(in); }, random);
}

template <typename T>
Mat<T> EncoderBlock<T>::backward(const Mat<T>& dOut) {
    const Mat<T> dh = ffnSublayer.backward(dOut, [&](const Mat<T>& d) { return ffn.backward(d); });
    return attentionSublayer.backward(dh, [&](const Mat<T>& d) {
        auto grads = selfAttention->backward(d);
        return Mat<T>(grads.dX + grads.dXkv);  // the queries' and the keys' sequence are one
    });
}

template struct EncoderBlock<float>;
template struct EncoderBlock<double>;

}  // namespace atlas::train
