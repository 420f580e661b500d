#include "DecoderLayer.h"

namespace atlas {

Matrix DecoderLayer::operator()(const Matrix& X, int first, NormPlacement placement,
                                const Pass& pass, KvBlock& selfCache, const KvBlock* crossCache,
                                const Maps& maps) const {
    LayerRecord* residual = maps.residual;
    Matrix h = recordedSublayer(
        residual, SublayerKind::SelfAttention, placement, selfNorm, X, [&](const Matrix& in) {
            selfAttention->extend(selfCache, in, first);
            Matrix out = selfAttention->attend(in, first, selfCache, pass, maps.self);
            selfCache.capToWindow();  // what a later query can still see
            return out;
        });
    if (crossAttention)
        h = recordedSublayer(
            residual, SublayerKind::CrossAttention, placement, crossNorm, h, [&](const Matrix& in) {
                return crossAttention->attend(in, first, *crossCache, pass, maps.cross);
            });
    return recordedSublayer(residual, SublayerKind::FeedForward, placement, ffnNorm, h,
                            [&](const Matrix& in) { return ffn(in); });
}

size_t DecoderLayer::weightBytesPerStep() const {
    return selfAttention->weightBytesPerStep() +
           (crossAttention ? crossAttention->weightBytesPerStep() + crossNorm.weightBytes() : 0) +
           ffn.weightBytes() + selfNorm.weightBytes() + ffnNorm.weightBytes();
}

}  // namespace atlas
