#include "Spectrum.h"

#include <cmath>

#include "Svd.h"

namespace atlas::approx {

std::vector<double> singularValues(const MatrixD& A) {
    if (A.size() == 0) return {};
    const VectorD s = singularValuesOf(A);
    return {s.data(), s.data() + s.size()};
}

int numericalRank(const std::vector<double>& sigma, double tolerance) {
    if (sigma.empty() || sigma.front() <= 0) return 0;
    int rank = 0;
    for (double s : sigma) rank += s > tolerance * sigma.front();
    return rank;
}

double effectiveRank(const std::vector<double>& sigma) {
    double total = 0;
    for (double s : sigma) total += s;
    if (total <= 0) return 0;
    double entropy = 0;
    for (double s : sigma)
        if (s > 0) entropy -= (s / total) * std::log(s / total);
    return std::exp(entropy);
}

}  // namespace atlas::approx
