#pragma once
// Paints MlaDiagramLayout's matrices: activations grey, weights and the cache in MLA's colour,
// the rotary part k_r hatched, W_up's per-head bands of W_uk,h and W_uv,h striped.

#include <QWidget>
#include <optional>

class QPainter;

#include "MlaDiagram.h"

namespace atlas::views {

class MlaDiagramWidget : public QWidget {
    Q_OBJECT

public:
    explicit MlaDiagramWidget(QWidget* parent = nullptr);

    // No configuration (or one without MLA): an empty diagram with a note.
    void setConfig(const std::optional<Config>& config, int sourceTokens);
    // The current layout, for tests.
    MlaDiagram diagram() const;

    QSize sizeHint() const override { return QSize(900, 520); }
    QSize minimumSizeHint() const override { return QSize(480, 320); }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void paintKey(QPainter& p, const QRectF& area) const;

    std::optional<Config> config_;
    int sourceTokens_ = 1;
};

}  // namespace atlas::views
