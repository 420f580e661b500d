// The Rotary page's views, rendered offscreen: the arrows of the query and key stand where R(m)
// and R(n) put them (pixels of their colours at the arrow tips), moving a position moves them,
// and the two charts draw their lines in their colours.

#include <QTest>
#include <cmath>

#include "RotaryAngles.h"
#include "RotaryCircles.h"
#include "RotaryFrequencyChart.h"
#include "RotaryScoreChart.h"

using namespace atlas;
using views::RotaryCircles;

namespace {

bool near(QColor a, QColor b, int tolerance = 40) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
               std::abs(a.blue() - b.blue()) <
           tolerance;
}

// Some pixel within `radius` of `at` has (nearly) `colour`.
bool colourNear(const QImage& image, QPointF at, QColor colour, int radius = 3) {
    for (int dy = -radius; dy <= radius; ++dy)
        for (int dx = -radius; dx <= radius; ++dx) {
            const QPoint p = at.toPoint() + QPoint(dx, dy);
            if (image.rect().contains(p) && near(image.pixelColor(p), colour)) return true;
        }
    return false;
}

int countColour(const QImage& image, QColor colour) {
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) n += near(image.pixelColor(x, y), colour);
    return n;
}

std::vector<double> theta8() {
    RotaryPlan plan;
    plan.width = 8;
    return frequencies(plan);
}

}  // namespace

class TestRotaryView : public QObject {
    Q_OBJECT

private slots:
    void arrowsPointWhereTheRotationPutsThem() {
        const std::vector<double> theta = theta8();
        // Pair 0 of q is (1, 0) and of k is (0, 1), both of length 1 (the longest pair).
        const std::vector<double> q{1, 0.2, 0.1, 0.1, 0, 0.1, 0.2, 0.1};
        const std::vector<double> k{0, 0.1, 0.2, 0.1, 1, 0.2, 0.1, 0.1};
        RotaryCircles w;
        w.resize(900, 320);
        w.setVectors(q, k, theta);
        QCOMPARE(w.pairsShown(), 4);
        for (const auto& [m, n] : {std::pair{0, 0}, std::pair{1, 3}, std::pair{2, 5}}) {
            w.setPositions(m, n);
            const QImage image = w.grab().toImage();
            const QPointF c = w.centre(0);
            const qreal r = w.radius();
            // The tip of R(m)q's pair 0 is at angle m·θ₀ = m radians, y up.
            const QPointF qTip = c + QPointF(std::cos(m), -std::sin(m)) * r * 0.9;
            const QPointF kTip = c + QPointF(-std::sin(n), -std::cos(n)) * r * 0.9;
            QVERIFY2(colourNear(image, qTip, RotaryCircles::queryColor()),
                     qPrintable(QString("no query arrow at m = %1").arg(m)));
            QVERIFY2(colourNear(image, kTip, RotaryCircles::keyColor()),
                     qPrintable(QString("no key arrow at n = %1").arg(n)));
            // The opposite side of the circle holds no arrow of either.
            QVERIFY(!colourNear(image, c - (qTip - c), RotaryCircles::queryColor(), 1));
        }
    }

    void movingAPositionChangesThePicture() {
        RotaryCircles w;
        w.resize(900, 320);
        const std::vector<double> q{1, 0.5, 0.3, 0.1, 0.2, 0.4, 0.1, 0.3};
        const std::vector<double> k{0, 0.5, 0.3, 0.1, 1, 0.4, 0.1, 0.3};  // pair 0 points up
        w.setVectors(q, k, theta8());
        w.setPositions(0, 0);
        const QImage before = w.grab().toImage();
        w.setPositions(3, 0);
        const QImage after = w.grab().toImage();
        QVERIFY(before != after);
        // Pair 0 turned by 3 radians: its query arrow left the spot where it was.
        const QPointF c = w.centre(0);
        const QPointF tip0 = c + QPointF(1, -0.2) / std::hypot(1, 0.2) * w.radius() * 0.9;
        QVERIFY(colourNear(before, tip0, RotaryCircles::queryColor()));
        QVERIFY(!colourNear(after, tip0, RotaryCircles::queryColor(), 1));
    }

    void emptyCirclesDrawNothing() {
        RotaryCircles w;
        w.resize(400, 300);
        QCOMPARE(w.pairsShown(), 0);
        const QImage image = w.grab().toImage();
        QCOMPARE(countColour(image, RotaryCircles::queryColor()), 0);
    }

    void frequencyChartDrawsBothLines() {
        views::RotaryFrequencyChart chart;
        chart.resize(600, 400);
        const QImage blank = chart.grab().toImage();
        const auto theta = views::RotaryFrequencyChart::thetaColor();
        const auto wavelength = views::RotaryFrequencyChart::wavelengthColor();
        chart.setFrequencies(theta8(), 2);
        const QImage image = chart.grab().toImage();
        QVERIFY(countColour(image, theta) > countColour(blank, theta) + 50);
        QVERIFY(countColour(image, wavelength) > countColour(blank, wavelength) + 50);
    }

    void scoreChartMarksTheSliders() {
        views::RotaryScoreChart chart;
        chart.resize(600, 400);
        std::vector<int> offsets;
        std::vector<double> score;
        for (int d = -63; d <= 63; ++d) {
            offsets.push_back(d);
            score.push_back(std::cos(d * 0.3));
        }
        chart.setCurve(offsets, score);
        chart.setMarker(4, std::cos(1.2));
        const QImage image = chart.grab().toImage();
        QVERIFY(countColour(image, chart.lineColor()) > 100);
        QVERIFY(countColour(image, views::RotaryScoreChart::markerColor()) > 10);
        QCOMPARE(chart.markerValue(), std::cos(1.2));
    }
};

QTEST_MAIN(TestRotaryView)
#include "tst_rotaryview.moc"
