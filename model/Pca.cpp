#include "Pca.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "Svd.h"

namespace atlas {

namespace {

using MatrixD = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// Double precision: centring and squaring small float differences loses digits that decide the
// order of nearly equal singular values.
MatrixD toDouble(const std::vector<float>& rowMajor, int rows, int cols) {
    if (rows < 0 || cols < 0 || rowMajor.size() != size_t(rows) * size_t(cols))
        throw std::invalid_argument("matrix of " + std::to_string(rowMajor.size()) +
                                    " values is not " + std::to_string(rows) + " × " +
                                    std::to_string(cols));
    return Eigen::Map<const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(
               rowMajor.data(), rows, cols)
        .cast<double>();
}

// Flip v so that its largest-magnitude entry (the first, on ties) is positive.
double canonicalSign(const Eigen::VectorXd& v) {
    Eigen::Index largest = 0;
    v.cwiseAbs().maxCoeff(&largest);
    return v.size() > 0 && v(largest) < 0 ? -1.0 : 1.0;
}

}  // namespace

PcaResult pca(const std::vector<float>& rowMajor, int rows, int cols, int components) {
    if (components < 0) throw std::invalid_argument("negative number of components");
    MatrixD X = toDouble(rowMajor, rows, cols);  // (rows, cols)

    PcaResult result;
    result.rows = rows;
    result.components = components;
    result.coords.assign(size_t(rows) * size_t(components), 0.0f);
    result.explained.assign(size_t(components), 0.0);
    if (rows == 0 || cols == 0) return result;

    X.rowwise() -= X.colwise().mean();
    const Svd svd = thinSvd(X);
    const Eigen::VectorXd& sigma = svd.sigma;  // descending
    const double total = sigma.squaredNorm();
    // Relative to the largest σ: below this an axis is rounding noise and its sign arbitrary.
    const double noise = sigma.size() > 0 ? 1e-10 * sigma(0) : 0.0;

    const int kept = std::min<int>(components, int(sigma.size()));
    for (int k = 0; k < kept; ++k) {
        if (sigma(k) <= noise) break;
        const double sign = canonicalSign(svd.V.col(k));
        result.explained[size_t(k)] = sigma(k) * sigma(k) / total;
        for (int r = 0; r < rows; ++r)
            result.coords[size_t(r) * size_t(components) + size_t(k)] =
                float(sign * svd.U(r, k) * sigma(k));
    }
    return result;
}

std::vector<float> cosineSimilarity(const std::vector<float>& rowMajor, int rows, int cols) {
    MatrixD X = toDouble(rowMajor, rows, cols);  // (rows, cols)
    const Eigen::VectorXd norms = X.rowwise().norm();
    for (int r = 0; r < rows; ++r)
        if (norms(r) > 0) X.row(r) /= norms(r);  // a zero row stays zero, so its dot products are 0
    const MatrixD C = X * X.transpose();         // (rows, rows)

    std::vector<float> result(size_t(rows) * size_t(rows));
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < rows; ++j)
            result[size_t(i) * size_t(rows) + size_t(j)] = float(std::clamp(C(i, j), -1.0, 1.0));
    return result;
}

}  // namespace atlas
