// The one product (model/Gemm.h): C = α·op(A)·op(B) + β·C through Eigen or OpenBLAS, checked
// against plain loops for every transpose, α and β, shape and window; the thread policy.
#include <omp.h>
#include <QTest>
#include <cmath>
#include <limits>

#include "Gemm.h"
#include "PanelDot.h"

using namespace atlas;

namespace {

template <typename T>
using M = GemmMatrix<T>;

// op(X)(i, j) with plain indexing.
template <typename T>
double at(const M<T>& X, Op op, Eigen::Index i, Eigen::Index j) {
    return double(op == Op::N ? X(i, j) : X(j, i));
}

// The plain-loop product in double, and Σ_l |op(A)_il op(B)_lj| to scale the tolerance by.
template <typename T>
void reference(double alpha, const M<T>& A, Op opA, const M<T>& B, Op opB, double beta,
               const M<T>& C0, M<double>& C, M<double>& bound) {
    const Eigen::Index m = C0.rows(), n = C0.cols(), k = opA == Op::N ? A.cols() : A.rows();
    C.resize(m, n);
    bound.resize(m, n);
    for (Eigen::Index i = 0; i < m; ++i)
        for (Eigen::Index j = 0; j < n; ++j) {
            double sum = 0, size = 0;
            for (Eigen::Index l = 0; l < k; ++l) {
                sum += at(A, opA, i, l) * at(B, opB, l, j);
                size += std::abs(at(A, opA, i, l) * at(B, opB, l, j));
            }
            C(i, j) = alpha * sum + (beta == 0 ? 0 : beta * double(C0(i, j)));
            bound(i, j) = std::abs(alpha) * size +
                          (beta == 0 ? 0 : std::abs(beta * double(C0(i, j)))) + 1e-30;
        }
}

template <typename T>
M<T> stored(Op op, Eigen::Index rows, Eigen::Index cols) {  // op(X) is rows × cols
    return op == Op::N ? M<T>(M<T>::Random(rows, cols)) : M<T>(M<T>::Random(cols, rows));
}

// A product into a window of a larger matrix whose other entries must stay as they were.
template <typename T>
void checkProduct(Eigen::Index m, Eigen::Index n, Eigen::Index k, Op opA, Op opB, T alpha, T beta,
                  GemmPath path) {
    const M<T> A = stored<T>(opA, m, k), B = stored<T>(opB, k, n);
    M<T> big = M<T>::Constant(m + 3, n + 5, T(7));
    auto C = big.block(1, 2, m, n);
    if (beta == T(0))
        C.setConstant(std::numeric_limits<T>::quiet_NaN());  // β = 0 never reads C
    else
        C.setRandom();
    const M<T> C0 = C;
    const M<T> before = big;
    gemm(alpha, A, opA, B, opB, beta, C, path);
    M<double> expected, bound;
    reference(double(alpha), A, opA, B, opB, double(beta), C0, expected, bound);
    const double eps = double(std::numeric_limits<T>::epsilon());
    for (Eigen::Index i = 0; i < m; ++i)
        for (Eigen::Index j = 0; j < n; ++j)
            QVERIFY2(std::abs(double(C(i, j)) - expected(i, j)) <= 4 * eps * (k + 2) * bound(i, j),
                     qPrintable(QString("C(%1,%2) = %3, loops %4")
                                    .arg(i)
                                    .arg(j)
                                    .arg(C(i, j))
                                    .arg(expected(i, j))));
    for (Eigen::Index i = 0; i < big.rows(); ++i)
        for (Eigen::Index j = 0; j < big.cols(); ++j) {
            const bool inside = i >= 1 && i < 1 + m && j >= 2 && j < 2 + n;
            if (!inside) QCOMPARE(big(i, j), before(i, j));
        }
}

}  // namespace

class TestGemm : public QObject {
    Q_OBJECT

private slots:
    // First, before any product: OpenBLAS is set to one thread once, and the caller's OpenMP
    // count (which openblas_set_num_threads also sets) is given back.
    void firstProductKeepsTheCallersThreadCount() {
        omp_set_num_threads(2);
        const M<float> A = M<float>::Random(64, 64);
        M<float> C(64, 64);
        gemm(1.f, A, Op::N, A, Op::T, 0.f, C, GemmPath::Blas);
        QCOMPARE(omp_get_max_threads(), 2);
        QCOMPARE(blasThreads(), 1);
    }

    void matchesPlainLoops_data() {
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("threads");
        // One element; Eigen's side of the crossover; OpenBLAS's; odd sizes that split into
        // unequal panels by columns (n ≥ m) and by rows (m > n); an empty sum.
        const int shapes[][3] = {{1, 1, 1},     {3, 5, 7},     {2, 300, 40}, {40, 40, 100},
                                 {129, 67, 70}, {67, 129, 71}, {300, 9, 64}, {5, 6, 0}};
        for (const auto& s : shapes)
            for (int threads : {1, 2})
                QTest::addRow("%dx%dx%d, %d thread(s)", s[0], s[1], s[2], threads)
                    << s[0] << s[1] << s[2] << threads;
    }
    void matchesPlainLoops() {
        QFETCH(int, m);
        QFETCH(int, n);
        QFETCH(int, k);
        QFETCH(int, threads);
        omp_set_num_threads(threads);
        for (GemmPath path : {GemmPath::Auto, GemmPath::Eigen, GemmPath::Blas})
            for (Op opA : {Op::N, Op::T})
                for (Op opB : {Op::N, Op::T})
                    for (double beta : {0.0, 1.0, -0.5}) {
                        checkProduct<float>(m, n, k, opA, opB, 0.37f, float(beta), path);
                        checkProduct<double>(m, n, k, opA, opB, 1.0, beta, path);
                        if (QTest::currentTestFailed()) return;
                    }
    }

    // A fixed thread count gives the same bits every time (training's determinism rests on it);
    // products made inside a parallel loop, one per thread, equal the same products made alone.
    void deterministicAndSafeInsideParallelLoops() {
        omp_set_num_threads(2);
        const M<float> A = M<float>::Random(160, 96), B = M<float>::Random(200, 96);
        M<float> first(160, 200), again(160, 200);
        gemm(1.f, A, Op::N, B, Op::T, 0.f, first);
        gemm(1.f, A, Op::N, B, Op::T, 0.f, again);
        QVERIFY(first == again);

        omp_set_num_threads(1);
        std::vector<M<float>> alone(4, M<float>(160, 200)), together = alone;
        for (int i = 0; i < 4; ++i) gemm(float(i + 1), A, Op::N, B, Op::T, 0.f, alone[i]);
        omp_set_num_threads(2);
#pragma omp parallel for num_threads(2) schedule(static, 1)
        for (int i = 0; i < 4; ++i) gemm(float(i + 1), A, Op::N, B, Op::T, 0.f, together[i]);
        for (int i = 0; i < 4; ++i) QVERIFY(alone[i] == together[i]);
        QCOMPARE(blasThreads(), 1);
    }

    // Issue 39: float X·Wᵀ on AVX-512's FMA panels, against plain loops (panels cut unevenly, a
    // window of C, k past one panel's depth), taken by Auto where OpenBLAS would have been;
    // products the panels cannot make are refused.
    void panelsMakeFloatXWt() {
        if (!cpuHasFma512Panels()) QSKIP("this CPU has no AVX-512");
        const int shapes[][3] = {
            {17, 1, 1}, {129, 67, 70}, {67, 129, 71}, {300, 9, 64}, {40, 300, 515}};
        for (int threads : {1, 2}) {
            omp_set_num_threads(threads);
            for (const auto& s : shapes)
                for (float beta : {0.f, 1.f}) {
                    checkProduct<float>(s[0], s[1], s[2], Op::N, Op::T, 1.f, beta,
                                        GemmPath::Panels);
                    if (QTest::currentTestFailed()) return;
                }
        }
        const M<float> A = M<float>::Random(129, 70), B = M<float>::Random(67, 70);
        M<float> automatic(129, 67), panels(129, 67), blas(129, 67);
        gemm(1.f, A, Op::N, B, Op::T, 0.f, automatic);
        gemm(1.f, A, Op::N, B, Op::T, 0.f, panels, GemmPath::Panels);
        gemm(1.f, A, Op::N, B, Op::T, 0.f, blas, GemmPath::Blas);
        // Auto's choice (the sums' order can be OpenBLAS's own, so the bits cannot tell).
        QVERIFY(panelsMake(Op::N, Op::T, 1, 0, 70, 70) && panelsMake(Op::N, Op::T, 1, 1, 70, 70));
        QVERIFY(!panelsMake(Op::N, Op::T, 0.5, 0, 70, 70));
        QVERIFY(!panelsMake(Op::N, Op::T, 1, -0.5, 70, 70));
        QVERIFY(!panelsMake(Op::N, Op::N, 1, 0, 70, 70) && !panelsMake(Op::T, Op::T, 1, 0, 70, 70));
        QVERIFY(!panelsMake(Op::N, Op::T, 1, 0, 80, 70));  // a window of W's columns
        QVERIFY(automatic == panels);
        gemm(0.5f, A, Op::N, B, Op::T, 0.f, automatic);  // α ≠ 1: OpenBLAS
        gemm(0.5f, A, Op::N, B, Op::T, 0.f, blas, autoPath(129, 67, 70));
        QVERIFY(automatic == blas);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 gemm(0.5f, A, Op::N, B, Op::T, 0.f, panels, GemmPath::Panels));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 gemm(1.f, A, Op::N, B, Op::T, 2.f, panels, GemmPath::Panels));
        const M<float> Bt = B.transpose();  // X·W, not X·Wᵀ
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 gemm(1.f, A, Op::N, Bt, Op::N, 0.f, panels, GemmPath::Panels));
        const M<double> D = M<double>::Random(20, 20);
        M<double> E(20, 20);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 gemm(1.0, D, Op::N, D, Op::T, 0.0, E, GemmPath::Panels));
    }

    void mismatchedShapesAreRefused() {
        const M<float> A = M<float>::Random(4, 5), B = M<float>::Random(6, 7);
        M<float> C(4, 7);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, gemm(1.f, A, Op::N, B, Op::N, 0.f, C));
        M<float> wrong(4, 6);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, gemm(1.f, A, Op::N, A, Op::T, 0.f, wrong));
    }

    // The crossover bench measured: tiny products and short sides stay with Eigen.
    void crossoverBySize() {
        QCOMPARE(atlas::pathBySize(16, 16, 16), GemmPath::Eigen);
        QCOMPARE(atlas::pathBySize(2, 512, 512), GemmPath::Eigen);
        QCOMPARE(atlas::pathBySize(128, 512, 512), GemmPath::Blas);
        QCOMPARE(atlas::pathBySize(128, 128, 64), GemmPath::Blas);
        const bool fits = blasCoreFits(blasCoreName(), cpuHasAvx2());
        QCOMPARE(autoPath(128, 512, 512), fits ? GemmPath::Blas : GemmPath::Eigen);
        QCOMPARE(autoPath(16, 16, 16), GemmPath::Eigen);
    }

    // OpenBLAS's generic kernels on a CPU with AVX2 (Debian's 0.3.21 on a Sapphire Rapids Xeon)
    // lose to Eigen, so Auto keeps every product with Eigen then.
    void olderBlasKernelsAreNotChosen() {
        QVERIFY(!blasCoreFits("Prescott", true));
        QVERIFY(!blasCoreFits("Sandybridge", true));
        QVERIFY(!blasCoreFits("", true));
        QVERIFY(blasCoreFits("Haswell", true));
        QVERIFY(blasCoreFits("SkylakeX", true));
        QVERIFY(blasCoreFits("Zen", true));
        QVERIFY(blasCoreFits("COOPERLAKE", true));
        QVERIFY(blasCoreFits("Prescott", false));  // a CPU without AVX2: OpenBLAS knows best
        QVERIFY(!blasCoreName().empty());
    }
};

QTEST_APPLESS_MAIN(TestGemm)
#include "tst_gemm.moc"
