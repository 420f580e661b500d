#include "BenchTiming.h"

#include <algorithm>
#include <chrono>

#include "Linear.h"
#include "Tensor.h"

namespace atlas {

double medianSeconds(const std::function<void()>& work, int runs, int warmup, double budget) {
    using Clock = std::chrono::steady_clock;
    double one = 0;
    for (int i = 0; i < warmup; ++i) {
        const auto t0 = Clock::now();
        work();
        one = std::chrono::duration<double>(Clock::now() - t0).count();
    }
    if (one > 0) runs = std::clamp(int(budget / one), 1, runs);
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        const auto t0 = Clock::now();
        work();
        times.push_back(std::chrono::duration<double>(Clock::now() - t0).count());
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

double matvecGbps() {
    // 512 MiB: beyond every cache (a 64 MiB matrix stayed partly in this machine's 260 MiB L3
    // and gave twice the rate a 200 MB decoding step gets from memory).
    const int cols = 4096, rows = 32768;
    const Weight W(Matrix::Random(rows, cols));
    const Matrix x = Matrix::Random(1, cols);
    const RowVector none;
    const double t = medianSeconds([&] { linear(x, W, none); }, 7, 2);
    return 4.0 * double(rows) * cols / t / 1e9;
}

std::vector<int> randomIds(int n, int vocab, uint32_t seed) {
    std::vector<int> ids;
    uint32_t s = seed;
    for (int i = 0; i + 1 < n; ++i) {
        s = s * 1664525u + 1013904223u;
        ids.push_back(4 + int(s % uint32_t(vocab - 4)));
    }
    ids.push_back(3);
    return ids;
}
}  // namespace atlas
