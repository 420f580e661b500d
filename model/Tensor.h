#pragma once
// Row-major float matrices throughout: a sequence X ∈ R^{n×d} holds one token per row (SPEC's
// row-vector notation), and weights W are stored [out, in] so that a linear layer is X Wᵀ + b.

#include "EigenCore.h"

namespace atlas {

using Matrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using RowVector = Eigen::Matrix<float, 1, Eigen::Dynamic>;
// A read-only or writable window into a row-major matrix (a head's columns, a cache's rows).
using ConstMatrixRef = Eigen::Ref<const Matrix, 0, Eigen::OuterStride<>>;
using MatrixRef = Eigen::Ref<Matrix, 0, Eigen::OuterStride<>>;

// The threads that the model's products use (1 = the calling thread only).
void setThreadCount(int threads);
int threadCount();

}  // namespace atlas
