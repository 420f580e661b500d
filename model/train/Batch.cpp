#include "Batch.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace atlas::train {

Batch Batch::make(const std::vector<const Example*>& examples, const Config& c) {
    if (examples.empty()) throw std::invalid_argument("an empty batch");
    Batch batch;
    const int B = int(examples.size());
    batch.source.count = batch.decoder.count = B;
    for (const Example* e : examples) {
        if (e->source.empty()) throw std::invalid_argument("an example without source ids");
        if (int(e->source.size()) > c.max_positions || int(e->target.size()) + 1 > c.max_positions)
            throw std::invalid_argument("an example longer than max_positions");
        batch.source.lengths.push_back(int(e->source.size()));
        batch.decoder.lengths.push_back(int(e->target.size()) + 1);
    }
    const int n = *std::max_element(batch.source.lengths.begin(), batch.source.lengths.end());
    const int m1 = *std::max_element(batch.decoder.lengths.begin(), batch.decoder.lengths.end());
    batch.source.length = n;
    batch.decoder.length = m1;
    batch.sourceIds.assign(size_t(B) * n, c.pad_id);
    batch.decoderIds.assign(size_t(B) * m1, c.pad_id);
    for (int b = 0; b < B; ++b) {
        const Example& e = *examples[b];
        std::copy(e.source.begin(), e.source.end(), batch.sourceIds.begin() + size_t(b) * n);
        batch.decoderIds[size_t(b) * m1] = c.bos_id;
        std::copy(e.target.begin(), e.target.end(), batch.decoderIds.begin() + size_t(b) * m1 + 1);
        for (size_t t = 0; t <= e.target.size(); ++t) {
            batch.targetRows.push_back(b * m1 + int(t));
            batch.targetIds.push_back(t < e.target.size() ? e.target[t] : c.eos_id);
        }
    }
    return batch;
}

long long Batch::tokens() const {
    return std::accumulate(source.lengths.begin(), source.lengths.end(), 0LL) +
           (long long)targetIds.size();
}

}  // namespace atlas::train
