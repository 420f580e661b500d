#include "RandomMatrices.h"

#include <Eigen/QR>
#include <cmath>
#include <numbers>

namespace atlas::approx {

double standardNormal(Random& random) {
    const double u1 = 1.0 - random.uniform();  // in (0, 1]: log stays finite
    const double u2 = random.uniform();
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
}

MatrixD gaussianMatrix(Eigen::Index rows, Eigen::Index cols, Random& random) {
    MatrixD G(rows, cols);
    for (Eigen::Index i = 0; i < rows; ++i)
        for (Eigen::Index j = 0; j < cols; ++j) G(i, j) = standardNormal(random);
    return G;
}

MatrixD randomOrthonormalColumns(Eigen::Index rows, Eigen::Index cols, Random& random) {
    const Eigen::HouseholderQR<MatrixD> qr(gaussianMatrix(rows, cols, random));
    MatrixD Q = qr.householderQ() * MatrixD::Identity(rows, cols);
    const MatrixD R = qr.matrixQR().topRows(cols).triangularView<Eigen::Upper>();
    for (Eigen::Index j = 0; j < cols; ++j)
        if (R(j, j) < 0) Q.col(j) = -Q.col(j);
    return Q;
}

}  // namespace atlas::approx
