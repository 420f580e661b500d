#include "HeadOutputs.h"

#include <stdexcept>

namespace atlas {

HeadOutputs::HeadOutputs(int layers, int heads)
    : layers_(layers), heads_(heads), y_(size_t(3) * size_t(layers) * size_t(heads)) {}

void HeadOutputs::observe(const ObservedHead& head) const {
    const HeadSite& s = head.site;
    if (s.layer < 0 || s.layer >= layers_ || s.head < 0 || s.head >= heads_) return;
    y_[(size_t(s.stack) * size_t(layers_) + size_t(s.layer)) * size_t(heads_) + size_t(s.head)] =
        head.Y;
}

const Matrix& HeadOutputs::Y(AttentionStack stack, int layer, int head) const {
    if (layer < 0 || layer >= layers_ || head < 0 || head >= heads_)
        throw std::out_of_range("HeadOutputs: no such head");
    return y_[(size_t(stack) * size_t(layers_) + size_t(layer)) * size_t(heads_) + size_t(head)];
}

Matrix HeadOutputs::concatenated(AttentionStack stack, int layer) const {
    const Matrix& first = Y(stack, layer, 0);
    const Eigen::Index dv = first.cols();
    Matrix out(first.rows(), dv * heads_);
    for (int h = 0; h < heads_; ++h) {
        const Matrix& y = Y(stack, layer, h);
        if (y.rows() != first.rows() || y.cols() != dv)
            throw std::logic_error("HeadOutputs: a head was not recorded");
        out.middleCols(h * dv, dv) = y;
    }
    return out;
}

}  // namespace atlas
