#include "EncoderLayer.h"

#include "Sublayer.h"

namespace atlas {

Matrix EncoderLayer::operator()(const Matrix& X, NormPlacement placement, const Pass& pass,
                                std::vector<Matrix>* attention) const {
    const Matrix h = sublayer(placement, norm1, X, [&](const Matrix& in) {
        return (*selfAttention)(in, in, pass, attention);
    });
    return sublayer(placement, norm2, h, [&](const Matrix& in) { return ffn(in); });
}

}  // namespace atlas
