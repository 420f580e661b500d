#include "KvCache.h"

#include <algorithm>
#include <stdexcept>

namespace atlas {

void KvBlock::append(const ConstMatrixRef& rows) {
    if (rows.cols() != width_) throw std::invalid_argument("KvBlock::append: wrong width");
    const size_t old = data_.size();
    data_.resize(old + size_t(rows.rows()) * size_t(width_));
    Eigen::Map<Matrix>(data_.data() + old, rows.rows(), width_) = rows;
}

void KvBlock::truncate(int position) {
    if (position < first_ || position > end())
        throw std::invalid_argument("KvBlock::truncate: outside the cached tokens");
    data_.resize(size_t(position - first_) * size_t(width_));
}

void KvBlock::capToWindow() {
    if (window_ == 0 || tokens() <= window_) return;
    const int forget = tokens() - window_;
    data_.erase(data_.begin(), data_.begin() + ptrdiff_t(size_t(forget) * size_t(width_)));
    first_ += forget;
}

void KvCache::truncateSelf(int tokens) {
    for (KvBlock& b : self) b.truncate(tokens);
}

bool KvCache::canTruncateSelf(int tokens) const {
    for (const KvBlock& b : self)
        if (!b.canTruncate(tokens)) return false;
    return true;
}

size_t KvCache::selfBytes() const {
    size_t total = 0;
    for (const KvBlock& b : self) total += b.bytes();
    return total;
}

size_t KvCache::crossBytes() const {
    size_t total = 0;
    for (const KvBlock& b : cross) total += b.bytes();
    return total;
}

}  // namespace atlas
