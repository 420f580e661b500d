#pragma once
// The rotated score (R(m)q)ᵀ(R(n)k) against m − n alone: one line, because the score depends on
// the two positions only through their difference (SPEC §2), with the sliders' pair marked on it.

#include <QChartView>
#include <vector>

namespace atlas::views {

class RotaryScoreChart : public QChartView {
    Q_OBJECT

public:
    explicit RotaryScoreChart(QWidget* parent = nullptr);

    // score[j] at m − n = offsets[j]; the marker at (m − n, value).
    void setCurve(const std::vector<int>& offsets, const std::vector<double>& score);
    void setMarker(int offset, double value);
    double markerValue() const { return markerValue_; }

    // Okabe–Ito sky blue, darkened where the background is light enough to wash it out.
    QColor lineColor() const;
    static QColor markerColor();

    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();

    std::vector<int> offsets_;
    std::vector<double> score_;
    int marker_ = 0;
    double markerValue_ = 0;
};

}  // namespace atlas::views
