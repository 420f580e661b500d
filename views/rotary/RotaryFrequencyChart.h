#pragma once
// The frequencies θ_i of a head's rotary positions against i, and their wavelengths 2π/θ_i (the
// positions one pair needs to turn once round), on one logarithmic axis (SPEC §2).

#include <QChartView>
#include <vector>

namespace atlas::views {

class RotaryFrequencyChart : public QChartView {
    Q_OBJECT

public:
    explicit RotaryFrequencyChart(QWidget* parent = nullptr);

    // θ_i for i = 0 … r/2 − 1; `highlighted`: pairs drawn on the circles, marked on the lines.
    void setFrequencies(const std::vector<double>& theta, int highlighted);
    const std::vector<double>& frequencies() const { return theta_; }

    // The two lines' colours, for the legend and the tests.
    static QColor thetaColor();
    static QColor wavelengthColor();

    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();

    std::vector<double> theta_;
    int highlighted_ = 0;
};

}  // namespace atlas::views
