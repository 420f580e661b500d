#pragma once
// What `bench`'s rows share (SPEC §4): the median timer, the machine's GEMM and weight-streaming
// rates, the FLOPs of a pass, the random ids and texts they decode from.

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "Config.h"
#include "Gemm.h"

namespace atlas {

// Tokens each cached and uncached decoding run produces.
inline constexpr int kDecodeTokens = 64;

// Median wall time in seconds of `runs` calls after `warmup`; fewer runs when one call is slow.
double medianSeconds(const std::function<void()>& work, int runs, int warmup, double budget = 20);

// The rate at which a matrix-vector product streams a 512 MiB float32 matrix from memory, in GB/s.
double matvecGbps();

// C = A·B for n×n float32 matrices through one path of the one product (model/Gemm.h), GFLOP/s.
double gemmGflops(int n, GemmPath path);

// Multiply-adds ×2 of `layers` layers of one pass over n tokens: the projections, the scores and
// A·V over the whole n × n square, the feed-forward (three matrices when gated).
double passFlops(const Config& c, int n, int layers);

// A text of plain words grown until `idsOf` gives it at least n ids.
std::string textOfIds(size_t n, const std::function<size_t(const std::string&)>& idsOf);

// n ids of [4, vocab), the last one 3 (eos in the built-in models).
std::vector<int> randomIds(int n, int vocab, uint32_t seed);

}  // namespace atlas
