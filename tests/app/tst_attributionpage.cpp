// The Attribution page: raw attention, rollout, flow, gradient × input and gradient × attention
// of the snapshot's maps, offscreen. Rollout rows sum to 1 and equal a plain-loop rollout of the
// snapshot's own maps; flow lies between the rollout and 1; the gradient maps are there for a model
// the trainer can load and replaced by a one-line note otherwise; another output token moves the
// bars; the export is the chosen map. ATLAS_SHOTS=DIR keeps the pictures.

#include <QSignalSpy>
#include <QtTest>
#include <cmath>

#include "AttributionBars.h"
#include "AttributionPage.h"
#include "CausalModels.h"
#include "DefaultModel.h"
#include "HeatmapFigure.h"
#include "HeatmapWidget.h"
#include "PageFixture.h"
#include "Shot.h"
#include "SnapshotBuilder.h"

using namespace atlas;
using views::Stack;

using atlas::test::shot;

namespace {

const QString kText = QStringLiteral("The young woman sees the small dog.");
const QString kTarget = QStringLiteral("Die junge Frau sieht den kleinen Hund.");

// Pixels that are neither grey nor near the background: the colormap's colours.
int colouredPixels(const QImage& image) {
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            const int spread =
                std::max({c.red(), c.green(), c.blue()}) - std::min({c.red(), c.green(), c.blue()});
            if (spread > 60) ++n;
        }
    return n;
}

// A plain-loop rollout of the snapshot's maps of one self-attention stack: Â = ½P̄ + ½I,
// renormalised, R = Â_L ⋯ Â_1.
std::vector<std::vector<double>> plainRollout(const views::Snapshot& s, Stack stack) {
    const int n = s.map(stack, 0, 0).rows;
    std::vector<std::vector<double>> R;
    for (int l = 0; l < s.layers(stack); ++l) {
        std::vector<std::vector<double>> A(size_t(n), std::vector<double>(size_t(n), 0));
        const auto& heads = s.attention[size_t(stack)][size_t(l)];
        for (int i = 0; i < n; ++i) {
            double sum = 0;
            for (int j = 0; j < n; ++j) {
                double mean = 0;
                for (const views::Grid& h : heads) mean += h.at(i, j) / double(heads.size());
                sum += A[size_t(i)][size_t(j)] = 0.5 * mean + (i == j ? 0.5 : 0);
            }
            for (int j = 0; j < n; ++j) A[size_t(i)][size_t(j)] /= sum;
        }
        if (R.empty()) {
            R = A;
            continue;
        }
        std::vector<std::vector<double>> next(size_t(n), std::vector<double>(size_t(n), 0));
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                for (int k = 0; k < n; ++k)
                    next[size_t(i)][size_t(j)] += A[size_t(i)][size_t(k)] * R[size_t(k)][size_t(j)];
        R = next;
    }
    return R;
}

}  // namespace

class TestAttributionPage : public QObject {
    Q_OBJECT

    using OpenPage = atlas::test::PageWithContext<AttributionPage>;

    // A page on `checkpoint`'s snapshot of kText, the stack chosen, its figures computed.
    static OpenPage open(const Checkpoint& checkpoint, Stack stack, bool trainable,
                         bool decoderOnly = false) {
        OpenPage page;
        page->resize(1500, 900);
        page.fixture->useCheckpoint(checkpoint);
        if (trainable)
            page->setCheckpointCandidates({[checkpoint] { return checkpoint; }});
        else
            page->setCheckpointCandidates({});
        ViewSelection s;
        s.stack = stack;
        s.head = -1;
        page.select(s);
        const Model& model = *page.fixture->model.model();
        page.fixture->model.setSnapshot(std::make_shared<views::Snapshot>(
            decoderOnly ? views::buildSnapshot(model, kText, "test")
                        : views::buildSnapshot(model, kText, "test", nullptr, kTarget)));
        page->show();
        return page;
    }
    static bool wait(AttributionPage& page) {
        if (page.figures()) return true;
        QSignalSpy spy(&page, &AttributionPage::figuresChanged);
        return spy.wait(60000) && page.figures();
    }

private slots:
    void emptyWithoutModel() {
        atlas::test::PageFixture fixture;
        AttributionPage page(fixture.context());
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(!page.panelsShown());
        QVERIFY(!page.message().isEmpty());
        QVERIFY(!page.exportFigure());
        QCOMPARE(page.id(), QStringLiteral("attribution"));
        QVERIFY(page.explanation().contains("Abnar"));
    }

    void encoderRolloutIsThePlainLoops() {
        const Checkpoint c = makeDefaultModel(AttentionKind::GQA);
        OpenPage page = open(c, Stack::EncoderSelf, false);
        QVERIFY(wait(*page));
        const views::Snapshot& s = *page.fixture->model.snapshot();
        const auto R = plainRollout(s, Stack::EncoderSelf);
        const views::Grid& got = page->figures()->rollout;
        QCOMPARE(got.rows, int(R.size()));
        for (int i = 0; i < got.rows; ++i) {
            double sum = 0;
            for (int j = 0; j < got.cols; ++j) {
                QVERIFY(std::abs(got.at(i, j) - R[size_t(i)][size_t(j)]) < 1e-5);
                sum += got.at(i, j);
            }
            QVERIFY(std::abs(sum - 1) < 1e-4);
        }
        // Flow between the rollout and 1, every cell.
        const views::Grid& flow = page->figures()->flow;
        for (int i = 0; i < flow.rows; ++i)
            for (int j = 0; j < flow.cols; ++j) {
                QVERIFY(flow.at(i, j) <= 1 + 1e-5);
                QVERIFY(flow.at(i, j) >= got.at(i, j) - 1e-5);
            }
        // Not trainable here: the one-line note, while rollout and flow are shown.
        QVERIFY(page->gradientNote().contains("trainer"));
        QVERIFY(page->gradient()->shown().grid.empty());
        QVERIFY(colouredPixels(shot(page->rollout(), "attribution-rollout")) > 500);
    }

    void crossShowsGradientAndBarsFollowTheToken() {
        const Checkpoint c = makeDefaultModel(AttentionKind::MHA);
        OpenPage page = open(c, Stack::Cross, true);
        QVERIFY(wait(*page));
        const AttributionFigures& f = *page->figures();
        QCOMPARE(f.gradientState, AttributionFigures::Gradient::Shown);
        const views::Snapshot& s = *page.fixture->model.snapshot();
        QCOMPARE(f.rollout.rows, int(s.decoderInput.size()));
        QCOMPARE(f.rollout.cols, int(s.source.size()));
        QCOMPARE(f.gradient.cols, int(s.source.size()));
        QVERIFY(page->gradientNote().isEmpty());
        QCOMPARE(page->outputToken(), 0);
        const QImage all = shot(page.get(), "attribution-cross");
        QVERIFY(colouredPixels(shot(page->gradient(), "attribution-gradient")) > 500);
        // Gradient × attention of the cross stack: target positions × source tokens, drawn.
        QCOMPARE(f.gradientAttention.rows, int(s.decoderInput.size()));
        QCOMPARE(f.gradientAttention.cols, int(s.source.size()));
        QVERIFY(colouredPixels(shot(page->gradientAttention(), "attribution-grad-attention")) >
                500);
        // The rollout leads the bars by default; its bar of token j is R[0][j]'s share.
        const views::AttributionBars* bars = page->bars();
        QCOMPARE(bars->series().size(), size_t(5));
        QCOMPARE(bars->series()[0].values.size(), size_t(s.source.size()));
        QCOMPARE(bars->series()[0].values[0], double(f.rollout.at(0, 0)));
        const QImage before = shot(page->bars(), "attribution-bars-0");
        const std::vector<double> first = bars->series()[0].values;
        page->setOutputToken(3);
        const QImage after = shot(page->bars(), "attribution-bars-3");
        QCOMPARE(bars->series()[0].values[1], double(f.rollout.at(3, 1)));
        QVERIFY(bars->series()[0].values != first);
        QVERIFY(before != after);
        QCOMPARE(page->rollout()->highlightedQuery(), 3);
        // Red and blue bars of the signed gradient row are drawn.
        QVERIFY(colouredPixels(after) > 100);
        QVERIFY(!all.isNull());
    }

    void exportIsTheChosenMap() {
        OpenPage page = open(makeDefaultModel(AttentionKind::MLA), Stack::Cross, false);
        QVERIFY(wait(*page));
        auto figure = page->exportFigure();
        QVERIFY(figure);
        page->setMethod(AttributionPage::Method::Flow);
        auto flow = page->exportFigure();
        auto* heatmap = dynamic_cast<views::HeatmapFigure*>(flow.get());
        QVERIFY(heatmap);
        QCOMPARE(heatmap->size(), views::HeatmapFigure::fromWidget(*page->flow()).size());
        page->setMethod(AttributionPage::Method::Gradient);  // not computed: nothing to export
        QVERIFY(!page->exportFigure());
        page->setMethod(AttributionPage::Method::GradientAttention);
        QVERIFY(!page->exportFigure());
    }

    // Gradient × attention leads the bars and is exported when chosen; on the decoder's
    // self-attention its keys are the decoder positions, after t masked.
    void gradientTimesAttentionFollowsTheStack() {
        OpenPage page = open(makeDefaultModel(AttentionKind::GQA), Stack::DecoderSelf, true);
        QVERIFY(wait(*page));
        const AttributionFigures& f = *page->figures();
        const views::Snapshot& s = *page.fixture->model.snapshot();
        QCOMPARE(f.gradientState, AttributionFigures::Gradient::Shown);
        QCOMPARE(f.gradientAttention.rows, int(s.decoderInput.size()));
        QCOMPARE(f.gradientAttention.cols, int(s.decoderInput.size()));
        double largest = 0;
        for (int i = 0; i < f.gradientAttention.rows; ++i)
            for (int j = 0; j < f.gradientAttention.cols; ++j) {
                const double a = f.gradientAttention.at(i, j);
                QCOMPARE(std::isnan(a), j > i);
                if (j <= i) largest = std::max(largest, std::abs(a));
            }
        QVERIFY(largest > 0);
        page->setMethod(AttributionPage::Method::GradientAttention);
        page->setOutputToken(2);
        const views::AttributionBars* bars = page->bars();
        QCOMPARE(bars->series()[0].name, QStringLiteral("gradient × attention"));
        QCOMPARE(bars->series()[0].values.size(), s.decoderInput.size());
        QCOMPARE(bars->series()[0].values[1], double(f.gradientAttention.at(2, 1)));
        QCOMPARE(page->gradientAttention()->highlightedQuery(), 2);
        auto figure = page->exportFigure();
        auto* heatmap = dynamic_cast<views::HeatmapFigure*>(figure.get());
        QVERIFY(heatmap);
        QCOMPARE(heatmap->size(),
                 views::HeatmapFigure::fromWidget(*page->gradientAttention()).size());
        QVERIFY(colouredPixels(shot(page->gradientAttention(), "attribution-grad-attn-self")) >
                300);
        // On the encoder's stack the gradient maps' rows are not the stack's: a note says so.
        ViewSelection encoder;
        encoder.stack = Stack::EncoderSelf;
        encoder.head = -1;
        page.select(encoder);
        QVERIFY(wait(*page));
        QVERIFY(page->gradientNote().contains("decoder"));
        QCOMPARE(page->gradientAttention()->highlightedQuery(), -1);
    }

    void decoderOnlyIsCausal() {
        const Checkpoint c = test::causalCheckpoint(test::kSlidingGqa, true);
        OpenPage page = open(c, Stack::DecoderSelf, true, true);
        QVERIFY(wait(*page));
        const AttributionFigures& f = *page->figures();
        const views::Snapshot& s = *page.fixture->model.snapshot();
        // The random model's continuation is short enough for every map (kText and a few
        // tokens, well under kAttributionMaxTokens).
        QVERIFY2(s.decoderInput.size() <= kAttributionMaxTokens,
                 qPrintable(QString::number(s.decoderInput.size())));
        QCOMPARE(f.gradientState, AttributionFigures::Gradient::Shown);
        QVERIFY(!f.flowTooLong);
        for (int i = 0; i < f.rollout.rows; ++i)
            for (int j = i + 1; j < f.rollout.cols; ++j) {
                QVERIFY(std::isnan(f.rollout.at(i, j)));
                QVERIFY(std::isnan(f.flow.at(i, j)));
                QVERIFY(std::isnan(f.gradient.at(i, j)));
            }
        QCOMPARE(page->outputToken(), s.causal.arrow);
        QVERIFY(colouredPixels(shot(page.get(), "attribution-decoder")) > 1000);
    }

    // The built-in masked LM: the first mask's row is explained, by the gradient maps too —
    // row t for log p(ŷ_t), through the one bidirectional stack, so tokens after the mask count.
    void encoderOnlyExplainsTheMasksGuess() {
        const Checkpoint c = Checkpoint::load(ATLAS_MODELS_DIR "/masked-lm.safetensors");
        OpenPage page;
        page->resize(1500, 900);
        page.fixture->useCheckpoint(c);
        page->setCheckpointCandidates({[c] { return c; }});
        ViewSelection selection;
        selection.stack = Stack::EncoderSelf;
        selection.head = -1;
        page.select(selection);
        const Model& model = *page.fixture->model.model();
        page.fixture->model.setSnapshot(std::make_shared<views::Snapshot>(views::buildSnapshot(
            model, QStringLiteral("The young <mask> sees the small dog."), "test")));
        page->show();
        QVERIFY(wait(*page));
        const AttributionFigures& f = *page->figures();
        const views::Snapshot& s = *page.fixture->model.snapshot();
        QCOMPARE(f.gradientState, AttributionFigures::Gradient::Shown);
        const int n = int(s.source.size());
        QCOMPARE(f.gradient.rows, n);
        QCOMPARE(f.gradient.cols, n);
        QCOMPARE(f.gradientAttention.rows, n);
        const int mask = s.masks.front().position;
        QCOMPARE(page->outputToken(), mask);
        // Every cell is a number (no causal mask), and the mask's row reaches past it.
        double after = 0;
        for (int j = 0; j < n; ++j) {
            QVERIFY(!std::isnan(f.gradient.at(mask, j)));
            if (j > mask + 1) after += std::abs(f.gradient.at(mask, j));
        }
        QVERIFY(after > 1e-6);
        QVERIFY(page->gradientNote().isEmpty());
        QCOMPARE(page->gradientAttention()->highlightedQuery(), mask);
        QVERIFY(page->explanation().contains(QStringLiteral("ŷ")));
        QVERIFY(colouredPixels(shot(page.get(), "attribution-encoder-only")) > 1000);
    }

    void retranslatesLive() {
        OpenPage page = open(makeDefaultModel(AttentionKind::MHA), Stack::Cross, false);
        QVERIFY(wait(*page));
        const QString title = page->rollout()->title();
        page->rollout()->setTitle(QString());
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(page.get(), &change);
        QCOMPARE(page->rollout()->title(), title);
    }
};

QTEST_MAIN(TestAttributionPage)
#include "tst_attributionpage.moc"
