#include "ApproximateAttention.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "KernelRows.h"
#include "LowRank.h"
#include "RandomizedSvd.h"

namespace atlas::approx {

const char* toString(ApproxMethod method) {
    switch (method) {
        case ApproxMethod::TruncatedSvd:
            return "svd";
        case ApproxMethod::RandomizedSvd:
            return "rsvd";
        case ApproxMethod::Performer:
            return "performer";
        case ApproxMethod::Nystrom:
            return "nystrom";
        case ApproxMethod::QuantizedKv:
            return "quantized";
    }
    return "?";
}

ApproxMethod approxMethodFromString(std::string_view name) {
    for (ApproxMethod m :
         {ApproxMethod::TruncatedSvd, ApproxMethod::RandomizedSvd, ApproxMethod::Performer,
          ApproxMethod::Nystrom, ApproxMethod::QuantizedKv})
        if (name == toString(m)) return m;
    throw std::invalid_argument("unknown method '" + std::string(name) +
                                "' (svd, rsvd, performer, nystrom or quantized)");
}

int ApproxSettings::size() const {
    return method == ApproxMethod::TruncatedSvd || method == ApproxMethod::RandomizedSvd ? rank
                                                                                         : features;
}

void ApproxSettings::setSize(int value) {
    if (method == ApproxMethod::TruncatedSvd || method == ApproxMethod::RandomizedSvd)
        rank = value;
    else
        features = value;
}

bool ApproxTarget::covers(const HeadSite& site) const {
    return stacks[size_t(site.stack)] &&
           (layers.empty() ||
            std::find(layers.begin(), layers.end(), site.layer) != layers.end()) &&
           (head < 0 || head == site.head);
}

uint64_t headSeed(uint64_t seed, const HeadSite& site) {
    return mixSeed(mixSeed(mixSeed(seed) ^ uint64_t(site.stack)) ^ uint64_t(site.layer) << 16 ^
                   uint64_t(site.head));
}

MatrixD approximateMap(const ApproxSettings& s, const MatrixD& Q, const MatrixD& K, double scale,
                       const AttentionMask& mask, const MatrixD& P, uint64_t seed) {
    MatrixD approx;
    switch (s.method) {
        case ApproxMethod::TruncatedSvd:
            approx = truncatedSvd(P, s.rank);
            break;
        case ApproxMethod::RandomizedSvd:
            approx =
                randomizedSvd(P, {s.rank, s.oversampling, s.powerIterations, seed}).approximation();
            break;
        case ApproxMethod::Performer:
            return performerAttention(Q, K, scale, mask,
                                      PerformerFeatures(s.features, int(Q.cols()), seed, s.draw));
        case ApproxMethod::Nystrom:
            return nystromAttention(Q, K, scale, mask,
                                    nystromLandmarks(K, s.features, s.landmarks, seed));
        case ApproxMethod::QuantizedKv:
            return P;  // the change is in K and V, not in the map's formula
    }
    applyMask(approx, mask);
    return approx;
}

void ApproximateAttention::attend(const HeadSite& site, const ConstMatrixRef& Q,
                                  const ConstMatrixRef& K, const ConstMatrixRef& V, float scale,
                                  const AttentionMask& mask, MatrixRef Y, Matrix* attention) const {
    if (!target_.covers(site)) return atlas::attend(Q, K, V, scale, mask, Y, attention);
    if (settings_.method == ApproxMethod::QuantizedKv) {
        Matrix Kq = K, Vq = V;
        roundTrip(settings_.format, Kq);
        // MLA's absorbed form reads the values as the leading columns of the cached latent: one
        // stored row, rounded once.
        if (V.data() == K.data() && V.outerStride() == K.outerStride())
            Vq = Kq.leftCols(V.cols());
        else
            roundTrip(settings_.format, Vq);
        return atlas::attend(Q, Kq, Vq, scale, mask, Y, attention);
    }
    Matrix P;
    atlas::attend(Q, K, V, scale, mask, Y, &P);
    const MatrixD approx = approximateMap(settings_, Q.cast<double>(), K.cast<double>(), scale,
                                          mask, P.cast<double>(), headSeed(settings_.seed, site));
    Matrix Pf = approx.cast<float>();
    Y.noalias() = Pf * V;
    if (attention) *attention = std::move(Pf);
}

FlopCount attentionFlops(const ApproxSettings& s, double nq, double nk, double dqk, double dv) {
    const double exact = 2 * nq * nk * dqk + 3 * nq * nk + 2 * nq * nk * dv;
    const double m = s.features, small = std::min(nq, nk), large = std::max(nq, nk);
    const double svd = 4 * large * small * small + 22 * small * small * small;
    double approx = exact;
    switch (s.method) {
        case ApproxMethod::TruncatedSvd:
            approx = exact + svd + 2 * nq * nk * std::min<double>(s.rank, small);
            break;
        case ApproxMethod::RandomizedSvd: {
            const double l = std::min<double>(s.rank + s.oversampling, small);
            approx = exact + (2 + 4 * s.powerIterations) * nq * nk * l    // AΩ and power steps
                     + 4 * nq * l * l * (1 + 2 * s.powerIterations)       // QR
                     + 2 * l * nq * nk + 4 * l * l * nk + 22 * l * l * l  // B = QᵀA, its SVD
                     + 2 * nq * l * nk;                                   // U Σ Vᵀ
            break;
        }
        case ApproxMethod::Performer:  // φ(Q), φ(K); φ(K)ᵀ[V | 1]; φ(Q)(…) and Z̃⁻¹
            approx = 2 * (nq + nk) * m * (dqk + 1) + 2 * nk * m * (dv + 1) + 2 * nq * m * (dv + 1) +
                     nq * dv;
            break;
        case ApproxMethod::Nystrom: {  // landmarks; κ(Q,Z), κ(Z,Z)⁺, κ(Z,K)[V | 1]; products
            const double mm = std::min(m, nk);
            approx = nk * dqk + 2 * nq * mm * dqk + 2 * mm * mm * dqk + 22 * mm * mm * mm +
                     2 * mm * nk * dqk + 2 * mm * nk * (dv + 1) + 2 * mm * mm * (dv + 1) +
                     2 * nq * mm * (dv + 1) + nq * dv;
            break;
        }
        case ApproxMethod::QuantizedKv:
            approx = exact + 3 * nk * (dqk + dv);  // scale, divide and round each stored number
            break;
    }
    return {exact, approx};
}

}  // namespace atlas::approx
