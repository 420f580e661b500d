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
    } else {
        gemm(1.f, X, Op::N, W, Op::T, 0.f, Y);
        if (b.size() != 0) Y.rowwise() += b;
    }
    return Y;
}

}  // namespace atlas
