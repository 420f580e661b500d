// Issue 39: the AVX-512 float32 product Y (+)= X Wᵀ (model/Avx512Dot.h) for W in F32, F16 and
// BF16 against plain loops in double, on shapes that cut its tiles and its 16-value steps
// unevenly, with strides wider than the rows: exact up to float32 summation (W widens exactly,
// X is not rounded), bit-equal repeats. Skipped where the CPU has no AVX-512.

#include <QtTest>
#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "Avx512Dot.h"
#include "Widen.h"

using namespace atlas;

namespace {

uint16_t toHalf(float v, DType dtype) {
    if (dtype == DType::BF16) return uint16_t(std::bit_cast<uint32_t>(v) >> 16);
    return std::bit_cast<uint16_t>(static_cast<_Float16>(v));
}

}  // namespace

Q_DECLARE_METATYPE(DType);

class TestAvx512Dot : public QObject {
    Q_OBJECT

private slots:
    void init() {
        if (!cpuHasAvx512Dot()) QSKIP("this CPU has no AVX-512");
    }

    void matchesPlainLoops_data() {
        QTest::addColumn<DType>("dtype");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("k");
        for (const auto& [name, dtype] :
             {std::pair{"f32", DType::F32}, {"f16", DType::F16}, {"bf16", DType::BF16}})
            for (const auto& [n, m, k] : std::vector<std::array<int, 3>>{{1, 1, 1},
                                                                         {1, 5, 15},
                                                                         {3, 4, 16},
                                                                         {5, 7, 17},
                                                                         {4, 9, 64},
                                                                         {17, 13, 100},
                                                                         {9, 3, 257},
                                                                         {2, 30, 1000}})
                QTest::newRow(qPrintable(QString("%1 %2x%3x%4").arg(name).arg(n).arg(m).arg(k)))
                    << dtype << n << m << k;
    }
    void matchesPlainLoops() {
        QFETCH(DType, dtype);
        QFETCH(int, n);
        QFETCH(int, m);
        QFETCH(int, k);
        std::mt19937 g(unsigned(n * 100 + m * 10 + k));
        std::normal_distribution<float> d(0.f, 1.f);
        const long ldx = k + 3, ldy = m + 5;
        std::vector<float> X(size_t(n * ldx)), Y(size_t(n * ldy), 7.f);
        for (float& x : X) x = d(g);
        const size_t bytes = dtype == DType::F32 ? 4 : 2;
        std::vector<std::byte> W(size_t(m) * size_t(k) * bytes);
        for (size_t i = 0; i < size_t(m) * size_t(k); ++i) {
            const float v = d(g) * 0.1f;
            if (dtype == DType::F32) {
                std::memcpy(&W[4 * i], &v, 4);
            } else {
                const uint16_t h = toHalf(v, dtype);
                std::memcpy(&W[2 * i], &h, 2);
            }
        }
        std::vector<float> w(size_t(m) * size_t(k));
        widenToFloat(dtype, W.data(), w.data(), w.size());
        for (const bool accumulate : {false, true}) {
            const std::vector<float> before = Y;
            avx512TimesTransposed(X.data(), n, ldx, dtype, W.data(), m, k, Y.data(), ldy,
                                  accumulate);
            for (long i = 0; i < n; ++i)
                for (long j = 0; j < m; ++j) {
                    double exact = 0, size = 0;
                    for (long q = 0; q < k; ++q) {
                        const double p = double(X[size_t(i * ldx + q)]) * w[size_t(j * k + q)];
                        exact += p;
                        size += std::abs(p);
                    }
                    const double base = accumulate ? before[size_t(i * ldy + j)] : 0;
                    const double error = std::abs(Y[size_t(i * ldy + j)] - base - exact);
                    // float32 sums: a few ulps of Σ|w x| (and of the 7 accumulated onto)
                    QVERIFY2(error <= 1e-6 * (size + 8) * std::sqrt(double(k) / 16 + 1),
                             qPrintable(QString("(%1, %2): %3 off, Σ|wx| %4")
                                            .arg(i)
                                            .arg(j)
                                            .arg(error)
                                            .arg(size)));
                }
            for (long i = 0; i < n; ++i)
                for (long j = m; j < ldy; ++j) QCOMPARE(Y[size_t(i * ldy + j)], 7.f);
        }
        // Bit-equal repeats.
        std::vector<float> a(Y.size()), b(Y.size());
        avx512TimesTransposed(X.data(), n, ldx, dtype, W.data(), m, k, a.data(), ldy, false);
        avx512TimesTransposed(X.data(), n, ldx, dtype, W.data(), m, k, b.data(), ldy, false);
        QCOMPARE(a, b);
    }

    void switchedOff() {
        useAvx512Dot(false);
        QVERIFY(!cpuHasAvx512Dot());
        float x = 1, y = 0, w = 1;
        QVERIFY_THROWS_EXCEPTION(
            std::logic_error, avx512TimesTransposed(&x, 1, 1, DType::F32, &w, 1, 1, &y, 1, false));
        useAvx512Dot(true);
    }
};

QTEST_APPLESS_MAIN(TestAvx512Dot)
#include "tst_avx512dot.moc"
