#include "DecoderBlock.h"

namespace atlas::train {

template <typename T>
Mat<T> DecoderBlock<T>::forward(const Mat<T>& X, const BatchLayout& target, const Mat<T>& encoded,
                                const BatchLayout& source, Random* random) {
    const Mat<T> h1 = selfSublayer.forward(
        X, [&](const Mat<T>& in) { return selfAttention->forward(in, target, in, target); },
        random);
    const Mat<T> h2 = crossSublayer.forward(
        h1, [&](const Mat<T>& in) { return crossAttention->forward(in, target, encoded, source); },
        random);
    return ffnSublayer.forward(
        h2, [&](const Mat<T>& in) { return ffn.forward(in); }, random);
}

template <typename T>
Mat<T> DecoderBlock<T>::backward(const Mat<T>& dOut, Mat<T>& dEncoded) {
    const Mat<T> dh2 = ffnSublayer.backward(dOut, [&](const Mat<T>& d) { return ffn.backward(d); });
    const Mat<T> dh1 = crossSublayer.backward(dh2, [&](const Mat<T>& d) {
        auto grads = crossAttention->backward(d);
        dEncoded += grads.dXkv;
        return grads.dX;
    });
    return selfSublayer.backward(dh1, [&](const Mat<T>& d) {
        auto grads = selfAttention->backward(d);
        return Mat<T>(grads.dX + grads.dXkv);
    });
}

template struct DecoderBlock<float>;
template struct DecoderBlock<double>;

}  // namespace atlas::train
