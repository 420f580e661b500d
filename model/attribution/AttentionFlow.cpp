#include "AttentionFlow.h"

#include <limits>
#include <stdexcept>

namespace atlas::attribution {

namespace {

std::vector<int> layerOffsets(const std::vector<MatrixD>& mixes) {
    if (mixes.empty()) throw std::invalid_argument("AttentionFlow: no layers");
    std::vector<int> offsets{0, int(mixes.front().cols())};
    for (size_t l = 0; l < mixes.size(); ++l) {
        if (l > 0 && mixes[l].cols() != mixes[l - 1].rows())
            throw std::invalid_argument("AttentionFlow: layer shapes do not chain");
        offsets.push_back(offsets.back() + int(mixes[l].rows()));
    }
    return offsets;
}

}  // namespace

AttentionFlow::AttentionFlow(const std::vector<MatrixD>& mixes)
    : offsets_(layerOffsets(mixes)),
      inputs_(int(mixes.front().cols())),
      outputs_(int(mixes.back().rows())),
      graph_(offsets_.back()) {
    // Edge (l, j) → (l+1, i) of capacity M_l[i][j]; zero weights (masked keys) add no edge.
    for (size_t l = 0; l < mixes.size(); ++l)
        for (Eigen::Index i = 0; i < mixes[l].rows(); ++i)
            for (Eigen::Index j = 0; j < mixes[l].cols(); ++j)
                if (mixes[l](i, j) > 0)
                    graph_.addEdge(offsets_[l] + int(j), offsets_[l + 1] + int(i), mixes[l](i, j));
}

double AttentionFlow::flow(int input, int output) {
    if (input < 0 || input >= inputs_ || output < 0 || output >= outputs_)
        throw std::invalid_argument("AttentionFlow: no such token");
    return graph_.run(input, offsets_[offsets_.size() - 2] + output);
}

MatrixD AttentionFlow::map(const std::atomic<bool>* cancelled) {
    MatrixD F = MatrixD::Constant(outputs_, inputs_, std::numeric_limits<double>::quiet_NaN());
    for (int i = 0; i < outputs_; ++i) {
        if (cancelled && *cancelled) return F;
        for (int j = 0; j < inputs_; ++j) F(i, j) = flow(j, i);
    }
    return F;
}

}  // namespace atlas::attribution
