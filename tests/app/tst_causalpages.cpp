// A decoder-only model (docs/format.md) on the pages, rendered offscreen. Attention: the one
// causal stack is what the toolbar's selection falls back to. Alignment: an arrow model's German
// rows × English columns of its self-attention in place of cross-attention, a plain language
// model's one-paragraph reason why there is none. KV cache: the live stepper grows the real
// caches, a sliding layer's bar stopping at its window, measured = analytic to the byte.
// ATLAS_SHOTS=DIR keeps the pictures.

#include <QLabel>
#include <QSignalSpy>
#include <QtTest>

#include "AlignmentPage.h"
#include "AttentionGridWidget.h"
#include "AttentionPage.h"
#include "BackgroundJob.h"
#include "CacheLayersWidget.h"
#include "CausalModels.h"
#include "CellImage.h"
#include "CrossAttentionView.h"
#include "HeatmapWidget.h"
#include "KvCostPage.h"
#include "KvStepperPanel.h"
#include "Model.h"
#include "PageFixture.h"
#include "Shot.h"
#include "SnapshotBuilder.h"

using namespace atlas;
using atlas::test::causalCheckpoint;
using atlas::test::kSlidingGqa;
using views::Stack;

using atlas::test::shot;

namespace {

const QString kText = QStringLiteral("The old man sees the small dog.");

int count(const QImage& image, const QRectF& area, QRgb colour) {
    int n = 0;
    const QRect r = area.toAlignedRect().intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            if (image.pixel(x, y) == colour) ++n;
    return n;
}

// The page's fixture on a decoder-only model and its snapshot of kText.
std::shared_ptr<const views::Snapshot> useModel(test::PageFixture& fixture, bool arrow) {
    fixture.useCheckpoint(causalCheckpoint(kSlidingGqa, arrow));
    auto snapshot = std::make_shared<const views::Snapshot>(
        views::buildSnapshot(*fixture.model.model(), kText, QStringLiteral("test")));
    fixture.model.setText(kText);
    fixture.model.setSnapshot(snapshot);
    return snapshot;
}

bool settle(views::BackgroundJob* job, int timeout = 20000) {
    if (!job->isBusy()) return true;
    QSignalSpy done(job, &views::BackgroundJob::busyChanged);
    return done.wait(timeout) && !job->isBusy();
}

}  // namespace

class TestCausalPages : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    // The encoder's stack does not exist: the selection and the grid fall back to the causal
    // one, whose layers are named local or global.
    void attentionShowsTheOneStack() {
        test::PageWithContext<AttentionPage> page;
        page->resize(1200, 800);
        page.select({.stack = Stack::EncoderSelf});
        useModel(*page.fixture, false);
        page->show();
        QVERIFY(QTest::qWaitForWindowExposed(page.get()));
        QCOMPARE(page.fixture->view.selection().stack, Stack::DecoderSelf);
        QCOMPARE(page->grid()->stack(), Stack::DecoderSelf);
        QCOMPARE(page->grid()->layout().layers(), 3);
        QCOMPARE(page->grid()->layerLabel(0), QStringLiteral("L0 local W=4"));
        QCOMPARE(page->grid()->layerLabel(1), QStringLiteral("L1 global"));
        QVERIFY(page->explanation().contains("Sliding windows"));
        // A key outside layer 0's window is the band's colour on the large map.
        page.select({.stack = Stack::Cross, .layer = 0, .head = 1});
        QCOMPARE(page.fixture->view.selection().stack, Stack::DecoderSelf);
        const QImage image = shot(page.get(), "causal-attention");
        const views::HeatmapWidget* map = page->heatmap();
        QCOMPARE(map->window(), 4);
        const int last = map->shown().grid.rows - 1;
        const QRectF band =
            map->layout().cellRect(last, 0).translated(map->mapTo(page.get(), QPoint()));
        QVERIFY(count(image, band, views::kWindowColor) > 0);
    }

    void alignmentShowsTheArrowBlock() {
        test::PageWithContext<AlignmentPage> page;
        page->resize(1200, 700);
        const auto s = useModel(*page.fixture, true);
        page.select({.stack = Stack::DecoderSelf, .layer = 1, .head = 2});
        page->show();
        QVERIFY(QTest::qWaitForWindowExposed(page.get()));
        QVERIFY(page->view()->isVisible());
        QVERIFY(!page->noCrossAttention()->isVisible());
        QVERIFY(page->view()->showsSelfBlock());
        // Rows: the arrow's and every German piece's; columns: the English pieces.
        const views::Grid& block = page->view()->alignment();
        const int arrow = s->causal.arrow, english = arrow - s->causal.sourceBegin;
        QCOMPARE(block.rows, int(s->decoderInput.size()) - arrow);
        QCOMPARE(block.cols, english);
        const views::Grid& map = s->map(Stack::DecoderSelf, 1, 2);  // a global layer
        for (int r = 0; r < block.rows; ++r)
            for (int c = 0; c < block.cols; ++c)
                QCOMPARE(block.at(r, c), map.at(arrow + r, s->causal.sourceBegin + c));
        const views::HeatmapWidget* heatmap = page->view()->heatmap();
        QVERIFY(heatmap->title().contains(QStringLiteral("German rows × English columns")));
        QCOMPARE(heatmap->shown().rowTokens.front().piece, QStringLiteral("⇒"));
        QCOMPARE(heatmap->shown().colTokens.size(), english);
        QVERIFY(page->explanation().contains(QStringLiteral("no cross-attention")));
        // Drawn: the cell of the largest weight in the colormap's brightest colour.
        const QImage image = shot(page.get(), "causal-alignment-arrow");
        const QRectF cell =
            heatmap->layout().cellRect(0, 0).translated(heatmap->mapTo(page.get(), QPoint()));
        QCOMPARE(image.pixel(cell.topLeft().toPoint() + QPoint(2, 2)),
                 views::cellColor(heatmap->shown().grid.at(0, 0), heatmap->colormap(),
                                  heatmap->scale()));
        // The sequence's tokens are the block's rows and columns: ⇒ + 1 is German row 1, the
        // English' second piece column 1.
        page.fixture->view.setTokenFocus({TokenFocus::Side::Target, arrow + 1});
        QCOMPARE(heatmap->highlightedQuery(), 1);
        page.fixture->view.setTokenFocus({TokenFocus::Side::Target, s->causal.sourceBegin + 1});
        QCOMPARE(heatmap->highlightedKey(), 1);
        QCOMPARE(heatmap->highlightedQuery(), -1);
        // A sliding layer's block masks the English its window no longer sees.
        page.select({.stack = Stack::DecoderSelf, .layer = 0, .head = 2});
        QVERIFY(std::isnan(page->view()->alignment().at(block.rows - 1, 0)));
    }

    void alignmentExplainsAPlainModel() {
        test::PageWithContext<AlignmentPage> page;
        page->resize(1000, 600);
        useModel(*page.fixture, false);
        page->show();
        QVERIFY(QTest::qWaitForWindowExposed(page.get()));
        QLabel* why = page->noCrossAttention();
        QVERIFY(why->isVisible());
        QVERIFY(!page->view()->isVisible());
        QVERIFY(why->text().contains(QStringLiteral("one causal stack")));
        QCOMPARE(page->explanation(), why->text());
        // The paragraph is on screen: dark text in the middle of the page.
        const QImage image = shot(page.get(), "causal-alignment-plain");
        const QRect middle = why->geometry().adjusted(0, why->height() / 3, 0, -why->height() / 3);
        int dark = 0;
        for (int y = middle.top(); y < middle.bottom(); ++y)
            for (int x = middle.left(); x < middle.right(); ++x)
                dark += qGray(image.pixel(x, y)) < 100;
        QVERIFY2(dark > 200, qPrintable(QString::number(dark)));
    }

    // Step through generation: the prompt fed one token a step, then greedy tokens; sliding
    // layers stop at W = 4, the full one grows; every step measured = analytic to the byte.
    void stepperCapsTheWindow() {
        const auto model = std::make_shared<const Model>(causalCheckpoint(kSlidingGqa));
        views::KvCostPage page;
        page.resize(1400, 900);
        page.setSourceText(kText);
        page.setModel(model);
        page.showSection(views::KvCostPage::LiveCache);
        page.show();
        views::KvStepperPanel* panel = page.stepperPanel();
        QVERIFY(settle(panel->job()));
        for (int t = 0; t < 9 && !panel->finished(); ++t) {
            panel->next();
            QVERIFY(settle(panel->job()));
        }
        QCOMPARE(panel->steps(), 9);
        QVERIFY(panel->allMatch());
        const long long perToken = model->config().kvElementsPerToken() * 4;
        QCOMPARE(panel->measured().back().self, (4 + 9 + 4) * perToken);
        QCOMPARE(panel->measured().back().cross, 0LL);
        views::CacheLayersWidget* layers = panel->layers();
        QVERIFY(layers->isVisible());
        QCOMPARE(layers->held(), (std::vector<int>{4, 9, 4}));
        QVERIFY(layers->capped(0) && !layers->capped(1));
        QCOMPARE(layers->label(0), QStringLiteral("L0 local W=4"));
        // Pixels: layer 0's bar ends at its tick, in the window's colour; layer 1's runs on.
        const QImage image = shot(layers, "causal-kv-layers");
        const QRectF bar0 = layers->barRect(0), bar1 = layers->barRect(1);
        QVERIFY(std::abs(bar0.right() - layers->tickX(0)) < 1.5);
        QVERIFY(bar1.right() > bar0.right() + 10);
        QVERIFY(count(image, bar0.adjusted(1, 2, -3, -2), views::kWindowHatchColor) > 20);
        QCOMPARE(count(image, bar1.adjusted(1, 2, -1, -2), views::kWindowHatchColor), 0);
        const QRectF beyond(layers->tickX(0) + 3, bar0.top() + 2, 8, bar0.height() - 4);
        QCOMPARE(count(image, beyond, views::kWindowHatchColor), 0);
        shot(&page, "causal-kv-page");
    }
};

QTEST_MAIN(TestCausalPages)
#include "tst_causalpages.moc"
