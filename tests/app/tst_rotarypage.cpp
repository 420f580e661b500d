// The Rotary positions page: the queries and keys it rotates are the model's own (turned back by
// R(−p) they rotate forward onto what the kernel saw), their score depends on m − n alone, the
// page draws its arrows, charts and map, its sliders move the picture, "move together" keeps the
// score, it exports the (m, n) map and re-translates live. ATLAS_SHOTS=DIR keeps the pictures.

#include <QLabel>
#include <QPainter>
#include <QSignalSpy>
#include <QSlider>
#include <QTranslator>
#include <QtTest>
#include <cmath>

#include "CausalModels.h"
#include "DefaultModel.h"
#include "HeatmapFigure.h"
#include "HeatmapWidget.h"
#include "Model.h"
#include "PageFixture.h"
#include "RotaryCircles.h"
#include "RotaryControls.h"
#include "RotaryFrequencyChart.h"
#include "RotaryPage.h"
#include "RotaryRunner.h"
#include "Shot.h"
#include "SnapshotBuilder.h"
#include "approx/HeadRecorder.h"

using namespace atlas;
using views::Stack;

using atlas::test::shot;

namespace {

const QString kText = QStringLiteral("The young woman sees the small dog.");
const QString kTarget = QStringLiteral("Die junge Frau sieht den kleinen Hund.");

// Gemma-like local/global layers, rotary with a scaled global base and a local one.
const std::string kRopeExtra = std::string(test::kSlidingGqa) +
                               R"(, "rope_base": 500000, "rope_local_base": 10000,
    "rope_scaling": {"type": "linear", "factor": 2})";

struct Setup {
    Checkpoint checkpoint;
    std::shared_ptr<const Model> model;
    std::shared_ptr<const views::Snapshot> snapshot;
};

Setup setup(const Checkpoint& checkpoint) {
    Setup s{checkpoint, std::make_shared<const Model>(checkpoint), nullptr};
    const bool causal = s.model->config().decoderOnly();
    s.snapshot = std::make_shared<views::Snapshot>(views::buildSnapshot(
        *s.model, kText, "test", nullptr, causal ? std::nullopt : std::optional(kTarget)));
    return s;
}

std::vector<int> ids(const QVector<views::Token>& tokens) {
    std::vector<int> out;
    for (const auto& t : tokens) out.push_back(t.id);
    return out;
}

int countColour(const QImage& image, QColor colour) {
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            n += std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
                     std::abs(c.blue() - colour.blue()) <
                 40;
        }
    return n;
}

// Every source string of RotaryPage and RotaryControls marked, to see a live re-translation.
class MarkingTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char*, int) const override {
        const QByteArray c(context);
        return c == "atlas::RotaryPage" || c == "atlas::RotaryControls"
                   ? QStringLiteral("«") + QString::fromUtf8(source)
                   : QString();
    }
};

}  // namespace

class TestRotaryPage : public QObject {
    Q_OBJECT

private slots:
    void emptyWithoutModel();
    void vectorsAreTheModels_data();
    void vectorsAreTheModels();
    void scoreDependsOnTheDifference_data();
    void scoreDependsOnTheDifference();
    void pageDrawsAndMoves();
    void moveTogetherKeepsTheScore();
    void sinusoidalModelsGetADemonstration();
    void exportsTheScoreMap();
    void retranslatesLive();

private:
    using OpenPage = test::PageWithContext<RotaryPage>;
    static OpenPage open(const Setup& s, const ViewSelection& selection);
    static bool wait(RotaryPage& page);
};

TestRotaryPage::OpenPage TestRotaryPage::open(const Setup& s, const ViewSelection& selection) {
    OpenPage page;
    page->resize(1500, 1000);
    page.fixture->model.setModel(s.model, QStringLiteral("test"));
    page.select(selection);
    page.fixture->model.setSnapshot(s.snapshot);
    page->show();
    return page;
}

bool TestRotaryPage::wait(RotaryPage& page) {
    if (page.shown() && page.figures() && !page.query().empty()) return true;
    QSignalSpy spy(&page, &RotaryPage::figuresChanged);
    for (int i = 0; i < 50 && !(page.shown() && !page.query().empty()); ++i) spy.wait(400);
    return page.shown() && !page.query().empty();
}

void TestRotaryPage::emptyWithoutModel() {
    test::PageFixture fixture;
    RotaryPage page(fixture.context());
    page.resize(1200, 800);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY(!page.shown());
    QVERIFY(!page.message().isEmpty());
    QVERIFY(!page.exportFigure());
    QCOMPARE(page.id(), QStringLiteral("rotary"));
    QVERIFY(!page.explanation().isEmpty());
    fixture.model.setSnapshot(std::make_shared<views::Snapshot>());
    QVERIFY(!page.shown());
}

void TestRotaryPage::vectorsAreTheModels_data() {
    QTest::addColumn<int>("model");  // 0: MLA, 1: decoder-only RoPE
    QTest::addColumn<int>("stack");
    QTest::addRow("mla-encoder") << 0 << int(Stack::EncoderSelf);
    QTest::addRow("mla-cross") << 0 << int(Stack::Cross);
    QTest::addRow("rope-decoder") << 1 << int(Stack::DecoderSelf);
}

void TestRotaryPage::vectorsAreTheModels() {
    QFETCH(int, model);
    QFETCH(int, stack);
    const Setup s = setup(model == 0 ? makeDefaultModel(AttentionKind::MLA)
                                     : test::causalCheckpoint(kRopeExtra));
    const Config& c = s.model->config();
    const RotaryRunner runner(s.model);
    const std::atomic<bool> cancelled{false};
    for (int layer = 0; layer < s.snapshot->layers(Stack(stack)); ++layer) {
        const RotaryQuery q{ids(s.snapshot->source), ids(s.snapshot->decoderInput), Stack(stack),
                            layer};
        const RotaryFigures f = runner.run(q, cancelled);
        QVERIFY(f.plan.ofModel);
        QCOMPARE(f.plan.width, c.rotaryWidth());
        // The sliding layers of the RoPE model turn by their own base.
        const bool local = model == 1 && c.windowOf(layer) > 0;
        QCOMPARE(f.plan.base, local ? 10000.0 : model == 1 ? 500000.0 : c.rope_base);
        // θ_i by hand: base^(−2i/r), divided by the linear factor on the global layers.
        for (int i = 0; i < f.plan.width / 2; ++i) {
            const double hand =
                std::pow(f.plan.base, -2.0 * i / f.plan.width) / (model == 1 && !local ? 2.0 : 1.0);
            QVERIFY(std::abs(f.theta[size_t(i)] - hand) < 1e-12 * hand);
        }
        // What the kernel saw, recorded independently (MLA naive: [q_h | R q_r]).
        const approx::HeadRecorder recorder(Stack(stack), layer, c.n_heads);
        const Pass pass{.observer = &recorder, .mla = MlaEvaluation::Naive};
        if (c.decoderOnly())
            s.model->transformer().causalPass(q.decoderInput, nullptr, pass);
        else
            s.model->transformer().teacherForced(q.sourceIds, q.decoderInput, {}, pass);
        QCOMPARE(f.heads.size(), size_t(c.n_heads));
        for (int h = 0; h < c.n_heads; ++h) {
            const approx::HeadRecord& r = recorder.heads()[size_t(h)];
            for (const auto& [rows, X] :
                 {std::pair{&f.heads[size_t(h)].q, &r.Q}, std::pair{&f.heads[size_t(h)].k, &r.K}}) {
                QCOMPARE(rows->size(), size_t(X->rows()));
                for (size_t p = 0; p < rows->size(); ++p) {
                    std::vector<double> u = (*rows)[p];
                    rotate(u, f.theta, double(p));  // back to where the model had it
                    for (int j = 0; j < f.plan.width; ++j)
                        QVERIFY(std::abs(u[size_t(j)] - (*X)(Eigen::Index(p), f.plan.column + j)) <
                                1e-4 * std::max(1.0, std::abs(u[size_t(j)])));
                }
            }
        }
    }
}

void TestRotaryPage::scoreDependsOnTheDifference_data() {
    vectorsAreTheModels_data();
}

void TestRotaryPage::scoreDependsOnTheDifference() {
    QFETCH(int, model);
    QFETCH(int, stack);
    const Setup s = setup(model == 0 ? makeDefaultModel(AttentionKind::MLA)
                                     : test::causalCheckpoint(kRopeExtra));
    const RotaryRunner runner(s.model);
    const std::atomic<bool> cancelled{false};
    const RotaryFigures f = runner.run(
        {ids(s.snapshot->source), ids(s.snapshot->decoderInput), Stack(stack), 0}, cancelled);
    for (const RotaryHead& head : f.heads) {
        const std::vector<double>& q = head.q.back();
        const std::vector<double>& k = head.k.front();
        double size = 0;
        for (size_t j = 0; j < q.size(); ++j) size += std::abs(q[j] * k[j]);
        for (int m = 0; m < 64; m += 7)
            for (int n = 0; n < 64; n += 5)
                for (int shift : {1, 9, 40, 200}) {
                    const double a = rotatedScore(q, k, f.theta, m, n);
                    const double b = rotatedScore(q, k, f.theta, m + shift, n + shift);
                    QVERIFY2(std::abs(a - b) < 1e-5 * std::max(1.0, size),
                             qPrintable(QString("m %1 n %2 shift %3: %4 vs %5")
                                            .arg(m)
                                            .arg(n)
                                            .arg(shift)
                                            .arg(a)
                                            .arg(b)));
                }
    }
}

void TestRotaryPage::pageDrawsAndMoves() {
    const Setup s = setup(test::causalCheckpoint(kRopeExtra));
    ViewSelection sel;
    sel.stack = Stack::DecoderSelf;
    sel.layer = 1;
    sel.head = 2;
    auto page = open(s, sel);
    QVERIFY(wait(*page));
    const QImage image = shot(page.get(), "rotary-rope");
    QVERIFY(countColour(image, views::RotaryCircles::queryColor()) > 100);
    QVERIFY(countColour(image, views::RotaryCircles::keyColor()) > 100);
    QVERIFY(countColour(image, views::RotaryFrequencyChart::thetaColor()) > 50);
    // The map over (m, n): 64 × 64, constant along its diagonals.
    const views::Grid& g = page->heatmap()->shown().grid;
    QCOMPARE(g.rows, 64);
    QCOMPARE(g.cols, 64);
    for (int m = 1; m < 64; ++m)
        for (int n = 1; n < 64; ++n)
            QVERIFY(std::abs(g.at(m, n) - g.at(m - 1, n - 1)) <
                    1e-5 * std::max(1.0f, std::abs(g.at(m, n))));
    // The chosen head's query really is the last token's of that head.
    const RotaryHead& head = page->figures()->heads[2];
    QCOMPARE(page->query(), head.q.back());
    QCOMPARE(page->key(), head.k.front());
    // The m slider turns the query's arrows.
    QWidget* circles = page->circles();
    const QImage before = circles->grab().toImage();
    const double scoreBefore = page->score();
    page->controls()->mSlider()->setValue((page->controls()->m() + 3) % 64);
    const QImage after = shot(circles, "rotary-rope-moved");
    QVERIFY(before != after);
    QVERIFY(page->score() != scoreBefore);
    QCOMPARE(page->circles()->m(), page->controls()->m());
    QVERIFY(page->explanation().contains("500000"));
    auto* note = page->findChild<QLabel*>("rotaryNote");
    QVERIFY(note->text().contains("linear rope_scaling"));  // layer 1 of kSlidingGqa is full
    sel.layer = 0;                                          // a sliding layer: its own base
    page.select(sel);
    QTRY_VERIFY_WITH_TIMEOUT(page->figures() && page->figures()->layer == 0, 20000);
    QVERIFY(note->text().contains("rope_local_base"));
    QCOMPARE(page->figures()->plan.base, 10000.0);
}

void TestRotaryPage::moveTogetherKeepsTheScore() {
    const Setup s = setup(makeDefaultModel(AttentionKind::MLA));
    ViewSelection sel;
    sel.stack = Stack::EncoderSelf;
    sel.head = 1;
    auto page = open(s, sel);
    QVERIFY(wait(*page));
    RotaryControls* controls = page->controls();
    controls->setPositions(20, 5);
    auto* label = page->findChild<QLabel*>("rotaryScore");
    const QString shownBefore = label->text();
    const double before = page->score();
    QVERIFY(std::abs(before) > 1e-6);
    controls->setTogether(true);
    for (int m : {25, 40, 63, 10, 0}) {
        controls->mSlider()->setValue(m);
        QCOMPARE(controls->m() - controls->n(), 15);  // n follows, as far as it can
        QVERIFY(std::abs(page->score() - before) < 1e-9 * std::max(1.0, std::abs(before)));
        QCOMPARE(label->text(), shownBefore);
    }
    QCOMPARE(controls->n(), 0);  // m could not go below 15: n stopped at 0
    QCOMPARE(controls->m(), 15);
    controls->nSlider()->setValue(30);
    QCOMPARE(controls->m(), 45);
    QCOMPARE(label->text(), shownBefore);
    // Alone, a slider changes the score.
    controls->setTogether(false);
    controls->nSlider()->setValue(31);
    QCOMPARE(controls->m(), 45);
    QVERIFY(label->text() != shownBefore);
}

void TestRotaryPage::sinusoidalModelsGetADemonstration() {
    const Setup s = setup(makeDefaultModel(AttentionKind::GQA));
    ViewSelection sel;
    sel.stack = Stack::Cross;
    auto page = open(s, sel);
    QVERIFY(wait(*page));
    QVERIFY(!page->figures()->plan.ofModel);
    QCOMPARE(page->figures()->plan.width, s.model->config().d_head);
    QCOMPARE(page->figures()->plan.base, 10000.0);
    auto* note = page->findChild<QLabel*>("rotaryNote");
    QVERIFY(note->text().contains("sinusoidal"));
    shot(page.get(), "rotary-sinusoidal");
    // The mean over heads has no single q and k.
    sel.head = -1;
    page.select(sel);
    QVERIFY(!page->shown());
    QVERIFY(page->message().contains("head"));
}

void TestRotaryPage::exportsTheScoreMap() {
    const Setup s = setup(makeDefaultModel(AttentionKind::MLA));
    auto page = open(s, ViewSelection{});
    QVERIFY(wait(*page));
    const auto figure = page->exportFigure();
    QVERIFY(figure);
    const auto* map = dynamic_cast<const views::HeatmapFigure*>(figure.get());
    QVERIFY(map);
    const auto data = map->data();
    QCOMPARE(data.size(), size_t(1));
    QCOMPARE(map->shown().grid.rows, 64);
    const double expected = rotatedScore(page->query(), page->key(), page->figures()->theta, 3, 7);
    QVERIFY(std::abs(map->shown().grid.at(3, 7) - expected) < 1e-4 * std::max(1.0, expected));
    QImage image(figure->size().toSize(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    figure->paint(p, views::FigureTheme(), false);
    p.end();
    QVERIFY(countColour(image, Qt::white) < image.width() * image.height());
}

void TestRotaryPage::retranslatesLive() {
    const Setup s = setup(makeDefaultModel(AttentionKind::MLA));
    auto page = open(s, ViewSelection{});
    QVERIFY(wait(*page));
    auto* note = page->findChild<QLabel*>("rotaryNote");
    auto* mla = page->findChild<QLabel*>("rotaryMla");
    QVERIFY(!note->text().startsWith("«"));
    MarkingTranslator marking;
    QCoreApplication::installTranslator(&marking);
    QCoreApplication::processEvents();
    QVERIFY(note->text().startsWith("«"));
    QVERIFY(mla->text().contains("«"));
    QVERIFY(page->title().startsWith("«"));
    QVERIFY(page->heatmap()->title().startsWith("«"));
    QCoreApplication::removeTranslator(&marking);
    QCoreApplication::processEvents();
    QVERIFY(!note->text().startsWith("«"));
}

QTEST_MAIN(TestRotaryPage)
#include "tst_rotarypage.moc"
