#pragma once
// Error of a randomized approximation against its size (k or m): the median over seeds as a
// line, the min–max spread as a band around it, and the theory (a rate or a bound) dashed.

#include <QChartView>

#include "ApproxFigures.h"

namespace atlas::views {

class ErrorSweepChart : public QChartView {
    Q_OBJECT

public:
    explicit ErrorSweepChart(QWidget* parent = nullptr);

    void setSweep(const ErrorSweep& sweep, const QString& title);
    const ErrorSweep& sweep() const { return sweep_; }

    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();

    ErrorSweep sweep_;
    QString title_;
};

}  // namespace atlas::views
