#pragma once
// SPEC §2, one row of a head: A = exp(S − m) over the visible keys (m their largest score),
// Z = A·1, P = Z⁻¹A; masked keys get exactly 0 (M = −∞). The one masked softmax of inference,
// training and the Kernel page, over any scalar type.

#include <Eigen/Core>
#include <type_traits>

#include "AttentionMask.h"

namespace atlas {

template <typename Scalar>
struct SoftmaxRow {
    Scalar rowMax = 0;  // m: the true Z is e^m · Z (0 when nothing is visible)
    Scalar Z = 0;       // Σ_j A_j (0 when nothing is visible)
};

// In place, S's row → A: the entries of `keys` become exp(S − m), the rest 0. Subtracting m
// keeps exp() finite; Z⁻¹ cancels it.
template <typename Row>
auto maskedExp(Row&& row, KeySpan keys) {
    using Scalar = typename std::decay_t<Row>::Scalar;
    SoftmaxRow<Scalar> out;
    row.head(keys.begin).setZero();
    row.tail(row.size() - keys.end).setZero();
    if (keys.size() == 0) return out;  // no mass to spread: the row stays 0
    auto seen = row.segment(keys.begin, keys.size());
    out.rowMax = seen.maxCoeff();
    seen = (seen.array() - out.rowMax).exp();
    out.Z = seen.sum();
    return out;
}

// In place, S's row → P = Z⁻¹A (sums to 1 over the visible keys, masked entries exactly 0).
template <typename Row>
auto maskedSoftmax(Row&& row, KeySpan keys) {
    const auto out = maskedExp(row, keys);
    if (keys.size() > 0) row.segment(keys.begin, keys.size()) /= out.Z;
    return out;
}

// In place, every row of S (queries × keys) → P under `mask`.
template <typename Derived>
void maskedSoftmaxRows(Eigen::MatrixBase<Derived>& S, const AttentionMask& mask) {
    for (Eigen::Index i = 0; i < S.rows(); ++i) maskedSoftmax(S.row(i), mask.visible(i, S.cols()));
}

}  // namespace atlas
