#pragma once
// Grouped bars, one group per layer and one bar per quantity (‖x‖ entering, what attention and
// the feed-forward add, ‖x‖ leaving; or a norm's input and output): the Residual stream page's
// two charts. Hovering a bar shows its exact value as a tooltip.

#include <QChartView>
#include <QColor>
#include <QStringList>
#include <vector>

namespace atlas::views {

struct ResidualBars {
    QString name;
    QColor color;
    std::vector<double> values;  // one per group
};

class ResidualBarChart : public QChartView {
    Q_OBJECT

public:
    explicit ResidualBarChart(QWidget* parent = nullptr);

    void setBars(const QString& title, const QStringList& groups,
                 const std::vector<ResidualBars>& bars, const QString& axisTitle);
    void clearBars();

    // For tests: the bars drawn (groups × quantities) and the largest value.
    int barCount() const { return bars_; }
    double largest() const { return largest_; }

private:
    int bars_ = 0;
    double largest_ = 0;
};

}  // namespace atlas::views
