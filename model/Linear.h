#pragma once
// A linear layer y = x Wᵀ + b with W stored [out, in] (SPEC notation).

#include <cstddef>

#include "Tensor.h"

namespace atlas {

// X Wᵀ + b for every row of X (b may be empty). A single row streams W once through a threaded
// matrix-vector product, since cached decoding is bound by the bytes of weights it reads.
Matrix linear(const ConstMatrixRef& X, const Matrix& W, const RowVector& b);

struct Linear {
    Matrix W;     // [out, in]
    RowVector b;  // [out]; zero when the file has no bias

    int in() const { return int(W.cols()); }
    int out() const { return int(W.rows()); }
    // X Wᵀ + b for every row of X. A single row streams W once through a threaded matrix-vector
    // product, since cached decoding is bound by the bytes of weights it reads.
    Matrix operator()(const ConstMatrixRef& X) const { return linear(X, W, b); }
    // W and b as SPEC §3 lays them out, b counted even when the file has none: the bandwidth
    // floor is the format's, the same for every checkpoint of a configuration.
    size_t weightBytes() const { return size_t(W.size() + W.rows()) * sizeof(float); }
};

}  // namespace atlas
