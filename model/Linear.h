#pragma once
// A linear layer y = x Wᵀ + b with W stored [out, in] (SPEC notation).

#include <cstddef>

#include "Tensor.h"
#include "Weight.h"

namespace atlas {

// X Wᵀ + b for every row of X (b may be empty). A single row streams W once through a threaded
// matrix-vector product, since cached decoding is bound by the bytes of weights it reads.
Matrix linear(const ConstMatrixRef& X, const Weight& W, const RowVector& b);

struct Linear {
    Weight W;     // [out, in], as the file stores it
    RowVector b;  // [out]; zero when the file has no bias

    int in() const { return int(W.cols()); }
    int out() const { return int(W.rows()); }
    Matrix operator()(const ConstMatrixRef& X) const { return linear(X, W, b); }
    // What a step reads: W as stored, and b as float32, counted even when the file has none (the
    // bandwidth floor is the format's, the same for every checkpoint of a configuration).
    size_t weightBytes() const { return W.bytes() + size_t(W.rows()) * sizeof(float); }
};

}  // namespace atlas
