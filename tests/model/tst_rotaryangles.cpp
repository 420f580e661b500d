// The Rotary page's arithmetic (model/RotaryAngles): θ_i against base^(−2i/r) computed by hand,
// the plan of each kind of layer, R(p) keeping lengths and agreeing with the model's own float
// RotaryTable, and the score (R(m)q)ᵀ(R(n)k) depending on m − n alone.

#include <QTest>

#include <cmath>
#include <random>
#include <vector>

#include "Positions.h"
#include "RotaryAngles.h"

using namespace atlas;

namespace {

std::vector<double> randomVector(int size, std::mt19937& rng) {
    std::normal_distribution<double> normal;
    std::vector<double> u(static_cast<size_t>(size));
    for (double& x : u) x = normal(rng);
    return u;
}

double norm(const std::vector<double>& u) {
    double s = 0;
    for (double x : u) s += x * x;
    return std::sqrt(s);
}

Config ropeConfig() {
    Config c;
    c.d_model = 64;
    c.n_heads = 4;
    c.d_head = 16;
    c.positions = PositionKind::Rope;
    c.rope_base = 500000;
    return c;
}

}  // namespace

class TestRotaryAngles : public QObject {
    Q_OBJECT

private slots:
    void frequenciesByHand() {
        for (const double base : {10000.0, 500000.0}) {
            RotaryPlan plan;
            plan.width = 64;
            plan.base = base;
            const std::vector<double> theta = frequencies(plan);
            QCOMPARE(int(theta.size()), 32);
            for (int i = 0; i < 32; ++i) {
                // base^(−2i/d) = 1 / base^(2i/d), multiplied out by repeated factors.
                double power = 1;
                const double step = std::exp(std::log(base) * 2.0 / 64);
                for (int j = 0; j < i; ++j) power *= step;
                QVERIFY(std::abs(theta[size_t(i)] - 1 / power) < 1e-12 * (1 / power));
            }
            QCOMPARE(theta[0], 1.0);
        }
    }

    void linearScalingDividesByTheFactor() {
        RotaryPlan plan;
        plan.width = 8;
        plan.scaling.type = RopeScaling::Type::Linear;
        plan.scaling.factor = 4;
        const std::vector<double> theta = frequencies(plan);
        for (int i = 0; i < 4; ++i)
            QVERIFY(std::abs(theta[size_t(i)] - std::pow(10000.0, -2.0 * i / 8) / 4) < 1e-15);
    }

    void planOfEachLayer() {
        Config c = ropeConfig();
        RotaryPlan plan = rotaryPlan(c, AttentionStack::EncoderSelf, 0);
        QVERIFY(plan.ofModel);
        QCOMPARE(plan.width, 16);
        QCOMPARE(plan.column, 0);
        QCOMPARE(plan.base, 500000.0);
        // A sliding decoder layer with a local base turns by it, unscaled; a full one does not.
        c.architecture = Architecture::DecoderOnly;
        c.sliding_window = 4;
        c.layer_types = {LayerType::Sliding, LayerType::Full};
        c.rope_local_base = 10000;
        c.rope_scaling.type = RopeScaling::Type::Linear;
        c.rope_scaling.factor = 8;
        plan = rotaryPlan(c, AttentionStack::DecoderSelf, 0);
        QVERIFY(plan.local);
        QCOMPARE(plan.base, 10000.0);
        QVERIFY(plan.scaling.type == RopeScaling::Type::None);
        plan = rotaryPlan(c, AttentionStack::DecoderSelf, 1);
        QVERIFY(!plan.local);
        QCOMPARE(plan.base, 500000.0);
        QCOMPARE(plan.scaling.factor, 8.0);
        // MLA turns only its d_r columns after d_h; sinusoidal models rotate nothing.
        Config mla = ropeConfig();
        mla.attention = AttentionKind::MLA;
        mla.positions = PositionKind::Sinusoidal;
        mla.d_rope = 8;
        plan = rotaryPlan(mla, AttentionStack::Cross, 0);
        QVERIFY(plan.ofModel);
        QCOMPARE(plan.width, 8);
        QCOMPARE(plan.column, 16);
        Config sinusoidal = ropeConfig();
        sinusoidal.positions = PositionKind::Sinusoidal;
        plan = rotaryPlan(sinusoidal, AttentionStack::EncoderSelf, 0);
        QVERIFY(!plan.ofModel);
        QCOMPARE(plan.width, 16);
        QCOMPARE(plan.base, 10000.0);
    }

    void rotationKeepsLengthsAndUndoes() {
        std::mt19937 rng(3);
        RotaryPlan plan;
        plan.width = 32;
        const std::vector<double> theta = frequencies(plan);
        for (const double p : {0.0, 1.0, 7.0, 63.0, 1000.5, -12.0}) {
            const std::vector<double> u = randomVector(32, rng);
            std::vector<double> v = u;
            rotate(v, theta, p);
            QVERIFY(std::abs(norm(v) - norm(u)) < 1e-12 * norm(u));
            // Each pair keeps its own length too: pair i turns in its own plane.
            for (int i = 0; i < 16; ++i)
                QVERIFY(std::abs(std::hypot(v[size_t(i)], v[size_t(i) + 16]) -
                                 std::hypot(u[size_t(i)], u[size_t(i) + 16])) < 1e-12);
            rotate(v, theta, -p);
            for (size_t j = 0; j < u.size(); ++j) QVERIFY(std::abs(v[j] - u[j]) < 1e-12);
        }
    }

    void agreesWithTheModelsTable() {
        // The float table every layer of the model rotates with, at its positions.
        std::mt19937 rng(5);
        const int width = 16, positions = 40;
        const RopeScaling scaling{RopeScaling::Type::Llama3, 8, 1, 4, 16};
        const RotaryTable table(width, positions, 10000, scaling);
        RotaryPlan plan;
        plan.width = width;
        plan.scaling = scaling;
        const std::vector<double> theta = frequencies(plan);
        const std::vector<double> u = randomVector(width, rng);
        Matrix X(positions, width);
        for (int p = 0; p < positions; ++p)
            for (int j = 0; j < width; ++j) X(p, j) = float(u[size_t(j)]);
        table.rotate(X, 0, 0);
        for (int p = 0; p < positions; ++p) {
            std::vector<double> v = u;
            rotate(v, theta, p);
            for (int j = 0; j < width; ++j) QVERIFY(std::abs(X(p, j) - v[size_t(j)]) < 1e-5);
        }
    }

    void scoreDependsOnTheDifferenceAlone() {
        std::mt19937 rng(11);
        RotaryPlan plan;
        plan.width = 16;
        const std::vector<double> theta = frequencies(plan);
        const std::vector<double> q = randomVector(16, rng), k = randomVector(16, rng);
        const int size = 64;
        const std::vector<double> S = rotatedScores(q, k, theta, size);
        for (int m = 0; m < size; ++m)
            for (int n = 0; n < size; ++n) {
                // By hand: qᵀR(n − m)k, pair by pair.
                double hand = 0;
                for (int i = 0; i < 8; ++i) {
                    const double a = (n - m) * theta[size_t(i)];
                    const double k1 = k[size_t(i)] * std::cos(a) - k[size_t(i) + 8] * std::sin(a);
                    const double k2 = k[size_t(i) + 8] * std::cos(a) + k[size_t(i)] * std::sin(a);
                    hand += q[size_t(i)] * k1 + q[size_t(i) + 8] * k2;
                }
                const double s = S[size_t(m * size + n)];
                QVERIFY(std::abs(s - hand) < 1e-10);
                // Constant along every diagonal.
                if (m > 0 && n > 0)
                    QVERIFY(std::abs(s - S[size_t((m - 1) * size + n - 1)]) < 1e-10);
            }
        // And not constant across them: the positions do matter.
        QVERIFY(std::abs(S[0] - S[5]) > 1e-3);
    }
};

QTEST_APPLESS_MAIN(TestRotaryAngles)
#include "tst_rotaryangles.moc"
