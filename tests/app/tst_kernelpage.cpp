// The Kernel page: S, A, Z and Z⁻¹A of one head, recorded from the model's own kernel. Its P is
// the snapshot's map, its S the naive QKᵀ·s of the recorded Q and K, its masked cells hatched.
// ATLAS_SHOTS=DIR keeps the pictures.

#include <QSignalSpy>
#include <QtTest>
#include <cmath>

#include "CellImage.h"
#include "DefaultModel.h"
#include "FigureWriter.h"
#include "HeatmapWidget.h"
#include "KernelPage.h"
#include "Model.h"
#include "PageFixture.h"
#include "PanelRowFigure.h"
#include "SnapshotBuilder.h"
#include "approx/HeadRecorder.h"

using namespace atlas;
using views::Stack;

namespace {

const QString kText = QStringLiteral("The young woman sees the small dog.");
const QString kTarget = QStringLiteral("Die junge Frau sieht den kleinen Hund.");

struct Setup {
    Checkpoint checkpoint;
    std::shared_ptr<const views::Snapshot> snapshot;
};

Setup setup(AttentionKind kind) {
    Setup s{makeDefaultModel(kind), nullptr};
    const Model model(s.checkpoint);
    s.snapshot = std::make_shared<views::Snapshot>(
        views::buildSnapshot(model, kText, "test", nullptr, kTarget));
    return s;
}

// The naive reference: one pass with the recorder, S_ij = s · Σ_k Q_ik K_jk.
std::vector<double> naiveScores(const Checkpoint& checkpoint, const views::Snapshot& snapshot,
                                Stack stack, int layer, int head) {
    const Model model(checkpoint);
    const approx::HeadRecorder recorder(stack, layer, model.config().n_heads);
    std::vector<int> source, decoder;
    for (const auto& t : snapshot.source) source.push_back(t.id);
    for (const auto& t : snapshot.decoderInput) decoder.push_back(t.id);
    model.transformer().teacherForced(source, decoder, {}, {.observer = &recorder});
    const approx::HeadRecord& r = recorder.heads()[size_t(head)];
    std::vector<double> S;
    for (Eigen::Index i = 0; i < r.Q.rows(); ++i)
        for (Eigen::Index j = 0; j < r.K.rows(); ++j) {
            double dot = 0;
            for (Eigen::Index k = 0; k < r.Q.cols(); ++k) dot += double(r.Q(i, k)) * r.K(j, k);
            S.push_back(dot * r.scale);
        }
    return S;
}

QImage shot(QWidget* w, const QString& name) {
    QCoreApplication::processEvents();  // the layout's queued work
    const QImage image = w->grab().toImage();
    const QByteArray dir = qgetenv("ATLAS_SHOTS");
    if (!dir.isEmpty()) image.save(QString::fromLocal8Bit(dir) + "/" + name + ".png");
    return image;
}

}  // namespace

class TestKernelPage : public QObject {
    Q_OBJECT

private slots:
    void emptyWithoutModel();
    void panelsMatchTheModel_data();
    void panelsMatchTheModel();
    void maskedScoresAreHatched();
    void layerAndHeadChangeThePanels();
    void exportsTheFourPanels();
    void newModelWaitsForItsSnapshot();

private:
    // A page on `s`, shown, its figures for `selection` computed.
    using OpenPage = atlas::test::PageWithContext<KernelPage>;
    OpenPage open(const Setup& s, const ViewSelection& selection);
    static bool wait(KernelPage& page);
};

bool TestKernelPage::wait(KernelPage& page) {
    if (page.head()) return true;
    QSignalSpy spy(&page, &KernelPage::figuresChanged);
    return spy.wait(20000) && page.head();
}

TestKernelPage::OpenPage TestKernelPage::open(const Setup& s, const ViewSelection& selection) {
    OpenPage page;
    page->resize(1400, 900);
    page.fixture->useCheckpoint(s.checkpoint);
    page.select(selection);
    page.fixture->model.setSnapshot(s.snapshot);
    page->show();
    return page;
}

void TestKernelPage::emptyWithoutModel() {
    atlas::test::PageFixture fixture;
    KernelPage page(fixture.context());
    page.resize(1400, 900);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY(!page.panelsShown());
    QVERIFY(!page.message().isEmpty());
    QVERIFY(!page.exportFigure());
    const QImage image = shot(&page, "kernel-empty");
    QVERIFY(!image.isNull());
    // A snapshot without a model to record from is still the empty state, never a crash.
    fixture.model.setSnapshot(std::make_shared<views::Snapshot>());
    QVERIFY(!page.panelsShown());
}

void TestKernelPage::panelsMatchTheModel_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("stack");
    for (AttentionKind kind : {AttentionKind::MHA, AttentionKind::MLA})
        for (Stack stack : {Stack::EncoderSelf, Stack::DecoderSelf, Stack::Cross})
            QTest::addRow("%s-%d", kind == AttentionKind::MHA ? "mha" : "mla", int(stack))
                << int(kind) << int(stack);
}

void TestKernelPage::panelsMatchTheModel() {
    QFETCH(int, kind);
    QFETCH(int, stack);
    const Setup s = setup(AttentionKind(kind));
    const views::Snapshot& snap = *s.snapshot;
    for (int layer = 0; layer < snap.layers(Stack(stack)); ++layer) {
        ViewSelection sel;
        sel.stack = Stack(stack);
        sel.layer = layer;
        auto page = open(s, sel);
        for (int head = 0; head < snap.model.heads; ++head) {
            sel.head = head;
            page.select(sel);
            QVERIFY(wait(*page));
            const KernelHead& h = *page->head();
            const views::Grid& map = snap.map(Stack(stack), layer, head);
            QCOMPARE(h.P.rows, map.rows);
            QCOMPARE(h.P.cols, map.cols);
            // What the panels show is what the page computed.
            QCOMPARE(page->attention()->shown().grid.rows, map.rows);
            const std::vector<double> naive =
                naiveScores(s.checkpoint, snap, Stack(stack), layer, head);
            for (int i = 0; i < map.rows; ++i) {
                double rowSum = 0, aSum = 0, m = -INFINITY, z = 0;
                const int visible = Stack(stack) == Stack::DecoderSelf ? i + 1 : map.cols;
                for (int j = 0; j < visible; ++j) m = std::max(m, naive[size_t(i * map.cols + j)]);
                for (int j = 0; j < map.cols; ++j) {
                    QVERIFY2(std::abs(h.P.at(i, j) - map.at(i, j)) < 1e-5,
                             qPrintable(QString("P(%1,%2) layer %3 head %4: %5 vs %6")
                                            .arg(i)
                                            .arg(j)
                                            .arg(layer)
                                            .arg(head)
                                            .arg(h.P.at(i, j))
                                            .arg(map.at(i, j))));
                    rowSum += h.P.at(i, j);
                    if (j >= visible) {
                        QVERIFY(std::isnan(h.S.at(i, j)));
                        QVERIFY(std::isnan(h.A.at(i, j)));
                        continue;
                    }
                    const double sij = naive[size_t(i * map.cols + j)];
                    QVERIFY(std::abs(h.S.at(i, j) - sij) < 1e-4 * std::max(1.0, std::abs(sij)));
                    z += std::exp(sij - m);
                    aSum += h.A.at(i, j);
                }
                QVERIFY(std::abs(rowSum - 1) < 1e-5);
                // Z is the row sum of the A shown, and e^m · Z the true one.
                QVERIFY(std::abs(h.Z.at(i, 0) - aSum) < 1e-5 * aSum);
                QVERIFY(std::abs(h.Z.at(i, 0) - z) < 1e-4 * z);
                QVERIFY(std::abs(h.rowMax[size_t(i)] - m) < 1e-4 * std::max(1.0, std::abs(m)));
            }
        }
    }
}

void TestKernelPage::maskedScoresAreHatched() {
    const Setup s = setup(AttentionKind::MHA);
    ViewSelection sel;
    sel.stack = Stack::DecoderSelf;
    auto page = open(s, sel);
    QVERIFY(wait(*page));
    QVERIFY(page->panelsShown());
    shot(page.get(), "kernel-decoder-self");
    views::HeatmapWidget* S = page->scores();
    const QImage image = S->grab().toImage();
    const int n = page->head()->S.rows;
    QVERIFY(n >= 3);
    const views::Colormap diverging(views::Colormap::Name::Diverging);
    auto isColormap = [&](QRgb c) {
        for (int k = 0; k <= 512; ++k) {
            const QColor m = diverging.color(k / 512.0);
            if (std::abs(qRed(c) - m.red()) + std::abs(qGreen(c) - m.green()) +
                    std::abs(qBlue(c) - m.blue()) <
                10)
                return true;
        }
        return false;
    };
    // Above the diagonal: the mask's neutral grey (or its hatch), never a colour of the map;
    // below it: a colour of the map. Corners, clear of the value written in the cell.
    auto isMaskGrey = [](QRgb c) {
        return qRed(c) == qGreen(c) && qGreen(c) == qBlue(c) &&
               qRed(c) >= qRed(views::kMaskedColor) && qRed(c) <= qRed(views::kMaskHatchColor);
    };
    auto corner = [](const views::HeatmapWidget* w, int row, int col) {
        return w->layout().cellRect(row, col).topLeft().toPoint() + QPoint(2, 2);
    };
    for (int col = 1; col < n; ++col) {
        const QRgb m = image.pixel(corner(S, 0, col));
        QVERIFY2(isMaskGrey(m) && !isColormap(m), qPrintable(QString("cell (0, %1)").arg(col)));
    }
    const QRgb seen = image.pixel(corner(S, n - 1, 0));
    QVERIFY(isColormap(seen));
    QVERIFY(!isMaskGrey(seen));
    // The same cells of P are masked too, not drawn as weight 0.
    const QImage p = page->attention()->grab().toImage();
    QVERIFY(isMaskGrey(p.pixel(corner(page->attention(), 0, n - 1))));
}

void TestKernelPage::layerAndHeadChangeThePanels() {
    const Setup s = setup(AttentionKind::MHA);
    ViewSelection sel;
    auto page = open(s, sel);
    QVERIFY(wait(*page));
    shot(page.get(), "kernel-encoder-self");
    const std::vector<float> first = page->scores()->shown().grid.values;
    sel.head = 1;
    page.select(sel);
    QVERIFY(wait(*page));
    const std::vector<float> second = page->scores()->shown().grid.values;
    QVERIFY(second != first);
    sel.layer = 1;
    page.select(sel);
    QVERIFY(wait(*page));
    QVERIFY(page->scores()->shown().grid.values != second);
    QVERIFY(page->attention()->shown().grid.values != first);
    // The mean over heads has no single kernel: the page says so.
    sel.head = -1;
    page.select(sel);
    QVERIFY(!page->panelsShown());
    QVERIFY(!page->message().isEmpty());
}

void TestKernelPage::exportsTheFourPanels() {
    const Setup s = setup(AttentionKind::MHA);
    auto page = open(s, ViewSelection{});
    QVERIFY(wait(*page));
    const auto figure = page->exportFigure();
    QVERIFY(figure);
    auto* row = dynamic_cast<views::PanelRowFigure*>(figure.get());
    QVERIFY(row);
    QCOMPARE(int(row->panels().size()), 4);
    QCOMPARE(int(figure->data().size()), 4);
    QVERIFY(figure->size().width() > 3 * row->panels()[0]->size().width());
    // The four panels in every picture format: the PNG as large as the figure, and every panel's
    // title in the SVG and the PDF's text-bearing bytes.
    const views::ImageOptions options;
    const QImage png = QImage::fromData(views::FigureWriter::png(*figure, options), "PNG");
    QCOMPARE(png.size(), figure->size().toSize());
    const QByteArray svg = views::FigureWriter::svg(*figure, options);
    for (const views::HeatmapWidget* map :
         {page->scores(), page->kernel(), page->rowSums(), page->attention()})
        QVERIFY2(svg.contains(map->title().toHtmlEscaped().toUtf8()), qPrintable(map->title()));
    QVERIFY(views::FigureWriter::pdf(*figure, options).startsWith("%PDF"));
    const QByteArray dir = qgetenv("ATLAS_SHOTS");
    if (!dir.isEmpty()) png.save(QString::fromLocal8Bit(dir) + "/kernel-export.png");
}

void TestKernelPage::newModelWaitsForItsSnapshot() {
    const Setup s = setup(AttentionKind::MHA);
    auto page = open(s, ViewSelection{});
    QVERIFY(wait(*page));
    // The snapshot in hand belongs to the old model (its token ids need not exist in the new
    // vocabulary): nothing is computed from it, and the old picture stays until the new one.
    const Setup other = setup(AttentionKind::MLA);
    page.fixture->useCheckpoint(other.checkpoint);
    QVERIFY(!page->head());
    QVERIFY(page->panelsShown());
    QTest::qWait(50);
    QVERIFY(!page->head());
    page.fixture->model.setSnapshot(other.snapshot);
    QVERIFY(wait(*page));
    const views::Grid& map = other.snapshot->map(Stack::EncoderSelf, 0, 0);
    QCOMPARE(page->head()->P.values.size(), map.values.size());
    for (size_t k = 0; k < map.values.size(); ++k)
        QVERIFY(std::abs(page->head()->P.values[k] - map.values[k]) < 1e-5);
}

QTEST_MAIN(TestKernelPage)
#include "tst_kernelpage.moc"
