// model/approx/: the approximations of attention and the rounding of a quantized KV cache,
// against the facts that define them and against plain loops.

#include <QtTest>
#include <cmath>
#include <cstring>
#include <numeric>

#include "DefaultModel.h"
#include "Model.h"
#include "approx/ApproximateAttention.h"
#include "approx/KvQuantization.h"
#include "approx/LowRank.h"
#include "approx/Nystrom.h"
#include "approx/PerformerFeatures.h"
#include "approx/RandomizedSvd.h"
#include "approx/Spectrum.h"

using namespace atlas;
using namespace atlas::approx;

namespace {

// Softmax attention by plain loops, in double: the reference for the kernel methods.
MatrixD naiveAttention(const MatrixD& Q, const MatrixD& K, double scale, bool causal) {
    MatrixD P = MatrixD::Zero(Q.rows(), K.rows());
    for (int i = 0; i < Q.rows(); ++i) {
        const int visible = causal ? std::min<int>(i + 1, int(K.rows())) : int(K.rows());
        double z = 0;
        for (int j = 0; j < visible; ++j) {
            double s = 0;
            for (int c = 0; c < Q.cols(); ++c) s += Q(i, c) * K(j, c);
            P(i, j) = std::exp(s * scale);
            z += P(i, j);
        }
        for (int j = 0; j < visible; ++j) P(i, j) /= z;
    }
    return P;
}

// A = U diag(σ) Vᵀ with Haar-random U, V: a matrix whose spectrum is known exactly.
MatrixD withSpectrum(int rows, int cols, const std::vector<double>& sigma, uint64_t seed) {
    Random random(seed);
    const int r = int(sigma.size());
    const MatrixD U = randomOrthonormalColumns(rows, r, random);
    const MatrixD V = randomOrthonormalColumns(cols, r, random);
    return U * Eigen::Map<const VectorD>(sigma.data(), r).asDiagonal() * V.transpose();
}

// bf16 by its definition: the top 16 bits of the float, rounded to nearest, ties to even.
float bf16Reference(float x) {
    uint32_t bits;
    std::memcpy(&bits, &x, 4);
    bits += 0x7FFF + ((bits >> 16) & 1);
    bits &= 0xFFFF0000u;
    float y;
    std::memcpy(&y, &bits, 4);
    return y;
}

// Every finite e4m3 value (the OCP "FN" variant: no infinities, 448 the largest).
std::vector<double> e4m3Values() {
    std::vector<double> values;
    for (int e = 0; e < 16; ++e)
        for (int m = 0; m < 8; ++m) {
            if (e == 15 && m == 7) continue;  // NaN
            values.push_back(e == 0 ? std::ldexp(m / 8.0, -6) : std::ldexp(1 + m / 8.0, e - 7));
        }
    return values;
}

}  // namespace

class TestApprox : public QObject {
    Q_OBJECT

private slots:
    void truncatedSvdAtFullRankReproducesTheMatrix();
    void randomizedSvdStaysWithinTheHmtExpectedErrorBound();
    void randomFeatureKernelEstimateIsUnbiased();
    void nystromIsExactWhenEveryKeyIsALandmark();
    void quantizationRoundTripsWithinEachFormatsBound();
    void approximationHookAtFullAccuracyLeavesTheModelUnchanged();
};

void TestApprox::truncatedSvdAtFullRankReproducesTheMatrix() {
    Random random(7);
    const MatrixD A = gaussianMatrix(7, 11, random);
    QVERIFY((truncatedSvd(A, 7) - A).norm() < 1e-12 * A.norm());
    QVERIFY((truncatedSvd(A, 50) - A).norm() < 1e-12 * A.norm());
    // Below full rank it is Eckart–Young's best approximation: its errors are σ_{k+1} and the
    // tail of σ, and its rank is k.
    const std::vector<double> sigma = singularValues(A);
    for (int k = 0; k <= 7; ++k) {
        const ApproximationError e = relativeError(A, truncatedSvd(A, k));
        const ApproximationError expected = truncationErrors(sigma)[size_t(k)];
        QVERIFY2(std::abs(e.spectral - expected.spectral) < 1e-10, qPrintable(QString::number(k)));
        QVERIFY(std::abs(e.frobenius - expected.frobenius) < 1e-10);
        QCOMPARE(numericalRank(singularValues(truncatedSvd(A, k)), 1e-10), k);
    }
    // The effective rank: n for n equal values, 1 for one.
    QVERIFY(std::abs(effectiveRank({2, 2, 2, 2}) - 4) < 1e-12);
    QVERIFY(std::abs(effectiveRank({3, 0, 0}) - 1) < 1e-12);
}

void TestApprox::randomizedSvdStaysWithinTheHmtExpectedErrorBound() {
    // Spectra that decay fast, slowly and not at all after a gap: the bound must hold for each.
    std::vector<std::vector<double>> spectra(3);
    for (int j = 0; j < 40; ++j) {
        spectra[0].push_back(std::pow(0.7, j));
        spectra[1].push_back(1.0 / (1 + j));
        spectra[2].push_back(j < 8 ? 1.0 : 0.05);
    }
    const int seeds = 40;
    for (size_t s = 0; s < spectra.size(); ++s) {
        const MatrixD A = withSpectrum(60, 40, spectra[s], 100 + s);
        const std::vector<double> sigma = singularValues(A);
        QVERIFY(std::abs(sigma[3] - spectra[s][3]) < 1e-12);  // the spectrum is the one asked for
        for (auto [k, p] : {std::pair{5, 3}, {5, 5}, {10, 10}}) {
            double mean = 0;
            for (int seed = 0; seed < seeds; ++seed) {
                const RandomizedSvd r = randomizedSvd(A, {k, p, 0, uint64_t(seed)});
                const double error = singularValues(A - r.approximation()).front();
                // No basis of k + p columns beats the best rank-(k + p) error.
                QVERIFY(error >= sigma[size_t(k + p)] * (1 - 1e-9));
                mean += error / seeds;
            }
            const double bound = hmtExpectedErrorBound(sigma, k, p);
            QVERIFY2(mean <= bound, qPrintable(QString("spectrum %1, k %2, p %3: mean %4 > %5")
                                                   .arg(s)
                                                   .arg(k)
                                                   .arg(p)
                                                   .arg(mean)
                                                   .arg(bound)));
        }
    }
}

void TestApprox::randomFeatureKernelEstimateIsUnbiased() {
    // x, y as a head's s^{1/4}-scaled query and key; the estimate of exp(xᵀy) over N seeds.
    Random random(3);
    const MatrixD x = gaussianMatrix(1, 8, random) * 0.15, y = gaussianMatrix(1, 8, random) * 0.15;
    const double exact = std::exp((x * y.transpose())(0, 0));
    const int N = 4000, m = 4;
    for (FeatureDraw draw : {FeatureDraw::Iid, FeatureDraw::Orthogonal}) {
        double sum = 0, sumSquares = 0;
        for (int seed = 0; seed < N; ++seed) {
            const PerformerFeatures phi(m, 8, uint64_t(seed), draw);
            const double estimate = (phi.map(x) * phi.map(y).transpose())(0, 0);
            sum += estimate;
            sumSquares += estimate * estimate;
        }
        const double mean = sum / N, variance = sumSquares / N - mean * mean;
        // One iid feature has variance exp(2xᵀy)(exp(|x+y|²) − 1) (Choromanski et al. 2021,
        // Lemma 2); the observed variance must match it for iid draws (0.15 is about 4 standard
        // deviations of a sample variance of N such estimates), and orthogonal draws may only
        // lower it.
        const double theory =
            std::exp(2 * std::log(exact)) * (std::exp((x + y).squaredNorm()) - 1) / m;
        if (draw == FeatureDraw::Iid)
            QVERIFY(std::abs(variance / theory - 1) < 0.15);
        else
            QVERIFY(variance < theory * 1.15);
        // The mean of N independent estimates is within 4 standard errors of its expectation
        // but for a probability of 6e-5 (the seeds are fixed, so the test is deterministic); a
        // bias as small as 4 standard errors (here about 2 %) fails it.
        const double standardError = std::sqrt(theory / N);
        QVERIFY2(std::abs(mean - exact) < 4 * standardError,
                 qPrintable(
                     QString("mean %1, exact %2, se %3").arg(mean).arg(exact).arg(standardError)));
    }
}

void TestApprox::nystromIsExactWhenEveryKeyIsALandmark() {
    Random random(5);
    const MatrixD Q = gaussianMatrix(9, 16, random), K = gaussianMatrix(9, 16, random);
    const double scale = 0.25;
    for (bool causal : {false, true}) {
        const AttentionMask mask{causal, 0, -1};
        const MatrixD reference = naiveAttention(Q, K, scale, causal);
        // Every key a landmark, in a shuffled order…
        const MatrixD Z = nystromLandmarks(K, int(K.rows()), LandmarkChoice::SampledKeys, 11);
        QVERIFY((nystromAttention(Q, K, scale, mask, Z) - reference).cwiseAbs().maxCoeff() < 1e-9);
        // …or one segment per key: the segment means are the keys.
        const MatrixD means = nystromLandmarks(K, int(K.rows()), LandmarkChoice::SegmentMeans, 0);
        QVERIFY((means - K).norm() == 0);
        QVERIFY((nystromAttention(Q, K, scale, mask, means) - reference).cwiseAbs().maxCoeff() <
                1e-9);
        // Fewer landmarks approximate, and the rows still sum to 1.
        const MatrixD few = nystromAttention(
            Q, K, scale, mask, nystromLandmarks(K, 3, LandmarkChoice::SegmentMeans, 0));
        QVERIFY((few - reference).cwiseAbs().maxCoeff() > 1e-3);
        QVERIFY((few.rowwise().sum().array() - 1).abs().maxCoeff() < 1e-9);
    }
}

void TestApprox::quantizationRoundTripsWithinEachFormatsBound() {
    // Magnitudes from 2^-30 to 2^20 (past fp16's and fp8's range), both signs, 16 to a row.
    Random random(9);
    Matrix X(640, 16);
    for (Eigen::Index i = 0; i < X.rows(); ++i)
        for (Eigen::Index j = 0; j < X.cols(); ++j)
            X(i, j) = float((random.chance(0.5) ? -1 : 1) * std::exp2(random.uniform(-30, 20)));
    const std::vector<double> e4m3 = e4m3Values();
    for (KvFormat format : kKvFormats) {
        Matrix Y = X;
        roundTrip(format, Y);
        for (Eigen::Index i = 0; i < X.rows(); ++i) {
            const double absMax = X.row(i).cwiseAbs().maxCoeff();
            for (Eigen::Index j = 0; j < X.cols(); ++j) {
                const float x = X(i, j), y = Y(i, j);
                QVERIFY2(std::abs(double(x) - y) <= roundTripBound(format, x, absMax),
                         qPrintable(QString("%1: %2 → %3").arg(toString(format)).arg(x).arg(y)));
                // Against independent definitions of each format.
                if (format == KvFormat::FP16 && std::abs(x) < 65504)
                    QCOMPARE(y, float(_Float16(x)));
                if (format == KvFormat::BF16) QCOMPARE(y, bf16Reference(x));
                if (format == KvFormat::FP32) QCOMPARE(y, x);
                if (format == KvFormat::FP8) {
                    double best = 1e300;  // the nearest e4m3 value, saturating
                    for (double v : e4m3) best = std::min(best, std::abs(std::abs(double(x)) - v));
                    QVERIFY(std::abs(std::abs(double(y)) - std::abs(double(x))) <=
                            best * (1 + 1e-12));
                    QVERIFY(std::count(e4m3.begin(), e4m3.end(), std::abs(double(y))) == 1);
                }
            }
        }
        // Stored once, stored again: nothing changes.
        Matrix Z = Y;
        roundTrip(format, Z);
        QVERIFY2(Z == Y, toString(format));
    }
}

void TestApprox::approximationHookAtFullAccuracyLeavesTheModelUnchanged() {
    for (AttentionKind kind : {AttentionKind::GQA, AttentionKind::MLA}) {
        const Model model(makeDefaultModel(kind));
        const Transformer& t = model.transformer();
        const std::vector<int> source = model.sourceIds("The young woman sees the small dog.");
        const std::vector<int> input = model.decoderInput({10, 11, 12});
        const auto logits = [&](const AttentionApproximation* approximation = nullptr) {
            return t.teacherForced(source, input, {}, {.approximation = approximation});
        };
        const Matrix exact = logits();
        // A full-rank SVD everywhere, and a float32 "quantized" cache, are the exact model.
        ApproxSettings svd;
        svd.rank = 1000;
        const ApproximateAttention fullRank(svd, {});
        QVERIFY((logits(&fullRank) - exact).cwiseAbs().maxCoeff() < 1e-4f);
        ApproxSettings fp32;
        fp32.method = ApproxMethod::QuantizedKv;
        fp32.format = KvFormat::FP32;
        const ApproximateAttention unrounded(fp32, {});
        QVERIFY((logits(&unrounded) - exact).cwiseAbs().maxCoeff() < 1e-5f);
        // A rank-1 map does change it: the hook is really in the path.
        svd.rank = 1;
        const ApproximateAttention rankOne(svd, {});
        QVERIFY((logits(&rankOne) - exact).cwiseAbs().maxCoeff() > 1e-3f);
        QCOMPARE(logits(), exact);
    }
}

QTEST_APPLESS_MAIN(TestApprox)
#include "tst_approx.moc"
