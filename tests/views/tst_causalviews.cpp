// A decoder-only model in the attention views (docs/format.md), rendered offscreen: a sliding
// layer's window is a band in its maps, drawn apart from the causal triangle's mask, in the
// large heatmap, the grid's thumbnails and the legend; the grid names each layer local or
// global, keeps the KV groups of GQA marked and scrolls for real depths. The benchmark repaints
// 32 layers × 32 heads of 64 tokens (it measures; it asserts no time).

#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>

#include "AttentionGridWidget.h"
#include "AttentionLabels.h"
#include "CellImage.h"
#include "HeatmapWidget.h"
#include "SampleSnapshot.h"

using namespace atlas::views;
using atlas::views::testing::CausalSampleOptions;
using atlas::views::testing::causalSampleSnapshot;

namespace {

// Pixels of `area` exactly `colour`.
int count(const QImage& image, const QRectF& area, QRgb colour) {
    int n = 0;
    const QRect r = area.toAlignedRect().intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            if (image.pixel(x, y) == colour) ++n;
    return n;
}

int pixels(const QRectF& area) {
    return area.toAlignedRect().width() * area.toAlignedRect().height();
}

// Pixels of `area` unlike the background (text, lines).
int ink(const QImage& image, const QRectF& area, QRgb background) {
    const QRect r = area.toAlignedRect().intersected(image.rect());
    return pixels(r) - count(image, r, background);
}

// The pixel a thumbnail draws for map cell (row, col) of an n × n map.
QPoint thumbnailPixel(const QRectF& thumbnail, int row, int col, int n) {
    return QPointF(thumbnail.left() + (col + 0.5) * thumbnail.width() / n,
                   thumbnail.top() + (row + 0.5) * thumbnail.height() / n)
        .toPoint();
}

}  // namespace

class CausalViewsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    // A sliding layer: keys k ≤ q − W are the window's band (pale blue, hatched one way), keys
    // k > q the causal mask (grey, hatched the other); a full layer has no band.
    void heatmapDrawsTheWindowBand() {
        const Snapshot s = causalSampleSnapshot(
            {.layers = 2, .heads = 2, .kvHeads = 2, .tokens = 10, .window = 3});
        HeatmapWidget w;
        w.resize(700, 640);
        w.setValueLabelsVisible(false);
        w.setAttention(s, Stack::DecoderSelf, 0, 0);  // layer 0 slides, W = 3
        QCOMPARE(w.window(), 3);
        QVERIFY(std::isnan(w.shown().grid.at(8, 2)));  // outside the window: masked
        QVERIFY(!std::isnan(w.shown().grid.at(8, 6)));
        const QImage image = w.grab().toImage();
        const QRectF band = w.layout().cellRect(8, 2), causal = w.layout().cellRect(2, 8);
        QVERIFY2(count(image, band, kWindowColor) > pixels(band) / 3,
                 "the band is the window's pale blue");
        QCOMPARE(count(image, band, kMaskedColor), 0);
        QVERIFY(count(image, causal, kMaskedColor) > pixels(causal) / 3);
        QCOMPARE(count(image, causal, kWindowColor), 0);
        // Inside the window a weight, in the colormap.
        QCOMPARE(image.pixel(w.layout().cellRect(8, 7).center().toPoint()),
                 cellColor(w.shown().grid.at(8, 7), w.colormap(), w.scale()));
        // The legend names both: a pale swatch beside the grey one.
        QVERIFY(count(image, w.layout().footer, kWindowColor) > 0);
        QVERIFY(count(image, w.layout().footer, kMaskedColor) > 0);

        w.setAttention(s, Stack::DecoderSelf, 1, 0);  // a global layer
        QCOMPARE(w.window(), 0);
        const QImage full = w.grab().toImage();
        QCOMPARE(count(full, full.rect(), kWindowColor), 0);
        QVERIFY(!std::isnan(w.shown().grid.at(8, 2)));
    }

    // Thumbnails too small to hatch are flat: the band pale blue, the triangle grey.
    void gridThumbnailsShowTheBand() {
        const Snapshot s = causalSampleSnapshot(
            {.layers = 4, .heads = 4, .kvHeads = 2, .tokens = 16, .window = 4});
        AttentionGridWidget grid;
        grid.resize(900, 800);
        grid.setSnapshot(std::make_shared<Snapshot>(s), Stack::DecoderSelf);
        const QImage image = grid.grab().toImage();
        const AttentionGridLayout& l = grid.layout();
        for (int head : {-1, 0, 3}) {
            const QRectF local = l.thumbnail(0, head), global = l.thumbnail(1, head);
            QCOMPARE(image.pixel(thumbnailPixel(local, 14, 2, 16)), kWindowColor);
            QCOMPARE(image.pixel(thumbnailPixel(local, 2, 14, 16)), kMaskedColor);
            QCOMPARE(image.pixel(thumbnailPixel(global, 2, 14, 16)), kMaskedColor);
            QVERIFY(image.pixel(thumbnailPixel(global, 14, 2, 16)) != kWindowColor);
        }
    }

    // Each layer is named local (with its W) or global beside its row, and GQA's groups keep
    // their brackets.
    void gridNamesLocalAndGlobalLayers() {
        const Snapshot s = causalSampleSnapshot(
            {.layers = 4, .heads = 8, .kvHeads = 2, .tokens = 12, .window = 4});
        AttentionGridWidget grid;
        grid.resize(1000, 700);
        grid.setSnapshot(std::make_shared<Snapshot>(s), Stack::DecoderSelf);
        QCOMPARE(grid.layerLabel(0), QStringLiteral("L0 local W=4"));
        QCOMPARE(grid.layerLabel(1), QStringLiteral("L1 global"));
        QCOMPARE(grid.layout().groups(), 2);
        const QImage image = grid.grab().toImage();
        const QRgb paper = grid.palette().color(QPalette::Window).rgb();
        const QFontMetricsF metrics(grid.font());
        for (int layer = 0; layer < 4; ++layer) {
            // Text reaches further left than "L0" alone would: the span is written.
            const QRectF label = grid.layout().layerLabel(layer);
            QRectF beyond = label;
            beyond.setRight(label.right() - metrics.horizontalAdvance(QStringLiteral("L0 ")));
            QVERIFY2(ink(image, beyond, paper) > 10, qPrintable(grid.layerLabel(layer)));
        }
        // Hovering names the span too.
        QVERIFY(AttentionLabels::title(s.model, Stack::DecoderSelf, 0, 1).contains("local W=4"));
        // Without windows, plain names.
        const Snapshot plain = causalSampleSnapshot({.layers = 2, .window = 0});
        grid.setSnapshot(std::make_shared<Snapshot>(plain), Stack::DecoderSelf);
        QCOMPARE(grid.layerLabel(1), QStringLiteral("L1"));
    }

    // 32 layers in a pane of 500 px scroll instead of shrinking to specks.
    void deepGridScrolls() {
        const Snapshot s = causalSampleSnapshot(
            {.layers = 32, .heads = 32, .kvHeads = 8, .tokens = 16, .window = 8});
        QScrollArea area;
        auto* grid = new AttentionGridWidget;
        area.setWidget(grid);
        area.setWidgetResizable(true);
        area.resize(700, 500);
        grid->setSnapshot(std::make_shared<Snapshot>(s), Stack::DecoderSelf);
        area.show();
        QVERIFY(QTest::qWaitForWindowExposed(&area));
        QVERIFY(grid->height() > area.viewport()->height());
        QVERIFY(area.verticalScrollBar()->maximum() > 0);
        // As wide as the pane allows, not shrunk to fit 32 rows into 500 px.
        QVERIFY(grid->layout().cell * 32 > area.viewport()->height());
        QVERIFY(grid->layout().cell >= 12);
        QCOMPARE(grid->layout().groups(), 8);
        // Scrolled to the end, the last layer is on screen and drawn.
        area.verticalScrollBar()->setValue(area.verticalScrollBar()->maximum());
        const QRectF last = grid->layout().thumbnail(31, 0);
        const QImage image = area.viewport()->grab().toImage();
        const QPoint inViewport = grid->mapTo(area.viewport(), last.center().toPoint());
        QVERIFY(area.viewport()->rect().contains(inViewport));
        QVERIFY(image.pixel(inViewport) != grid->palette().color(QPalette::Window).rgb());
    }

    // What a repaint of a deep model's grid costs: 32 × 32 heads and the means, 64 tokens each.
    void benchmarkDeepGridRepaint() {
        const Snapshot s = causalSampleSnapshot(
            {.layers = 32, .heads = 32, .kvHeads = 8, .tokens = 64, .window = 16});
        AttentionGridWidget grid;
        grid.resize(1400, 1400);  // every thumbnail at once, none skipped as off screen
        grid.setSnapshot(std::make_shared<Snapshot>(s), Stack::DecoderSelf);
        QImage target(grid.size(), QImage::Format_RGB32);
        QBENCHMARK {
            QPainter p(&target);
            grid.render(&p);
        }
    }
};

QTEST_MAIN(CausalViewsTest)
#include "tst_causalviews.moc"
