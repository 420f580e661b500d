#pragma once
// The first few rotate-half pairs (u_i, u_{i+r/2}) of one query and one key as arrows on
// circles: the query turned by R(m), the key by R(n), each pair by its own angle pθ_i (SPEC §2).
// Faint arrows show them at position 0. The widget only paints; the rotation is RotaryAngles'.

#include <QPointF>
#include <QWidget>
#include <vector>

namespace atlas::views {

class RotaryCircles : public QWidget {
    Q_OBJECT

public:
    explicit RotaryCircles(QWidget* parent = nullptr);

    // q and k unrotated (r entries each), θ_i for i < r/2; clears nothing else.
    void setVectors(const std::vector<double>& q, const std::vector<double>& k,
                    const std::vector<double>& theta);
    void setPositions(int m, int n);
    int pairsShown() const;
    int m() const { return m_; }
    int n() const { return n_; }

    // Pair i of R(p)u as a point (u_i, u_{i+r/2}).
    static QPointF pairAt(const std::vector<double>& u, const std::vector<double>& theta, int i,
                          double position);
    // Where circle i is drawn in a widget of `size`, and its radius: for tests and the painter.
    QPointF centre(int i) const;
    qreal radius() const;

    static QColor queryColor();
    static QColor keyColor();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void paintPair(QPainter& p, int i, qreal unit) const;
    // `colour` moved just far enough to reach `ratio` on the window the circles stand on.
    QColor onWindow(const QColor& colour, double ratio) const;
    qreal textHeight() const;

    std::vector<double> q_, k_, theta_;
    int m_ = 0, n_ = 0;
};

}  // namespace atlas::views
