#pragma once
// SPEC §2 "KV cache": what one attention block keeps per token so that decoding one more token
// costs O(N) instead of O(N²): [K | V] (2·Hkv·dh numbers) or MLA's latent [c | rot(k_r)] (dc + dr).

#include <cstddef>
#include <vector>

#include "Tensor.h"

namespace atlas {

class KvBlock {
public:
    explicit KvBlock(int width = 0) : width_(width) {}

    int width() const { return width_; }
    int tokens() const { return width_ == 0 ? 0 : int(data_.size() / size_t(width_)); }
    // The bytes the block holds: tokens × width float32 numbers.
    size_t bytes() const { return data_.size() * sizeof(float); }

    void reserve(int tokens) { data_.reserve(size_t(tokens) * size_t(width_)); }
    void append(const ConstMatrixRef& rows);  // rows × width
    // Forgets every token from position `tokens` on (a guessed continuation that was wrong).
    void truncate(int tokens);
    // (tokens, width), row t being the token at position t.
    Eigen::Map<const Matrix> view() const { return {data_.data(), tokens(), width_}; }

private:
    int width_;
    std::vector<float> data_;
};

// One decoder's caches, self- and cross-attention kept apart, one block per layer.
struct KvCache {
    std::vector<KvBlock> self;
    std::vector<KvBlock> cross;

    size_t selfBytes() const;
    // The self-attention caches back to their first `tokens` positions (the source stays).
    void truncateSelf(int tokens);
    size_t crossBytes() const;
};

}  // namespace atlas
