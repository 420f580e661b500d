#include "HeadRecorder.h"

namespace atlas::approx {

HeadRecorder::HeadRecorder(AttentionStack stack, int layer, int heads,
                           const AttentionApproximation* inner)
    : stack_(stack), layer_(layer), inner_(inner), heads_(size_t(heads)) {}

void HeadRecorder::attend(const HeadSite& site, const ConstMatrixRef& Q, const ConstMatrixRef& K,
                          const ConstMatrixRef& V, float scale, const AttentionMask& mask,
                          MatrixRef Y, Matrix* attention) const {
    const bool record = site.stack == stack_ && site.layer == layer_ && site.head >= 0 &&
                        size_t(site.head) < heads_.size();
    if (!record) {
        if (inner_) return inner_->attend(site, Q, K, V, scale, mask, Y, attention);
        return atlas::attend(Q, K, V, scale, mask, Y, attention);
    }
    HeadRecord& r = heads_[size_t(site.head)];
    if (inner_)
        inner_->attend(site, Q, K, V, scale, mask, Y, &r.P);
    else
        atlas::attend(Q, K, V, scale, mask, Y, &r.P);
    r.Q = Q;
    r.K = K;
    r.V = V;
    r.Y = Y;
    r.scale = scale;
    r.mask = mask;
    r.seen = true;
    if (attention) *attention = r.P;
}

Matrix HeadRecord::scores() const {
    return (Q * K.transpose()) * scale;
}

}  // namespace atlas::approx
