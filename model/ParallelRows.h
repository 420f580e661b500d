#pragma once
// Row-wise work between the products (a norm, an activation) shared among the calling thread's
// OpenMP threads, one block of whole rows each. Below 2^16 entries the region costs more than
// it saves, and inside a parallel loop (the heads) the work stays on its thread.

#include <omp.h>
#include <algorithm>

#include "EigenCore.h"
#include "ParallelErrors.h"

namespace atlas {

// f(first, count) for blocks of rows [first, first + count) covering [0, rows).
template <typename F>
void parallelRows(Eigen::Index rows, Eigen::Index cols, F&& f) {
    const int threads = omp_in_parallel() || rows * cols < 65536
                            ? 1
                            : int(std::min<Eigen::Index>(omp_get_max_threads(), rows));
    if (threads <= 1) return f(Eigen::Index(0), rows);
    const Eigen::Index per = (rows + threads - 1) / threads;
    ParallelErrors errors;
#pragma omp parallel for schedule(static) num_threads(threads)
    for (int t = 0; t < threads; ++t)
        errors.run([&] {
            const Eigen::Index first = t * per;
            if (first < rows) f(first, std::min(per, rows - first));
        });
    errors.rethrow();
}

}  // namespace atlas
