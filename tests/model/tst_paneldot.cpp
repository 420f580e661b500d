// Issue 39: AVX-512's panel products Y (+)= X Wᵀ (model/PanelDot.h) against plain loops in
// double — the FMA kernel for float32, float16 and bfloat16 W, vdpbf16ps with X rounded or split
// — on shapes that cut its 6-row × 64-column panels, their 256-column depth and an odd k
// unevenly, strides wider than the rows; bit-equal repeats. A kernel the CPU lacks is skipped
// (Weight's other paths are tst_weight's, which forces every path the CPU has).

#include <QtTest>
#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "PanelDot.h"

using namespace atlas;

namespace {

enum class Kernel { Fma512, Bf16Rounded, Bf16Split };

struct Case {
    long n, m, k, ldx, ldy;
    DType dtype;
    std::vector<float> X, Y;
    std::vector<uint16_t> half;  // W as F16 or BF16 bits
    std::vector<float> wide;     // W's values as float32 (F32: W itself)
};

Case makeCase(long n, long m, long k, DType dtype, unsigned seed) {
    std::mt19937 g(seed);
    std::normal_distribution<float> d(0.f, 1.f);
    Case c{n, m, k, k + 3, m + 5, dtype, {}, {}, {}, {}};
    c.X.resize(size_t(n * c.ldx));
    for (float& x : c.X) x = d(g);
    for (long i = 0; i < m * k; ++i) {
        const float w = d(g) * 0.1f;
        if (dtype == DType::F32) {
            c.wide.push_back(w);
        } else {
            c.half.push_back(dtype == DType::F16 ? floatToHalf(w) : floatToBfloat16(w));
            c.wide.push_back(dtype == DType::F16 ? halfToFloat(c.half.back())
                                                 : bfloat16ToFloat(c.half.back()));
        }
    }
    c.Y.assign(size_t(n * c.ldy), 7.f);  // what accumulate adds to
    return c;
}

bool available(Kernel kernel) {
    return kernel == Kernel::Fma512 ? cpuHasFma512Panels() : cpuHasBf16Dot();
}

void run(Kernel kernel, Case& c, bool accumulate) {
    if (kernel == Kernel::Fma512) {
        const void* W = c.dtype == DType::F32 ? static_cast<const void*>(c.wide.data())
                                              : static_cast<const void*>(c.half.data());
        fma512TimesTransposed(c.X.data(), c.n, c.ldx, c.dtype, W, c.m, c.k, c.Y.data(), c.ldy,
                              accumulate);
    } else {
        bf16TimesTransposed(
            c.X.data(), c.n, c.ldx, c.half.data(), c.m, c.k, c.Y.data(), c.ldy, accumulate,
            kernel == Kernel::Bf16Split ? Bf16Activations::Split : Bf16Activations::Rounded);
    }
}

}  // namespace

class TestPanelDot : public QObject {
    Q_OBJECT

private slots:
    void matchesPlainLoops_data() {
        QTest::addColumn<int>("kernel");
        QTest::addColumn<int>("dtype");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("k");
        const std::vector<std::tuple<Kernel, DType, const char*>> kernels = {
            {Kernel::Fma512, DType::F32, "FMA-512 F32"},
            {Kernel::Fma512, DType::F16, "FMA-512 F16"},
            {Kernel::Fma512, DType::BF16, "FMA-512 BF16"},
            {Kernel::Bf16Rounded, DType::BF16, "vdpbf16ps rounded"},
            {Kernel::Bf16Split, DType::BF16, "vdpbf16ps split"}};
        for (const auto& [kernel, dtype, name] : kernels)
            for (const auto& [n, m, k] : std::vector<std::array<int, 3>>{{1, 1, 1},
                                                                         {1, 5, 31},
                                                                         {3, 4, 32},
                                                                         {5, 7, 33},
                                                                         {4, 9, 64},
                                                                         {17, 13, 100},
                                                                         {9, 3, 257},
                                                                         {2, 30, 1000},
                                                                         {6, 64, 256},
                                                                         {13, 70, 515},
                                                                         {7, 129, 600}})
                QTest::newRow(qPrintable(QString("%1, %2×%3×%4").arg(name).arg(n).arg(m).arg(k)))
                    << int(kernel) << int(dtype) << n << m << k;
    }
    void matchesPlainLoops() {
        QFETCH(int, kernel);
        QFETCH(int, dtype);
        QFETCH(int, n);
        QFETCH(int, m);
        QFETCH(int, k);
        const Kernel which = Kernel(kernel);
        if (!available(which)) QSKIP("this CPU lacks the kernel's instructions");
        // Rounding x to bfloat16 moves each product by ≤ 2⁻⁹ of it (2⁻¹⁷ split); float32 sums
        // move by a few ulps of Σ|w x| (the FMA kernel rounds nothing else).
        const double bound = which == Kernel::Bf16Rounded ? 0x1p-8
                             : which == Kernel::Bf16Split ? 0x1p-16
                                                          : 0x1p-20;
        for (const bool accumulate : {false, true}) {
            Case c = makeCase(n, m, k, DType(dtype), unsigned(n * 1000 + m * 10 + k));
            const std::vector<float> before = c.Y;
            run(which, c, accumulate);
            for (long i = 0; i < n; ++i)
                for (long j = 0; j < m; ++j) {
                    double exact = 0, size = 0;
                    for (long q = 0; q < k; ++q) {
                        const double p =
                            double(c.X[size_t(i * c.ldx + q)]) * c.wide[size_t(j * k + q)];
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
                }
            // The padding of Y's rows is never written.
            for (long i = 0; i < n; ++i)
                for (long j = m; j < c.ldy; ++j) QCOMPARE(c.Y[size_t(i * c.ldy + j)], 7.f);
        }
    }

    // Rounded is not exact (so the comparison above can fail), Split is closer, repeats are
    // bit-equal.
    void roundedDiffersSplitIsCloserRepeatsAreEqual() {
        if (!cpuHasBf16Dot()) QSKIP("this CPU has no AVX512_BF16");
        Case c = makeCase(6, 10, 300, DType::BF16, 5);
        std::vector<float> results[4];
        const Kernel kernels[] = {Kernel::Bf16Rounded, Kernel::Bf16Split, Kernel::Bf16Rounded,
                                  Kernel::Fma512};
        for (int r = 0; r < 4; ++r) {
            run(kernels[r], c, false);
            results[r] = c.Y;
        }
        QCOMPARE(results[0], results[2]);
        double rounded = 0, split = 0;
        for (size_t i = 0; i < c.Y.size(); ++i) {
            rounded += std::abs(results[0][i] - results[3][i]);
            split += std::abs(results[1][i] - results[3][i]);
        }
        QVERIFY2(rounded > 1e-4 && split < rounded / 100,
                 qPrintable(QString("%1, %2").arg(rounded).arg(split)));
    }

    void switchedOff() {
        usePanelKernels(false, false);
        QVERIFY(!cpuHasFma512Panels() && !cpuHasBf16Dot());
        Case c = makeCase(1, 1, 4, DType::BF16, 1);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, run(Kernel::Bf16Split, c, false));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, run(Kernel::Fma512, c, false));
        usePanelKernels(true, true);
    }
};

QTEST_APPLESS_MAIN(TestPanelDot)
#include "tst_paneldot.moc"
