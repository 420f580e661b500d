#pragma once
// The word cache of BPE and Unigram (huggingface/tokenizers, utils/cache.rs Cache): up to
// kCapacity words shorter than kMaxLength bytes, filled until full and never evicted. As in Rust
// the locks are only tried: a reader that finds the cache busy computes the word itself, so a
// cache never makes one thread wait for another. It changes no result, only the time.

#include <mutex>
#include <optional>
#include <shared_mutex>
#include <string>
#include <string_view>
#include <unordered_map>

#include "StringHash.h"

namespace atlas::hf {

template <typename Value>
class WordCache {
public:
    static constexpr size_t kCapacity = 10000;  // utils/cache.rs DEFAULT_CACHE_CAPACITY
    static constexpr size_t kMaxLength = 256;   // utils/cache.rs MAX_LENGTH

    std::optional<Value> get(std::string_view word) const {
        std::shared_lock lock(mutex_, std::try_to_lock);
        if (!lock.owns_lock()) return std::nullopt;
        const auto it = map_.find(word);
        if (it == map_.end()) return std::nullopt;
        return it->second;
    }
    void set(std::string_view word, const Value& value) const {
        if (word.size() >= kMaxLength) return;
        std::unique_lock lock(mutex_, std::try_to_lock);
        if (!lock.owns_lock() || map_.size() >= kCapacity) return;
        map_.emplace(std::string(word), value);
    }

private:
    mutable std::shared_mutex mutex_;
    mutable std::unordered_map<std::string, Value, StringHash, std::equal_to<>> map_;  // by mutex_
};

}  // namespace atlas::hf
