#pragma once
// The built-in decoder-only models translate English → German as one causal sequence
// (docs/models.md, "The built-in models"): [bos] + pieces(english) + [⇒] + pieces(german) + [eos],
// where "⇒" is one user-defined piece of their tokenizer. A prompt ends with the arrow; the
// continuation is the German. The self-attention block of the target rows × the English columns is
// then the decoder-only analogue of cross-attention (evaluate, the Alignment page).

#include <optional>
#include <string>
#include <vector>

namespace atlas {

class Model;
class Tokenizer;

inline constexpr const char* kArrowPiece = "⇒";

// The arrow's id when the tokenizer holds "⇒" as a piece of its own (a decoder-only model
// trained by us); nullopt for every other tokenizer.
std::optional<int> arrowId(const Tokenizer& tokenizer);

// Where the parts of an arrow sequence lie: [bos] english… ⇒ german… (indices into the ids).
struct ArrowLayout {
    int sourceBegin = 0;  // the first English id (after bos)
    int arrow = 0;        // the arrow's index: English is [sourceBegin, arrow)
    // Row t of the causal pass predicts id t + 1: the German's first id is predicted by the
    // arrow's row, so target rows are [arrow, n − 1) for the n ids of a whole sequence.
};
// nullopt when the ids hold no arrow.
std::optional<ArrowLayout> arrowLayout(const std::vector<int>& ids, int arrow, int bos);

// promptIds(english) + [⇒]; throws std::invalid_argument when the model has no arrow piece,
// std::length_error past max_positions.
std::vector<int> arrowPrompt(const Model& model, const std::string& english);

}  // namespace atlas
