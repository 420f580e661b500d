#pragma once
// The trainer's tensors and its one shape convention (llm.c style). B sequences padded to n
// tokens travel as one row-major activation of (B·n, C): row b·n + t is token t of sequence b.
// Every layer is a forward/backward pair: forward keeps what backward needs, backward takes dY
// (the loss's gradient with respect to the layer's output), adds into its parameters' gradients
// and returns dX. T is float for training and double for gradient checks; the .cpp files
// instantiate both.

#include "EigenCore.h"

namespace atlas::train {

template <typename T>
using Mat = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
template <typename T>
using Row = Eigen::Matrix<T, 1, Eigen::Dynamic>;
// A window into a row-major matrix: one sequence's rows, one head's columns.
template <typename T>
using Ref = Eigen::Ref<Mat<T>, 0, Eigen::OuterStride<>>;
template <typename T>
using ConstRef = Eigen::Ref<const Mat<T>, 0, Eigen::OuterStride<>>;

}  // namespace atlas::train
