#pragma once
// Lines against the decoding step, optionally some of them on a second axis at the right (FLOPs
// beside seconds): the cost charts of the KV cache page.

#include <QChartView>
#include <vector>

namespace atlas::views {

struct ChartLine {
    QString name;
    QColor color;
    Qt::PenStyle style = Qt::SolidLine;
    std::vector<QPointF> points;
    bool rightAxis = false;
    bool inLegend = true;  // false: a line the legend need not key (its colour keys it already)
};

class StepLineChart : public QChartView {
    Q_OBJECT

public:
    explicit StepLineChart(QWidget* parent = nullptr);

    // `rightTitle` names the right axis; it is drawn only when some line asks for it.
    void setLines(const QString& title, const QString& xTitle, const QString& yTitle,
                  const std::vector<ChartLine>& lines, const QString& rightTitle = {});

    int lineCount() const { return lines_; }

private:
    int lines_ = 0;
};

}  // namespace atlas::views
