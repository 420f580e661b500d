#pragma once
// The KV page's "MHA · GQA · MQA · MLA" work: the same sentence decoded greedily with the cache
// by the four built-in variants (same widths, same tokenizer, random weights), as plain values.

#include <atomic>
#include <memory>
#include <string>
#include <vector>

#include "CacheBytes.h"

namespace atlas {
class Model;
}  // namespace atlas

namespace atlas::views {

// What decoding the sentence greedily with one variant gave.
struct VariantRun {
    Config config;
    long long sourceTokens = 0;         // n, eos included (the variants' tokenizer)
    long long loadedSourceTokens = -1;  // the loaded model's n, −1: none (SourceLength.h)
    int steps = 0;                      // decoder tokens fed
    CacheBytes cache;                   // measured after the last step
    bool matchesEveryStep = false;      // measured = analytic after every step
    double secondsPerToken = 0;         // median decode() time of one token, cached
};

// MHA, GQA, MQA and MLA in that order (building them on first use); fewer when cancelled. Runs
// off the GUI thread.
std::vector<VariantRun> runVariants(const std::string& text, const std::atomic<bool>& cancelled,
                                    std::shared_ptr<const atlas::Model> loaded = nullptr);

}  // namespace atlas::views
