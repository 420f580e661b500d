// model/approx/Temperature: P_τ = softmax(τ·S) row by row, its entropy and largest weight, against
// rows worked out by hand, and the limits τ → 0 (uniform over the visible keys) and τ → ∞
// (one-hot).

#include <QtTest>
#include <cmath>

#include "Random.h"
#include "approx/Temperature.h"

using namespace atlas;
using namespace atlas::approx;

namespace {

// A fixed S whose rows have distinct entries (no ties: τ → ∞ picks one key).
MatrixD distinctScores(int rows, int cols) {
    MatrixD S(rows, cols);
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j) S(i, j) = std::sin(1.7 * i + 2.3 * j + 0.4) * 3;
    return S;
}

}  // namespace

class TestTemperature : public QObject {
    Q_OBJECT

private slots:
    void rowsByHand() {
        // S's row (0, ln 2, ln 3): at τ = 1, P = (1, 2, 3)/6; at τ = 2, P = (1, 4, 9)/14; at
        // τ = 0.5 the weights are (1, √2, √3) over their sum.
        MatrixD S(1, 3);
        S << 0, std::log(2.0), std::log(3.0);
        const AttentionMask all;
        const auto expect = [&](double tau, std::vector<double> w) {
            double z = 0, h = 0;
            for (double x : w) z += x;
            for (double x : w) h -= x / z * std::log(x / z);
            const RowSpread r = temperedRow(S, all, 0, tau);
            QVERIFY2(std::abs(r.entropy - h) < 1e-12, qPrintable(QString::number(tau)));
            QVERIFY(std::abs(r.maxWeight - w.back() / z) < 1e-12);
        };
        expect(1, {1, 2, 3});
        expect(2, {1, 4, 9});
        expect(0.5, {1, std::sqrt(2.0), std::sqrt(3.0)});
        // The same numbers written out: H(1/6, 1/3, 1/2) and 1/2.
        const RowSpread r = temperedRow(S, all, 0, 1);
        QVERIFY(std::abs(r.entropy - 1.0114042647073518) < 1e-12);
        QCOMPARE(r.maxWeight, 0.5);
        // A causal row sees only the keys up to its own position: row 1 of a causal 2 × 3 map
        // weighs (0, ln 2) alone, P = (1/3, 2/3).
        MatrixD T(2, 3);
        T << 5, 7, 9, 0, std::log(2.0), 100;
        const AttentionMask causal{.causal = true};
        const RowSpread c = temperedRow(T, causal, 1, 1);
        QVERIFY(std::abs(c.entropy - (std::log(3.0) - 2.0 / 3 * std::log(2.0))) < 1e-12);
        QVERIFY(std::abs(c.maxWeight - 2.0 / 3) < 1e-12);
        QCOMPARE(temperedRow(T, causal, 0, 1).entropy, 0.0);  // one visible key: H = 0
    }

    void coldAndHotLimits() {
        const MatrixD S = distinctScores(6, 6);
        const AttentionMask causal{.causal = true};
        for (const AttentionMask& mask : {AttentionMask{}, causal}) {
            for (int i = 0; i < S.rows(); ++i) {
                const double n = double(mask.visible(i, S.cols()).size());
                // τ → 0: uniform over the n_i visible keys, H_i = ln n_i, max 1/n_i.
                const RowSpread cold = temperedRow(S, mask, i, 1e-9);
                QVERIFY(std::abs(cold.entropy - std::log(n)) < 1e-6);
                QVERIFY(std::abs(cold.maxWeight - 1 / n) < 1e-6);
                // τ large: one key takes it all.
                const RowSpread hot = temperedRow(S, mask, i, 1e4);
                QVERIFY2(hot.entropy < 1e-6, qPrintable(QString::number(hot.entropy)));
                QVERIFY(std::abs(hot.maxWeight - 1) < 1e-9);
            }
            const double bound = meanEntropyBound(S.rows(), S.cols(), mask);
            QVERIFY(std::abs(meanRowEntropy(S, mask, 1e-9) - bound) < 1e-6);
        }
        // Without a mask the bound is ln n; with the causal one the mean of ln(i + 1).
        QVERIFY(std::abs(meanEntropyBound(6, 6, {}) - std::log(6.0)) < 1e-12);
        double causalBound = 0;
        for (int i = 1; i <= 6; ++i) causalBound += std::log(double(i)) / 6;
        QVERIFY(std::abs(meanEntropyBound(6, 6, causal) - causalBound) < 1e-12);
    }

    void meanEntropyFallsWithTau() {
        Random random(7);
        MatrixD S(12, 12);
        for (Eigen::Index k = 0; k < S.size(); ++k) S.data()[k] = random.uniform(-4, 4);
        const std::vector<double> taus = octaveSteps(3, 8);
        QCOMPARE(int(taus.size()), 49);
        QCOMPARE(taus.front(), 0.125);
        QCOMPARE(taus[24], 1.0);
        QCOMPARE(taus.back(), 8.0);
        // dH_i/dτ = −τ·Var_P(S_i·) ≤ 0: each row, and so the mean, only falls.
        for (const AttentionMask& mask : {AttentionMask{}, AttentionMask{.causal = true}}) {
            double previous = INFINITY;
            for (double tau : taus) {
                const double h = meanRowEntropy(S, mask, tau);
                QVERIFY2(h < previous, qPrintable(QString("τ = %1").arg(tau)));
                QVERIFY(h <= meanEntropyBound(S.rows(), S.cols(), mask) + 1e-12);
                previous = h;
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestTemperature)
#include "tst_temperature.moc"
