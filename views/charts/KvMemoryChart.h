#pragma once
// KV cache memory against context length for the chosen published models and their what-if
// twins (log–log: a cache linear in T is a straight line of slope 1, a sliding window a bend to
// flat), with horizontal lines for accelerator memories and for each model's own weights.

#include <QChartView>
#include <QList>
#include <QPointF>
#include <vector>

#include "KvComparison.h"

class QAbstractAxis;
class QGraphicsSimpleTextItem;
class QLineSeries;

namespace atlas::views {

class KvMemoryChart : public QChartView {
    Q_OBJECT

public:
    explicit KvMemoryChart(QWidget* parent = nullptr);

    void setComparison(const KvComparison& comparison, const KvSettings& settings);

    // For tests: the curves (one per row) and the horizontal lines (accelerators, then weights).
    QList<QLineSeries*> curves() const { return curves_; }
    QList<QLineSeries*> referenceLines() const;

private:
    struct Reference {
        QLineSeries* series;
        QGraphicsSimpleTextItem* label;
        double y;  // log₂ bytes
    };
    void addCurves(const KvComparison& comparison, const std::vector<std::vector<QPointF>>& curves,
                   QAbstractAxis* x, QAbstractAxis* y);
    void addReferenceLines(const KvComparison& comparison, int xLo, int xHi, QAbstractAxis* x,
                           QAbstractAxis* y);
    // `ink`: how much of the text colour the line and its label take (markInk()).
    void addReference(double bytes, const QString& text, const QPen& pen, double x0, double x1,
                      double ink);
    void addLegendKey(const KvComparison& comparison);
    void placeLabels();
    void showPoint(const QPointF& point, bool state, const QString& name);

    QList<QLineSeries*> curves_;
    QList<Reference> references_;
};

}  // namespace atlas::views
