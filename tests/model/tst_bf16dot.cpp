// Issue 39: the AVX512_BF16 product Y (+)= X Wᵀ (model/Bf16Dot.h) against plain loops in double,
// on shapes that cut its 4 × 4 tiles and its 32-value steps unevenly, with strides wider than the
// rows; both activation modes within their bounds, bit-equal repeats. Skipped where the CPU has
// no AVX512_BF16 (the portable paths are tst_weight's).

#include <QtTest>
#include <bit>
#include <cmath>
#include <random>
#include <vector>

#include "Bf16Dot.h"

using namespace atlas;

namespace {

uint16_t toBf16(float v) {  // truncation: any bfloat16 will do for W
    return uint16_t(std::bit_cast<uint32_t>(v) >> 16);
}
double fromBf16(uint16_t h) {
    return double(std::bit_cast<float>(uint32_t(h) << 16));
}

struct Case {
    long n, m, k, ldx, ldy;
    std::vector<float> X, Y;
    std::vector<uint16_t> W;
};

Case makeCase(long n, long m, long k, unsigned seed) {
    std::mt19937 g(seed);
    std::normal_distribution<float> d(0.f, 1.f);
    Case c{n, m, k, k + 3, m + 5, {}, {}, {}};
    c.X.resize(size_t(n * c.ldx));
    for (float& x : c.X) x = d(g);
    c.W.resize(size_t(m * k));
    for (uint16_t& w : c.W) w = toBf16(d(g) * 0.1f);
    c.Y.assign(size_t(n * c.ldy), 7.f);  // what accumulate adds to
    return c;
}

}  // namespace

class TestBf16Dot : public QObject {
    Q_OBJECT

private slots:
    void init() {
        if (!cpuHasBf16Dot()) QSKIP("this CPU has no AVX512_BF16");
    }

    void matchesPlainLoops_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("k");
        for (const auto& [n, m, k] : std::vector<std::array<int, 3>>{{1, 1, 1},
                                                                     {1, 5, 31},
                                                                     {3, 4, 32},
                                                                     {5, 7, 33},
                                                                     {4, 9, 64},
                                                                     {17, 13, 100},
                                                                     {9, 3, 257},
                                                                     {2, 30, 1000}})
            QTest::newRow(qPrintable(QString("%1x%2x%3").arg(n).arg(m).arg(k))) << n << m << k;
    }
    void matchesPlainLoops() {
        QFETCH(int, n);
        QFETCH(int, m);
        QFETCH(int, k);
        for (const Bf16Activations mode : {Bf16Activations::Rounded, Bf16Activations::Split}) {
            // Rounding x to bfloat16 moves each product by ≤ 2⁻⁹ of it (2⁻¹⁷ split), float32
            // sums by a few ulps of Σ|w x|.
            const double bound = mode == Bf16Activations::Rounded ? 0x1p-8 : 0x1p-16;
            for (const bool accumulate : {false, true}) {
                Case c = makeCase(n, m, k, unsigned(n * 1000 + m * 10 + k));
                const std::vector<float> before = c.Y;
                bf16TimesTransposed(c.X.data(), n, c.ldx, c.W.data(), m, k, c.Y.data(), c.ldy,
                                    accumulate, mode);
                double worst = 0;
                for (long i = 0; i < n; ++i)
                    for (long j = 0; j < m; ++j) {
                        double exact = 0, size = 0;
                        for (long q = 0; q < k; ++q) {
                            const double p = double(c.X[size_t(i * c.ldx + q)]) *
                                             fromBf16(c.W[size_t(j * k + q)]);
                            exact += p;
                            size += std::abs(p);
                        }
                        const double base = accumulate ? before[size_t(i * c.ldy + j)] : 0;
                        const double error = std::abs(c.Y[size_t(i * c.ldy + j)] - base - exact);
                        QVERIFY2(error <= bound * size + 1e-6 * (size + 8),
                                 qPrintable(QString("(%1, %2): %3 off, Σ|wx| %4")
                                                .arg(i)
                                                .arg(j)
                                                .arg(error)
                                                .arg(size)));
                        worst = std::max(worst, error / (size + 1e-30));
                    }
                // The padding of Y's rows is never written.
                for (long i = 0; i < n; ++i)
                    for (long j = m; j < c.ldy; ++j) QCOMPARE(c.Y[size_t(i * c.ldy + j)], 7.f);
                if (mode == Bf16Activations::Split && k > 16)
                    QVERIFY2(worst < 1e-5, qPrintable(QString::number(worst)));
            }
        }
    }

    // Rounded is not exact (the comparison above can fail), and repeats are bit-equal.
    void roundedDiffersSplitIsCloserRepeatsAreEqual() {
        Case c = makeCase(6, 10, 300, 5);
        std::vector<float> rounded(c.Y.size()), split(c.Y.size()), again(c.Y.size());
        for (auto [out, mode] : {std::pair{&rounded, Bf16Activations::Rounded},
                                 std::pair{&split, Bf16Activations::Split},
                                 std::pair{&again, Bf16Activations::Rounded}})
            bf16TimesTransposed(c.X.data(), 6, c.ldx, c.W.data(), 10, 300, out->data(), c.ldy,
                                false, mode);
        QCOMPARE(rounded, again);
        double differ = 0;
        for (size_t i = 0; i < rounded.size(); ++i) differ += std::abs(rounded[i] - split[i]);
        QVERIFY(differ > 1e-4);
    }

    void switchedOff() {
        useBf16Dot(false);
        QVERIFY(!cpuHasBf16Dot());
        Case c = makeCase(1, 1, 4, 1);
        QVERIFY_THROWS_EXCEPTION(
            std::logic_error,
            bf16TimesTransposed(c.X.data(), 1, c.ldx, c.W.data(), 1, 4, c.Y.data(), c.ldy, false,
                                Bf16Activations::Rounded));
        useBf16Dot(true);
        QVERIFY(cpuHasBf16Dot());
    }
};

QTEST_APPLESS_MAIN(TestBf16Dot)
#include "tst_bf16dot.moc"
