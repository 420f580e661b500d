#pragma once
// Lines against an integer index on a logarithmic y axis: singular values σᵢ (largest first),
// relative errors against k. Zeros (below the axis) are dropped, not drawn as a cliff.

#include <QChartView>
#include <vector>

#include "ApproxFigures.h"

namespace atlas::views {

class SpectrumChart : public QChartView {
    Q_OBJECT

public:
    explicit SpectrumChart(QWidget* parent = nullptr);

    void setSeries(const std::vector<Series>& series, const QString& title, const QString& xTitle,
                   const QString& yTitle);
    // A vertical marker at x (the slider's k), or none (< 0).
    void setMarker(double x);
    int seriesCount() const { return int(series_.size()); }

    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();

    std::vector<Series> series_;
    QString title_, xTitle_, yTitle_;
    double marker_ = -1;
};

// Okabe–Ito colours for the lines of the approximation charts, in order.
QColor seriesColor(int index);

}  // namespace atlas::views
