#pragma once
// Horizontal bars, one per labelled item, coloured by attention kind (the page's colours), the
// first item on top. Used for bytes per token of published models and for the built-in
// variants' cache sizes and decoding times.

#include <QChartView>
#include <functional>
#include <vector>

#include "Config.h"

namespace atlas::views {

struct KindBar {
    QString label;
    AttentionKind kind = AttentionKind::MHA;
    double value = 0;
};

class KindBarChart : public QChartView {
    Q_OBJECT

public:
    explicit KindBarChart(QWidget* parent = nullptr);

    // Values are divided by `unit` on the axis (1024 for KiB, 1e-3 for ms); `format(value)`
    // writes the full value beside each label.
    void setBars(const QString& title, const std::vector<KindBar>& bars, const QString& axisTitle,
                 double unit, const std::function<QString(double)>& format);

    // The colour key under the bars; off when the labels name the kinds already.
    void setLegendShown(bool shown) { legendShown_ = shown; }

    // For tests: the bars drawn, counted over every kind's set.
    int barCount() const;
    // What hovering bar `index` (from the bottom, as Qt counts) shows: its name and value whole.
    QString barToolTip(int index) const { return labels_.value(index); }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitLabels();  // the names' type small enough for the room Qt Charts gives them
    int bars_ = 0;
    QStringList labels_;  // the bars' names and values, bottom first
    QStringList lines_;   // the lines of the labels beside the bars
    bool legendShown_ = true;
};

}  // namespace atlas::views
