#pragma once
// A weight matrix W [rows, cols] as its file stores it: float32, float16 or bfloat16, held by
// this program or read in place from a mapped Hub file. SPEC §5 computes in float32 whatever the
// stored type: a half value widens to float32 exactly, so keeping W in half precision changes no
// result, while a decoding step, bound by the bytes of W it reads, reads half as many.

#include <cstddef>
#include <memory>

#include "Safetensors.h"
#include "Tensor.h"
#include "Widen.h"

namespace atlas {

class Weight {
public:
    Weight() = default;
    // Owned float32 values.
    explicit Weight(Matrix values);
    // `data` row-major in `dtype` (F32, F16 or BF16; little-endian, aligned to its element),
    // kept alive by `owner` (the mapped files).
    static Weight inPlace(DType dtype, const void* data, Eigen::Index rows, Eigen::Index cols,
                          std::shared_ptr<const void> owner);

    Eigen::Index rows() const { return rows_; }
    Eigen::Index cols() const { return cols_; }
    DType dtype() const { return dtype_; }
    bool empty() const { return rows_ == 0 || cols_ == 0; }
    size_t bytes() const { return size_t(rows_) * size_t(cols_) * byteSize(dtype_); }

    // Rows [first, first + count) widened to float32 (a copy).
    Matrix widened(Eigen::Index first, Eigen::Index count) const;
    Matrix widened() const { return widened(0, rows_); }
    RowVector row(Eigen::Index r) const { return widened(r, 1); }
    // The float32 values in place; throws std::logic_error for a half-precision W.
    Eigen::Map<const Matrix> f32() const;

    // Y = X Wᵀ, or Y += X Wᵀ when `accumulate` (SPEC §2's linear layer without its bias). A few
    // rows of X stream W once on the calling thread's OpenMP threads, row blocks apart; more
    // rows are a gemm (half-precision W widened a panel at a time).
    void timesTransposed(const ConstMatrixRef& X, MatrixRef Y, bool accumulate) const;

private:
    // Y[i][first + r] (+)= W[first + r] · X[i] for r < count, on the calling thread.
    void rowsDot(Eigen::Index first, Eigen::Index count, const ConstMatrixRef& X, MatrixRef Y,
                 bool accumulate) const;
    const std::byte* rowData(Eigen::Index r) const;

    std::shared_ptr<const void> owner_;
    const void* data_ = nullptr;
    DType dtype_ = DType::F32;
    Eigen::Index rows_ = 0, cols_ = 0;
};

}  // namespace atlas
