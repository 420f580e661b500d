#pragma once
// SPEC §2 "KV cache": what one attention block keeps per token so that decoding one more token
// costs O(N) instead of O(N²): [K | V] (2·Hkv·dh numbers) or MLA's latent [c | rot(k_r)] (dc + dr).

#include <cstddef>
#include <vector>

#include "Tensor.h"

namespace atlas {

class KvBlock {
public:
    // `window`: a sliding layer's (docs/format.md), 0 for every other block.
    explicit KvBlock(int width = 0, int window = 0) : width_(width), window_(window) {}

    int width() const { return width_; }
    // The tokens held: those at positions first(), first() + 1, …
    int tokens() const { return width_ == 0 ? 0 : int(data_.size() / size_t(width_)); }
    // The position of row 0: past 0 once a sliding window's cache forgot its oldest tokens.
    int first() const { return first_; }
    int end() const { return first_ + tokens(); }
    // The bytes the block holds: tokens × width float32 numbers.
    size_t bytes() const { return data_.size() * sizeof(float); }

    void reserve(int tokens) { data_.reserve(size_t(tokens) * size_t(width_)); }
    void append(const ConstMatrixRef& rows);  // rows × width
    // Forgets every token from position `position` on (a guessed continuation that was wrong);
    // only back to first(): what a window forgot is gone.
    void truncate(int position);
    // A sliding window's cap (docs/format.md): keeps the last `window` tokens, all a later query
    // can see, and forgets the rest. Nothing for a block without a window.
    void capToWindow();
    int window() const { return window_; }
    // Whether truncate(position) keeps every key a query at `position` sees.
    bool canTruncate(int position) const {
        return position >= first_ && position <= end() &&
               (first_ == 0 || window_ == 0 || first_ <= position - window_ + 1);
    }
    // (tokens, width), row t being the token at position t.
    Eigen::Map<const Matrix> view() const { return {data_.data(), tokens(), width_}; }

private:
    int width_;
    int window_;
    int first_ = 0;
    std::vector<float> data_;
};

// One decoder's caches, self- and cross-attention kept apart, one block per layer.
struct KvCache {
    std::vector<KvBlock> self;
    std::vector<KvBlock> cross;

    size_t selfBytes() const;
    // The self-attention caches back to their first `tokens` positions (the source stays).
    void truncateSelf(int tokens);
    // Whether truncateSelf(tokens) keeps every key a later query needs: false once a sliding
    // window forgot tokens that decoding from position `tokens` would see again.
    bool canTruncateSelf(int tokens) const;

    size_t crossBytes() const;
};

}  // namespace atlas
