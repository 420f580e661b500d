#pragma once
// Greedy decoding (SPEC §2) that keeps everything a translation shows, and that checks a draft
// of its result, several positions a pass, instead of finding it one position a pass.

#include <vector>

#include "Greedy.h"

namespace atlas {

// What one teacher-forced pass over the greedy result would give: a cached step's rows of the
// maps and its logits are that pass's rows (SPEC §2, equal up to rounding), so a translation
// needs no pass of its own after decoding.
struct RecordedDecoding {
    std::vector<int> ids;   // y1 … ym, as greedyDecode gives them
    Matrix logits;          // (m + 1) × V over the decoder input [bos, y1 … ym]
    LayerMaps self, cross;  // [layer][head]: (m + 1) × (m + 1) causal, (m + 1) × n
    DecoderState state;     // the caches after all m + 1 positions
    int passes = 0;         // decode() calls: m + 1 without a draft, 1 with a right one
};

// Cached greedy decoding with the options' limit and eos rule. `draft` is a guess of the result
// (the translation of the text before a keystroke): where the ids decoded so far end as some of
// the draft's do, the draft's next ids are fed with them in one pass (prompt lookup), and kept
// as far as each is the arg-max of the row before it. A pass reads the weights once however many
// rows it has, so a right guess saves the steps it covers; a wrong one costs its rows' products.
// The ids are greedyDecode's whatever the draft (the rows agree up to rounding).
RecordedDecoding recordedGreedyDecode(const Transformer& transformer, const Matrix& encoderOutput,
                                      const GreedyOptions& options = {},
                                      const std::vector<int>& draft = {});

// Prompt lookup: the ids the draft has after the longest tail (up to three ids) of `input` that
// it also holds, the occurrence nearest to the same position; at most `most` of them.
std::vector<int> guessFromDraft(const std::vector<int>& input, const std::vector<int>& draft,
                                size_t most);

}  // namespace atlas
