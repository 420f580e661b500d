#include "AttentionRollout.h"

#include <stdexcept>

namespace atlas::attribution {

MatrixD headMean(const std::vector<MatrixD>& heads) {
    if (heads.empty()) throw std::invalid_argument("headMean: no heads");
    MatrixD mean = MatrixD::Zero(heads.front().rows(), heads.front().cols());
    for (const MatrixD& h : heads) mean += h;
    return mean / double(heads.size());
}

MatrixD residualMix(const MatrixD& meanAttention) {
    if (meanAttention.rows() != meanAttention.cols())
        throw std::invalid_argument("residualMix: self-attention maps are square");
    const Eigen::Index n = meanAttention.rows();
    MatrixD mix = 0.5 * meanAttention + 0.5 * MatrixD::Identity(n, n);
    for (Eigen::Index i = 0; i < n; ++i) mix.row(i) /= mix.row(i).sum();  // ≥ 0.5, never 0
    return mix;
}

MatrixD rollout(const std::vector<MatrixD>& mixes) {
    if (mixes.empty()) throw std::invalid_argument("rollout: no layers");
    MatrixD R = mixes.front();  // R_0 = Â_0
    for (size_t l = 1; l < mixes.size(); ++l) {
        if (mixes[l].cols() != R.rows())
            throw std::invalid_argument("rollout: layer shapes do not chain");
        R = mixes[l] * R;  // R_l = Â_l · R_{l−1}
    }
    return R;
}

}  // namespace atlas::attribution
