#include "PairAttention.h"

#include <algorithm>

namespace atlas::views {

namespace {

// The rows and columns of one part's block: [begin, end) of the queries and of the keys.
struct PairSpans {
    int rowBegin, rowEnd, colBegin, colEnd;
};

PairSpans spansOf(const PairAttention& pair, bool firstReadsSecond) {
    const int n = int(pair.tokens.size()), b = std::clamp(pair.secondBegin, 0, n);
    return firstReadsSecond ? PairSpans{0, b, b, n} : PairSpans{b, n, 0, b};
}

Grid blockOf(const Grid& map, const PairSpans& s) {
    Grid g{s.rowEnd - s.rowBegin, s.colEnd - s.colBegin, {}};
    g.values.reserve(size_t(g.rows) * size_t(g.cols));
    for (int q = s.rowBegin; q < s.rowEnd; ++q)
        for (int k = s.colBegin; k < s.colEnd; ++k) g.values.push_back(map.at(q, k));
    return g;
}

// Row q's weight on the keys [colBegin, colEnd).
double rowShare(const Grid& map, int q, const PairSpans& s) {
    double sum = 0;
    for (int k = s.colBegin; k < s.colEnd; ++k) sum += map.at(q, k);
    return sum;
}

}  // namespace

Snapshot pairBlock(const ModelSummary& model, const PairAttention& pair, bool firstReadsSecond) {
    Snapshot out;
    out.model = model;
    out.sourceText = firstReadsSecond ? pair.second : pair.first;
    out.targetText = firstReadsSecond ? pair.first : pair.second;
    if (pair.empty()) return out;
    const PairSpans s = spansOf(pair, firstReadsSecond);
    out.decoderInput = pair.tokens.mid(s.rowBegin, s.rowEnd - s.rowBegin);
    out.source = pair.tokens.mid(s.colBegin, s.colEnd - s.colBegin);
    auto& cross = out.attention[size_t(Stack::Cross)];
    for (const auto& layer : pair.attention) {
        cross.emplace_back();
        for (const Grid& map : layer) cross.back().push_back(blockOf(map, s));
    }
    return out;
}

double crossingShare(const PairAttention& pair, bool firstReadsSecond, int layer, int head) {
    if (pair.empty() || layer < 0 || layer >= int(pair.attention.size())) return 0;
    const auto& heads = pair.attention[size_t(layer)];
    const PairSpans s = spansOf(pair, firstReadsSecond);
    if (s.rowEnd <= s.rowBegin) return 0;
    double sum = 0;
    int counted = 0;
    for (int h = 0; h < int(heads.size()); ++h) {
        if (head >= 0 && h != head) continue;
        for (int q = s.rowBegin; q < s.rowEnd; ++q) sum += rowShare(heads[size_t(h)], q, s);
        ++counted;
    }
    return counted ? sum / (double(counted) * (s.rowEnd - s.rowBegin)) : 0;
}

}  // namespace atlas::views
