#pragma once
// `attention-atlas evaluate` (issue 5): how well a model translates the corpus, and how well its
// cross-attention aligns.
//
// Exact match: the greedy translation (SPEC §2) equals the gold German, character for character.
// A decoder-only model (ArrowPrompt.h) translates by continuing [bos] english… ⇒ until eos.
//
// Alignment accuracy of decoder layer ℓ: with the gold German forced on the decoder, take the
// cross-attention Z⁻¹A of layer ℓ averaged over heads. Word-level scores sum a row over the
// pieces of each English word and average those sums over the pieces of each German word; a
// German word counts as aligned when its highest-scoring English word is one of its gold
// sources (AlignedPair.h). Words without a gold source are not counted. A decoder-only model
// has no cross-attention: its analogue is the block of the self-attention (one causal pass over
// [bos] english… ⇒ german…) whose rows are the target rows (the arrow's row predicts the first
// German piece) and whose columns are the English pieces; a German word whose rows see none of
// the English (a sliding window) has no peak and counts as not aligned.

#include <cstddef>
#include <vector>

#include "AlignedPair.h"
#include "Model.h"

namespace atlas::corpus {

// Which decoder position speaks for a target piece y_t: the one that predicts it (its input is
// y_{t−1}) or the one that reads it as input (and predicts y_{t+1}).
enum class AlignmentQuery { Predicting, Reading };

struct LayerAlignment {
    long long aligned = 0;  // German words whose peak is a gold source
    long long words = 0;    // German words with a gold source
    double accuracy() const { return words ? double(aligned) / double(words) : 0.0; }
};

struct Evaluation {
    size_t pairs = 0;
    size_t exact = 0;                    // greedy translation equals the gold German
    size_t unaligned = 0;                // pairs left out of alignment: pieces and words disagree
    std::vector<LayerAlignment> layers;  // one per decoder layer (cross- or, decoder-only, self-)
    double exactMatch() const { return pairs ? double(exact) / double(pairs) : 0.0; }
};

// The word of each id (0, 1, …; −1 for control ids): a piece starting with "▁" starts a word.
std::vector<int> pieceWords(const Tokenizer& tokenizer, const std::vector<int>& ids);

// For each of germanWords German words, the English word its mean-over-heads cross-attention
// peaks on (the lowest index on a tie, −1 for a word with no row or no attention to any English
// word). `rowWord[t]` is the German
// word of decoder position t (−1: none); `sourceWord[s]` the English word of source position s.
std::vector<int> peakSourceWords(const Matrix& cross, const std::vector<int>& rowWord,
                                 const std::vector<int>& sourceWord, int germanWords,
                                 int englishWords);

Evaluation evaluate(const Model& model, const std::vector<AlignedPair>& pairs,
                    AlignmentQuery query = AlignmentQuery::Predicting);

}  // namespace atlas::corpus
