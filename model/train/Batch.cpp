#include "Batch.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

#include "Random.h"

namespace atlas::train {

namespace {

int longest(const std::vector<int>& lengths) {
    return *std::max_element(lengths.begin(), lengths.end());
}

void requireFits(size_t length, const Config& c) {
    if (length > size_t(c.max_positions))
        throw std::invalid_argument("an example longer than max_positions");
}

// Rows first, first + 1, … of the decoder predict y1 … ym, then eos.
void addTargets(Batch& batch, int first, const std::vector<int>& target, int eos) {
    for (size_t t = 0; t <= target.size(); ++t) {
        batch.targetRows.push_back(first + int(t));
        batch.targetIds.push_back(t < target.size() ? target[t] : eos);
    }
}

Batch encoderDecoderBatch(const std::vector<const Example*>& examples, const Config& c) {
    Batch batch;
    const int B = int(examples.size());
    batch.source.count = batch.decoder.count = B;
    for (const Example* e : examples) {
        requireFits(e->source.size(), c);
        requireFits(e->target.size() + 1, c);
        batch.source.lengths.push_back(int(e->source.size()));
        batch.decoder.lengths.push_back(int(e->target.size()) + 1);
    }
    const int n = batch.source.length = longest(batch.source.lengths);
    const int m1 = batch.decoder.length = longest(batch.decoder.lengths);
    batch.sourceIds.assign(size_t(B) * n, c.pad_id);
    batch.decoderIds.assign(size_t(B) * m1, c.pad_id);
    for (int b = 0; b < B; ++b) {
        const Example& e = *examples[b];
        std::copy(e.source.begin(), e.source.end(), batch.sourceIds.begin() + size_t(b) * n);
        batch.decoderIds[size_t(b) * m1] = c.bos_id;
        std::copy(e.target.begin(), e.target.end(), batch.decoderIds.begin() + size_t(b) * m1 + 1);
        addTargets(batch, b * m1, e.target, c.eos_id);
    }
    return batch;
}

Batch decoderOnlyBatch(const std::vector<const Example*>& examples, const Config& c) {
    Batch batch;
    const int B = int(examples.size());
    batch.decoder.count = B;
    for (const Example* e : examples) {
        const size_t length = 1 + e->source.size() + e->target.size();
        requireFits(length, c);
        batch.decoder.lengths.push_back(int(length));
    }
    const int L = batch.decoder.length = longest(batch.decoder.lengths);
    batch.decoderIds.assign(size_t(B) * L, c.pad_id);
    for (int b = 0; b < B; ++b) {
        const Example& e = *examples[b];
        const auto row = batch.decoderIds.begin() + size_t(b) * L;
        *row = c.bos_id;
        std::copy(e.target.begin(), e.target.end(),
                  std::copy(e.source.begin(), e.source.end(), row + 1));
        // Position k, the prompt's last token, predicts y1.
        addTargets(batch, b * L + int(e.source.size()), e.target, c.eos_id);
    }
    return batch;
}

// Row `row` of the source hid `id` (BERT's masking, MaskingPlan).
void maskPiece(Batch& batch, int row, int id, const MaskingPlan& plan, Random& random) {
    batch.targetRows.push_back(row);
    batch.targetIds.push_back(id);
    const double u = random.uniform();
    if (u < 0.8)
        batch.sourceIds[size_t(row)] = plan.maskId;
    else if (u < 0.9)
        batch.sourceIds[size_t(row)] =
            plan.firstPiece + int(random.index(uint64_t(plan.vocab - plan.firstPiece)));
}

Batch encoderOnlyBatch(const std::vector<const Example*>& examples, const Config& c,
                       const MaskingPlan& plan) {
    if (plan.maskId < 0 || plan.seeds.size() != examples.size() || plan.firstPiece >= plan.vocab)
        throw std::invalid_argument("an encoder-only batch needs a mask id and a seed an example");
    Batch batch;
    const int B = int(examples.size());
    batch.source.count = B;
    for (const Example* e : examples) {
        requireFits(e->source.size() + 2, c);
        batch.source.lengths.push_back(int(e->source.size()) + 2);
    }
    const int n = batch.source.length = longest(batch.source.lengths);
    batch.sourceIds.assign(size_t(B) * n, c.pad_id);
    for (int b = 0; b < B; ++b) {
        const std::vector<int>& x = examples[size_t(b)]->source;
        const auto row = batch.sourceIds.begin() + size_t(b) * n;
        *row = c.bos_id;
        *std::copy(x.begin(), x.end(), row + 1) = c.eos_id;
        Random random(plan.seeds[size_t(b)]);
        std::vector<size_t> chosen;
        for (size_t p = 0; p < x.size(); ++p)
            if (random.chance(plan.rate)) chosen.push_back(p);
        if (chosen.empty()) chosen.push_back(random.index(x.size()));
        for (size_t p : chosen) maskPiece(batch, b * n + 1 + int(p), x[p], plan, random);
    }
    return batch;
}

}  // namespace

Batch Batch::make(const std::vector<const Example*>& examples, const Config& c,
                  const MaskingPlan* masking) {
    if (examples.empty()) throw std::invalid_argument("an empty batch");
    for (const Example* e : examples)
        if (e->source.empty()) throw std::invalid_argument("an example without source ids");
    if (c.encoderOnly()) {
        if (!masking) throw std::invalid_argument("an encoder-only batch needs a masking plan");
        return encoderOnlyBatch(examples, c, *masking);
    }
    return c.decoderOnly() ? decoderOnlyBatch(examples, c) : encoderDecoderBatch(examples, c);
}

long long Batch::tokens() const {
    return std::accumulate(source.lengths.begin(), source.lengths.end(), 0LL) +
           std::accumulate(decoder.lengths.begin(), decoder.lengths.end(), 0LL);
}

}  // namespace atlas::train
