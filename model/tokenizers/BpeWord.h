#pragma once
// One word on its way through BPE (huggingface/tokenizers, models/bpe/word.rs Word): a linked list
// of symbols, merged by merge_all — a min-heap of candidate pairs ordered by (rank, position),
// each popped entry checked against the current pair before it is applied.

#include <vector>

#include "BpeMerges.h"

namespace atlas::hf {

class BpeWord {
public:
    // One applied merge, for explain(): the pair, its rank and the word's ids after it.
    struct Step {
        int left = 0, right = 0, rank = 0, newId = 0;
        std::vector<int> after;
    };

    void add(int id, size_t byteLength);  // word.rs Word::add
    // word.rs Word::merge_all with dropout None (or 0); `steps`, when given, receives each merge
    // in the order applied.
    void mergeAll(const BpeMerges& merges, std::vector<Step>* steps = nullptr);
    std::vector<int> ids() const;  // the symbols left, in order

private:
    struct Symbol {
        int id;
        int prev, next;  // -1 at the ends
        size_t length;   // bytes; 0 once merged into its left neighbour
    };
    std::vector<Symbol> symbols_;
};

}  // namespace atlas::hf
