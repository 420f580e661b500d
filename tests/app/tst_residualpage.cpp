// The Residual stream page: for one token, per layer, ‖x‖ in and out, what each sublayer adds,
// each norm's input and output, and ‖Y_h W_O,h‖ per layer and head, drawn offscreen for the
// built-in encoder-decoders and a decoder-only model; another token draws another picture; the
// export is the heads map and both charts. ATLAS_SHOTS=DIR keeps the pictures.

#include <QBarSeries>
#include <QBarSet>
#include <QLabel>
#include <QSignalSpy>
#include <QtTest>

#include "DefaultModel.h"
#include "HeatmapWidget.h"
#include "ModelFiles.h"
#include "PageFixture.h"
#include "PanelRowFigure.h"
#include "ResidualBarChart.h"
#include "ResidualPage.h"
#include "Shot.h"
#include "SnapshotBuilder.h"
#include "TokenStripWidget.h"

using namespace atlas;
using views::Stack;

using atlas::test::shot;

namespace {

const QString kText = QStringLiteral("The young woman sees the small dog.");
const QString kTarget = QStringLiteral("Die junge Frau sieht den kleinen Hund.");
const QColor kSelfAttention(0xE6, 0x9F, 0x00), kFeedForward(0x00, 0x72, 0xB2);

struct Setup {
    Checkpoint checkpoint;
    std::shared_ptr<const views::Snapshot> snapshot;
};

Setup setup(Checkpoint checkpoint) {
    Setup s{std::move(checkpoint), nullptr};
    const Model model(s.checkpoint);
    const bool causal = model.config().decoderOnly();
    s.snapshot = std::make_shared<views::Snapshot>(views::buildSnapshot(
        model, kText, "test", nullptr, causal ? std::optional<QString>() : kTarget));
    return s;
}

// How many pixels of `image` lie within `tolerance` of `colour` (summed over the channels).
int pixelsOf(const QImage& image, const QColor& colour, int tolerance = 30) {
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            n += std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
                     std::abs(c.blue() - colour.blue()) <
                 tolerance;
        }
    return n;
}

// The value of bar `index` of the set named `name` on `chart`.
double barValue(const views::ResidualBarChart* chart, const QString& name, int index) {
    for (QAbstractSeries* s : chart->chart()->series())
        if (auto* bars = qobject_cast<QBarSeries*>(s))
            for (QBarSet* set : bars->barSets())
                if (set->label() == name) return set->at(index);
    return NAN;
}

}  // namespace

class TestResidualPage : public QObject {
    Q_OBJECT

private slots:
    void emptyWithoutModel() {
        test::PageFixture fixture;
        ResidualPage page(fixture.context());
        page.resize(1400, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(!page.chartsShown());
        QVERIFY(!page.message().isEmpty());
        QVERIFY(!page.exportFigure());
        QCOMPARE(page.id(), QStringLiteral("residual"));
        QVERIFY(page.explanation().contains("W<sub>O</sub>"));
        fixture.model.setSnapshot(std::make_shared<views::Snapshot>());
        QVERIFY(!page.chartsShown());
    }

    void drawsEveryBuiltinKind_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("stack");
        for (AttentionKind kind :
             {AttentionKind::MHA, AttentionKind::GQA, AttentionKind::MQA, AttentionKind::MLA})
            for (Stack stack : {Stack::EncoderSelf, Stack::DecoderSelf, Stack::Cross})
                QTest::addRow("%d-%d", int(kind), int(stack)) << int(kind) << int(stack);
    }
    void drawsEveryBuiltinKind() {
        QFETCH(int, kind);
        QFETCH(int, stack);
        const Setup s = setup(makeDefaultModel(AttentionKind(kind)));
        ViewSelection sel;
        sel.stack = Stack(stack);
        auto page = open(s, sel);
        QVERIFY(wait(*page));
        const ResidualTrace& t = *page->trace();
        const views::Snapshot& snap = *s.snapshot;
        const bool decoder = Stack(stack) != Stack::EncoderSelf;
        QCOMPARE(t.decoder, decoder);
        const int layers = decoder ? snap.model.layersDecoder : snap.model.layersEncoder;
        QCOMPARE(int(t.layers.size()), layers);
        QCOMPARE(int(t.layers[0].sublayers.size()), decoder ? 3 : 2);
        // The built-ins are post-norm (model/EncoderLayer.cpp via Sublayer.h): the page says so.
        QVERIFY(page->formula().contains(QStringLiteral("post-norm")));
        // Default: the last token of the stack; the bars are that token's numbers.
        const int n = int((decoder ? snap.decoderInput : snap.source).size());
        QCOMPARE(page->token(), n - 1);
        const auto* chart = page->streamChart();
        QCOMPARE(chart->barCount(), layers * (decoder ? 5 : 4));
        QCOMPARE(barValue(chart, ResidualPage::tr("‖x‖ in"), 1),
                 double(t.layers[1].sublayers[0].x[size_t(n - 1)]));
        // The heads map: layers × heads, each cell ‖Y_h W_O,h‖ of the chosen token.
        const views::Grid& grid = page->headsMap()->shown().grid;
        QCOMPARE(grid.rows, layers);
        QCOMPARE(grid.cols, snap.model.heads);
        const SublayerKind sub = Stack(stack) == Stack::Cross ? SublayerKind::CrossAttention
                                                              : SublayerKind::SelfAttention;
        const SublayerTrace* attention = t.layers[0].find(sub);
        QCOMPARE(grid.at(0, 1), attention->heads[size_t(n - 1) * size_t(t.heads) + 1]);
        // Drawn: the self-attention and feed-forward bars in their colours, the map coloured.
        const QImage bars =
            shot(page->streamChart(), QString("residual-%1-%2").arg(kind).arg(stack));
        QVERIFY(pixelsOf(bars, kSelfAttention) > 50);
        QVERIFY(pixelsOf(bars, kFeedForward) > 50);
        const views::HeatmapWidget* map = page->headsMap();
        const QImage cells =
            shot(page->headsMap(), QString("residual-heads-%1-%2").arg(kind).arg(stack));
        QVERIFY(pixelsOf(cells, map->colormap().color(map->scale().position(grid.at(0, 1))), 6) >
                20);
    }

    void anotherTokenChangesThePicture() {
        const Setup s = setup(makeDefaultModel(AttentionKind::MHA));
        auto page = open(s, ViewSelection{});
        QVERIFY(wait(*page));
        const QImage before = shot(page->streamChart(), "residual-token-last");
        const QImage headsBefore = shot(page->headsMap(), "residual-heads-last");
        const std::vector<float> cells = page->headsMap()->shown().grid.values;
        page->chooseToken(1);
        QCOMPARE(page->token(), 1);
        QCOMPARE(page->tokenStrip()->pinned(), 1);
        QVERIFY(page->headsMap()->shown().grid.values != cells);
        QVERIFY(shot(page->streamChart(), "residual-token-1") != before);
        QVERIFY(shot(page->headsMap(), "residual-heads-1") != headsBefore);
        // The strips' focus wins: pointing at source token 2 on the left follows it.
        page.fixture->view.setTokenFocus({TokenFocus::Side::Source, 2});
        QCOMPARE(page->token(), 2);
        // A target token is not on the encoder's strip: the page keeps its own choice.
        page.fixture->view.setTokenFocus({TokenFocus::Side::Target, 3});
        QCOMPARE(page->token(), 1);
    }

    void decoderOnlyIsPreNorm() {
        const Setup s = setup(Checkpoint::load(ATLAS_MODELS_DIR "/decoder-gqa.safetensors"));
        ViewSelection sel;
        sel.stack = Stack::DecoderSelf;
        auto page = open(s, sel);
        QVERIFY(wait(*page));
        const ResidualTrace& t = *page->trace();
        QVERIFY(t.decoder);
        QCOMPARE(t.placement, NormPlacement::Pre);
        QCOMPARE(int(t.layers[0].sublayers.size()), 2);  // no cross-attention
        QVERIFY(page->formula().contains(QStringLiteral("pre-norm")));
        // The default token is the prompt's last.
        QCOMPARE(page->token(), s.snapshot->causal.promptLength - 1);
        // Pre-norm: ‖x_out‖ ≤ ‖x_in‖ + Σ ‖added‖ (the triangle inequality on x + a + m).
        const size_t i = size_t(page->token());
        for (const LayerTrace& layer : t.layers) {
            const double bound =
                layer.sublayers[0].x[i] + layer.sublayers[0].added[i] + layer.sublayers[1].added[i];
            QVERIFY(layer.sublayers[1].out[i] <= bound * (1 + 1e-5));
        }
        const QImage image = shot(page.get(), "residual-decoder-only");
        QVERIFY(pixelsOf(image, kSelfAttention) > 50);
    }

    void exportsTheMapAndTheCharts() {
        const Setup s = setup(makeDefaultModel(AttentionKind::GQA));
        auto page = open(s, ViewSelection{});
        QVERIFY(wait(*page));
        const auto figure = page->exportFigure();
        QVERIFY(figure);
        auto* row = dynamic_cast<views::PanelRowFigure*>(figure.get());
        QVERIFY(row);
        QCOMPARE(int(row->panels().size()), 3);
        QCOMPARE(int(figure->data().size()), 1);  // the heads map's numbers
    }

    void retranslatesLive() {
        const Setup s = setup(makeDefaultModel(AttentionKind::MHA));
        auto page = open(s, ViewSelection{});
        QVERIFY(wait(*page));
        const QString heading = page->findChild<QLabel*>("residualHeading")->text();
        QVERIFY(heading.contains(QStringLiteral("encoder")));
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(page.get(), &change);
        QCOMPARE(page->findChild<QLabel*>("residualHeading")->text(), heading);
        QVERIFY(page->streamChart()->barCount() > 0);
    }

private:
    using OpenPage = test::PageWithContext<ResidualPage>;
    static OpenPage open(const Setup& s, const ViewSelection& selection) {
        OpenPage page;
        page->resize(1400, 900);
        page.fixture->useCheckpoint(s.checkpoint);
        page.select(selection);
        page.fixture->model.setSnapshot(s.snapshot);
        page->show();
        return page;
    }
    static bool wait(ResidualPage& page) {
        if (page.trace()) return true;
        QSignalSpy spy(&page, &ResidualPage::traceChanged);
        return spy.wait(20000) && page.trace();
    }
};

QTEST_MAIN(TestResidualPage)
#include "tst_residualpage.moc"
