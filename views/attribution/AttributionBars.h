#pragma once
// One output token's attribution to every input token, several methods one above the other:
// a row of bars per method (raw attention, rollout, flow, gradient × input), each scaled to its
// own largest |value| so that the rows compare by shape, not by unit. A signed row draws
// positive bars up in red and negative ones down in blue (the diverging map's ends).

#include <QString>
#include <QVector>
#include <QWidget>
#include <vector>

#include "Snapshot.h"

namespace atlas::views {

struct AttributionSeries {
    QString name;                // drawn left of its row
    std::vector<double> values;  // one per token; NaN: not defined (masked), drawn as nothing
    bool isSigned = false;
    QString note;  // drawn instead of bars when values is empty (why the row is missing)
};

// The bars' heights as fractions of the row's half-height (signed) or height: values divided by
// the row's largest |value| (0 where all are 0 or NaN).
std::vector<double> barFractions(const std::vector<double>& values);

class AttributionBars : public QWidget {
    Q_OBJECT

public:
    explicit AttributionBars(QWidget* parent = nullptr);

    void setData(const QVector<Token>& tokens, std::vector<AttributionSeries> series);
    void setTitle(const QString& title);
    const std::vector<AttributionSeries>& series() const { return series_; }
    QString title() const { return title_; }
    // Where the bar of series s, token j is drawn now (for the tests).
    QRectF barRect(int s, int j) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // What the tooltip at `at` says: a missing row's note, else the column's whole token.
    QString toolTipAt(const QPointF& at) const;  // rows a line and a half high: names never overlap

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    struct Geometry {
        qreal left, top, rowHeight, slot;
    };
    Geometry geometry() const;

    QVector<Token> tokens_;
    std::vector<AttributionSeries> series_;
    QString title_;
};

}  // namespace atlas::views
