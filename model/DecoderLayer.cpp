#include "DecoderLayer.h"

#include "Sublayer.h"

namespace atlas {

Matrix DecoderLayer::operator()(const Matrix& X, int first, NormPlacement placement,
                                KvBlock& selfCache, const KvBlock& crossCache,
                                std::vector<Matrix>* selfAttentionMaps,
                                std::vector<Matrix>* crossAttentionMaps) const {
    const Matrix h1 = sublayer(placement, norm1, X, [&](const Matrix& in) {
        selfAttention->extend(selfCache, in, first);
        return selfAttention->attend(in, first, selfCache, selfAttentionMaps);
    });
    const Matrix h2 = sublayer(placement, norm2, h1, [&](const Matrix& in) {
        return crossAttention->attend(in, first, crossCache, crossAttentionMaps);
    });
    return sublayer(placement, norm3, h2, [&](const Matrix& in) { return ffn(in); });
}

}  // namespace atlas
