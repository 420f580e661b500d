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

double gemmGflops(int n, GemmPath path) {
    const Matrix a = Matrix::Random(n, n), b = Matrix::Random(n, n);
    Matrix c(n, n);
    const int reps = std::max(1, int(2e9 / (2.0 * n * n * n)));
    const double t = medianSeconds(
        [&] {
            for (int i = 0; i < reps; ++i) gemm(1.f, a, Op::N, b, Op::N, 0.f, c, path);
        },
        7, 2);
    return 2.0 * n * n * n * reps / t / 1e9;
}

double passFlops(const Config& c, int n, int layers) {
    const double d = c.d_model, hd = double(c.n_heads) * c.d_head,
                 kv = double(c.n_kv_heads) * c.d_head;
    const double ffnMatrices = c.ffn == FeedForwardKind::Gated ? 3 : 2;
    const double perLayer =
        2.0 * n * d * (2 * hd + 2 * kv) + 2.0 * 2 * n * n * hd + 2.0 * ffnMatrices * n * d * c.d_ff;
    return perLayer * layers;
}

std::string textOfIds(size_t n, const std::function<size_t(const std::string&)>& idsOf) {
    static const char* const words[] = {"the", "quick", "brown", "fox", "jumps", "over",
                                        "a",   "lazy",  "dog",   "and", "then",  "runs"};
    std::string text = words[0];  // never empty: a folder without bos refuses an empty prompt
    for (size_t i = 1; idsOf(text) < n; ++i) {
        text += ' ';
        text += words[i % std::size(words)];
    }
    return text;
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
