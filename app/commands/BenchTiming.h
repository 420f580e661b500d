#pragma once
// What `bench`'s rows share (SPEC §4): the median timer, the weight-streaming rate, the random
// ids they decode from.

#include <cstdint>
#include <functional>
#include <vector>

namespace atlas {

// Tokens each cached and uncached decoding run produces.
inline constexpr int kDecodeTokens = 64;

// Median wall time in seconds of `runs` calls after `warmup`; fewer runs when one call is slow.
double medianSeconds(const std::function<void()>& work, int runs, int warmup, double budget = 20);

// The rate at which a matrix-vector product streams a 512 MiB float32 matrix from memory, in GB/s.
double matvecGbps();

// n ids of [4, vocab), the last one 3 (eos in the built-in models).
std::vector<int> randomIds(int n, int vocab, uint32_t seed);

}  // namespace atlas
