#include "AttentionStats.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace atlas::views {

namespace {

constexpr float kMasked = std::numeric_limits<float>::quiet_NaN();

Grid shaped(int rows, int cols, float fill = 0) {
    Grid g;
    g.rows = rows;
    g.cols = cols;
    g.values.assign(size_t(rows) * size_t(cols), fill);
    return g;
}

float* rowOf(Grid& g, int r) {
    return g.values.data() + size_t(r) * size_t(g.cols);
}
const float* rowOf(const Grid& g, int r) {
    return g.values.data() + size_t(r) * size_t(g.cols);
}

bool isSpecial(const Token& t) {
    return t.kind == Token::Kind::Control;
}

std::vector<int> keptIndices(int n, const QVector<Token>& tokens, bool dropSpecial) {
    std::vector<int> kept;
    for (int i = 0; i < n; ++i)
        if (!dropSpecial || i >= tokens.size() || !isSpecial(tokens[i])) kept.push_back(i);
    return kept;
}

int indexIn(const std::vector<int>& indices, int original) {
    const auto it = std::lower_bound(indices.begin(), indices.end(), original);
    return it != indices.end() && *it == original ? int(it - indices.begin()) : -1;
}

}  // namespace

Grid withCausalMask(const Grid& map, int window) {
    Grid out = map;
    for (int r = 0; r < out.rows; ++r) {
        for (int c = r + 1; c < out.cols; ++c) rowOf(out, r)[c] = kMasked;
        if (window > 0)
            for (int c = 0; c <= std::min(r - window, out.cols - 1); ++c)
                rowOf(out, r)[c] = kMasked;
    }
    return out;
}

int windowOf(const ModelSummary& model, Stack stack, int layer) {
    return stack == Stack::DecoderSelf ? model.windowOf(layer) : 0;
}

WindowBand windowBand(const FilteredMap& shown, int window) {
    return {window, shown.rowIndex, shown.colIndex};
}

Grid headMap(const Snapshot& snapshot, Stack stack, int layer, int head) {
    if (layer < 0 || layer >= snapshot.layers(stack)) return {};
    const auto& heads = snapshot.attention[size_t(stack)][size_t(layer)];
    if (head < -1 || head >= int(heads.size())) return {};
    const Grid map = head < 0 ? meanOverHeads(heads) : heads[size_t(head)];
    return stack == Stack::DecoderSelf ? withCausalMask(map, windowOf(snapshot.model, stack, layer))
                                       : map;
}

double rowEntropy(const float* row, int n) {
    double h = 0;
    for (int i = 0; i < n; ++i)
        if (row[i] > 0 && std::isfinite(row[i])) h -= double(row[i]) * std::log(double(row[i]));
    return h;
}

HeadStats headStats(const Grid& map) {
    HeadStats s;
    int counted = 0;
    for (int r = 0; r < map.rows; ++r) {
        const float* row = rowOf(map, r);
        float largest = -1;
        int visible = 0;
        for (int c = 0; c < map.cols; ++c) {
            if (!std::isfinite(row[c])) continue;
            largest = std::max(largest, row[c]);
            ++visible;
        }
        if (!visible) continue;
        s.entropy += rowEntropy(row, map.cols);
        s.maxWeight += largest;
        s.maxEntropy += std::log(double(visible));
        ++counted;
    }
    if (counted) {
        s.entropy /= counted;
        s.maxWeight /= counted;
        s.maxEntropy /= counted;
    }
    return s;
}

Grid meanOverHeads(const std::vector<Grid>& heads) {
    if (heads.empty()) return {};
    Grid mean = shaped(heads.front().rows, heads.front().cols);
    for (const Grid& h : heads) {
        if (h.rows != mean.rows || h.cols != mean.cols)
            throw std::invalid_argument("meanOverHeads: heads differ in shape");
        for (size_t i = 0; i < mean.values.size(); ++i) mean.values[i] += h.values[i];
    }
    for (float& v : mean.values) v /= float(heads.size());
    return mean;
}

Grid difference(const Grid& a, const Grid& b) {
    Grid d = shaped(std::max(a.rows, b.rows), std::max(a.cols, b.cols), kMasked);
    for (int r = 0; r < std::min(a.rows, b.rows); ++r)
        for (int c = 0; c < std::min(a.cols, b.cols); ++c) rowOf(d, r)[c] = a.at(r, c) - b.at(r, c);
    return d;
}

Grid thresholded(const Grid& map, float threshold) {
    Grid out = map;
    if (threshold > 0)
        for (float& v : out.values)
            if (v < threshold) v = 0;  // false for NaN, which stays masked
    return out;
}

int FilteredMap::displayRow(int originalRow) const {
    return indexIn(rowIndex, originalRow);
}
int FilteredMap::displayCol(int originalCol) const {
    return indexIn(colIndex, originalCol);
}

FilteredMap applyFilter(const Grid& map, const QVector<Token>& rowTokens,
                        const QVector<Token>& colTokens, const AttentionFilter& filter) {
    const bool drop = filter.specialTokens != SpecialTokens::Show;
    FilteredMap f;
    f.rowIndex = keptIndices(map.rows, rowTokens, drop);
    f.colIndex = keptIndices(map.cols, colTokens, drop && !colTokens.isEmpty());
    for (int r : f.rowIndex)
        if (r < rowTokens.size()) f.rowTokens.push_back(rowTokens[r]);
    for (int c : f.colIndex)
        if (c < colTokens.size()) f.colTokens.push_back(colTokens[c]);
    f.grid = shaped(int(f.rowIndex.size()), int(f.colIndex.size()));
    for (int r = 0; r < f.grid.rows; ++r) {
        float* out = rowOf(f.grid, r);
        double sum = 0;
        for (int c = 0; c < f.grid.cols; ++c) {
            out[c] = map.at(f.rowIndex[size_t(r)], f.colIndex[size_t(c)]);
            if (std::isfinite(out[c])) sum += out[c];
        }
        if (filter.specialTokens == SpecialTokens::Renormalise && sum > 0)
            for (int c = 0; c < f.grid.cols; ++c) out[c] = float(out[c] / sum);
    }
    f.grid = thresholded(f.grid, filter.threshold);
    return f;
}

PatternScore headPattern(const Grid& map, const QVector<Token>& keys, bool self) {
    // Sums over rows of each pattern's weight, and the rows where it exists (NaN: masked).
    std::array<double, 6> sum{}, rows{};
    const auto add = [&](HeadPattern p, float w) {
        if (std::isnan(w)) return;
        sum[size_t(p)] += w;
        rows[size_t(p)] += 1;
    };
    const auto special = [&](int k) {
        return k < keys.size() && keys[k].kind == Token::Kind::Control;
    };
    for (int q = 0; q < map.rows; ++q) {
        if (self && q > 0) add(HeadPattern::Previous, map.at(q, q - 1));
        if (self && q + 1 < map.cols) add(HeadPattern::Next, map.at(q, q + 1));
        if (self && q < map.cols) add(HeadPattern::Self, map.at(q, q));
        if (special(0)) add(HeadPattern::First, map.at(q, 0));
        float separators = 0;
        bool any = false;
        for (int k = 1; k < map.cols; ++k)
            if (special(k) && !std::isnan(map.at(q, k))) {
                separators += map.at(q, k);
                any = true;
            }
        if (any) add(HeadPattern::Separator, separators);
    }
    PatternScore best;
    for (size_t p = 1; p < sum.size(); ++p) {
        const double mean = rows[p] > 0 ? sum[p] / rows[p] : 0;
        if (mean > best.weight) best = {HeadPattern(p), mean};
    }
    if (best.weight < kPatternWeight) best.pattern = HeadPattern::Broad;
    return best;
}

std::vector<HeadStats> layerStats(const Snapshot& snapshot, Stack stack, int layer,
                                  SpecialTokens specialTokens) {
    std::vector<HeadStats> out;
    if (layer < 0 || layer >= snapshot.layers(stack)) return out;
    AttentionFilter filter;
    if (specialTokens != SpecialTokens::Show) filter.specialTokens = SpecialTokens::Renormalise;
    for (int head = 0; head < int(snapshot.attention[size_t(stack)][size_t(layer)].size());
         ++head) {
        const Grid map = headMap(snapshot, stack, layer, head);
        HeadStats stats =
            headStats(applyFilter(map, snapshot.queries(stack), snapshot.keys(stack), filter).grid);
        stats.pattern = headPattern(map, snapshot.keys(stack), stack != Stack::Cross);
        out.push_back(stats);
    }
    return out;
}

int kvHeadOf(int head, int heads, int kvHeads) {
    if (kvHeads <= 0 || heads <= 0 || kvHeads >= heads) return head;
    return head / (heads / kvHeads);
}

QVector<Token> pairedTokens(const QVector<Token>& a, const QVector<Token>& b) {
    QVector<Token> out;
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
        if (i >= a.size()) {
            out.push_back(b[i]);
        } else if (i >= b.size() || a[i].display == b[i].display) {
            out.push_back(a[i]);
        } else {
            Token t = a[i];
            t.display = a[i].display + QStringLiteral(" / ") + b[i].display;
            t.piece = a[i].piece + QStringLiteral(" / ") + b[i].piece;
            out.push_back(t);
        }
    }
    return out;
}

}  // namespace atlas::views
