// The Kernel page: S, A, Z and Z⁻¹A of one head, recorded from the model's own kernel, with each
// row's entropy and largest weight and the temperature τ. Its P is the snapshot's map, its S the
// naive QKᵀ·s (MLA: with the keys' bias, as plain loops over the weights compute it), its masked
// cells hatched. ATLAS_SHOTS=DIR keeps the pictures.

#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
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
#include "Shot.h"
#include "SnapshotBuilder.h"
#include "TemperatureChart.h"
#include "TemperatureControls.h"
#include "approx/HeadRecorder.h"

using namespace atlas;
using views::Stack;

using atlas::test::shot;

namespace {

const QString kText = QStringLiteral("The young woman sees the small dog.");
const QString kTarget = QStringLiteral("Die junge Frau sieht den kleinen Hund.");

struct Setup {
    Checkpoint checkpoint;
    std::shared_ptr<const views::Snapshot> snapshot;
};

Setup setup(Checkpoint checkpoint) {
    Setup s{std::move(checkpoint), nullptr};
    const Model model(s.checkpoint);
    s.snapshot = std::make_shared<views::Snapshot>(
        views::buildSnapshot(model, kText, "test", nullptr, kTarget));
    return s;
}

Setup setup(AttentionKind kind) {
    return setup(makeDefaultModel(kind));
}

// The naive reference: one pass with the recorder, S_ij = s · Σ_k Q_ik K_jk, MLA's keys expanded
// from the latent with their bias (the Approximations page's S).
std::vector<double> naiveScores(const Checkpoint& checkpoint, const views::Snapshot& snapshot,
                                Stack stack, int layer, int head) {
    const Model model(checkpoint);
    const approx::HeadRecorder recorder(stack, layer, model.config().n_heads);
    std::vector<int> source, decoder;
    for (const auto& t : snapshot.source) source.push_back(t.id);
    for (const auto& t : snapshot.decoderInput) decoder.push_back(t.id);
    model.transformer().teacherForced(source, decoder, {},
                                      {.observer = &recorder, .mla = MlaEvaluation::Naive});
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

// rot(u, p) of SPEC §2 ("rotate-half"), in double.
std::vector<double> rotated(std::vector<double> u, int p, double base) {
    const size_t half = u.size() / 2;
    const std::vector<double> v = u;
    for (size_t i = 0; i < half; ++i) {
        const double angle = p * std::pow(base, -2.0 * double(i) / double(u.size()));
        u[i] = v[i] * std::cos(angle) - v[i + half] * std::sin(angle);
        u[i + half] = v[i + half] * std::cos(angle) + v[i] * std::sin(angle);
    }
    return u;
}

// Plain loops over the weights (SPEC §2 `mla`) for encoder layer 0 of a post-norm model with
// rotary positions, whose input is x_p = E[id_p]·√d: q = x W_qᵀ + b_q, [c | k_r] = x W_downᵀ +
// b_down, k_h = c W_uk,hᵀ + b_uk,h, S_ij = s·(q_h,i·k_h,j + rot(q_rh,i)·rot(k_r,j)).
std::vector<double> plainMlaScores(const Checkpoint& ck, const std::vector<int>& ids, int h) {
    const Config& c = ck.config;
    const int d = c.d_model, dh = c.d_head, dr = c.d_rope, dc = c.d_latent, n = int(ids.size());
    const std::string block = "encoder.layers.0.self_attn.";
    // Row `row` of x Wᵀ + b, W stored [out, in].
    const auto linear = [&](const std::string& name, const std::vector<double>& x, int row) {
        const std::vector<float>& W = ck.tensor(block + name + ".weight");
        const std::vector<float>& b = ck.tensor(block + name + ".bias");
        double y = b.empty() ? 0 : b[size_t(row)];
        for (size_t k = 0; k < x.size(); ++k) y += double(W[size_t(row) * x.size() + k]) * x[k];
        return y;
    };
    const size_t count = ids.size();
    std::vector<std::vector<double>> q(count), qr(count), k(count), kr(count);
    for (int p = 0; p < n; ++p) {
        std::vector<double> x(static_cast<size_t>(d)), latent(static_cast<size_t>(dc));
        for (int j = 0; j < d; ++j)
            x[size_t(j)] = ck.tensor("embed.weight")[size_t(ids[size_t(p)] * d + j)] * std::sqrt(d);
        for (int t = 0; t < dh; ++t) q[size_t(p)].push_back(linear("q_proj", x, h * (dh + dr) + t));
        for (int t = 0; t < dr; ++t)
            qr[size_t(p)].push_back(linear("q_proj", x, h * (dh + dr) + dh + t));
        for (int t = 0; t < dc; ++t) latent[size_t(t)] = linear("kv_down", x, t);
        for (int t = 0; t < dr; ++t) kr[size_t(p)].push_back(linear("kv_down", x, dc + t));
        for (int t = 0; t < dh; ++t)
            k[size_t(p)].push_back(linear("kv_up", latent, h * 2 * dh + t));
        qr[size_t(p)] = rotated(qr[size_t(p)], p, c.rope_base);
        kr[size_t(p)] = rotated(kr[size_t(p)], p, c.rope_base);
    }
    std::vector<double> S;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            double dot = 0;
            for (int t = 0; t < dh; ++t) dot += q[size_t(i)][size_t(t)] * k[size_t(j)][size_t(t)];
            for (int t = 0; t < dr; ++t) dot += qr[size_t(i)][size_t(t)] * kr[size_t(j)][size_t(t)];
            S.push_back(dot * c.scoreScale());
        }
    return S;
}

// The first pixel of `image` within `tolerance` of `colour` (summed over the channels).
bool hasColour(const QImage& image, const QColor& colour, int tolerance = 40) {
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
                    std::abs(c.blue() - colour.blue()) <
                tolerance)
                return true;
        }
    return false;
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
    void exportsThePanelsAndTheChart();
    void newModelWaitsForItsSnapshot();
    void mlaScoresAreTheNaiveOnes();
    void scaleIsThisModels();
    void temperatureRescalesTheRows();
    void temperatureLimits();
    void entropyChartDraws();

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

void TestKernelPage::exportsThePanelsAndTheChart() {
    const Setup s = setup(AttentionKind::MHA);
    auto page = open(s, ViewSelection{});
    QVERIFY(wait(*page));
    const auto figure = page->exportFigure();
    QVERIFY(figure);
    auto* row = dynamic_cast<views::PanelRowFigure*>(figure.get());
    QVERIFY(row);
    // S, A, Z, P, H, max P and the entropy chart; the six matrices' numbers (a chart has none).
    QCOMPARE(int(row->panels().size()), 7);
    QCOMPARE(int(figure->data().size()), 6);
    QVERIFY(figure->size().width() > 4 * row->panels()[0]->size().width());
    // The panels in every picture format: the PNG as large as the figure, and every panel's
    // title and the chart's in the SVG and the PDF's text-bearing bytes.
    const views::ImageOptions options;
    const QImage png = QImage::fromData(views::FigureWriter::png(*figure, options), "PNG");
    QCOMPARE(png.size(), figure->size().toSize());
    QVERIFY(hasColour(png, views::TemperatureChart::curveColor(), 12));
    const QByteArray svg = views::FigureWriter::svg(*figure, options);
    for (const views::HeatmapWidget* map :
         {page->scores(), page->kernel(), page->rowSums(), page->attention()})
        QVERIFY2(svg.contains(map->title().toHtmlEscaped().toUtf8()), qPrintable(map->title()));
    // The narrow columns' titles may break over two lines: their first words.
    QVERIFY(svg.contains("H_i"));
    QVERIFY(svg.contains("max_j"));
    // The chart as vectors: its curve's stroke colour.
    QVERIFY(svg.contains(views::TemperatureChart::curveColor().name().toUtf8()));
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

void TestKernelPage::mlaScoresAreTheNaiveOnes() {
    // The trained MLA model has a key bias b_uk,h: its S holds each row's constant q_h·b_uk,h.
    // The built-in trained MLA (app/window/ModelFiles.h "trained-mla"), read from its file: a
    // build may leave the trained models out of its resources.
    const Setup s = setup(Checkpoint::load(ATLAS_TRAINED_MLA));
    QCOMPARE(s.checkpoint.config.attention, AttentionKind::MLA);
    QVERIFY(!s.checkpoint.tensor("encoder.layers.0.self_attn.kv_up.bias").empty());
    std::vector<int> ids;
    for (const auto& t : s.snapshot->source) ids.push_back(t.id);
    const int n = int(ids.size());
    ViewSelection sel;
    auto page = open(s, sel);
    for (int head = 0; head < s.snapshot->model.heads; ++head) {
        sel.head = head;
        page.select(sel);
        QVERIFY(wait(*page));
        const std::vector<double> plain = plainMlaScores(s.checkpoint, ids, head);
        const std::vector<double> recorded =
            naiveScores(s.checkpoint, *s.snapshot, Stack::EncoderSelf, 0, head);
        const KernelHead& h = *page->head();
        QCOMPARE(h.S.rows, n);
        QCOMPARE(h.S.cols, n);
        for (int k = 0; k < n * n; ++k) {
            const double tol = 1e-4 * std::max(1.0, std::abs(plain[size_t(k)]));
            QVERIFY2(std::abs(h.S.values[size_t(k)] - plain[size_t(k)]) < tol,
                     qPrintable(QString("head %1 cell %2: %3 vs %4")
                                    .arg(head)
                                    .arg(k)
                                    .arg(h.S.values[size_t(k)])
                                    .arg(plain[size_t(k)])));
            // The Approximations page records the same S.
            QVERIFY(std::abs(recorded[size_t(k)] - plain[size_t(k)]) < tol);
        }
    }
    // The absorbed evaluation's S differs by a constant per row, which P does not see.
    const Model model(s.checkpoint);
    const approx::HeadRecorder absorbed(Stack::EncoderSelf, 0, model.config().n_heads);
    model.transformer().encode(ids, {}, {.observer = &absorbed});
    const Matrix Sa = absorbed.heads()[0].scores();
    const std::vector<double> plain = plainMlaScores(s.checkpoint, ids, 0);
    double largest = 0;
    for (int i = 0; i < n; ++i) {
        const double shift = plain[size_t(i * n)] - Sa(i, 0);
        for (int j = 0; j < n; ++j)
            QVERIFY(std::abs(plain[size_t(i * n + j)] - Sa(i, j) - shift) < 1e-3);
        largest = std::max(largest, std::abs(shift));
    }
    QVERIFY2(largest > 1e-3, "the key bias should shift some row of S");
}

void TestKernelPage::scaleIsThisModels() {
    const Setup mha = setup(AttentionKind::MHA);
    auto page = open(mha, ViewSelection{});
    QVERIFY(wait(*page));
    // d_QK = d_h = 16 for the built-in models: √16 = 4, in the title of S and on the page.
    QVERIFY2(page->scores()->title().contains("√d_QK = √16 = 4"),
             qPrintable(page->scores()->title()));
    QVERIFY(page->scaleNote().contains("= 16"));
    QVERIFY(page->explanation().contains("= 16"));
    QVERIFY(page->temperature()->caption().contains("1/√16"));
    // MLA: d_QK = d_h + d_r = 16 + 8 = 24.
    const Setup mla = setup(AttentionKind::MLA);
    auto latent = open(mla, ViewSelection{});
    QVERIFY(wait(*latent));
    QVERIFY2(latent->scores()->title().contains("√24"), qPrintable(latent->scores()->title()));
    QVERIFY(latent->scaleNote().contains("16 + 8"));
    QVERIFY(latent->temperature()->caption().contains("1/√24"));
    // A model that divides by √query_pre_attn_scalar (Gemma 3) shows that scalar instead.
    auto gemmaLike = std::make_shared<views::Snapshot>(*mha.snapshot);
    gemmaLike->model.queryPreAttn = 168;
    page.fixture->model.setSnapshot(gemmaLike);
    QVERIFY(wait(*page));
    QVERIFY2(page->scores()->title().contains("√168"), qPrintable(page->scores()->title()));
    QVERIFY(page->scaleNote().contains("168"));
    QVERIFY(page->temperature()->caption().contains("1/√168"));
}

void TestKernelPage::temperatureRescalesTheRows() {
    const Setup s = setup(AttentionKind::MHA);
    auto page = open(s, ViewSelection{});
    QVERIFY(wait(*page));
    const KernelHead one = *page->head();
    QCOMPARE(one.tau, 1.0);
    const QImage before = shot(page->attention(), "kernel-p-tau1");
    page->temperature()->setTau(8);
    const KernelHead& eight = *page->head();
    QCOMPARE(eight.tau, 8.0);
    QCOMPARE(page->temperature()->slider()->value(), 300);
    const int n = eight.P.rows, m = eight.P.cols;
    for (int i = 0; i < n; ++i) {
        // By hand from S: P_ij = exp(8 S_ij) / Σ_k exp(8 S_ik), H_i and max_j P_ij.
        double top = -INFINITY, z = 0;
        for (int j = 0; j < m; ++j) top = std::max(top, 8.0 * one.S.at(i, j));
        for (int j = 0; j < m; ++j) z += std::exp(8.0 * one.S.at(i, j) - top);
        double h = 0, largest = 0;
        for (int j = 0; j < m; ++j) {
            const double p = std::exp(8.0 * one.S.at(i, j) - top) / z;
            QVERIFY(std::abs(eight.S.at(i, j) - 8 * one.S.at(i, j)) <
                    1e-5 * (1 + std::abs(eight.S.at(i, j))));
            QVERIFY(std::abs(eight.P.at(i, j) - p) < 1e-5);
            h -= p > 0 ? p * std::log(p) : 0;
            largest = std::max(largest, p);
        }
        QVERIFY(std::abs(eight.H.at(i, 0) - h) < 1e-4);
        QVERIFY(std::abs(eight.maxWeight.at(i, 0) - largest) < 1e-5);
        QVERIFY(eight.H.at(i, 0) <= one.H.at(i, 0) + 1e-5);  // colder rows, smaller entropy
    }
    // The panels show the new rows: P's pixels change, and the columns show H and max P.
    const QImage after = shot(page->attention(), "kernel-p-tau8");
    QCOMPARE(after.size(), before.size());
    QVERIFY(after != before);
    QCOMPARE(page->entropy()->shown().grid.values, eight.H.values);
    QCOMPARE(page->largestWeight()->shown().grid.values, eight.maxWeight.values);
    QVERIFY(page->scores()->title().contains("τ = 8"));
    // The named example: Gemma 3 27B's 1/√168 against 1/√128.
    page->temperature()->exampleButton()->click();
    QVERIFY(std::abs(page->head()->tau - std::sqrt(128.0 / 168.0)) < 1e-12);
    QCOMPARE(page->temperature()->slider()->value(), -20);  // 100·log₂ 0.873
    page->temperature()->resetButton()->click();
    QCOMPARE(page->head()->tau, 1.0);
    QCOMPARE(page->head()->P.values, one.P.values);
    // The slider itself moves τ, one step per 1/100 octave.
    page->temperature()->slider()->setValue(-100);
    QCOMPARE(page->head()->tau, 0.5);
}

void TestKernelPage::temperatureLimits() {
    const Setup s = setup(AttentionKind::MHA);
    ViewSelection sel;
    sel.stack = Stack::DecoderSelf;
    auto page = open(s, sel);
    QVERIFY(wait(*page));
    const KernelHead& h = *page->head();
    // τ → 0: every causal row uniform over the i + 1 keys it sees, H_i = ln(i + 1).
    const KernelHead cold = tempered(h, 1e-9);
    for (int i = 0; i < cold.P.rows; ++i) {
        for (int j = 0; j <= i; ++j) QVERIFY(std::abs(cold.P.at(i, j) - 1.0 / (i + 1)) < 1e-6);
        QVERIFY(std::abs(cold.H.at(i, 0) - std::log(i + 1.0)) < 1e-5);
    }
    QVERIFY(std::abs(h.entropyBound - [&] {
                double b = 0;
                for (int i = 0; i < h.P.rows; ++i) b += std::log(i + 1.0) / h.P.rows;
                return b;
            }()) < 1e-9);
    // τ large: one-hot rows.
    const KernelHead hot = tempered(h, 1e4);
    for (int i = 0; i < hot.P.rows; ++i) QVERIFY(std::abs(hot.maxWeight.at(i, 0) - 1) < 1e-4);
    // The chart's curve falls with τ, under its bound, through the mean of H at τ = 1.
    const std::vector<double>& taus = page->entropyChart()->curve().tau;
    const std::vector<double>& curve = h.meanEntropy;
    QCOMPARE(curve.size(), taus.size());
    QVERIFY(taus.front() == 0.125 && taus.back() == 8);
    for (size_t k = 1; k < curve.size(); ++k) QVERIFY(curve[k] < curve[k - 1]);
    QVERIFY(curve.front() <= h.entropyBound);
    const auto one = std::find(taus.begin(), taus.end(), 1.0);
    QVERIFY(one != taus.end());
    double mean = 0;
    for (int i = 0; i < h.H.rows; ++i) mean += h.H.at(i, 0) / h.H.rows;
    QVERIFY(std::abs(curve[size_t(one - taus.begin())] - mean) < 1e-5);
}

void TestKernelPage::entropyChartDraws() {
    const Setup s = setup(AttentionKind::MHA);
    auto page = open(s, ViewSelection{});
    QVERIFY(wait(*page));
    views::TemperatureChart* chart = page->entropyChart();
    QVERIFY(chart->isVisible());
    // Inside the plot area (the legend's sample of the line lies outside it).
    const auto plot = [](views::TemperatureChart* c) {
        QCoreApplication::processEvents();
        return c->grab().toImage().copy(c->chart()->plotArea().toRect());
    };
    shot(chart, "kernel-entropy-chart");
    QVERIFY(hasColour(plot(chart), views::TemperatureChart::curveColor(), 12));
    // A chart without a curve has no line of that colour there: the check can fail.
    views::TemperatureChart empty;
    empty.resize(chart->size());
    empty.show();
    QVERIFY(QTest::qWaitForWindowExposed(&empty));
    QVERIFY(!hasColour(plot(&empty), views::TemperatureChart::curveColor(), 12));
}

QTEST_MAIN(TestKernelPage)
#include "tst_kernelpage.moc"
