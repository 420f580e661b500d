#pragma once
// Qt Charts cuts a chart's title or an axis title short with "..." when the chart lacks room for
// it (a narrow pane, German titles, presentation type), and keeps the full text to itself. This
// gives them what QLegend::setShowToolTips gives legend entries: hovering one that is cut short
// shows it in full; one drawn whole shows no tooltip.

#include <QObject>
#include <QRect>
#include <QString>

class QChartView;

namespace atlas::views {

class ChartTitleTips : public QObject {
    Q_OBJECT

public:
    // Watches `view`'s viewport (once per view, however often it is called); follows the chart
    // the view shows at the time of each hover, so charts replaced later are covered too.
    static void install(QChartView* view);

    struct Tip {
        QString text;  // the full title, empty when the title under the point is drawn whole
        QRect rect;    // where the cut title is, in viewport coordinates
    };
    // The title or axis title drawn at `viewportPos`, when Qt cut it short there.
    static Tip at(const QChartView* view, QPoint viewportPos);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit ChartTitleTips(QChartView* view);

    QChartView* view_;
};

}  // namespace atlas::views
