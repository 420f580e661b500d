#include "DecoderBlock.h"

namespace atlas::train {

template <typename T>
Mat<T> DecoderBlock<T>::forward(const Mat<T>& X, const BatchLayout& target, const Mat<T>& encoded,
                                const BatchLayout& source, Random* random) {
    Mat<T> h = selfSublayer.forward(
        X, [&](const Mat<T>& in) { return selfAttention->forward(in, target, in, target); },
        random);
    if (crossAttention)
        h = crossSublayer.forward(
            h,
            [&](const Mat<T>& in) { return crossAttention->forward(in, target, encoded, source); },
            random);
    return ffnSublayer.forward(
        h, [&](const Mat<T>& in) { return ffn.forward(in); }, random);
}

template <typename T>
Mat<T> DecoderBlock<T>::backward(const Mat<T>& dOut, Mat<T>& dEncoded) {
    Mat<T> dh = ffnSublayer.backward(dOut, [&](const Mat<T>& d) { return ffn.backward(d); });
    if (crossAttention)
        dh = crossSublayer.backward(dh, [&](const Mat<T>& d) {
            auto grads = crossAttention->backward(d);
            dEncoded += grads.dXkv;
            return grads.dX;
        });
    return selfSublayer.backward(dh, [&](const Mat<T>& d) {
        auto grads = selfAttention->backward(d);
        return Mat<T>(grads.dX + grads.dXkv);
    });
}

template struct DecoderBlock<float>;
template struct DecoderBlock<double>;

}  // namespace atlas::train
