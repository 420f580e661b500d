// The attention views rendered offscreen: the pixels of known cells, the mask, the colour bar
// and the labels, and the signals a person's hover and clicks produce.

#include <QPainter>
#include <QResizeEvent>
#include <QSignalSpy>
#include <QTest>
#include <cmath>

#include "AttentionGridWidget.h"
#include "CellImage.h"
#include "ComparePanel.h"
#include "HeadStatsChart.h"
#include "HeadStatsWidget.h"
#include "HeatmapPainter.h"
#include "HeatmapWidget.h"
#include "SampleSnapshot.h"

using namespace atlas::views;
using atlas::views::testing::SampleOptions;
using atlas::views::testing::sampleSnapshot;
using atlas::views::testing::tokens;

namespace {

QPoint at(const QPointF& p) {
    return p.toPoint();
}

// Rows: German queries, columns: English keys; (1, 1) is 'Katze' → 'cat' = 0.734.
Grid katzeMap() {
    Grid g;
    g.rows = 4;
    g.cols = 4;
    g.values = {1.0f,  0.0f,   0.0f, 0.0f,    //
                0.1f,  0.734f, 0.1f, 0.066f,  //
                0.25f, 0.25f,  0.5f, 0.0f,    //
                0.01f, 0.09f,  0.4f, 0.5f};
    return g;
}

QVector<Token> germanRows() {
    return tokens({"▁Die", "▁Katze", "▁saß", "</s>"});
}
QVector<Token> englishCols() {
    return tokens({"▁The", "▁cat", "▁sat", "</s>"});
}

bool isGrey(QRgb c) {
    return qRed(c) == qGreen(c) && qGreen(c) == qBlue(c);
}

int colourDistance(QRgb a, QRgb b) {
    return std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) +
           std::abs(qBlue(a) - qBlue(b));
}

// Pixels in `area` within `tolerance` of `colour`.
int countNear(const QImage& image, const QRectF& area, QRgb colour, int tolerance) {
    int n = 0;
    const QRect r = area.toAlignedRect().intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            if (colourDistance(image.pixel(x, y), colour) <= tolerance) ++n;
    return n;
}

struct Shown {
    HeatmapWidget widget;
    QImage image;
    void grab() { image = widget.grab().toImage(); }
};

void show(HeatmapWidget& w, QSize size = QSize(900, 700)) {
    w.resize(size);
    w.setValueRange(0.0, 1.0);
    w.setValueLabelsVisible(false);
    w.setMatrix(katzeMap(), germanRows(), englishCols());
}

}  // namespace

class TestHeatmap : public QObject {
    Q_OBJECT

private slots:
    void cellColoursMatchTheColormap() {
        HeatmapWidget w;
        show(w);
        const QImage image = w.grab().toImage();
        const HeatmapLayout& l = w.layout();
        const Colormap viridis(Colormap::Name::Viridis);
        QCOMPARE(image.pixel(at(l.cellRect(0, 0).center())), viridis.rgb(1.0));  // the top
        QCOMPARE(image.pixel(at(l.cellRect(0, 1).center())), viridis.rgb(0.0));
        QCOMPARE(image.pixel(at(l.cellRect(2, 2).center())), viridis.rgb(0.5));
        QCOMPARE(image.pixel(at(l.cellRect(1, 1).center())), viridis.rgb(0.734));

        w.setColormap(Colormap::Name::Magma);
        const QImage magma = w.grab().toImage();
        QCOMPARE(magma.pixel(at(l.cellRect(0, 0).center())),
                 Colormap(Colormap::Name::Magma).rgb(1.0));
    }

    void logScaleSpreadsSmallWeights() {
        HeatmapWidget w;
        show(w);
        w.setScaleKind(ColorScale::Kind::Log);
        const QImage image = w.grab().toImage();
        // 0.01 is two of four decades above the 1e-4 floor: the middle of the map (computed
        // from the float the map holds, which sits a hair below 0.01).
        const double t = (std::log10(double(0.01f)) + 4.0) / 4.0;
        QVERIFY(std::abs(t - 0.5) < 1e-6);
        QCOMPARE(image.pixel(at(w.layout().cellRect(3, 0).center())),
                 Colormap(Colormap::Name::Viridis).rgb(t));
        // Linear, the same cell is nearly the colour of 0.
        w.setScaleKind(ColorScale::Kind::Linear);
        QCOMPARE(w.grab().toImage().pixel(at(w.layout().cellRect(3, 0).center())),
                 Colormap(Colormap::Name::Viridis).rgb(0.01));
    }

    void maskedCellsAreNeutralNotZero() {
        HeatmapWidget w;
        show(w);
        w.setCausalMask(true);
        const QImage image = w.grab().toImage();
        const QRgb zero = Colormap(Colormap::Name::Viridis).rgb(0.0);
        // (0, 1) holds a stored 0: masked, it must not look like a weight of 0.
        const QRectF masked = w.layout().cellRect(0, 1).adjusted(3, 3, -3, -3);
        QCOMPARE(countNear(image, masked, zero, 30), 0);
        const int area = int(masked.width()) * int(masked.height());
        QVERIFY(countNear(image, masked, kMaskedColor, 0) > area / 3);
        QVERIFY(countNear(image, masked, kMaskHatchColor, 40) > 0);  // hatched
        QVERIFY(isGrey(image.pixel(at(masked.center()))));
        // Below the diagonal the weights stay coloured.
        QCOMPARE(image.pixel(at(w.layout().cellRect(1, 0).center())),
                 Colormap(Colormap::Name::Viridis).rgb(0.1));
        QVERIFY(std::isnan(w.shown().grid.at(0, 3)));

        // Cells too small to hatch are still neutral grey, pixel for pixel.
        Grid dense;
        dense.rows = dense.cols = 100;
        dense.values.assign(10000, 0.0f);
        w.resize(500, 450);
        w.setMatrix(dense, {}, {});
        QVERIFY(w.layout().cellWidth < 6);
        QCOMPARE(w.grab().toImage().pixel(at(w.layout().cellRect(10, 80).center())), kMaskedColor);
        QCOMPARE(w.grab().toImage().pixel(at(w.layout().cellRect(80, 10).center())), zero);
    }

    void colourBarShowsTheScale() {
        HeatmapWidget w;
        show(w);
        const QImage image = w.grab().toImage();
        const HeatmapLayout& l = w.layout();
        QVERIFY(!l.colorBar.isEmpty());
        QVERIFY(l.colorBar.left() > l.matrix.right());
        const Colormap viridis(Colormap::Name::Viridis);
        const int x = int(l.colorBar.center().x());
        // High values at the top; the end rows of the gradient are a pixel or two tall.
        QVERIFY(colourDistance(image.pixel(x, int(l.colorBar.top()) + 2), viridis.entry(255)) < 12);
        QVERIFY(colourDistance(image.pixel(x, int(l.colorBar.bottom()) - 2), viridis.entry(0)) <
                12);
        QVERIFY(colourDistance(image.pixel(x, int(l.colorBarY(0.5))), viridis.rgb(0.5)) < 12);
        // Tick labels: text pixels right of the bar.
        const QRgb ink = w.palette().color(QPalette::WindowText).rgb();
        QVERIFY(countNear(image, l.tickLabels, ink, 120) > 20);
    }

    void tokenLabelsAreDrawn() {
        HeatmapWidget w;
        show(w);
        const QImage image = w.grab().toImage();
        const HeatmapLayout& l = w.layout();
        const QRgb ink = w.palette().color(QPalette::WindowText).rgb();
        QVERIFY(countNear(image, l.rowLabels, ink, 120) > 50);
        QVERIFY(countNear(image, l.colLabels, ink, 120) > 50);
        // </s> (row 3 and column 3) is set in the special colour, not the ordinary ink.
        const QRgb special = TokenLabel::Colors::from(w.palette()).special.rgb();
        const QRectF row3(l.rowLabels.left(), l.rowRect(3).top(), l.rowLabels.width(),
                          l.cellHeight);
        const QRectF row1(l.rowLabels.left(), l.rowRect(1).top(), l.rowLabels.width(),
                          l.cellHeight);
        QVERIFY(countNear(image, row3, special, 60) > 10);
        QCOMPARE(countNear(image, row1, special, 60), 0);
    }

    void valueLabelsWhenTheyFit() {
        HeatmapWidget w;
        show(w);
        w.setValueLabelsVisible(true);
        QVERIFY(w.layout().valueLabelsFit);
        const QImage image = w.grab().toImage();
        // On the darkest cell the value is written in white.
        QVERIFY(countNear(image, w.layout().cellRect(0, 1), qRgb(255, 255, 255), 30) > 10);
        // 40 × 40 cells in the same widget are too small for "−.00".
        Grid many;
        many.rows = many.cols = 40;
        many.values.assign(1600, 0.025f);
        w.setMatrix(many, {}, {});
        QVERIFY(!w.layout().valueLabelsFit);
    }

    void hoverReadsTheExactValue() {
        HeatmapWidget w;
        show(w);
        w.show();
        QSignalSpy hovered(&w, &HeatmapWidget::cellHovered);
        QTest::mouseMove(&w, at(w.layout().cellRect(1, 1).center()));
        QTRY_COMPARE(hovered.count(), 1);
        QCOMPARE(hovered.last(), (QList<QVariant>{1, 1}));
        QCOMPARE(w.readout(), QStringLiteral("query 'Katze' → key 'cat': 0.734"));
    }

    void clickPinsACell() {
        HeatmapWidget w;
        show(w);
        QSignalSpy pinned(&w, &HeatmapWidget::cellPinned);
        const QPoint cell = at(w.layout().cellRect(2, 1).center());
        QTest::mouseClick(&w, Qt::LeftButton, {}, cell);
        QCOMPARE(pinned.count(), 1);
        QCOMPARE(pinned.last(), (QList<QVariant>{2, 1}));
        QCOMPARE(w.pinnedCell(), QPoint(1, 2));
        QVERIFY(w.readout().contains(QStringLiteral("'saß'")));
        QTest::mouseClick(&w, Qt::LeftButton, {}, cell);
        QCOMPARE(pinned.last(), (QList<QVariant>{-1, -1}));
    }

    void highlightOutlinesTheTokensRow() {
        HeatmapWidget w;
        show(w);
        const QImage before = w.grab().toImage();
        w.setHighlightedQuery(2);
        const QImage after = w.grab().toImage();
        const HeatmapLayout& l = w.layout();
        const auto changed = [&](const QRectF& area) {
            int n = 0;
            const QRect r = area.toAlignedRect();
            for (int y = r.top(); y <= r.bottom(); ++y)
                for (int x = r.left(); x <= r.right(); ++x)
                    if (before.pixel(x, y) != after.pixel(x, y)) ++n;
            return n;
        };
        const QRectF rowEdge = l.rowRect(2).adjusted(0, -2, 0, 2 - l.cellHeight);
        QVERIFY(changed(rowEdge) > int(l.matrix.width() / 2));
        QCOMPARE(changed(l.rowRect(0).adjusted(4, 4, -4, -4)), 0);
        QCOMPARE(w.highlightedQuery(), 2);
    }

    void hidingSpecialTokensKeepsOriginalIndices() {
        HeatmapWidget w;
        show(w);
        AttentionFilter f;
        f.specialTokens = SpecialTokens::Drop;
        w.setFilter(f);
        QCOMPARE(w.shown().grid.rows, 3);
        QCOMPARE(w.shown().grid.cols, 3);
        w.show();
        QSignalSpy hovered(&w, &HeatmapWidget::cellHovered);
        QTest::mouseMove(&w, at(w.layout().cellRect(2, 2).center()));
        QTRY_COMPARE(hovered.count(), 1);
        QCOMPARE(hovered.last(), (QList<QVariant>{2, 2}));
    }

    void embeddingTableHasNoColumnLabels() {
        HeatmapWidget w;
        w.resize(900, 400);
        Grid g;
        g.rows = 3;
        g.cols = 64;
        for (int i = 0; i < 3 * 64; ++i) g.values.push_back(std::sin(0.3f * float(i)));
        w.setColormap(Colormap::Name::Diverging);
        w.setSquareCells(false);
        w.setAxisNames(QStringLiteral("token"), QStringLiteral("dimension"));
        w.setMatrix(g, tokens({"▁cat", "▁sat", "</s>"}));
        QCOMPARE(w.layout().colLabels.height(), 0.0);
        QVERIFY(w.layout().cellWidth < w.layout().cellHeight);
        QCOMPARE(w.scale().low(), -w.scale().high());
        const QImage image = w.grab().toImage();
        QCOMPARE(image.pixel(at(w.layout().cellRect(0, 0).center())),
                 Colormap(Colormap::Name::Diverging).rgb(0.5));  // sin 0 = 0: white
    }

    void gridSelectsTheClickedHead() {
        auto snapshot = std::make_shared<const Snapshot>(sampleSnapshot());
        AttentionGridWidget grid;
        grid.resize(1100, 700);
        grid.setSnapshot(snapshot, Stack::DecoderSelf);
        const AttentionGridLayout& l = grid.layout();
        QCOMPARE(l.layers(), 4);
        QCOMPARE(l.heads(), 8);
        QCOMPARE(l.groups(), 2);  // GQA: 8 query heads over 2 K/V heads
        QSignalSpy selected(&grid, &AttentionGridWidget::headSelected);
        QTest::mouseClick(&grid, Qt::LeftButton, {}, at(l.thumbnail(2, 5).center()));
        QCOMPARE(selected.count(), 1);
        QCOMPARE(selected.last(), (QList<QVariant>{2, 5}));
        QTest::mouseClick(&grid, Qt::LeftButton, {}, at(l.thumbnail(1, -1).center()));
        QCOMPARE(selected.last(), (QList<QVariant>{1, -1}));
        QCOMPARE(grid.selectedHead(), -1);
        QTest::keyClick(&grid, Qt::Key_Left);
        QCOMPARE(selected.last(), (QList<QVariant>{1, 7}));
        grid.setSelected(0, 0);  // a slot: no signal
        QCOMPARE(selected.count(), 3);

        // A thumbnail pixel is its map's colour; the causal half is masked.
        const QImage image = grid.grab().toImage();
        const QRectF t = l.thumbnail(3, 4);
        const int n = int(snapshot->decoderInput.size());
        const auto cellCentre = [&](int r, int c) {
            return QPoint(int(t.left() + (c + 0.5) * t.width() / n),
                          int(t.top() + (r + 0.5) * t.height() / n));
        };
        QCOMPARE(image.pixel(cellCentre(5, 2)), grid.thumbnailColor(3, 4, 5, 2));
        QCOMPARE(image.pixel(cellCentre(2, 5)), kMaskedColor);
    }

    // At presentation sizes a long title shrinks or wraps to its box; it is elided only when
    // even half the type would not fit.
    void longTitlesShrinkOrWrapRatherThanElide() {
        const QString title =
            QStringLiteral("Decoder self-attention · layer 0 · head 3 · Z⁻¹A, A = exp(QKᵀ/√d)");
        QFont font;
        font.setPixelSize(40);
        font.setBold(true);
        const qreal full = QFontMetricsF(font).horizontalAdvance(title);
        const qreal line = QFontMetricsF(font).lineSpacing();
        const auto fits = [&](const HeatmapPainter::TitleFit& f, const QSizeF& box) {
            const QRectF need =
                QFontMetricsF(f.font).boundingRect(QRectF(QPointF(), box), f.flags, f.text);
            return need.width() <= box.width() && need.height() <= box.height() + 1;
        };
        // Room for it all: unchanged.
        const QSizeF wide(full + 10, 1.6 * line);
        auto fit = HeatmapPainter::fitTitle(title, font, wide);
        QCOMPARE(fit.text, title);
        QCOMPARE(fit.font.pixelSize(), 40);
        // 85 % of the width: smaller type, one line, the whole formula.
        const QSizeF narrower(0.85 * full, 1.6 * line);
        fit = HeatmapPainter::fitTitle(title, font, narrower);
        QCOMPARE(fit.text, title);
        QVERIFY(fit.font.pixelSize() < 40 && fit.font.pixelSize() >= 24);
        QVERIFY(fits(fit, narrower));
        // Half the width: two lines.
        const QSizeF half(0.55 * full, 1.6 * line);
        fit = HeatmapPainter::fitTitle(title, font, half);
        QCOMPARE(fit.text, title);
        QCOMPARE(fit.flags, int(Qt::TextWordWrap));
        QVERIFY(fits(fit, half));
        // Far too small: elided.
        fit = HeatmapPainter::fitTitle(title, font, QSizeF(0.1 * full, line));
        QVERIFY(fit.text.endsWith(QChar(0x2026)));
    }

    // Every token labelled when the axes have room; else the footer says how many are left
    // out, drawn in its first words, and the whole line is the tooltip.
    void hiddenLabelsAreCounted() {
        QStringList words;
        for (int i = 0; i < 40; ++i) words << QStringLiteral("▁w%1").arg(i);
        const QVector<Token> many = tokens(words);
        Grid g;
        g.rows = g.cols = 40;
        g.values.assign(40 * 40, 0.025f);
        HeatmapWidget w;
        w.resize(900, 1500);
        w.setMatrix(g, many, many);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.layout().rowLabelStep, 1);
        QVERIFY(w.hiddenLabelsNote().isEmpty());

        w.resize(360, 300);
        QTRY_COMPARE(w.size(), QSize(360, 300));
        const HeatmapLayout& l = w.layout();
        QVERIFY(l.rowLabelStep > 1);
        const int hidden =
            (40 - (40 + l.rowLabelStep - 1) / l.rowLabelStep) +
            (l.colLabelsRotated ? 40 - (40 + l.colLabelStep - 1) / l.colLabelStep : 0);
        QCOMPARE(w.hiddenLabelsNote(), QStringLiteral("hidden labels: %1").arg(hidden));
        // The note is drawn at the footer's start, in the hint's colour.
        const QImage crowded = w.grab().toImage();
        const QRgb mark = TokenLabel::Colors::from(w.palette()).mark.rgb();
        const qreal noteWidth = QFontMetricsF(w.font()).horizontalAdvance(w.hiddenLabelsNote());
        const QRectF noteArea(l.footer.left(), l.footer.top(), noteWidth, l.footer.height());
        QVERIFY(countNear(crowded, noteArea, mark, 60) > 20);
        QVERIFY(!w.elidedText(l.footer.center().toPoint()).isEmpty());
        QVERIFY(w.elidedText(l.footer.center().toPoint()).startsWith(w.hiddenLabelsNote()));
    }

    // The grid's caption is whole where there is room; elided in a narrow pane, its tooltip
    // has it whole.
    void gridCaptionElidedHasATooltip() {
        auto snapshot = std::make_shared<const Snapshot>(sampleSnapshot());
        AttentionGridWidget grid;
        grid.resize(1400, 700);
        grid.setSnapshot(snapshot, Stack::DecoderSelf);
        const QPoint caption = grid.layout().caption.center().toPoint();
        QVERIFY(!grid.layout().caption.isEmpty());
        QVERIFY(grid.elidedText(caption).isEmpty());
        grid.resize(260, 700);
        QResizeEvent resized(QSize(260, 700), QSize(1400, 700));
        QCoreApplication::sendEvent(&grid, &resized);
        const QPoint narrow = grid.layout().caption.center().toPoint();
        QCOMPARE(grid.elidedText(narrow), grid.caption());
        QVERIFY(grid.elidedText(QPoint(1, grid.height() - 1)).isEmpty());
    }

    // English plurals: "1 layer × 1 head", not "1 layers × 1 heads".
    void gridTitleUsesPluralForms() {
        SampleOptions one;
        one.attention = QStringLiteral("mha");
        one.layers = 1;
        one.heads = 1;
        one.kvHeads = 1;
        AttentionGridWidget grid;
        grid.resize(600, 400);
        grid.setSnapshot(std::make_shared<const Snapshot>(sampleSnapshot(one)), Stack::EncoderSelf);
        QVERIFY2(grid.title().endsWith(QStringLiteral(" · 1 layer × 1 head")),
                 qPrintable(grid.title()));
        grid.setSnapshot(std::make_shared<const Snapshot>(sampleSnapshot()), Stack::EncoderSelf);
        QVERIFY2(grid.title().endsWith(QStringLiteral(" · 4 layers × 8 heads")),
                 qPrintable(grid.title()));
    }

    void statsFollowTheSelectedLayer() {
        auto snapshot = std::make_shared<const Snapshot>(sampleSnapshot());
        HeadStatsWidget stats;
        stats.resize(700, 900);
        stats.setSnapshot(snapshot);
        stats.setStack(Stack::Cross);
        stats.setSelected(1, 2);
        stats.show();
        QCOMPARE(int(stats.chart()->stats().size()), 8);
        const auto expected = layerStats(*snapshot, Stack::Cross, 1);
        QCOMPARE(stats.chart()->stats()[3].entropy, expected[3].entropy);
        QSignalSpy selected(&stats, &HeadStatsWidget::headSelected);
        QTest::mouseClick(stats.chart(), Qt::LeftButton, {},
                          at(stats.chart()->rowRect(3).center()));
        QCOMPARE(selected.last(), (QList<QVariant>{1, 3}));

        QSignalSpy filtered(&stats, &HeadStatsWidget::filterChanged);
        AttentionFilter f;
        f.specialTokens = SpecialTokens::Renormalise;
        f.threshold = 0.05f;
        stats.setFilter(f);
        QCOMPARE(filtered.count(), 1);
        QCOMPARE(stats.filter(), f);
        // The comparison (A = layer 1 head 2 by default B = head 1) follows the filter.
        const Comparison& c = stats.comparePanel()->comparison();
        QVERIFY(c.problem.isEmpty());
        QCOMPARE(c.difference.cols, int(snapshot->source.size()) - 1);  // </s> hidden
        QVERIFY(stats.comparePanel()->heatmap()->colormap().isDiverging());
    }

    // Speed is measured, never asserted: run `tst_heatmap gridRepaintBenchmark` for the figure.
    void gridRepaintBenchmark() {
        AttentionGridWidget grid;
        QImage target;
        bigGrid(grid, target);
        QBENCHMARK {
            grid.render(&target);
        }
    }

private:
    static void bigGrid(AttentionGridWidget& grid, QImage& target) {
        SampleOptions big;
        big.layers = 6;
        Snapshot s = sampleSnapshot(big);
        s.source = tokens(QStringList(128, QStringLiteral("▁x")));
        for (auto& layer : s.attention[0])
            for (Grid& head : layer)
                head = atlas::views::testing::softmaxMap(
                    128, 128, false, [](int r, int c) { return -0.1f * float(std::abs(r - c)); });
        grid.resize(1400, 1000);
        grid.setSnapshot(std::make_shared<const Snapshot>(s), Stack::EncoderSelf);
        target = QImage(grid.size(), QImage::Format_ARGB32_Premultiplied);
    }
};

QTEST_MAIN(TestHeatmap)
#include "tst_heatmap.moc"
