// The token strip, the embeddings page (PCA scatter, cosine matrix) and the alignment lines,
// rendered offscreen: geometry checked through the widgets' own accessors, pixels through grab().

#include <QComboBox>
#include <QLabel>
#include <QSet>
#include <QSignalSpy>
#include <QtTest>
#include <cmath>

#include "AlignmentLinesWidget.h"
#include "CrossAttentionView.h"
#include "EmbeddingsView.h"
#include "HeatmapWidget.h"
#include "LabelPlacement.h"
#include "Pca.h"
#include "PcaScatterWidget.h"
#include "TokenStripWidget.h"

using namespace atlas;
using namespace atlas::views;

namespace {

Token token(int id, const QString& piece, Token::Kind kind, const QString& display = {}) {
    Token t;
    t.id = id;
    t.piece = piece;
    t.display = display.isEmpty() ? piece : display;
    t.kind = kind;
    return t;
}

Token byte(int id, const QString& piece, const QString& character, int index, int count) {
    Token t = token(id, piece, Token::Kind::Byte, character);
    t.byteIndex = index;
    t.byteCount = count;
    return t;
}

// "<s> ▁Un believ ably ▁ 你(3 bytes) ▁Katze </s>"
QVector<Token> mixedTokens() {
    using K = Token::Kind;
    return {token(1, "<s>", K::Control),         token(310, "▁Un", K::WordStart),
            token(4411, "believ", K::Word),      token(871, "ably", K::Word),
            token(30, "▁", K::WordStart),        byte(232, "<0xE4>", "你", 0, 3),
            byte(191, "<0xBD>", "你", 1, 3),     byte(164, "<0xA0>", "你", 2, 3),
            token(2210, "▁Katze", K::WordStart), token(2, "</s>", K::Control)};
}

QVector<Token> words(int n) {
    QVector<Token> out;
    for (int i = 0; i < n; ++i)
        out.push_back(token(100 + i, QStringLiteral("▁w%1").arg(i), Token::Kind::WordStart));
    return out;
}

Grid grid(int rows, int cols, const std::vector<float>& values) {
    return Grid{rows, cols, values};
}

// Three depths of four tokens in R³ whose shapes differ: a line, a square, a triangle + centre.
Snapshot embeddingSnapshot() {
    Snapshot s;
    s.source = words(4);
    s.tokenEmbeddings = grid(4, 3, {1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1});
    s.positions = grid(4, 3, {0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1});
    s.encoderInput = grid(4, 3, {1, 1, 0, 1, 1, 1, 0, 1, 1, 2, 1, 2});
    s.encoderStates = {s.encoderInput, grid(4, 3, {0, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0}),
                       grid(4, 3, {0, 0, 1, 2, 0, 1, 2, 2, 1, 0, 2, 1})};
    return s;
}

QRgb pixel(const QImage& image, QPointF at) {
    return image.pixel(at.toPoint());
}

void showAndWait(QWidget& w, QSize size) {
    w.resize(size);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
}

}  // namespace

class TestEmbeddings : public QObject {
    Q_OBJECT

private slots:
    void tokenStripDrawsChipsByKind() {
        TokenStripWidget strip;
        strip.setTokens(mixedTokens());
        strip.resize(900, strip.heightForWidth(900));
        const QImage image = strip.grab().toImage();
        const QColor window = strip.palette().color(QPalette::Window);
        const QColor base = strip.palette().color(QPalette::Base);
        QVERIFY(window != base);  // the check below needs the two apart

        // Inside a chip, past its text: ordinary pieces are filled, special tokens only
        // outlined, bytes tinted; between chips nothing is drawn.
        auto inside = [&](int i) {
            const QRectF r = strip.chipRect(i);
            return QColor(pixel(image, QPointF(r.right() - 3, r.center().y())));
        };
        QCOMPARE(inside(2), base);
        QCOMPARE(inside(0), window);
        QVERIFY(inside(7) != base && inside(7) != window);
        // Between two words nothing is drawn.
        const QRectF before = strip.chipRect(7), after = strip.chipRect(8);
        QCOMPARE(
            QColor(pixel(image, QPointF((before.right() + after.left()) / 2, after.center().y()))),
            window);
        QVERIFY(strip.chipRect(2).left() > strip.chipRect(1).right());  // pieces: a narrow gap

        // A new word starts further from the previous chip than a piece that continues it.
        const qreal continuing = strip.chipRect(3).left() - strip.chipRect(2).right();
        const qreal newWord = strip.chipRect(8).left() - strip.chipRect(7).right();
        QVERIFY2(newWord > 2 * continuing,
                 qPrintable(QString("%1 vs %2").arg(newWord).arg(continuing)));

        // The three bytes of 你 share one chip in equal, adjacent parts, each with its own id.
        const QRectF b0 = strip.chipRect(5), b1 = strip.chipRect(6), b2 = strip.chipRect(7);
        QCOMPARE(b0.right(), b1.left());
        QCOMPARE(b1.right(), b2.left());
        QCOMPARE(b0.width(), b2.width());
        QCOMPARE(strip.chipAt(b1.center()), 6);
        QCOMPARE(strip.chipAt(QPointF(b1.center().x(), b1.bottom() + 4)), 6);  // on its id
    }

    void tokenStripWrapsToTheWidth() {
        TokenStripWidget strip;
        strip.setTokens(words(30));
        QVERIFY(strip.heightForWidth(300) > 2 * strip.heightForWidth(3000));
        strip.resize(300, strip.heightForWidth(300));
        for (int i = 0; i < 30; ++i) QVERIFY(QRectF(strip.rect()).contains(strip.chipRect(i)));
        QVERIFY(strip.chipRect(29).top() > strip.chipRect(0).bottom());
    }

    void tokenStripHoverAndPin() {
        TokenStripWidget strip;
        strip.setTokens(mixedTokens());
        showAndWait(strip, QSize(900, strip.heightForWidth(900)));
        QSignalSpy hovered(&strip, &TokenStripWidget::tokenHovered);
        QSignalSpy pinned(&strip, &TokenStripWidget::tokenPinned);

        QTest::mouseMove(&strip, strip.chipRect(3).center().toPoint());
        QCOMPARE(hovered.size(), 1);
        QCOMPARE(hovered.last().at(0).toInt(), 3);
        QTest::mouseMove(&strip, strip.chipRect(6).center().toPoint());
        QCOMPARE(hovered.last().at(0).toInt(), 6);
        QTest::mouseMove(&strip, QPoint(strip.width() - 2, strip.height() - 2));
        QCOMPARE(hovered.last().at(0).toInt(), -1);

        QTest::mouseClick(&strip, Qt::LeftButton, {}, strip.chipRect(8).center().toPoint());
        QCOMPARE(pinned.size(), 1);
        QCOMPARE(pinned.last().at(0).toInt(), 8);
        QCOMPARE(strip.pinned(), 8);
        QTest::mouseClick(&strip, Qt::LeftButton, {}, strip.chipRect(8).center().toPoint());
        QCOMPARE(pinned.last().at(0).toInt(), -1);

        // Another view's hover changes the picture, not the signals.
        const QImage before = strip.grab().toImage();
        strip.setHighlighted(2);
        QCOMPARE(hovered.last().at(0).toInt(), -1);
        QVERIFY(strip.grab().toImage() != before);
    }

    void tokenStripCopiesPiecesIdsAndText() {
        const QVector<Token> t = mixedTokens();
        QCOMPARE(TokenStripWidget::piecesText(t, 1, 3), QStringLiteral("▁Un believ ably"));
        QCOMPARE(TokenStripWidget::idsText(t, 0, 9),
                 QStringLiteral("1 310 4411 871 30 232 191 164 2210 2"));
        // Special tokens leave no trace, ▁ becomes a space, a byte run its character once.
        QCOMPARE(TokenStripWidget::plainText(t, 0, 9), QStringLiteral("Unbelievably 你 Katze"));
        QCOMPARE(TokenStripWidget::plainText(t, 6, 7), QStringLiteral("你"));
    }

    void scatterKeepsOneScaleOnBothAxes() {
        PcaResult p;
        p.rows = 3;
        p.components = 2;
        p.coords = {0, 0, 2, 0, 0, 1};
        p.explained = {0.8, 0.2};
        PcaScatterWidget scatter;
        scatter.resize(500, 700);  // tall: a per-axis scale would stretch y
        scatter.setProjection(p, words(3));
        const QPointF o = scatter.pointPosition(0), x = scatter.pointPosition(1),
                      y = scatter.pointPosition(2);
        QVERIFY(std::abs(QLineF(o, x).length() - 2 * QLineF(o, y).length()) < 1.0);
        QVERIFY(y.y() < o.y());  // PC 2 points up
        QCOMPARE(scatter.pointAt(x + QPointF(1, 1)), 1);
        QCOMPARE(scatter.pointAt(QPointF(1, 1)), -1);
        QVERIFY(scatter.axisTitle(0).contains(QStringLiteral("80.0")));
    }

    void labelsDoNotOverlap() {
        // Five points in a tight cluster with wide labels, and one far away.
        const QVector<QPointF> points{{100, 100}, {104, 100}, {100, 104},
                                      {104, 104}, {102, 102}, {300, 300}};
        const QVector<QSizeF> sizes(6, QSizeF(60, 16));
        const QRectF bounds(0, 0, 400, 400);
        const QVector<QRectF> placed = placeLabels(points, sizes, bounds, 4, 4);
        QVERIFY(!placed[4].isNull());  // the hovered one always keeps its label
        QVERIFY(!placed[5].isNull());
        int shown = 0;
        for (int i = 0; i < placed.size(); ++i) {
            if (placed[i].isNull()) continue;
            ++shown;
            QVERIFY(bounds.contains(placed[i]));
            for (int k = i + 1; k < placed.size(); ++k)
                QVERIFY(placed[k].isNull() || !placed[i].intersects(placed[k]));
        }
        QVERIFY(shown >= 3);
        QVERIFY(shown < 6);  // the cluster cannot hold five such labels
    }

    // Issue 36: the positional map is drawn when the model has a table (its cells are not one
    // grey), and a rotary model, whose PE is all zeros, gets a notice in its place, not an
    // empty box.
    void positionalMapIsDrawnOrExplained() {
        EmbeddingsView view;
        view.setSnapshot(embeddingSnapshot());
        showAndWait(view, {1000, 700});
        QVERIFY(view.positionsDrawn());
        QVERIFY(view.positionsMap()->isVisible());
        QVERIFY(!view.positionsNotice()->isVisible());
        const QImage map = view.positionsMap()->grab().toImage();
        const QRectF cells = view.positionsMap()->layout().matrix;
        QVERIFY(!cells.isEmpty());
        QSet<QRgb> colours;
        for (int r = 0; r < 4; ++r)
            for (int c = 0; c < 3; ++c)
                colours.insert(pixel(map, view.positionsMap()->layout().cellRect(r, c).center()));
        QCOMPARE(colours.size(), 2);  // the 0s and the 1s of the table
        QVERIFY(view.inputMap()->title().contains("+ PE"));

        Snapshot rotary = embeddingSnapshot();
        std::fill(rotary.positions.values.begin(), rotary.positions.values.end(), 0.0f);
        rotary.encoderInput = rotary.tokenEmbeddings;
        view.setSnapshot(rotary);
        QVERIFY(QTest::qWaitFor([&] { return view.positionsNotice()->isVisible(); }));
        QVERIFY(!view.positionsDrawn());
        QVERIFY(!view.positionsMap()->isVisible());
        QVERIFY(view.positionsNotice()->text().contains("RoPE"));
        QVERIFY(view.inputMap()->title().contains("PE = 0"));
        // Its room goes to the two maps around it.
        QVERIFY(view.positionsNotice()->height() < view.embeddingsMap()->height());
    }

    // Every token is labelled, or the plot says how many are not and why.
    void scatterSaysWhichLabelsAreLeftOut() {
        PcaScatterWidget scatter;
        showAndWait(scatter, {500, 400});
        const int n = 6;
        PcaResult spread;
        spread.rows = n;
        spread.components = 2;
        for (int i = 0; i < n; ++i) {
            spread.coords.push_back(float(i % 3));
            spread.coords.push_back(float(i / 3));
        }
        spread.explained = {0.6, 0.4};
        scatter.setProjection(spread, words(n));
        QCOMPARE(scatter.hiddenLabels(), 0);
        QVERIFY(scatter.labelNote().isEmpty());

        // Forty tokens on top of each other: most labels cannot go anywhere.
        PcaResult pile = spread;
        pile.rows = 40;
        pile.coords.clear();
        for (int i = 0; i < 40; ++i) {
            pile.coords.push_back(float(i % 2) * 0.01f);
            pile.coords.push_back(float(i % 3) * 0.01f + (i == 0 ? 10.0f : 0.0f));
        }
        scatter.setProjection(pile, words(40));
        const int hidden = scatter.hiddenLabels();
        QVERIFY(hidden > 0);
        QVERIFY2(scatter.labelNote().startsWith(QStringLiteral("%1 of 40").arg(hidden)),
                 qPrintable(scatter.labelNote()));
        // Drawn below the plot, in text colour: the bottom rows of the widget hold ink.
        const QImage image = scatter.grab().toImage();
        const QColor window = scatter.palette().color(QPalette::Window);
        int ink = 0;
        for (int y = image.height() - 30; y < image.height(); ++y)
            for (int x = 0; x < image.width() / 2; ++x)
                if (QColor(image.pixel(x, y)).lightness() < window.lightness() - 100) ++ink;
        QVERIFY2(ink > 30, qPrintable(QString::number(ink)));
    }

    // The cosine matrix gets room: a sentence of 16 tokens, in the space the Tokens page has
    // beside the word list, keeps cells of a line's height at 1472 × 920 and of 10 px at
    // 1280 × 720 (the old layout gave 14 and 8).
    void cosineMatrixHasRoom() {
        Snapshot s;
        const int n = 16, d = 8;
        s.source = words(n);
        std::vector<float> values;
        for (int i = 0; i < n * d; ++i) values.push_back(std::sin(0.7f * float(i)));
        s.tokenEmbeddings = s.positions = s.encoderInput = grid(n, d, values);
        s.encoderStates = {s.encoderInput};
        EmbeddingsView view;
        view.setSnapshot(s);
        const int line = view.fontMetrics().height();
        for (auto [size, least] :
             {std::pair{QSize(640, 540), 10}, std::pair{QSize(860, 740), line}}) {
            showAndWait(view, size);
            const QRectF cell = view.cosineMap()->layout().cellRect(0, 0);
            QVERIFY2(cell.width() >= least, qPrintable(QStringLiteral("%1 px at %2 × %3")
                                                           .arg(cell.width())
                                                           .arg(size.width())
                                                           .arg(size.height())));
        }
    }

    void embeddingsDepthChangesTheScatter() {
        EmbeddingsView view;
        view.resize(1200, 800);
        const Snapshot s = embeddingSnapshot();
        view.setSnapshot(s);
        QCOMPARE(view.depthCount(), 3);
        QCOMPARE(view.depth(), 0);
        QCOMPARE(view.findChild<QComboBox*>()->count(), 3);
        const std::vector<float> atInput = view.scatter()->projection().coords;
        const QImage before = view.scatter()->grab().toImage();

        QSignalSpy changed(&view, &EmbeddingsView::depthChanged);
        view.findChild<QComboBox*>()->setCurrentIndex(1);
        QCOMPARE(view.depth(), 1);
        QCOMPARE(changed.size(), 1);
        // Depth 1 is four points on a line: one axis explains everything.
        QVERIFY(view.scatter()->projection().coords != atInput);
        QVERIFY(std::abs(view.scatter()->projection().explained[0] - 1.0) < 1e-6);
        QVERIFY(view.scatter()->grab().toImage() != before);

        // The cosine matrix follows the depth: depth 1 has a zero vector and three parallel ones.
        const Grid& shown = view.cosineMap()->shown().grid;
        QCOMPARE(shown.rows, 4);
        QCOMPARE(shown.at(1, 3), 1.0f);
        QCOMPARE(shown.at(0, 2), 0.0f);
        QCOMPARE(view.cosineMap()->scale().low(), -1.0);
        QCOMPARE(view.cosineMap()->scale().high(), 1.0);

        // The depth survives a new sentence that has it, and falls back when it does not.
        view.setDepth(2);
        view.setSnapshot(s);
        QCOMPARE(view.depth(), 2);
        Snapshot shallow = s;
        shallow.encoderStates.resize(1);
        view.setSnapshot(shallow);
        QCOMPARE(view.depth(), 0);
    }

    void embeddingsTablesShareOneScale() {
        EmbeddingsView view;
        view.setSnapshot(embeddingSnapshot());
        // Largest |value| of the three tables is 2 (in E·√d + PE): every table spans ±2.
        for (HeatmapWidget* map : {view.embeddingsMap(), view.positionsMap(), view.inputMap()}) {
            QCOMPARE(map->scale().high(), 2.0);
            QVERIFY(map->scale().isSymmetric());
        }
    }

    void embeddingsHoverReachesEveryPart() {
        EmbeddingsView view;
        view.setSnapshot(embeddingSnapshot());
        QSignalSpy hovered(&view, &EmbeddingsView::tokenHovered);
        view.setHighlightedToken(2);
        QCOMPARE(hovered.size(), 0);
        QCOMPARE(view.scatter()->highlighted(), 2);
        QCOMPARE(view.cosineMap()->highlightedQuery(), 2);
        QCOMPARE(view.cosineMap()->highlightedKey(), 2);
        QCOMPARE(view.inputMap()->highlightedQuery(), 2);

        showAndWait(view, QSize(1200, 800));
        PcaScatterWidget* scatter = view.scatter();
        QTest::mouseMove(scatter, scatter->pointPosition(3).toPoint());
        QCOMPARE(hovered.last().at(0).toInt(), 3);
        QCOMPARE(view.embeddingsMap()->highlightedQuery(), 3);
    }

    void strongerLinesAreDarker() {
        AlignmentLinesWidget lines;
        lines.setOrientation(AlignmentLinesWidget::Orientation::Rows);
        const QVector<Token> source{token(5, "▁cat", Token::Kind::WordStart),
                                    token(6, "▁mat", Token::Kind::WordStart)};
        const QVector<Token> target{token(7, "▁Katze", Token::Kind::WordStart),
                                    token(8, "▁Matte", Token::Kind::WordStart)};
        lines.setAlignment(grid(2, 2, {1.0f, 0.0f, 0.0f, 0.1f}), source, target);
        lines.resize(600, 300);
        QImage image = lines.grab().toImage();
        const int background = qGray(lines.palette().color(QPalette::Window).rgb());
        const int strong = qGray(pixel(image, lines.lineMidpoint(0, 0)));
        const int weak = qGray(pixel(image, lines.lineMidpoint(1, 1)));
        QVERIFY2(strong < weak && weak < background,
                 qPrintable(QString("strong %1, weak %2, background %3")
                                .arg(strong)
                                .arg(weak)
                                .arg(background)));
        QVERIFY(AlignmentLinesWidget::lineWidth(1.0f, 16) >
                2 * AlignmentLinesWidget::lineWidth(0.1f, 16));

        // Below the threshold a line is not drawn at all.
        lines.setThreshold(0.2f);
        image = lines.grab().toImage();
        QCOMPARE(qGray(pixel(image, lines.lineMidpoint(1, 1))), background);
        QCOMPARE(qGray(pixel(image, lines.lineMidpoint(0, 0))), strong);
    }

    void hoveringATokenLightsItsLines() {
        AlignmentLinesWidget lines;
        const QVector<Token> source = words(3), target = words(3);
        lines.setAlignment(grid(3, 3, {0.8f, 0.1f, 0.1f, 0.1f, 0.8f, 0.1f, 0.1f, 0.1f, 0.8f}),
                           source, target);
        showAndWait(lines, QSize(700, 320));
        QCOMPARE(lines.effectiveOrientation(), AlignmentLinesWidget::Orientation::Rows);
        const QImage before = lines.grab().toImage();
        QSignalSpy targets(&lines, &AlignmentLinesWidget::targetHovered);
        QTest::mouseMove(&lines, lines.targetRect(1).center().toPoint());
        QCOMPARE(targets.last().at(0).toInt(), 1);
        const QImage after = lines.grab().toImage();
        const QColor accent = lines.palette().color(QPalette::Highlight);
        const QColor lit(pixel(after, lines.lineMidpoint(1, 1)));
        QVERIFY2(std::abs(lit.hue() - accent.hue()) < 20,
                 qPrintable(QString("hue %1 vs %2").arg(lit.hue()).arg(accent.hue())));
        // A line of another token steps back.
        QVERIFY(qGray(pixel(after, lines.lineMidpoint(0, 0))) >
                qGray(pixel(before, lines.lineMidpoint(0, 0))));
    }

    void longSentencesTurnIntoColumns() {
        AlignmentLinesWidget lines;
        lines.setAlignment(grid(40, 40, std::vector<float>(1600, 1.0f / 40)), words(40), words(40));
        lines.resize(600, 900);
        QCOMPARE(lines.effectiveOrientation(), AlignmentLinesWidget::Orientation::Columns);
        QVERIFY(lines.sourceRect(0).right() < lines.targetRect(0).left());
        QVERIFY(lines.sourceRect(39).top() > lines.sourceRect(0).bottom());
    }

    void crossAttentionFollowsLayerAndHead() {
        Snapshot s;
        s.model.heads = s.model.kvHeads = 2;
        s.model.attention = QStringLiteral("mha");
        s.source = words(2);
        s.decoderInput = words(2);
        const Grid a = grid(2, 2, {1, 0, 0, 1}), b = grid(2, 2, {0, 1, 1, 0}),
                   c = grid(2, 2, {0.5f, 0.5f, 0.5f, 0.5f});
        s.attention[size_t(Stack::Cross)] = {{a, b}, {c, a}};
        CrossAttentionView view;
        view.setSnapshot(s);
        QCOMPARE(view.head(), -1);
        QCOMPARE(view.alignment().values, c.values);  // mean of a and b
        view.setLayer(1);
        view.setHead(1);
        QCOMPARE(view.alignment().values, a.values);
        QCOMPARE(view.lines()->weights().values, a.values);
        QCOMPARE(view.heatmap()->shown().grid.values, a.values);

        QSignalSpy sources(&view, &CrossAttentionView::sourceHovered);
        view.setHighlightedSource(1);
        QCOMPARE(sources.size(), 0);
        QCOMPARE(view.heatmap()->highlightedKey(), 1);
        view.setThreshold(0.3);
        QCOMPARE(view.lines()->threshold(), 0.3f);
    }
};

QTEST_MAIN(TestEmbeddings)
#include "tst_embeddings.moc"
