// A weight kept as its file stores it (model/Weight.h): F16 and BF16 widen exactly, on the CPU's
// conversion or the portable one; products with a half-precision W equal those with the widened
// float32 W, for one row (the cached step) and many (a pass), on one thread and two.
#include <omp.h>
#include <QTest>
#include <bit>
#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "Linear.h"
#include "PanelDot.h"
#include "Weight.h"

using namespace atlas;

namespace {

// The products' paths a test forces, each where the CPU has it (issue 39): the best the CPU
// offers, AVX-512's FMA panels for BF16 instead of vdpbf16ps, no panels (AVX2, F16C and
// OpenBLAS), the portable code.
enum { kBest, kFma512, kNoPanels, kPortable };
constexpr const char* kPathNames[] = {"the CPU's best kernels", "FMA-512 panels",
                                      "no AVX-512 panels", "portable kernels"};
const bool bf16DotHere = cpuHasBf16Dot(), panelsHere = cpuHasFma512Panels();

// W's values rounded to dtype and stored as its bits, little-endian, row-major.
std::vector<uint16_t> halfBits(const Matrix& W, DType dtype) {
    std::vector<uint16_t> bits(size_t(W.size()));
    for (Eigen::Index i = 0; i < W.size(); ++i)
        bits[size_t(i)] =
            dtype == DType::F16 ? floatToHalf(W.data()[i]) : floatToBfloat16(W.data()[i]);
    return bits;
}

// W with every value rounded to dtype, as float32 (what the half-precision file holds, exactly).
Matrix rounded(const Matrix& W, DType dtype) {
    const std::vector<uint16_t> bits = halfBits(W, dtype);
    Matrix out(W.rows(), W.cols());
    for (size_t i = 0; i < bits.size(); ++i)
        out.data()[i] = dtype == DType::F16 ? halfToFloat(bits[i]) : bfloat16ToFloat(bits[i]);
    return out;
}

// Y = X Wᵀ (+ Y0) in double plain loops, and the scale of each entry's terms.
void reference(const Matrix& X, const Matrix& W, const Matrix* Y0, Eigen::MatrixXd& Y,
               Eigen::MatrixXd& bound) {
    Y.resize(X.rows(), W.rows());
    bound.resize(X.rows(), W.rows());
    for (Eigen::Index i = 0; i < X.rows(); ++i)
        for (Eigen::Index j = 0; j < W.rows(); ++j) {
            double sum = Y0 ? double((*Y0)(i, j)) : 0.0, size = std::abs(sum);
            for (Eigen::Index l = 0; l < X.cols(); ++l) {
                sum += double(X(i, l)) * double(W(j, l));
                size += std::abs(double(X(i, l)) * double(W(j, l)));
            }
            Y(i, j) = sum;
            bound(i, j) = size + 1e-30;
        }
}

bool sameBits(float a, float b) {
    return std::bit_cast<uint32_t>(a) == std::bit_cast<uint32_t>(b);
}

}  // namespace

class TestWeight : public QObject {
    Q_OBJECT

private slots:
    // Every one of the 65 536 half-precision values: the batch conversion (F16C when the CPU
    // has it) gives the scalar conversion's bits, subnormals and infinities included.
    void everyHalfValueWidensExactly() {
        std::vector<uint16_t> all(65536);
        for (size_t i = 0; i < all.size(); ++i) all[i] = uint16_t(i);
        for (bool portable : {false, true})
            for (DType dtype : {DType::F16, DType::BF16}) {
                usePortableHalfKernels(portable);
                std::vector<float> out(all.size() + 3);
                // An odd count from an odd element: the vector loop's tail is used as well.
                widenToFloat(dtype, reinterpret_cast<const std::byte*>(all.data() + 1), out.data(),
                             all.size() - 1);
                for (size_t i = 1; i < all.size(); ++i) {
                    const float want =
                        dtype == DType::F16 ? halfToFloat(all[i]) : bfloat16ToFloat(all[i]);
                    // A signalling NaN comes back quiet from F16C: NaN either way, with its sign.
                    const bool bothNan = std::isnan(out[i - 1]) && std::isnan(want) &&
                                         std::signbit(out[i - 1]) == std::signbit(want);
                    if (!sameBits(out[i - 1], want) && !bothNan)
                        QFAIL(qPrintable(QStringLiteral("%1 bits %2: %3, expected %4")
                                             .arg(toString(dtype))
                                             .arg(i, 4, 16, QChar('0'))
                                             .arg(double(out[i - 1]))
                                             .arg(double(want))));
                }
            }
        usePortableHalfKernels(false);
    }

    void products_data() {
        QTest::addColumn<int>("dtype");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("xRows");
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("path");
        for (DType dtype : {DType::F32, DType::F16, DType::BF16})
            for (int threads : {1, 2})
                for (int path : {kBest, kFma512, kNoPanels, kPortable}) {
                    if (path == kFma512 && (dtype != DType::BF16 || !bf16DotHere)) continue;
                    if (path == kNoPanels && !panelsHere) continue;
                    const QByteArray t = QByteArray(toString(dtype)) + ", " +
                                         QByteArray::number(threads) + " thread(s), " +
                                         kPathNames[path];
                    // Rows past one matrix-vector block and one gemm panel, not multiples of
                    // either.
                    QTest::newRow(t + ", one row, 1000×77")
                        << int(dtype) << 1000 << 77 << 1 << threads << path;
                    QTest::newRow(t + ", one row, 5×512")
                        << int(dtype) << 5 << 512 << 1 << threads << path;
                    QTest::newRow(t + ", 7 rows, 300×129")
                        << int(dtype) << 300 << 129 << 7 << threads << path;
                    QTest::newRow(t + ", 9 rows, 3000×200")  // two groups, W by blocks
                        << int(dtype) << 3000 << 200 << 9 << threads << path;
                    QTest::newRow(t + ", 16 rows, 40×37")
                        << int(dtype) << 40 << 37 << 16 << threads << path;
                    QTest::newRow(t + ", 20 rows, 1100×64")
                        << int(dtype) << 1100 << 64 << 20 << threads << path;
                    // AVX512_BF16's panels: 6 rows × 64 columns, 256 deep, k odd.
                    QTest::newRow(t + ", 71 rows, 130×515")
                        << int(dtype) << 130 << 515 << 71 << threads << path;
                }
    }
    // Y = X Wᵀ and Y += X Wᵀ with W in place in its stored type against plain loops over the
    // values it holds; the linear layer adds its bias.
    void products() {
        QFETCH(int, dtype);
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, xRows);
        QFETCH(int, threads);
        QFETCH(int, path);
        usePortableHalfKernels(path == kPortable);
        usePanelKernels(path <= kFma512, path == kBest);
        const DType type = DType(dtype);
        const Matrix W0 = Matrix::Random(rows, cols);
        const Matrix W = type == DType::F32 ? W0 : rounded(W0, type);
        const std::vector<uint16_t> bits =
            type == DType::F32 ? std::vector<uint16_t>{} : halfBits(W0, type);
        const Weight w = type == DType::F32
                             ? Weight(W0)
                             : Weight::inPlace(type, bits.data(), rows, cols, nullptr);
        QCOMPARE(w.bytes(), size_t(rows) * size_t(cols) * byteSize(type));
        QVERIFY(w.widened() == W);
        QVERIFY(w.row(rows - 1) == W.row(rows - 1));

        const Matrix X = Matrix::Random(xRows, cols), Y0 = Matrix::Random(xRows, rows);
        const int before = omp_get_max_threads();
        omp_set_num_threads(threads);
        for (bool accumulate : {false, true}) {
            Matrix Y = accumulate ? Y0 : Matrix::Constant(xRows, rows, NAN);  // β = 0: not read
            w.timesTransposed(X, Y, accumulate);
            Eigen::MatrixXd want, bound;
            reference(X, W, accumulate ? &Y0 : nullptr, want, bound);
            const double worst =
                ((Y.cast<double>() - want).cwiseAbs().array() / bound.array()).maxCoeff();
            QVERIFY2(worst < 1e-5, qPrintable(QString::number(worst)));
        }
        const RowVector b = RowVector::Random(rows);
        const Matrix Y = linear(X, w, b);
        Eigen::MatrixXd want, bound;
        const Matrix B = b.replicate(xRows, 1);
        reference(X, W, &B, want, bound);
        QVERIFY(((Y.cast<double>() - want).cwiseAbs().array() / bound.array()).maxCoeff() < 1e-5);
        omp_set_num_threads(before);
        usePortableHalfKernels(false);
        usePanelKernels(true, true);
    }

    // A pass's products on 1 and 2 threads give the same bits: W's panels are the same whatever
    // the thread count, each one product on one thread.
    void threadsGiveTheSameBits() {
        const Matrix W0 = Matrix::Random(700, 96);
        const std::vector<uint16_t> bits = halfBits(W0, DType::BF16);
        const Weight w = Weight::inPlace(DType::BF16, bits.data(), 700, 96, nullptr);
        for (int xRows : {9, 40}) {  // the widening path, and AVX512_BF16's where the CPU has it
            const Matrix X = Matrix::Random(xRows, 96);
            const int before = omp_get_max_threads();
            Matrix Y[2];
            for (int t : {1, 2}) {
                omp_set_num_threads(t);
                Y[t - 1] = linear(X, w, {});
            }
            omp_set_num_threads(before);
            QVERIFY(Y[0] == Y[1]);
            QVERIFY(Y[0] != linear(X, Weight(Matrix::Random(700, 96)), {}));
        }
    }

    void misuseIsRefused() {
        const std::vector<uint16_t> bits(12);
        const Weight half = Weight::inPlace(DType::F16, bits.data(), 3, 4, nullptr);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, half.f32());
        Matrix Y(2, 3);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 half.timesTransposed(Matrix::Zero(2, 5), Y, false));
        QVERIFY_THROWS_EXCEPTION(std::logic_error,
                                 Weight::inPlace(DType::U8, bits.data(), 3, 4, nullptr));
        QVERIFY(Weight().empty());
        QCOMPARE(Weight(Matrix::Ones(2, 3)).f32()(1, 2), 1.f);
    }
};

QTEST_APPLESS_MAIN(TestWeight)
#include "tst_weight.moc"
