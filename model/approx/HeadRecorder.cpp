#include "HeadRecorder.h"

namespace atlas::approx {

HeadRecorder::HeadRecorder(AttentionStack stack, int layer, int heads)
    : stack_(stack), layer_(layer), heads_(size_t(heads)) {}

void HeadRecorder::observe(const ObservedHead& head) const {
    const HeadSite& site = head.site;
    if (site.stack != stack_ || site.layer != layer_ || site.head < 0 ||
        size_t(site.head) >= heads_.size())
        return;
    HeadRecord& r = heads_[size_t(site.head)];
    r.Q = head.Q;
    r.K = head.K;
    r.V = head.V;
    r.P = head.P;
    r.Y = head.Y;
    r.scale = head.scale;
    r.mask = head.mask;
    r.seen = true;
}

Matrix HeadRecord::scores() const {
    return (Q * K.transpose()) * scale;
}

}  // namespace atlas::approx
