#pragma once
// The Alignment page's sentence pair, off the GUI thread: an encoder-only model's one pass over
// tokenizer(text_a, text_b) with the pair's token types (Pass::tokenTypes), every head kept.

#include <QString>
#include <atomic>
#include <memory>

#include "PairAttention.h"

namespace atlas {

class Model;

class PairAttentionRunner {
public:
    explicit PairAttentionRunner(std::shared_ptr<const Model> model);

    // Throws std::length_error past max_positions; empty when cancelled.
    views::PairAttention run(const QString& first, const QString& second,
                             const std::atomic<bool>& cancelled) const;

private:
    std::shared_ptr<const Model> model_;  // the one loaded model, shared and immutable
};

}  // namespace atlas
