// The principal-component projection and cosine matrix behind the embeddings view, checked
// against points with a known shape and against a naive covariance eigen-decomposition.

#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>
#include <stdexcept>
#include <vector>

#include "Pca.h"

using namespace atlas;

namespace {

using Rows = std::vector<std::vector<double>>;

std::vector<float> flatten(const Rows& rows) {
    std::vector<float> flat;
    for (const auto& row : rows)
        for (double v : row) flat.push_back(float(v));
    return flat;
}

// The textbook route, written out without any library: covariance C = XcᵀXc/(n−1), its two
// leading eigenvectors by power iteration with deflation.
struct NaivePca {
    std::vector<std::vector<double>> axes;  // unit eigenvectors, largest eigenvalue first
    std::vector<double> eigenvalues;
    double trace = 0;
    std::vector<double> mean;
};

NaivePca naivePca(const Rows& X, int components) {
    const size_t n = X.size(), d = X[0].size();
    NaivePca out;
    out.mean.assign(d, 0.0);
    for (const auto& row : X)
        for (size_t j = 0; j < d; ++j) out.mean[j] += row[j] / double(n);
    std::vector<std::vector<double>> C(d, std::vector<double>(d, 0.0));
    for (const auto& row : X)
        for (size_t i = 0; i < d; ++i)
            for (size_t j = 0; j < d; ++j)
                C[i][j] += (row[i] - out.mean[i]) * (row[j] - out.mean[j]) / double(n - 1);
    for (size_t i = 0; i < d; ++i) out.trace += C[i][i];

    for (int k = 0; k < components; ++k) {
        std::vector<double> v(d, 1.0);
        v[k % d] += 1.0;  // not orthogonal to any leading eigenvector of the test data
        double lambda = 0;
        for (int iteration = 0; iteration < 5000; ++iteration) {
            std::vector<double> w(d, 0.0);
            for (size_t i = 0; i < d; ++i)
                for (size_t j = 0; j < d; ++j) w[i] += C[i][j] * v[j];
            const double norm = std::sqrt(std::inner_product(w.begin(), w.end(), w.begin(), 0.0));
            lambda = norm;
            for (size_t i = 0; i < d; ++i) v[i] = w[i] / norm;
        }
        // The same sign rule the library documents: largest-magnitude entry positive.
        const auto largest = std::max_element(
            v.begin(), v.end(), [](double a, double b) { return std::abs(a) < std::abs(b); });
        if (*largest < 0)
            for (double& x : v) x = -x;
        for (size_t i = 0; i < d; ++i)
            for (size_t j = 0; j < d; ++j) C[i][j] -= lambda * v[i] * v[j];
        out.axes.push_back(v);
        out.eigenvalues.push_back(lambda);
    }
    return out;
}

}  // namespace

class TestPca : public QObject {
    Q_OBJECT

private slots:
    void pointsOnALineKeepTheirOrder() {
        // x(t) = a + t·b in R⁴, listed out of order; b's largest entry (−3) is negative, so the
        // sign rule puts the axis along −b and the coordinate falls as t rises.
        const std::vector<double> a{0.5, -1.0, 2.0, 0.25}, b{1.0, -3.0, 0.5, 2.0};
        const std::vector<double> ts{3, -1, 0, 7, 2, -4, 5};
        Rows X;
        for (double t : ts) {
            std::vector<double> row;
            for (size_t j = 0; j < a.size(); ++j) row.push_back(a[j] + t * b[j]);
            X.push_back(row);
        }
        const PcaResult p = pca(flatten(X), int(X.size()), 4);
        QCOMPARE(p.rows, int(ts.size()));
        QCOMPARE(p.components, 2);
        QVERIFY(std::abs(p.explained[0] - 1.0) < 1e-6);
        QVERIFY(std::abs(p.explained[1]) < 1e-6);

        const double length = std::sqrt(1.0 + 9.0 + 0.25 + 4.0);
        const double meanT = std::accumulate(ts.begin(), ts.end(), 0.0) / double(ts.size());
        for (size_t r = 0; r < ts.size(); ++r) {
            // Distances along the line are preserved exactly, with the sign the rule predicts.
            QVERIFY2(std::abs(p.at(int(r), 0) - (-(ts[r] - meanT) * length)) < 1e-4,
                     qPrintable(QString("row %1: %2").arg(r).arg(p.at(int(r), 0))));
            QVERIFY(std::abs(p.at(int(r), 1)) < 1e-4);
        }
    }

    void matchesNaiveCovarianceEigenvectors() {
        // Anisotropic Gaussian cloud: well separated variances so power iteration converges.
        std::mt19937 rng(7);
        std::normal_distribution<double> normal;
        const std::vector<double> scale{5.0, 0.3, 2.0, 1.0, 0.1};
        Rows X(40, std::vector<double>(5));
        for (auto& row : X)
            for (size_t j = 0; j < 5; ++j) row[j] = scale[j] * normal(rng) + double(j);

        const PcaResult p = pca(flatten(X), int(X.size()), 5);
        const NaivePca naive = naivePca(X, 2);
        for (int k = 0; k < 2; ++k) {
            const double expected = naive.eigenvalues[size_t(k)] / naive.trace;
            QVERIFY2(
                std::abs(p.explained[size_t(k)] - expected) < 1e-4,
                qPrintable(
                    QString("axis %1: %2 vs %3").arg(k).arg(p.explained[size_t(k)]).arg(expected)));
            for (size_t r = 0; r < X.size(); ++r) {
                double projected = 0;
                for (size_t j = 0; j < 5; ++j)
                    projected += (X[r][j] - naive.mean[j]) * naive.axes[size_t(k)][j];
                QVERIFY2(std::abs(p.at(int(r), k) - projected) < 1e-3,
                         qPrintable(QString("row %1 axis %2: %3 vs %4")
                                        .arg(r)
                                        .arg(k)
                                        .arg(p.at(int(r), k))
                                        .arg(projected)));
            }
        }
        QVERIFY(p.explained[0] > p.explained[1]);
    }

    void rowOrderDoesNotFlipTheAxes() {
        std::mt19937 rng(11);
        std::uniform_real_distribution<double> uniform(-1, 1);
        Rows X(12, std::vector<double>(6));
        for (auto& row : X)
            for (double& v : row) v = uniform(rng);
        Rows reversed(X.rbegin(), X.rend());
        const PcaResult forward = pca(flatten(X), 12, 6), backward = pca(flatten(reversed), 12, 6);
        for (int r = 0; r < 12; ++r)
            for (int k = 0; k < 2; ++k)
                QVERIFY(std::abs(forward.at(r, k) - backward.at(11 - r, k)) < 1e-5);
    }

    void degenerateInputs() {
        // Identical rows: no variance, nothing explained, everything at the origin.
        const PcaResult flat = pca(std::vector<float>(3 * 4, 2.5f), 3, 4);
        QCOMPARE(flat.explained, (std::vector<double>{0.0, 0.0}));
        QCOMPARE(flat.coords, std::vector<float>(6, 0.0f));
        // Two points span one axis only; the second is zero, not noise.
        const PcaResult pair = pca({0, 0, 0, 3, 4, 0}, 2, 3);
        QVERIFY(std::abs(pair.explained[0] - 1.0) < 1e-9);
        QCOMPARE(pair.explained[1], 0.0);
        QCOMPARE(pair.at(0, 1), 0.0f);
        QVERIFY(std::abs(std::abs(pair.at(0, 0) - pair.at(1, 0)) - 5.0f) < 1e-5);
        QCOMPARE(pca({}, 0, 8).coords.size(), size_t(0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pca({1, 2, 3}, 2, 2));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, cosineSimilarity({1, 2, 3}, 1, 2));
    }

    void cosineOfKnownVectors() {
        // (1,0), (0,1), (1,1), (−2,0), (0,0)
        const std::vector<float> C = cosineSimilarity({1, 0, 0, 1, 1, 1, -2, 0, 0, 0}, 5, 2);
        const float h = float(1 / std::sqrt(2.0));
        const std::vector<float> expected{
            1,  0, h,  -1, 0,  //
            0,  1, h,  0,  0,  //
            h,  h, 1,  -h, 0,  //
            -1, 0, -h, 1,  0,  //
            0,  0, 0,  0,  0,
        };
        QCOMPARE(C.size(), expected.size());
        for (size_t i = 0; i < C.size(); ++i)
            QVERIFY2(std::abs(C[i] - expected[i]) < 1e-6,
                     qPrintable(QString("cell %1: %2 vs %3").arg(i).arg(C[i]).arg(expected[i])));
    }
};

QTEST_APPLESS_MAIN(TestPca)
#include "tst_pca.moc"
