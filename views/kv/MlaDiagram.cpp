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

}  // namespace

MlaDiagram MlaDiagramLayout::layout(const Config& c, int n, const QSizeF& size, double text,
                                    const std::function<double(const QString&)>& textWidth,
                                    double minimum) {
    const long long d = c.d_model, H = c.n_heads, dh = c.d_head, dc = c.d_latent, dr = c.d_rope;
    const double latentSplit = double(dc) / double(dc + dr),
                 headSplit = double(dh) / double(dh + dr);
    using B = DiagramBox;
    const std::vector<std::pair<QString, std::vector<Item>>> lanes = {
        {tr("Cached per token: [c | k_r] = x W_downᵀ, d_c + d_r = %1 numbers (MHA would cache "
            "2·H·d_h = %2)")
             .arg(dc + dr)
             .arg(2 * H * dh),
         {{matrix(QStringLiteral("X"), n, d, B::Activation), {}},
          {matrix(QStringLiteral("W_down"), dc + dr, d, B::Weight), tr("× W_downᵀ")},
          {matrix(QStringLiteral("[c | k_r]"), n, dc + dr, B::Cache, latentSplit), tr("=")}}},
        {tr("Naive: W_up expands k_h and v_h from every cached c, at every step"),
         {{matrix(QStringLiteral("c"), n, dc, B::Cache), {}},
          {matrix(QStringLiteral("W_up = W_uk,h | W_uv,h"), H * 2 * dh, dc, B::Weight, 0,
                  int(2 * H)),
           tr("× W_upᵀ")},
          {matrix(QStringLiteral("k_h | rot(k_r)"), n, dh + dr, B::Activation, headSplit),
           tr("head h")},
          {matrix(QStringLiteral("v_h"), n, dh, B::Activation), tr("and")},
          {matrix(QStringLiteral("W_o"), d, H * dh, B::Weight), tr("Σ A_h v_h, concat, ×")}}},
        {tr("Absorbed: q_h W_uk,h scores against c directly; W_uv,h is folded into W_o"),
         {{matrix(QStringLiteral("q_h | q_rh"), 1, dh + dr, B::Activation, headSplit), {}},
          {matrix(QStringLiteral("W_uk,h"), dh, dc, B::Weight), tr("q_h ×")},
          {matrix(QStringLiteral("q_h W_uk,h | rot(q_rh)"), 1, dc + dr, B::Activation, latentSplit),
           tr("=")},
          {matrix(QStringLiteral("A_h c"), 1, dc, B::Activation), tr("· [c | k_r]ᵀ, softmax, · c")},
          {matrix(QStringLiteral("W_o W_uv (folded)"), d, H * dc, B::Folded), tr("concat, ×")}}}};

    // Room that is not boxes: each lane's title and its boxes' two label lines, the gaps.
    const double laneText = 3.8 * text, laneGap = 0.5 * text;
    const double free =
        size.height() - double(lanes.size()) * laneText - laneGap * double(lanes.size() - 1);
    double rowsTotal = 0, scale = 1e9;
    std::vector<double> arrowLengths;  // per lane, what its longest arrow label needs
    for (const auto& [title, items] : lanes) {
        long long rows = 1;
        double cols = 0, arrows = 0;
        for (size_t i = 0; i < items.size(); ++i) {
            rows = std::max(rows, items[i].box.rows);
            cols += double(items[i].box.cols);
            if (i > 0) arrows += textWidth(items[i].arrow) + 2 * text;
        }
        rowsTotal += double(rows);
        scale = std::min(scale, std::max(0.1, size.width() - 2 * text - arrows) / cols);
    }
    scale = std::min(scale, std::max(0.1, free) / rowsTotal);
    // What height the scale leaves over goes to the lanes evenly.
    double used = 0;
    for (const auto& [title, items] : lanes) {
        long long rows = 1;
        for (const Item& it : items) rows = std::max(rows, it.box.rows);
        used += std::max(minimum, double(rows) * scale) + laneText;
    }
    const double extra = std::max(
        0.0, (size.height() - used - laneGap * double(lanes.size() - 1)) / double(lanes.size()));

    MlaDiagram out;
    double top = 0;
    for (const auto& [title, items] : lanes) {
        long long rows = 1;
        double boxesWidth = 0, labels = 0;
        for (size_t i = 0; i < items.size(); ++i) {
            rows = std::max(rows, items[i].box.rows);
            boxesWidth += std::max(minimum, double(items[i].box.cols) * scale);
            if (i > 0) labels += textWidth(items[i].arrow) + 2 * text;
        }
        const double boxSpace = std::max(minimum, double(rows) * scale);
        const QRectF lane(0, top, size.width(), boxSpace + laneText + extra);
        out.lanes.push_back({title, lane});
        // Arrows share the width left over in proportion to their labels, up to a reasonable
        // length; the lane's content is centred.
        const double spare = std::max(0.0, size.width() - 2 * text - boxesWidth - labels);
        const double stretch =
            labels > 0 ? std::min(1.0, 8 * text * double(items.size()) / labels) : 0;
        const double contentWidth = boxesWidth + labels + spare * stretch;
        const double middle = lane.top() + 1.8 * text + 1.2 * text + (boxSpace + extra) / 2;
        double x = std::max(text, (size.width() - contentWidth) / 2);
        for (size_t i = 0; i < items.size(); ++i) {
            DiagramBox b = items[i].box;
            const double w = std::max(minimum, double(b.cols) * scale);
            const double h = std::max(minimum, double(b.rows) * scale);
            if (i > 0) {
                const double need = textWidth(items[i].arrow) + 2 * text;
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
        top += lane.height() + laneGap;
    }
    return out;
}

}  // namespace atlas::views
