#pragma once
// Lines that grow while something runs (the Training lab's loss and accuracy against the step):
// points are appended, never replaced, and the axes follow them. The y axis is linear over a
// fixed range or logarithmic over the data (a loss falls by orders of magnitude).

#include <QChartView>
#include <vector>

class QLineSeries;
class QScatterSeries;
class QValueAxis;
class QLogValueAxis;

namespace atlas::views {

class LiveLineChart : public QChartView {
    Q_OBJECT

public:
    enum class Scale { Linear, Log };

    explicit LiveLineChart(QWidget* parent = nullptr);

    // Starts over without lines. Linear: y from `low` to `high`; Log: the range follows the
    // data (low and high are the range before the first point).
    void reset(const QString& title, const QString& xTitle, const QString& yTitle, Scale scale,
               double low, double high);
    // The titles and a line's name again (in another language), keeping the points.
    void setTitles(const QString& title, const QString& xTitle, const QString& yTitle);
    void setLineName(int line, const QString& name);
    // A line (with dots on its points when `dots`); returns its index for append().
    int addLine(const QString& name, const QColor& color, bool dots = false);
    void append(int line, QPointF point);
    // The x axis runs from 0 to at least this (the run's total steps).
    void setXExtent(double x);

    int pointCount(int line) const;
    QPointF lastPoint(int line) const;

private:
    void fitAxes();

    struct Line {
        QLineSeries* series = nullptr;
        QScatterSeries* dots = nullptr;
    };
    std::vector<Line> lines_;
    Scale scale_ = Scale::Linear;
    QValueAxis* x_ = nullptr;
    QValueAxis* yLinear_ = nullptr;
    QLogValueAxis* yLog_ = nullptr;
    double xExtent_ = 1, low_ = 0, high_ = 1;
    double dataLow_ = 0, dataHigh_ = 0;  // of the points so far (positive ones for a log axis)
    bool hasData_ = false;
};

}  // namespace atlas::views
