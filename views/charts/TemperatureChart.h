#pragma once
// The Kernel page's temperature chart: the mean row entropy of one head's attention P =
// softmax(τ·S) against τ on a log₂ axis (1/8 … 8), under its upper bound ln n (uniform rows), with
// the model's own scale (τ = 1), a named example and the slider's τ marked.

#include <QChartView>
#include <vector>

class QScatterSeries;

namespace atlas::views {

struct TemperatureCurve {
    std::vector<double> tau;          // ascending, > 0
    std::vector<double> meanEntropy;  // at each τ, in nats
    double bound = 0;                 // the largest mean entropy: every row uniform
};

// Every word the chart shows, given by the page in the UI language.
struct TemperatureLabels {
    QString title, xTitle, yTitle;
    QString curve;       // the line's legend entry
    QString bound;       // the bound's
    QString modelScale;  // the mark at τ = 1
    QString example;     // the named example's mark
    QString current;     // the slider's dot

    bool operator==(const TemperatureLabels&) const = default;
};

class TemperatureChart : public QChartView {
    Q_OBJECT

public:
    explicit TemperatureChart(QWidget* parent = nullptr);

    void setCurve(TemperatureCurve curve);
    void setLabels(TemperatureLabels labels);  // rebuilds only when they change
    void setExample(double tau);               // the named example's τ; ≤ 0: none
    // The slider's τ and the mean entropy there: a dot on the curve, moved without a rebuild.
    void setCurrent(double tau, double meanEntropy);

    const TemperatureCurve& curve() const { return curve_; }
    static QColor curveColor();
    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void addLine(const QString& name, QPointF from, QPointF to, const QPen& pen);

    TemperatureCurve curve_;
    TemperatureLabels labels_;
    double example_ = 0;
    QPointF current_{0, -1};         // (log₂ τ, H̄); y < 0: none yet
    QScatterSeries* dot_ = nullptr;  // owned by the chart
};

}  // namespace atlas::views
