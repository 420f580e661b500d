#pragma once
// Hand-made snapshots for the view tests and the gallery: realistic tokens (▁ marks, special
// tokens, byte-fallback CJK) and attention maps whose rows are softmax distributions with the
// patterns trained heads show (diagonal, previous token, end-of-sentence sink, broad).

#include <algorithm>
#include <cmath>
#include <vector>

#include "Snapshot.h"

namespace atlas::views::testing {

struct SampleOptions {
    QString attention = QStringLiteral("gqa");  // "mha", "gqa", "mqa", "mla"
    int layers = 4;
    int heads = 8;
    int kvHeads = 2;
    bool chinese = false;  // a source in Chinese, spelt partly by byte-fallback pieces
};

Snapshot sampleSnapshot(const SampleOptions& options = {});

// A decoder-only model's snapshot (docs/format.md): the decoder self stack alone, over `tokens`
// positions, sliding layers masked outside their window, every other layer sliding (Gemma's
// local/global) unless `sliding` says per layer. With `arrow`, the sequence is our arrow
// models' [bos] english… ⇒ german…
struct CausalSampleOptions {
    int layers = 4;
    int heads = 8;
    int kvHeads = 2;
    int tokens = 12;  // ignored with `arrow`
    int window = 4;   // 0: no layer slides
    std::vector<bool> sliding = {};
    bool arrow = false;
};
Snapshot causalSampleSnapshot(const CausalSampleOptions& options = {});

// Tokens from display strings: "▁the" is a word start, "<s>" / "</s>" special.
QVector<Token> tokens(const QStringList& pieces);

// A rows × cols map, row r = softmax of `scores(r, c)` over c (and over c ≤ r when causal).
template <typename Score>
Grid softmaxMap(int rows, int cols, bool causal, Score scores) {
    Grid g;
    g.rows = rows;
    g.cols = cols;
    g.values.assign(size_t(rows) * size_t(cols), 0.0f);
    for (int r = 0; r < rows; ++r) {
        const int visible = causal ? std::min(r + 1, cols) : cols;
        double top = -1e30, sum = 0;
        for (int c = 0; c < visible; ++c) top = std::max(top, double(scores(r, c)));
        for (int c = 0; c < visible; ++c) sum += std::exp(double(scores(r, c)) - top);
        for (int c = 0; c < visible; ++c)
            g.values[size_t(r) * size_t(cols) + size_t(c)] =
                float(std::exp(double(scores(r, c)) - top) / sum);
    }
    return g;
}

}  // namespace atlas::views::testing
