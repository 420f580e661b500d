#include "Linear.h"

#include <omp.h>

#include "EigenCore.h"

#include "Gemm.h"
#include "ParallelErrors.h"

namespace atlas {

Matrix linear(const ConstMatrixRef& X, const Matrix& W, const RowVector& b) {
    Matrix Y(X.rows(), W.rows());
    if (X.rows() == 1) {
        const int threads = omp_get_max_threads();
        const Eigen::Index rows = W.rows();
        // Chunks aligned to 16 rows keep each thread on whole cache lines of y.
        const Eigen::Index chunk = ((rows + threads - 1) / threads + 15) / 16 * 16;
        ParallelErrors errors;
#pragma omp parallel for schedule(static) num_threads(threads) if (threads > 1 && rows >= 256)
        for (Eigen::Index start = 0; start < rows; start += chunk) {
            errors.run([&] {
                const Eigen::Index n = std::min(chunk, rows - start);
                Y.row(0).segment(start, n).noalias() =
                    (W.middleRows(start, n) * X.row(0).transpose()).transpose();
            });
        }
        errors.rethrow();
        if (b.size() != 0) Y.rowwise() += b;
    } else if (b.size() != 0) {
        // Y = b, then Y += X Wᵀ (β = 1): one pass over Y fewer than zeroing it and adding b after
        // (2 % of an encoder pass, measured).
        for (Eigen::Index i = 0; i < Y.rows(); ++i) Y.row(i) = b;
        gemm(1.f, X, Op::N, W, Op::T, 1.f, Y);
    } else {
        gemm(1.f, X, Op::N, W, Op::T, 0.f, Y);
    }
    return Y;
}

}  // namespace atlas
