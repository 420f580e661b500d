#pragma once
// Gaussian draws for the randomized methods, specified here (Box–Muller on Random's uniform) so
// that a seed gives the same test matrices and features on every machine. The studies work in
// double: they measure errors down to rounding, which float would hide.

#include "EigenCore.h"

#include "Random.h"

namespace atlas::approx {

using MatrixD = Eigen::MatrixXd;
using VectorD = Eigen::VectorXd;

// One N(0, 1) draw.
double standardNormal(Random& random);
// Independent N(0, 1) entries, filled row by row.
MatrixD gaussianMatrix(Eigen::Index rows, Eigen::Index cols, Random& random);
// Orthonormal columns, uniformly (Haar) distributed: QR of a Gaussian matrix, signs fixed by
// R's diagonal (Mezzadri 2007). rows ≥ cols.
MatrixD randomOrthonormalColumns(Eigen::Index rows, Eigen::Index cols, Random& random);

}  // namespace atlas::approx
