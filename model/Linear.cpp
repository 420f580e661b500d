#include "Linear.h"

#include <omp.h>

#include "EigenCore.h"

#include "ParallelErrors.h"

namespace atlas {

// OpenMP's thread count is the calling thread's own (each worker thread sets it for the model it
// runs: ModelThreads.h), and Eigen's products read it when Eigen::setNbThreads was never called.
// Eigen::setNbThreads would write one process-wide int, unguarded: a data race between workers
// (a small model's 1 and a large model's every core), and the last writer's choice for all.
void setThreadCount(int threads) {
    omp_set_num_threads(threads);
}

int threadCount() {
    return omp_get_max_threads();
}

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
    } else {
        Y.noalias() = X * W.transpose();
    }
    if (b.size() != 0) Y.rowwise() += b;
    return Y;
}

}  // namespace atlas
