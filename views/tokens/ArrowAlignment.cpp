#include "ArrowAlignment.h"

#include <limits>

namespace atlas::views {

namespace {

// Rows [firstRow, map.rows) × columns [firstCol, endCol) of `map`; cells a window of `window`
// keys hides masked.
Grid block(const Grid& map, int firstRow, int firstCol, int endCol, int window) {
    Grid g;
    g.rows = map.rows - firstRow;
    g.cols = endCol - firstCol;
    g.values.reserve(size_t(g.rows) * size_t(g.cols));
    for (int q = firstRow; q < map.rows; ++q)
        for (int k = firstCol; k < endCol; ++k)
            g.values.push_back(window > 0 && k <= q - window
                                   ? std::numeric_limits<float>::quiet_NaN()
                                   : map.at(q, k));
    return g;
}

}  // namespace

Snapshot arrowAlignment(const Snapshot& s) {
    Snapshot out;
    out.model = s.model;
    out.sourceText = s.sourceText;
    out.targetText = s.targetText;
    const CausalLayout& c = s.causal;
    if (!c.hasArrow() || c.arrow >= s.decoderInput.size()) return out;
    out.source = s.decoderInput.mid(c.sourceBegin, c.arrow - c.sourceBegin);
    out.decoderInput = s.decoderInput.mid(c.arrow);
    out.target = s.target;
    const auto& self = s.attention[size_t(Stack::DecoderSelf)];
    auto& cross = out.attention[size_t(Stack::Cross)];
    for (int l = 0; l < int(self.size()); ++l) {
        cross.emplace_back();
        for (const Grid& map : self[size_t(l)])
            cross.back().push_back(
                block(map, c.arrow, c.sourceBegin, c.arrow, s.model.windowOf(l)));
    }
    return out;
}

}  // namespace atlas::views
