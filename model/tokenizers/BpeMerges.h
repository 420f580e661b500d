#pragma once
// BPE's merges as tokenizers keeps them (models/bpe/model.rs BpeBuilder::build, `MergeMap`): the
// pair of ids (a, b) → (rank, id of a + b). A pair listed twice keeps its last rank, as Rust's
// HashMap collect does. Looked up once per candidate pair, so stored in one open-addressing
// table of 64-bit keys rather than a node-based map.

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

#include "Vocabulary.h"

namespace atlas::hf {

class BpeMerges {
public:
    struct Merge {
        int rank = 0;
        int newId = 0;
    };

    BpeMerges() = default;
    // The "merges" array, each written "a b" (merges.txt's form; lines starting "#version"
    // skipped, as convert_merges_to_hashmap does) or ["a", "b"], all in one form.
    BpeMerges(const nlohmann::json& merges, const Vocabulary& vocab,
              const std::optional<std::string>& continuingSubwordPrefix, const std::string& path);

    const Merge* find(int a, int b) const {
        if (keys_.empty()) return nullptr;
        const uint64_t key = pairKey(a, b);
        for (size_t i = slot(key);; i = (i + 1) & mask_) {
            if (keys_[i] == key) return &values_[i];
            if (keys_[i] == kEmpty) return nullptr;
        }
    }
    size_t size() const { return count_; }

private:
    static constexpr uint64_t kEmpty = ~uint64_t(0);  // ids are below 2^31: never a key
    static uint64_t pairKey(int a, int b) { return (uint64_t(uint32_t(a)) << 32) | uint32_t(b); }
    size_t slot(uint64_t key) const {
        return size_t((key * 0x9E3779B97F4A7C15ull) >> 20) & mask_;  // Fibonacci hashing
    }
    void insert(int a, int b, Merge merge);

    std::vector<uint64_t> keys_;  // (capacity) pair keys, kEmpty when free
    std::vector<Merge> values_;   // (capacity)
    size_t mask_ = 0, count_ = 0;
};

}  // namespace atlas::hf
