#pragma once
// The matrices of one MLA block with their shapes for a configuration, laid out in three lanes:
// what is cached ([c | k_r] = X W_downᵀ), the naive evaluation (W_up expands k_h and v_h for
// every cached token) and the absorbed one (q_h W_uk,h against c; W_uv,h folded into W_o).
// Plain geometry, so that tests can read it without pixels; MlaDiagramWidget paints it.

#include <QCoreApplication>
#include <QRectF>
#include <QString>
#include <functional>
#include <vector>

#include "Config.h"

namespace atlas::views {

struct DiagramBox {
    enum Role { Activation, Weight, Cache, Folded };

    QString name;  // "W_down", "[c | k_r]"
    long long rows = 0, cols = 0;
    Role role = Activation;
    double splitAt = 0;  // a second part from this fraction of the width on (k_r), 0: none
    int stripes = 0;     // alternating bands of rows (W_up's W_uk,h and W_uv,h), 0: none
    QRectF rect;         // laid out

    QString shape() const { return QStringLiteral("[%1 × %2]").arg(rows).arg(cols); }
};

struct DiagramArrow {
    QPointF from, to;
    QString label;
};

struct DiagramLane {
    QString title;
    QRectF rect;
};

struct MlaDiagram {
    std::vector<DiagramLane> lanes;
    std::vector<DiagramBox> boxes;
    std::vector<DiagramArrow> arrows;

    // The box of that name, or nullptr.
    const DiagramBox* box(const QString& name) const;
};

class MlaDiagramLayout {
    Q_DECLARE_TR_FUNCTIONS(MlaDiagramLayout)

public:
    // `config` must be MLA; `sourceTokens` is the n of the activations' rows. Boxes keep the
    // matrices' proportions (one scale for all), at least `minimum` pixels on a side; lanes are
    // as tall as their tallest matrix needs. `text` is the height of a line of labels and
    // `textWidth` measures one, so that every arrow is long enough for its label.
    static MlaDiagram layout(const Config& config, int sourceTokens, const QSizeF& size,
                             double text, const std::function<double(const QString&)>& textWidth,
                             double minimum = 6);
};

}  // namespace atlas::views
