#include "Temperature.h"

#include <cmath>

#include "MaskedSoftmax.h"

namespace atlas::approx {

RowSpread rowSpread(const Eigen::Ref<const Eigen::RowVectorXd>& p) {
    RowSpread out;
    for (Eigen::Index j = 0; j < p.size(); ++j) {
        if (p[j] > 0) out.entropy -= p[j] * std::log(p[j]);
        out.maxWeight = std::max(out.maxWeight, p[j]);
    }
    return out;
}

RowSpread temperedRow(const MatrixD& S, const AttentionMask& mask, Eigen::Index row, double tau) {
    Eigen::RowVectorXd p = tau * S.row(row);
    maskedSoftmax(p, mask.visible(row, S.cols()));
    return rowSpread(p);
}

double meanRowEntropy(const MatrixD& S, const AttentionMask& mask, double tau) {
    double sum = 0;
    int rows = 0;
    for (Eigen::Index i = 0; i < S.rows(); ++i) {
        if (mask.visible(i, S.cols()).size() == 0) continue;  // no weights, no entropy
        sum += temperedRow(S, mask, i, tau).entropy;
        ++rows;
    }
    return rows ? sum / rows : 0;
}

double meanEntropyBound(Eigen::Index rows, Eigen::Index cols, const AttentionMask& mask) {
    double sum = 0;
    int seen = 0;
    for (Eigen::Index i = 0; i < rows; ++i) {
        const auto n = mask.visible(i, cols).size();
        if (n == 0) continue;
        sum += std::log(double(n));
        ++seen;
    }
    return seen ? sum / seen : 0;
}

std::vector<double> octaveSteps(int octaves, int perOctave) {
    std::vector<double> out;
    for (int k = -octaves * perOctave; k <= octaves * perOctave; ++k)
        out.push_back(std::exp2(double(k) / perOctave));
    return out;
}

}  // namespace atlas::approx
