// SPEC §4: attention-atlas bench [--json FILE]. Times the base configuration (d 512, 8 heads,
// d_ff 2048, 6+6 layers, vocabulary 8000, random weights) at 1 and 2 threads, with the machine's
// GEMM and weight-streaming rates measured in the same run, so every figure is also a ratio.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>

#include "AtomicFile.h"
#include "CommandLine.h"
#include "Commands.h"
#include "Greedy.h"
#include "RandomInit.h"
#include "Transformer.h"
#include "train/Trainer.h"

namespace atlas {

namespace {

// Median wall time in seconds of `runs` calls after `warmup`; fewer runs when one call is slow.
double medianSeconds(const std::function<void()>& work, int runs, int warmup, double budget = 20) {
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

double gemmGflops(int n) {
    const Matrix a = Matrix::Random(n, n), b = Matrix::Random(n, n);
    Matrix c(n, n);
    const int reps = std::max(1, int(2e9 / (2.0 * n * n * n)));
    const double t = medianSeconds(
        [&] {
            for (int i = 0; i < reps; ++i) c.noalias() = a * b;
        },
        7, 2);
    return 2.0 * n * n * n * reps / t / 1e9;
}

// The rate at which a matrix-vector product streams a 64 MiB float32 matrix.
double matvecGbps() {
    const int n = 4096;
    const Matrix W = Matrix::Random(n, n), x = Matrix::Random(1, n);
    const RowVector none;
    const int reps = 5;
    const double t = medianSeconds(
        [&] {
            for (int i = 0; i < reps; ++i) linear(x, W, none);
        },
        7, 2);
    return 4.0 * n * n * reps / t / 1e9;
}

// Multiply-adds ×2 of one encoder pass over n tokens: projections, scores, A·V, feed-forward.
double encoderFlops(const Config& c, int n) {
    const double d = c.d_model, hd = double(c.n_heads) * c.d_head,
                 kv = double(c.n_kv_heads) * c.d_head;
    const double perLayer =
        2.0 * n * d * (2 * hd + 2 * kv) + 2.0 * 2 * n * n * hd + 2.0 * 2 * n * d * c.d_ff;
    return perLayer * c.n_encoder_layers;
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

}  // namespace

int runBench(const Arguments& args) {
    const CommandLine cl(args, {"--json", "--threads"});
    cl.noPositional();
    std::vector<int> threadCounts{1, 2};
    if (auto t = cl.integer("--threads", 1, 256)) threadCounts = {int(*t)};

    const Config config = Config::fromJson(R"({"vocab_size": 8000, "d_model": 512, "n_heads": 8,
        "d_ff": 2048, "n_encoder_layers": 6, "n_decoder_layers": 6})");
    std::fprintf(stderr, "bench: building the base model (random weights)…\n");
    const Transformer model(randomCheckpoint(config, "", 0));
    const int decodeTokens = 64;
    const std::vector<int> source = randomIds(32, config.vocab_size, 1);
    const double weightBytes = double(model.decodeStepWeightBytes());

    nlohmann::json report = {
        {"config", nlohmann::json::parse(config.toJson())},
        {"decode_weight_mb_per_token", weightBytes / 1e6},
        {"method", "median of up to 5 runs (no-cache decode: 3) after warm-up, float32"}};
    std::printf("%-8s %12s %12s %14s %14s %12s %12s %10s %10s\n", "threads", "enc 32 ms",
                "enc 128 ms", "cached tok/s", "nocache tok/s", "ms/token", "floor ms", "GEMM GF/s",
                "GB/s");
    for (int threads : threadCounts) {
        setThreadCount(threads);
        const std::string key = std::to_string(threads);
        nlohmann::json r;
        for (int n : {32, 128}) {
            const std::vector<int> ids = randomIds(n, config.vocab_size, 7 + n);
            r["encoder_" + std::to_string(n) + "_tokens_ms"] =
                1e3 * medianSeconds([&] { model.encode(ids); }, 5, 2);
        }
        const Matrix enc = model.encode(source);
        GreedyOptions cached, uncached;
        cached.maxTokens = uncached.maxTokens = decodeTokens;
        cached.stopAtEos = uncached.stopAtEos = false;
        uncached.useCache = false;
        const double tCached = medianSeconds([&] { greedyDecode(model, enc, cached); }, 5, 1);
        const double tUncached =
            medianSeconds([&] { greedyDecode(model, enc, uncached); }, 3, 1, 40);
        const double gemm512 = gemmGflops(512), gemm1024 = gemmGflops(1024), gbps = matvecGbps();
        r["decode_cached_ms"] = tCached * 1e3;
        r["decode_cached_tokens_per_s"] = decodeTokens / tCached;
        r["decode_nocache_ms"] = tUncached * 1e3;
        r["decode_nocache_tokens_per_s"] = decodeTokens / tUncached;
        r["cached_ids_equal_nocache_ids"] =
            greedyDecode(model, enc, cached) == greedyDecode(model, enc, uncached);
        r["decode_source_tokens"] = source.size();
        r["decode_bandwidth_floor_ms_per_token"] = weightBytes / (gbps * 1e9) * 1e3;
        r["decode_cached_ms_per_token"] = tCached * 1e3 / decodeTokens;
        const double enc128 = r["encoder_128_tokens_ms"].get<double>();
        r["encoder_128_gflops"] = encoderFlops(config, 128) / (enc128 * 1e-3) / 1e9;
        r["encoder_128_fraction_of_gemm"] = r["encoder_128_gflops"].get<double>() / gemm1024;
        r["decode_cached_over_floor"] = r["decode_cached_ms_per_token"].get<double>() /
                                        r["decode_bandwidth_floor_ms_per_token"].get<double>();
        r["decode_cached_speedup_over_nocache"] = tUncached / tCached;
        r["train_tokens_per_s"] = train::measureTrainingThroughput(threads);
        report["threads"][key] = r;
        report["matmul_gflops"][key] = {{"512^3", gemm512}, {"1024^3", gemm1024}};
        report["matvec_gbps"][key] = gbps;
        std::printf("%-8d %12.1f %12.1f %14.1f %14.1f %12.2f %12.2f %10.1f %10.1f\n", threads,
                    r["encoder_32_tokens_ms"].get<double>(), enc128,
                    r["decode_cached_tokens_per_s"].get<double>(),
                    r["decode_nocache_tokens_per_s"].get<double>(),
                    r["decode_cached_ms_per_token"].get<double>(),
                    r["decode_bandwidth_floor_ms_per_token"].get<double>(), gemm1024, gbps);
        std::printf(
            "         encoder(128) at %.0f%% of GEMM; cached decoding %.2f× its floor, %.1f× "
            "faster "
            "than uncached; training %.0f tokens/s (built-in model size)\n",
            100 * r["encoder_128_fraction_of_gemm"].get<double>(),
            r["decode_cached_over_floor"].get<double>(),
            r["decode_cached_speedup_over_nocache"].get<double>(),
            r["train_tokens_per_s"].get<double>());
        std::fflush(stdout);
    }
    if (const auto path = cl.value("--json")) writeFileAtomically(*path, report.dump(1) + "\n");
    return 0;
}

}  // namespace atlas
