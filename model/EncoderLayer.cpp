#include "EncoderLayer.h"

#include "ResidualRecord.h"

namespace atlas {

Matrix EncoderLayer::operator()(const Matrix& X, NormPlacement placement, const Pass& pass,
                                std::vector<Matrix>* attention, LayerRecord* residual) const {
    const Matrix h = recordedSublayer(
        residual, SublayerKind::SelfAttention, placement, norm1, X,
        [&](const Matrix& in) { return (*selfAttention)(in, in, pass, attention); });
    return recordedSublayer(residual, SublayerKind::FeedForward, placement, norm2, h,
                            [&](const Matrix& in) { return ffn(in); });
}

}  // namespace atlas
