#include "DecoderLayer.h"

#include "Sublayer.h"

namespace atlas {

Matrix DecoderLayer::operator()(const Matrix& X, int first, NormPlacement placement,
                                const Pass& pass, KvBlock& selfCache, const KvBlock& crossCache,
                                const Maps& maps) const {
    const Matrix h1 = sublayer(placement, norm1, X, [&](const Matrix& in) {
        selfAttention->extend(selfCache, in, first);
        return selfAttention->attend(in, first, selfCache, pass, maps.self);
    });
    const Matrix h2 = sublayer(placement, norm2, h1, [&](const Matrix& in) {
        return crossAttention->attend(in, first, crossCache, pass, maps.cross);
    });
    return sublayer(placement, norm3, h2, [&](const Matrix& in) { return ffn(in); });
}

size_t DecoderLayer::weightBytesPerStep() const {
    return selfAttention->weightBytesPerStep() + crossAttention->weightBytesPerStep() +
           ffn.weightBytes() + norm1.weightBytes() + norm2.weightBytes() + norm3.weightBytes();
}

}  // namespace atlas
