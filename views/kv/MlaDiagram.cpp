#include "MlaDiagram.h"

#include <algorithm>

namespace atlas::views {

const DiagramBox* MlaDiagram::box(const QString& name) const {
    for (const DiagramBox& b : boxes)
        if (b.name == name) return &b;
    return nullptr;
}

namespace {

DiagramBox matrix(const QString& name, long long rows, long long cols, DiagramBox::Role role,
                  double splitAt = 0, int stripes = 0) {
    DiagramBox b;
    b.name = name;
    b.rows = rows;
    b.cols = cols;
    b.role = role;
    b.splitAt = splitAt;
    b.stripes = stripes;
    return b;
}

// One box of a lane and the operation on the arrow that leads to it.
struct Item {
    DiagramBox box;
    QString arrow;
};
using Lanes = std::vector<std::pair<QString, std::vector<Item>>>;  // title and items
using TextWidth = std::function<double(const QString&)>;

// The rows of the lane's tallest matrix (at least 1).
long long laneRows(const std::vector<Item>& items) {
    long long rows = 1;
    for (const Item& it : items) rows = std::max(rows, it.box.rows);
    return rows;
}

// The width the lane's arrow labels need, a line's height of margin each (the first box has no
// arrow).
double labelsWidth(const std::vector<Item>& items, double text, const TextWidth& textWidth) {
    double labels = 0;
    for (size_t i = 1; i < items.size(); ++i) labels += textWidth(items[i].arrow) + 2 * text;
    return labels;
}

// Pixels per matrix entry, one scale for every box: each lane's columns fit the width beside its
// arrow labels, and all lanes' rows fit `freeHeight`.
double boxScale(const Lanes& lanes, const QSizeF& size, double text, const TextWidth& textWidth,
                double freeHeight) {
    double rowsTotal = 0, scale = 1e9;
    for (const auto& [title, items] : lanes) {
        double cols = 0;
        for (const Item& it : items) cols += double(it.box.cols);
        rowsTotal += double(laneRows(items));
        scale = std::min(
            scale,
            std::max(0.1, size.width() - 2 * text - labelsWidth(items, text, textWidth)) / cols);
    }
    return std::min(scale, std::max(0.1, freeHeight) / rowsTotal);
}

// What one lane's placement needs to know of the whole diagram.
struct LaneGeometry {
    const QSizeF& size;
    double text, scale, minimum;
    double laneText;  // the lane's title and its boxes' two label lines
    double extra;     // the height the scale leaves over, each lane's share
    const TextWidth& textWidth;
};

// Lays out one lane from `top` down, its boxes joined by arrows, into `out`; returns the lane's
// height.
double placeLane(const QString& title, const std::vector<Item>& items, double top,
                 const LaneGeometry& g, MlaDiagram& out) {
    const double text = g.text;
    double boxesWidth = 0;
    for (const Item& it : items) boxesWidth += std::max(g.minimum, double(it.box.cols) * g.scale);
    const double labels = labelsWidth(items, text, g.textWidth);
    const double boxSpace = std::max(g.minimum, double(laneRows(items)) * g.scale);
    const QRectF lane(0, top, g.size.width(), boxSpace + g.laneText + g.extra);
    out.lanes.push_back({title, lane});
    // Arrows share the width left over in proportion to their labels, up to a reasonable
    // length; the lane's content is centred.
    const double spare = std::max(0.0, g.size.width() - 2 * text - boxesWidth - labels);
    const double stretch = labels > 0 ? std::min(1.0, 8 * text * double(items.size()) / labels) : 0;
    const double contentWidth = boxesWidth + labels + spare * stretch;
    const double middle = lane.top() + 1.8 * text + 1.2 * text + (boxSpace + g.extra) / 2;
    double x = std::max(text, (g.size.width() - contentWidth) / 2);
    for (size_t i = 0; i < items.size(); ++i) {
        DiagramBox b = items[i].box;
        const double w = std::max(g.minimum, double(b.cols) * g.scale);
        const double h = std::max(g.minimum, double(b.rows) * g.scale);
        if (i > 0) {
            const double need = g.textWidth(items[i].arrow) + 2 * text;
            const double length = need + spare * stretch * need / labels;
            const double left = out.boxes.back().rect.right();
            out.arrows.push_back({QPointF(left + 0.3 * text, middle),
                                  QPointF(left + length - 0.3 * text, middle), items[i].arrow});
            x = left + length;
        }
        b.rect = QRectF(x, middle - h / 2, w, h);
        out.boxes.push_back(b);
        x += w;
    }
    return lane.height();
}

}  // namespace

MlaDiagram MlaDiagramLayout::layout(const Config& c, int n, const QSizeF& size, double text,
                                    const std::function<double(const QString&)>& textWidth,
                                    double minimum) {
    const long long d = c.d_model, H = c.n_heads, dh = c.d_head, dc = c.d_latent, dr = c.d_rope;
    const double latentSplit = double(dc) / double(dc + dr),
                 headSplit = double(dh) / double(dh + dr);
    using B = DiagramBox;
    const Lanes lanes = {
        // One latent L per token (the paper's notation, as on the Attention page), beside the
        // rotary key k_r that MLA keeps outside it.
        {tr("Cached per token: [L | k_r] = x [W_L | W_KR], d_c + d_r = %1 numbers (MHA would "
            "cache 2·H·d_h = %2)")
             .arg(dc + dr)
             .arg(2 * H * dh),
         {{matrix(QStringLiteral("X"), n, d, B::Activation), {}},
          {matrix(QStringLiteral("W_L | W_KR"), dc + dr, d, B::Weight), tr("× (W_L | W_KR)ᵀ")},
          {matrix(QStringLiteral("[L | k_r]"), n, dc + dr, B::Cache, latentSplit), tr("=")}}},
        {tr("Naive: W_K,h and W_V,h expand K_h and V_h from every cached L, at every step"),
         {{matrix(QStringLiteral("L"), n, dc, B::Cache), {}},
          {matrix(QStringLiteral("W_K,h | W_V,h"), H * 2 * dh, dc, B::Weight, 0, int(2 * H)),
           tr("× (W_K,h | W_V,h)ᵀ")},
          {matrix(QStringLiteral("K_h | rot(k_r)"), n, dh + dr, B::Activation, headSplit),
           tr("head h")},
          {matrix(QStringLiteral("V_h"), n, dh, B::Activation), tr("and")},
          {matrix(QStringLiteral("W_O"), d, H * dh, B::Weight), tr("Σ P_h V_h, concat, ×")}}},
        // The paper's W^LQK, with the weights stored as the boxes draw them (rows = outputs):
        // q_h·k_j = x W_Q,hᵀ W_K,h L_jᵀ, one d × d_c matrix a head, of rank at most
        // min(d_h, d_c) since it factors through the head's d_h dimensions.
        {tr("Absorbed: W_LQK,h = W_Q,hᵀ W_K,h (d × d_c, rank ≤ min(d_h, d_c) = %1) scores x "
            "against the cached L directly; W_V,h is folded into W_O")
             .arg(std::min(dh, dc)),
         {{matrix(QStringLiteral("x"), 1, d, B::Activation), {}},
          {matrix(QStringLiteral("W_LQK,h"), d, dc, B::Folded), tr("x ×")},
          {matrix(QStringLiteral("x W_LQK,h | rot(q_rh)"), 1, dc + dr, B::Activation, latentSplit),
           tr("=")},
          {matrix(QStringLiteral("P_h L"), 1, dc, B::Activation), tr("· [L | k_r]ᵀ, softmax, · L")},
          {matrix(QStringLiteral("W_O W_V (folded)"), d, H * dc, B::Folded), tr("concat, ×")}}}};

    // Room that is not boxes: each lane's title and its boxes' two label lines, the gaps.
    const double laneText = 3.8 * text, laneGap = 0.5 * text;
    const double gaps = laneGap * double(lanes.size() - 1);
    const double scale = boxScale(lanes, size, text, textWidth,
                                  size.height() - double(lanes.size()) * laneText - gaps);
    // What height the scale leaves over goes to the lanes evenly.
    double used = 0;
    for (const auto& [title, items] : lanes)
        used += std::max(minimum, double(laneRows(items)) * scale) + laneText;
    const double extra = std::max(0.0, (size.height() - used - gaps) / double(lanes.size()));

    MlaDiagram out;
    const LaneGeometry geometry{size, text, scale, minimum, laneText, extra, textWidth};
    double top = 0;
    for (const auto& [title, items] : lanes)
        top += placeLane(title, items, top, geometry, out) + laneGap;
    return out;
}

}  // namespace atlas::views
