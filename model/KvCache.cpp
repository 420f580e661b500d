#include "KvCache.h"

#include <stdexcept>

namespace atlas {

void KvBlock::append(const ConstMatrixRef& rows) {
    if (rows.cols() != width_) throw std::invalid_argument("KvBlock::append: wrong width");
    const size_t old = data_.size();
    data_.resize(old + size_t(rows.rows()) * size_t(width_));
    Eigen::Map<Matrix>(data_.data() + old, rows.rows(), width_) = rows;
}

void KvBlock::truncate(int tokens) {
    if (tokens < 0 || tokens > this->tokens())
        throw std::invalid_argument("KvBlock::truncate: past the cached tokens");
    data_.resize(size_t(tokens) * size_t(width_));
}

void KvCache::truncateSelf(int tokens) {
    for (KvBlock& b : self) b.truncate(tokens);
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
