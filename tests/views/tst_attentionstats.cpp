// The plain functions under the attention views: colormaps, scales, statistics, filters and
// comparisons, checked as numbers without painting anything.

#include <QTest>
#include <cmath>

#include "AttentionLabels.h"
#include "AttentionStats.h"
#include "ColorScale.h"
#include "Colormap.h"
#include "Comparison.h"
#include "HeatmapLayout.h"
#include "SampleSnapshot.h"

using namespace atlas::views;
using atlas::views::testing::SampleOptions;
using atlas::views::testing::sampleSnapshot;
using atlas::views::testing::tokens;

namespace {

const float kNan = std::numeric_limits<float>::quiet_NaN();

Grid grid(int rows, int cols, std::vector<float> values) {
    Grid g;
    g.rows = rows;
    g.cols = cols;
    g.values = std::move(values);
    return g;
}

}  // namespace

class TestAttentionStats : public QObject {
    Q_OBJECT

private slots:
    void colormapEndpoints_data() {
        QTest::addColumn<int>("name");
        QTest::addColumn<uint>("first");
        QTest::addColumn<uint>("middle");
        QTest::addColumn<uint>("last");
        // The published hex values of each map's entries 0, 128 and 255.
        QTest::newRow("viridis") << int(Colormap::Name::Viridis) << 0x440154u << 0x21918cu
                                 << 0xfde725u;
        QTest::newRow("magma") << int(Colormap::Name::Magma) << 0x000004u << 0xb73779u << 0xfcfdbfu;
        QTest::newRow("cividis") << int(Colormap::Name::Cividis) << 0x00224eu << 0x7d7c78u
                                 << 0xfee838u;
        QTest::newRow("grey") << int(Colormap::Name::Grey) << 0xffffffu << 0x767676u << 0x000000u;
        QTest::newRow("diverging")
            << int(Colormap::Name::Diverging) << 0x053061u << 0xf7f6f6u << 0x67001fu;
    }
    void colormapEndpoints() {
        QFETCH(int, name);
        QFETCH(uint, first);
        QFETCH(uint, middle);
        QFETCH(uint, last);
        const Colormap map{Colormap::Name(name)};
        QCOMPARE(map.rgb(0.0) & 0xffffffu, first);
        QCOMPARE(map.rgb(0.5) & 0xffffffu, middle);
        QCOMPARE(map.rgb(1.0) & 0xffffffu, last);
        QCOMPARE(qAlpha(map.rgb(0.3)), 255);
        // Out of range and NaN clamp to the ends.
        QCOMPARE(map.rgb(-3.0), map.rgb(0.0));
        QCOMPARE(map.rgb(7.0), map.rgb(1.0));
        QCOMPARE(map.rgb(std::nan("")), map.rgb(0.0));
    }

    void viridisKnownValues() {
        // matplotlib's _viridis_data[64] = (0.229739, 0.322361, 0.545706) and [192] =
        // (0.369214, 0.788888, 0.382914), × 255 rounded; entry i is picked by floor(t·256).
        const Colormap v(Colormap::Name::Viridis);
        QCOMPARE(v.entry(64), qRgb(59, 82, 139));
        QCOMPARE(v.entry(192), qRgb(94, 201, 98));
        QCOMPARE(v.rgb(64.5 / 256), v.entry(64));
        QCOMPARE(v.rgb(0.999), v.entry(255));
    }

    void sequentialMapsGetLighter() {
        for (Colormap::Name name :
             {Colormap::Name::Viridis, Colormap::Name::Magma, Colormap::Name::Cividis}) {
            const Colormap map(name);
            for (int i = 0; i + 8 < Colormap::size(); i += 8)
                QVERIFY2(Colormap::relativeLuminance(map.color((i + 8.5) / 256)) >
                             Colormap::relativeLuminance(map.color((i + 0.5) / 256)),
                         qPrintable(map.displayName() + QString::number(i)));
        }
        const Colormap grey(Colormap::Name::Grey);
        QVERIFY(Colormap::relativeLuminance(grey.color(0.9)) <
                Colormap::relativeLuminance(grey.color(0.1)));
    }

    void readableText() {
        const Colormap v(Colormap::Name::Viridis);
        QCOMPARE(Colormap::readableTextOn(v.color(0.0)), QColor(Qt::white));
        QCOMPARE(Colormap::readableTextOn(v.color(1.0)), QColor(Qt::black));
        QCOMPARE(Colormap::readableTextOn(QColor(Qt::white)), QColor(Qt::black));
        QCOMPARE(Colormap::readableTextOn(QColor(0, 0, 80)), QColor(Qt::white));
    }

    void linearScale() {
        const ColorScale s(0.0, 2.0);
        QCOMPARE(s.position(0.0), 0.0);
        QCOMPARE(s.position(1.0), 0.5);
        QCOMPARE(s.position(2.0), 1.0);
        QCOMPARE(s.position(5.0), 1.0);
        QVERIFY(std::isnan(s.position(kNan)));
        const ColorScale symmetric(-0.5, 2.0, ColorScale::Kind::Linear,
                                   ColorScale::Span::Symmetric);
        QCOMPARE(symmetric.low(), -2.0);
        QCOMPARE(symmetric.position(0.0), 0.5);
        QCOMPARE(symmetric.position(-1.0), 0.25);
    }

    void logScale() {
        const ColorScale s(0.0, 1.0, ColorScale::Kind::Log);
        QCOMPARE(s.logFloor(), 1e-4);
        QCOMPARE(s.position(1.0), 1.0);
        QVERIFY(qFuzzyCompare(s.position(1e-2), 0.5));
        QVERIFY(qFuzzyCompare(s.position(1e-3), 0.25));
        QCOMPARE(s.position(1e-4), 0.0);
        QCOMPARE(s.position(1e-9), 0.0);  // below the floor
        QCOMPARE(s.position(0.0), 0.0);
        // A symmetric log scale (differences) mirrors the magnitudes around 0.5.
        const ColorScale d(-1.0, 1.0, ColorScale::Kind::Log, ColorScale::Span::Symmetric);
        QVERIFY(qFuzzyCompare(d.position(-1e-2), 0.25));
        QVERIFY(qFuzzyCompare(d.position(1e-2), 0.75));
        QCOMPARE(d.position(0.0), 0.5);
    }

    void ticks() {
        const auto linear = ColorScale(0.0, 1.0).ticks(6);
        QCOMPARE(int(linear.size()), 6);
        QCOMPARE(linear.front().label, QStringLiteral("0.0"));
        QCOMPARE(linear[1].label, QStringLiteral("0.2"));
        QCOMPARE(linear.back().value, 1.0);
        QVERIFY(int(ColorScale(0.0, 0.734).ticks(4).size()) <= 4);
        const auto log = ColorScale(0.0, 1.0, ColorScale::Kind::Log).ticks(10);
        QCOMPARE(int(log.size()), 5);  // 10⁻⁴ … 1
        QCOMPARE(log.front().label, QStringLiteral("10⁻⁴"));
        QCOMPARE(log[2].label, QStringLiteral("0.01"));
        QCOMPARE(log.back().label, QStringLiteral("1"));
        const auto signedTicks =
            ColorScale(-1.0, 1.0, ColorScale::Kind::Linear, ColorScale::Span::Symmetric).ticks(5);
        QCOMPARE(signedTicks.front().label, QStringLiteral("−1.0"));
        QCOMPARE(signedTicks[2].value, 0.0);
    }

    void formats() {
        QCOMPARE(ColorScale::formatValue(0.734), QStringLiteral("0.734"));
        QCOMPARE(ColorScale::formatValue(-0.21), QStringLiteral("−0.21"));
        QCOMPARE(ColorScale::formatCell(0.734), QStringLiteral(".73"));
        QCOMPARE(ColorScale::formatCell(1.0), QStringLiteral("1"));
        QCOMPARE(ColorScale::formatCell(-0.05), QStringLiteral("−.05"));
        QCOMPARE(ColorScale::formatCell(0.001), QStringLiteral("0"));
    }

    void entropy() {
        const int n = 7;
        const std::vector<float> uniform(n, 1.0f / n);
        QVERIFY(std::abs(rowEntropy(uniform.data(), n) - std::log(double(n))) < 1e-6);
        std::vector<float> oneHot(n, 0.0f);
        oneHot[3] = 1.0f;
        QCOMPARE(rowEntropy(oneHot.data(), n), 0.0);
        // Two rows: one-hot and uniform over 2 keys, the other key masked in the first row.
        const HeadStats s = headStats(grid(2, 2, {1.0f, kNan, 0.5f, 0.5f}));
        QVERIFY(std::abs(s.entropy - std::log(2.0) / 2) < 1e-6);
        QVERIFY(std::abs(s.maxWeight - 0.75) < 1e-6);
        QVERIFY(std::abs(s.maxEntropy - std::log(2.0) / 2) < 1e-6);  // ln 1 and ln 2
    }

    void meanOverHeadsAndDifference() {
        const Grid a = grid(1, 3, {0.2f, 0.3f, 0.5f}), b = grid(1, 3, {0.6f, 0.3f, 0.1f});
        const Grid mean = meanOverHeads({a, b});
        QCOMPARE(mean.rows, 1);
        QVERIFY(qFuzzyCompare(mean.at(0, 0), 0.4f));
        QVERIFY(qFuzzyCompare(mean.at(0, 2), 0.3f));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, meanOverHeads({a, grid(3, 1, {1, 1, 1})}));
        const Grid d = difference(a, b);
        QVERIFY(qFuzzyCompare(d.at(0, 0), -0.4f));
        QCOMPARE(d.at(0, 1), 0.0f);
        // Different lengths: aligned by position, cells outside either map masked.
        const Grid uneven = difference(grid(1, 2, {0.5f, 0.5f}), grid(2, 1, {1.0f, 1.0f}));
        QCOMPARE(uneven.rows, 2);
        QCOMPARE(uneven.cols, 2);
        QCOMPARE(uneven.at(0, 0), -0.5f);
        QVERIFY(std::isnan(uneven.at(0, 1)) && std::isnan(uneven.at(1, 0)));
    }

    void threshold() {
        const Grid t = thresholded(grid(1, 4, {0.05f, 0.1f, 0.85f, kNan}), 0.1f);
        QCOMPARE(t.at(0, 0), 0.0f);
        QCOMPARE(t.at(0, 1), 0.1f);
        QCOMPARE(t.at(0, 2), 0.85f);
        QVERIFY(std::isnan(t.at(0, 3)));
        QCOMPARE(thresholded(grid(1, 1, {0.01f}), 0).at(0, 0), 0.01f);
    }

    void specialTokens() {
        const auto rows = tokens({"▁a", "▁b"});
        const auto cols = tokens({"▁a", "▁b", "</s>"});
        const Grid map = grid(2, 3, {0.2f, 0.3f, 0.5f, 0.1f, 0.1f, 0.8f});
        AttentionFilter filter;
        filter.specialTokens = SpecialTokens::Drop;
        const FilteredMap dropped = applyFilter(map, rows, cols, filter);
        QCOMPARE(dropped.grid.cols, 2);
        QCOMPARE(dropped.colTokens.size(), 2);
        QCOMPARE(dropped.grid.at(0, 1), 0.3f);  // kept as it was
        QCOMPARE(dropped.displayCol(2), -1);
        filter.specialTokens = SpecialTokens::Renormalise;
        const FilteredMap renormalised = applyFilter(map, rows, cols, filter);
        QVERIFY(qFuzzyCompare(renormalised.grid.at(0, 0), 0.4f));
        QVERIFY(qFuzzyCompare(renormalised.grid.at(1, 1), 0.5f));
        filter.threshold = 0.45f;
        QCOMPARE(applyFilter(map, rows, cols, filter).grid.at(0, 0), 0.0f);
        // No column tokens (an embedding table): columns are never dropped.
        QCOMPARE(applyFilter(map, tokens({"<s>", "▁b"}), {}, filter).grid.cols, 3);
        QCOMPARE(applyFilter(map, tokens({"<s>", "▁b"}), {}, filter).rowIndex, std::vector<int>{1});
    }

    // Clark et al.'s patterns, each a mean over rows of one key's weight: a head that puts 0.7
    // of every row on the previous token is "previous"; one that spreads its rows is broad.
    void headPatterns() {
        const auto keys = tokens({"<s>", "▁a", "▁b", "</s>"});
        // Rows 1…3 put 0.7 on the key before them; row 0 has none before it.
        const Grid previous = grid(4, 4,
                                   {0.4f, 0.2f, 0.2f, 0.2f,  //
                                    0.7f, 0.1f, 0.1f, 0.1f,  //
                                    0.1f, 0.7f, 0.1f, 0.1f,  //
                                    0.1f, 0.1f, 0.7f, 0.1f});
        const PatternScore p = headPattern(previous, keys, true);
        QCOMPARE(p.pattern, HeadPattern::Previous);
        QVERIFY(std::abs(p.weight - 0.7) < 1e-6);
        // Every row's weight on </s> (the special keys after the first): separators.
        const Grid separator = grid(2, 4, {0.1f, 0.1f, 0.1f, 0.7f, 0.0f, 0.2f, 0.2f, 0.6f});
        QCOMPARE(headPattern(separator, keys, true).pattern, HeadPattern::Separator);
        QVERIFY(std::abs(headPattern(separator, keys, true).weight - 0.65) < 1e-6);
        // The first key, <s>: first; across (cross-attention) only the special keys count.
        const Grid first = grid(2, 4, {0.9f, 0.0f, 0.1f, 0.0f, 0.6f, 0.0f, 0.4f, 0.0f});
        QCOMPARE(headPattern(first, keys, false).pattern, HeadPattern::First);
        const Grid diagonal = grid(2, 2, {1.0f, 0.0f, 0.0f, 1.0f});
        QCOMPARE(headPattern(diagonal, tokens({"▁a", "▁b"}), true).pattern, HeadPattern::Self);
        QCOMPARE(headPattern(diagonal, tokens({"▁a", "▁b"}), false).pattern, HeadPattern::Broad);
        // A causal map's masked cells (NaN) count for nothing: "next" cannot win there.
        const Grid causal = grid(2, 2, {1.0f, kNan, 0.2f, 0.8f});
        QCOMPARE(headPattern(causal, tokens({"▁a", "▁b"}), true).pattern, HeadPattern::Self);
        const Grid uniform = grid(2, 4, std::vector<float>(8, 0.25f));
        const PatternScore broad = headPattern(uniform, keys, true);
        QCOMPARE(broad.pattern, HeadPattern::Broad);
        QVERIFY(broad.weight < kPatternWeight);
    }

    void causalMaskAndHeadMaps() {
        const Snapshot s = sampleSnapshot();
        const Grid self = headMap(s, Stack::DecoderSelf, 1, 2);
        QCOMPARE(self.rows, int(s.decoderInput.size()));
        QVERIFY(std::isnan(self.at(0, 1)));
        QVERIFY(std::isfinite(self.at(1, 0)));
        const Grid mean = headMap(s, Stack::Cross, 0, -1);
        double sum = 0;
        for (int c = 0; c < mean.cols; ++c) sum += mean.at(2, c);
        QVERIFY(std::abs(sum - 1.0) < 1e-5);
        QVERIFY(headMap(s, Stack::Cross, 99, 0).empty());
        const auto stats = layerStats(s, Stack::EncoderSelf, 0);
        QCOMPARE(int(stats.size()), s.model.heads);
        for (const HeadStats& h : stats) QVERIFY(h.entropy <= h.maxEntropy + 1e-9);
    }

    void keyValueGroups() {
        QCOMPARE(kvHeadOf(5, 8, 2), 1);
        QCOMPARE(kvHeadOf(3, 8, 2), 0);
        QCOMPARE(kvHeadOf(7, 8, 1), 0);  // MQA
        QCOMPARE(kvHeadOf(7, 8, 8), 7);  // MHA
        ModelSummary m;
        m.attention = "gqa";
        m.heads = 8;
        m.kvHeads = 2;
        QCOMPARE(AttentionLabels::groupSize(m), 4);
        QVERIFY(AttentionLabels::title(m, Stack::Cross, 1, 5).contains("KV head 1"));
        m.attention = "mla";
        m.kvHeads = 8;
        m.dLatent = 64;
        QCOMPARE(AttentionLabels::groupSize(m), 1);
        QCOMPARE(AttentionLabels::latentCaption(m), QStringLiteral("latent d_c = 64"));
    }

    void comparisons() {
        const Snapshot a = sampleSnapshot();
        CompareChoice choice;
        choice.layerA = 1;
        choice.headA = 0;
        choice.headB = 3;
        const Comparison heads = Comparison::of(a, nullptr, Stack::EncoderSelf, choice);
        QVERIFY(heads.problem.isEmpty());
        const Grid h0 = headMap(a, Stack::EncoderSelf, 1, 0),
                   h3 = headMap(a, Stack::EncoderSelf, 1, 3);
        QCOMPARE(heads.difference.at(2, 4), h0.at(2, 4) - h3.at(2, 4));
        QVERIFY(heads.title.contains("head 0 − head 3"));

        choice.mode = CompareChoice::Mode::TwoLayers;
        choice.layerB = 2;
        const Comparison layers = Comparison::of(a, nullptr, Stack::EncoderSelf, choice);
        QCOMPARE(layers.difference.at(1, 1),
                 h0.at(1, 1) - headMap(a, Stack::EncoderSelf, 2, 0).at(1, 1));

        choice.mode = CompareChoice::Mode::TwoSentences;
        QVERIFY(!Comparison::of(a, nullptr, Stack::EncoderSelf, choice).problem.isEmpty());
        SampleOptions chinese;
        chinese.chinese = true;
        const Snapshot b = sampleSnapshot(chinese);
        const Comparison sentences = Comparison::of(a, &b, Stack::EncoderSelf, choice);
        QVERIFY(sentences.problem.isEmpty());
        QCOMPARE(sentences.rowTokens.size(), std::max(a.source.size(), b.source.size()));
        QVERIFY(sentences.rowTokens[1].display.contains(" / "));  // "▁cat / 坐在"
        // The causal mask survives the subtraction.
        const Comparison decoder = Comparison::of(a, &b, Stack::DecoderSelf, choice);
        QVERIFY(std::isnan(decoder.difference.at(0, 3)));
        QCOMPARE(decoder.difference.at(3, 1), 0.0f);  // same target, same maps
    }

    void heatmapLayout() {
        HeatmapLayout::Input in;
        in.size = QSize(800, 600);
        in.rows = 10;
        in.cols = 12;
        in.lineHeight = 18;
        in.rowLabelWidth = 60;
        in.colLabelWidth = 70;
        in.tickLabelWidth = 30;
        in.valueLabelWidth = 28;
        const HeatmapLayout l(in);
        QCOMPARE(l.cellWidth, l.cellHeight);  // square
        QVERIFY(l.colLabelsRotated);          // 70 px labels do not fit a column
        QVERIFY(l.matrix.right() < l.colorBar.left());
        QVERIFY(l.rowLabels.right() <= l.matrix.left());
        QVERIFY(l.colLabels.bottom() <= l.matrix.top());
        QVERIFY(QRectF(0, 0, 800, 600).contains(l.tickLabels));
        QCOMPARE(l.cellAt(l.cellRect(3, 7).center()), std::optional<QPoint>(QPoint(7, 3)));
        QCOMPARE(l.cellAt(QPointF(1, 1)), std::nullopt);
        // Too many rows for one label each: labels thin out so that they never overlap.
        in.rows = in.cols = 120;
        const HeatmapLayout dense(in);
        QVERIFY(dense.rowLabelStep > 1);
        QVERIFY(dense.rowLabelStep * dense.cellHeight >= in.lineHeight);
        QVERIFY(!dense.valueLabelsFit);
    }
};

QTEST_GUILESS_MAIN(TestAttentionStats)
#include "tst_attentionstats.moc"
