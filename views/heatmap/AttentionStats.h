#pragma once
// Plain functions over attention maps (Z⁻¹A, queries × keys), kept apart from the widgets that
// show them so that tests can check every number without pixels. Throughout the views a masked
// cell (a key a causal decoder query may not see) is NaN: it is never a weight of zero.

#include <QVector>
#include <vector>

#include "Snapshot.h"

namespace atlas::views {

// The cells a causal query cannot see set to NaN: keys after the query and, with a sliding
// window W (docs/format.md), keys W or more positions before it.
Grid withCausalMask(const Grid& map, int window = 0);

// The window a stack's layer slides (the decoder's self-attention only; 0: none).
int windowOf(const ModelSummary& model, Stack stack, int layer);

// One head's map of a snapshot, head -1 for the mean over heads, masked where the decoder's
// self-attention is causal (and outside a sliding layer's window); an empty Grid when the layer
// or head does not exist.
Grid headMap(const Snapshot& snapshot, Stack stack, int layer, int head);

// −Σ p ln p over one row's finite, positive weights, in nats: a uniform row over n keys gives
// ln n, a one-hot row 0. NaN cells are skipped; the row is taken as it is (not renormalised).
double rowEntropy(const float* row, int n);

// What one head mostly does: the patterns Clark et al. (2019, "What Does BERT Look At?") found in
// BERT's heads and BertViz made famous. Each is a mean over query rows of the weight on one key:
// the previous or the next position, the query's own, the first key when it is a special token
// ([CLS], bos), or the other special keys ([SEP], eos). The head's pattern is the largest when
// it takes at least kPatternWeight of a row on average, Broad otherwise.
enum class HeadPattern { Broad, Previous, Next, Self, First, Separator };
inline constexpr double kPatternWeight = 0.5;
struct PatternScore {
    HeadPattern pattern = HeadPattern::Broad;
    double weight = 0;  // the pattern's mean weight (Broad: the largest of them)
};
// `keys` name the map's columns. `self`: queries and keys are one sequence (no cross-attention),
// so the previous, next and own positions mean something.
PatternScore headPattern(const Grid& map, const QVector<Token>& keys, bool self);

struct HeadStats {
    double entropy = 0;     // mean over query rows of rowEntropy, in nats
    double maxWeight = 0;   // mean over query rows of the row's largest weight
    double maxEntropy = 0;  // what a uniform head would reach: mean over rows of ln(visible keys)
    PatternScore pattern;   // of the map as the model computed it, special tokens kept
};
// Rows that are masked throughout are left out of both means.
HeadStats headStats(const Grid& map);

// Element-wise mean of equally shaped maps (the "mean over heads" of a layer); NaN stays NaN.
Grid meanOverHeads(const std::vector<Grid>& heads);

// a − b, cell by cell. Maps of different shape (two sentences of different length) are aligned
// by position: the result covers both, and a cell outside either map is NaN.
Grid difference(const Grid& a, const Grid& b);

// Weights below `threshold` become 0 (drawn as the colormap's zero, so that only the weights
// that matter stay visible); NaN stays NaN. A threshold ≤ 0 returns the map unchanged.
Grid thresholded(const Grid& map, float threshold);

// What to do with special tokens (bos, eos, pad: Token::Kind::Control) on both axes.
enum class SpecialTokens {
    Show,         // keep them
    Drop,         // remove their rows and columns; the remaining weights keep their values, so a
                  // row sums to less than 1 by exactly the weight that went to special tokens
    Renormalise,  // remove them, then rescale each row to sum 1 over the keys that are left:
                  // how a query divides its attention among the real tokens
};

struct AttentionFilter {
    SpecialTokens specialTokens = SpecialTokens::Show;
    float threshold = 0;  // applied last, to the (renormalised) weights
    bool operator==(const AttentionFilter&) const = default;
};

// A map with some rows and columns left out, and where each one came from.
struct FilteredMap {
    Grid grid;
    QVector<Token> rowTokens, colTokens;
    std::vector<int> rowIndex, colIndex;    // original index of each remaining row / column
    int displayRow(int originalRow) const;  // -1 when that row was left out
    int displayCol(int originalCol) const;
};

// Applies `filter` to a queries × keys map. Column tokens may be empty (no key tokens: an
// embedding table), in which case columns are never dropped.
FilteredMap applyFilter(const Grid& map, const QVector<Token>& rowTokens,
                        const QVector<Token>& colTokens, const AttentionFilter& filter);

// Entropy and maximum weight of every head of one layer, special tokens handled as `filter`
// says (Drop and Renormalise both renormalise here: entropy is defined for a distribution; the
// threshold, a display aid, is ignored).
std::vector<HeadStats> layerStats(const Snapshot& snapshot, Stack stack, int layer,
                                  SpecialTokens specialTokens = SpecialTokens::Show);

// Where a sliding window's band lies in a shown map: the masked cells whose key lies W or more
// positions before the query, told apart from the causal mask's keys after it.
struct WindowBand {
    int window = 0;                       // W; 0: no band
    std::vector<int> rowIndex, colIndex;  // positions of the shown rows and columns; empty: r, c

    // Whether shown cell (row, col) is outside the window.
    bool outside(int row, int col) const {
        const int q = rowIndex.empty() ? row : rowIndex[size_t(row)];
        const int k = colIndex.empty() ? col : colIndex[size_t(col)];
        return window > 0 && k <= q - window;
    }
};
WindowBand windowBand(const FilteredMap& shown, int window);

// The K/V head that query head `head` reads (GQA/MQA share one among H / Hkv query heads, the
// way the model groups them: kv = head / (H / Hkv)). MHA and MLA: each head its own.
int kvHeadOf(int head, int heads, int kvHeads);

// The token a pair of maps shows at one position: the token itself when both agree, "a / b"
// when the sentences differ there, whichever exists when only one is that long.
QVector<Token> pairedTokens(const QVector<Token>& a, const QVector<Token>& b);

}  // namespace atlas::views
