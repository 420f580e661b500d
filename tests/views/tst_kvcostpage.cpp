// Page 5, "KV cache & cost" (issue 4), offscreen: the published table's rows and numbers
// against hand-computed figures, the charts drawn, Ctrl+C as TSV, the live stepper's bytes
// equal to the analytic ones at every step for every attention kind, the four variants, the
// cost timing and MLA's naive against absorbed evaluation.

#include <QApplication>
#include <QCategoryAxis>
#include <QClipboard>
#include <QDir>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QtTest>
#include <fstream>
#include <sstream>

#include "BackgroundJob.h"
#include "ChartFigure.h"
#include "CopyableTableView.h"
#include "DecodingCostPanel.h"
#include "DefaultModel.h"
#include "DefaultModelCache.h"
#include "FigureWriter.h"
#include "KindBarChart.h"
#include "KvChartStyle.h"
#include "KvCostPage.h"
#include "KvMemoryChart.h"
#include "KvStepperPanel.h"
#include "KvTable.h"
#include "KvVariantsPanel.h"
#include "LiveCacheChart.h"
#include "MlaDiagramWidget.h"
#include "MlaPanel.h"
#include "Model.h"
#include "PublishedKvPanel.h"
#include "ReadableColour.h"
#include "StepLineChart.h"

using namespace atlas;
using namespace atlas::views;

namespace {

const QString kSentence = QStringLiteral("The little cat sleeps on the warm red sofa.");
constexpr int kBuildTimeout = 120000;  // building the four variants on a busy machine

std::vector<PublishedModel> published() {
    std::ifstream in(ATLAS_MODEL_CONFIGS);
    std::stringstream text;
    text << in.rdbuf();
    return parsePublishedModels(text.str());
}

// Pixels of a chart's grab that have about this colour (antialiasing blurs the edges only).
int pixelsNear(const QImage& image, const QColor& colour) {
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
                    std::abs(c.blue() - colour.blue()) <
                24)
                ++count;
        }
    return count;
}

int distinctColours(const QImage& image) {
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2) colours.insert(image.pixel(x, y));
    return int(colours.size());
}

QStringList column(const QAbstractItemModel& model, int c) {
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r) out << model.index(r, c).data().toString();
    return out;
}

// Waits for the job to finish (it may have finished already).
bool settle(BackgroundJob* job, int timeout = kBuildTimeout) {
    if (!job->isBusy()) return true;
    QSignalSpy done(job, &BackgroundJob::busyChanged);
    return done.wait(timeout) && !job->isBusy();
}

}  // namespace

class TestKvCostPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        // The page reads its data from the program's resource; the test hands it the file.
        QVERIFY(!published().empty());
    }

    void publishedTableHasThePapersModels() {
        KvCostPage page;
        page.setPublishedModels(published());
        PublishedKvPanel* panel = page.publishedPanel();
        KvSettings s = panel->settings();
        QCOMPARE(s.type, ElementType::BF16);
        s.context = 32768;
        s.twins = TwinChoice{};  // MHA and MLA twins
        panel->setSettings(s);
        const QAbstractItemModel& table = *panel->table()->model();

        // Llama 3 70B and its MHA and MLA twins, Gemma 3 27B likewise, DeepSeek-V2 and its MHA
        // twin (its MLA twin with dc 512, dr 64 is itself).
        const QStringList ids = [&] {
            QStringList out;
            for (int r = 0; r < table.rowCount(); ++r)
                out << table.index(r, KvTable::Model).data(Qt::ToolTipRole).toString();
            return out;
        }();
        QCOMPARE(ids, (QStringList{"llama-3-70b", "llama-3-70b+mha", "llama-3-70b+mla512-64",
                                   "gemma-3-27b", "gemma-3-27b+mha", "gemma-3-27b+mla512-64",
                                   "deepseek-v2", "deepseek-v2+mha"}));
        QVERIFY(column(table, KvTable::Model)[0].startsWith("Llama 3 70B"));

        // Bytes per token at bf16, by hand: 2·L·Hkv·dh·2 B; DeepSeek-V2 L·(dc + dr)·2 B; Gemma 3
        // 27B: 10 of its 62 layers global (every 6th), 52 keep 1024 tokens, at T = 32768.
        const QStringList perToken = column(table, KvTable::BytesPerToken);
        QCOMPARE(perToken[0], formatCount(2.0 * 80 * 8 * 128 * 2) + " B");   // 327,680
        QCOMPARE(perToken[1], formatCount(2.0 * 80 * 64 * 128 * 2) + " B");  // 2,621,440
        QCOMPARE(perToken[2], formatCount(80.0 * (512 + 64) * 2) + " B");    // 92,160
        QCOMPARE(perToken[3],
                 formatCount((10.0 * 32768 + 52.0 * 1024) * 2 * 16 * 128 * 2 / 32768) + " B");
        QCOMPARE(perToken[6], formatCount(60.0 * (512 + 64) * 2) + " B");  // 69,120
        // Llama 3 70B's whole cache at T = 32768: 327,680 B × 32768 = 10 GiB exactly, marked as
        // beyond its published maximum of 8192 tokens.
        QCOMPARE(column(table, KvTable::Cache)[0], formatBytes(10.0 * 1024 * 1024 * 1024) + " *");
        QCOMPARE(column(table, KvTable::Cache)[3].endsWith(" *"), false);
        // Its ~70 B parameters at 2 bytes (~141 GB) do not fit in 80 GB: no context does.
        QCOMPARE(column(table, KvTable::LargestContext)[0], KvTable::tr("weights do not fit"));

        // The charts: a curve per row, to each model's maximum context; three accelerator lines
        // and a weights line per model.
        const auto curves = panel->memoryChart()->curves();
        QCOMPARE(curves.size(), 8);
        QCOMPARE(curves[0]->count(), 14);       // T = 1, 2, …, 4096 and the maximum 8192
        QCOMPARE(curves[0]->at(13).x(), 13.0);  // log₂ 8192
        QCOMPARE(std::exp2(curves[0]->at(13).y()), 327680.0 * 8192);
        QCOMPARE(panel->memoryChart()->referenceLines().size(), 3 + 3);
        QCOMPARE(panel->bytesChart()->barCount(), 8);
    }

    // Issue 36: the weights and accelerator lines and their labels are drawn in the theme's ink
    // (not a fixed black or grey), readable on a light and on a dark background alike.
    void referenceLinesFollowTheTheme() {
        KvCostPage page;
        page.setPublishedModels(published());
        KvMemoryChart* chart = page.publishedPanel()->memoryChart();
        QCOMPARE(chart->referenceLines().size(), 3 + 3);
        for (auto [base, ink] : {std::pair{QColor(Qt::white), QColor(Qt::black)},
                                 std::pair{QColor(0x1c, 0x1d, 0x20), QColor(0xe6, 0xe6, 0xe8)}}) {
            QPalette palette;
            palette.setColor(QPalette::Base, base);
            palette.setColor(QPalette::WindowText, ink);
            fitColours(chart->chart(), palette);
            for (QLineSeries* line : chart->referenceLines())
                QVERIFY2(contrastRatio(line->pen().color(), base) >= kGraphicContrast,
                         qPrintable(line->name() + " " + line->pen().color().name()));
            int labels = 0;
            for (QGraphicsItem* item : chart->chart()->childItems())
                if (auto* label = dynamic_cast<QGraphicsSimpleTextItem*>(item)) {
                    ++labels;
                    QVERIFY2(contrastRatio(label->brush().color(), base) >= kTextContrast,
                             qPrintable(label->text() + " " + label->brush().color().name()));
                }
            QCOMPARE(labels, 3 + 3);
        }
    }

    void twinsThatCannotExistAreNamed() {
        KvSettings s;
        s.modelIds = {"gemma-2b"};  // 8 query heads
        s.twins.gqa = true;
        s.twins.gqaKvHeads = 3;
        const KvComparison c = compareKv(published(), s);
        QCOMPARE(int(c.skipped.size()), 1);
        QVERIFY(c.skipped[0].contains("Gemma 2B"));
        for (const KvRow& row : c.rows) QVERIFY(row.model.attention != AttentionKind::GQA);
    }

    void ctrlCCopiesTsv() {
        KvCostPage page;
        page.setPublishedModels(published());
        page.resize(1400, 900);
        page.show();
        CopyableTableView* view = page.publishedPanel()->table();
        const QAbstractItemModel& table = *view->model();
        QApplication::clipboard()->clear();
        view->setFocus();
        view->selectRow(0);
        QTest::keySequence(view, QKeySequence::Copy);
        QStringList lines = QApplication::clipboard()->text().split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);  // header, the selected row
        QCOMPARE(lines[0].split('\t').size(), int(KvTable::ColumnCount));
        QCOMPARE(lines[0].split('\t')[0], table.headerData(0, Qt::Horizontal).toString());
        QCOMPARE(lines[1].split('\t')[KvTable::BytesPerToken],
                 table.index(0, KvTable::BytesPerToken).data().toString());

        view->clearSelection();  // nothing selected: the whole table
        QTest::keySequence(view, QKeySequence::Copy);
        lines = QApplication::clipboard()->text().split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), table.rowCount() + 1);
        for (const QString& line : lines)
            QCOMPARE(line.split('\t').size(), int(KvTable::ColumnCount));
    }

    void publishedChartsRender() {
        KvCostPage page;
        page.setPublishedModels(published());
        page.resize(1400, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const QImage memory = page.publishedPanel()->memoryChart()->grab().toImage();
        const QImage bytes = page.publishedPanel()->bytesChart()->grab().toImage();
        QVERIFY(memory.width() > 300 && memory.height() > 200);
        QVERIFY2(distinctColours(memory) > 50, "the memory chart looks blank");
        // Llama 3 70B (GQA) and the MHA twins drawn in their kinds' colours.
        QVERIFY(pixelsNear(memory, attentionColor(AttentionKind::GQA)) > 100);
        QVERIFY(pixelsNear(memory, attentionColor(AttentionKind::MHA)) > 100);
        QVERIFY(pixelsNear(bytes, attentionColor(AttentionKind::MLA)) > 100);
    }

    // The context axis's last label ("128K") is centred on the plot's right edge: the chart
    // leaves room for its right half, on screen and in the exported PNG.
    void lastContextLabelIsNotCut() {
        KvCostPage page;
        page.setPublishedModels(published());
        page.resize(1400, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QChart* chart = page.publishedPanel()->memoryChart()->chart();
        auto* x = qobject_cast<QCategoryAxis*>(chart->axes(Qt::Horizontal).value(0));
        QVERIFY(x);
        const QString last = x->categoriesLabels().last();
        QVERIFY2(last.endsWith('K') || last.endsWith('M'), qPrintable(last));
        const qreal half = QFontMetricsF(x->labelsFont()).horizontalAdvance(last) / 2;
        QVERIFY2(chart->size().width() - chart->plotArea().right() >= half,
                 qPrintable(QString("%1 px for %2 px")
                                .arg(chart->size().width() - chart->plotArea().right())
                                .arg(half)));

        const QImage png = FigureWriter::image(ChartFigure(chart, QSizeF(960, 600)), {});
        const QRgb background = png.pixel(png.width() - 1, 0);
        for (int y = 0; y < png.height(); ++y)
            for (int x = png.width() - 3; x < png.width(); ++x)
                QVERIFY2(png.pixel(x, y) == background,
                         qPrintable(QString("ink at the right border, (%1, %2)").arg(x).arg(y)));
    }

    void stepperMatchesAnalyticEveryStep_data() {
        QTest::addColumn<int>("kind");
        for (AttentionKind k :
             {AttentionKind::MHA, AttentionKind::GQA, AttentionKind::MQA, AttentionKind::MLA})
            QTest::newRow(toString(k)) << int(k);
    }
    void stepperMatchesAnalyticEveryStep() {
        QFETCH(int, kind);
        const auto model = defaultModel(AttentionKind(kind));
        KvCostPage page;
        page.resize(1400, 900);
        page.setSourceText(kSentence);
        page.setModel(model);
        page.showSection(KvCostPage::LiveCache);
        page.show();
        KvStepperPanel* panel = page.stepperPanel();
        QVERIFY(settle(panel->job()));
        QCOMPARE(panel->steps(), 0);

        const Config& c = model->config();
        const long long n = (long long)model->sourceIds(kSentence.toStdString()).size();
        const long long perTokenLayer =
            4 * (c.isLatent() ? c.d_latent + c.d_rope : 2 * c.n_kv_heads * c.d_head);
        while (!panel->finished()) {
            const int before = panel->steps();
            panel->next();
            QVERIFY(settle(panel->job(), 10000));
            QCOMPARE(panel->steps(), before + 1);
        }
        const int steps = panel->steps();
        QVERIFY(steps >= 1);
        QVERIFY(panel->allMatch());
        // Measured after every step against SPEC §2 by hand: L·t and L·n tokens cached.
        for (int t = 0; t <= steps; ++t) {
            const CacheBytes expected{c.n_decoder_layers * t * perTokenLayer,
                                      c.n_decoder_layers * n * perTokenLayer};
            QCOMPARE(panel->measured()[size_t(t)], expected);
            QCOMPARE(panel->analytic()[size_t(t)], expected);
        }
        QCOMPARE(panel->chart()->measuredPoints(), steps + 1);
        QCOMPARE(panel->chart()->analyticPoints(), int(panel->analytic().size()));
        QVERIFY(distinctColours(panel->chart()->grab().toImage()) > 20);
    }

    void playRunsToTheEndAndResetEmpties() {
        KvCostPage page;
        page.resize(1400, 900);
        page.setSourceText(kSentence);
        page.setModel(defaultModel(AttentionKind::GQA));
        page.showSection(KvCostPage::LiveCache);
        page.show();
        KvStepperPanel* panel = page.stepperPanel();
        QVERIFY(settle(panel->job()));
        panel->setPlayInterval(1);
        panel->setPlaying(true);
        QTRY_VERIFY_WITH_TIMEOUT(panel->finished(), 60000);
        QVERIFY(panel->steps() > 1);
        QVERIFY(panel->allMatch());
        QCOMPARE(int(panel->analytic().size()) - 1,
                 std::min(2 * int(panel->measured().front().cross / (2 * 64 * 4)) + 10, 255));

        panel->reset();
        QVERIFY(settle(panel->job()));
        QCOMPARE(panel->steps(), 0);
        QVERIFY(!panel->finished());
        QCOMPARE(panel->measured().front().self, 0LL);
    }

    void fourVariantsSideBySide() {
        KvCostPage page;
        page.resize(1400, 900);
        page.setSourceText(kSentence);
        page.showSection(KvCostPage::Variants);
        page.show();
        KvVariantsPanel* panel = page.variantsPanel();
        QVERIFY(settle(panel->job()));
        QCOMPARE(int(panel->runs().size()), 4);
        for (const VariantRun& run : panel->runs()) {
            QVERIFY(run.matchesEveryStep);
            QVERIFY(run.steps > 0 && run.secondsPerToken > 0);
        }
        const auto& r = panel->runs();
        // Fewer key/value heads, fewer K and V weights: MHA > GQA > MQA; and smaller caches.
        QVERIFY(r[0].config.parameterCount() > r[1].config.parameterCount());
        QVERIFY(r[1].config.parameterCount() > r[2].config.parameterCount());
        QVERIFY(r[0].cache.cross > r[1].cache.cross && r[1].cache.cross > r[2].cache.cross);
        // MLA caches dc + dr = 40 numbers per token and layer against MHA's 128.
        QCOMPARE(r[3].cache.cross * 128, r[0].cache.cross * 40);
        QCOMPARE(panel->table()->model()->columnCount(), 4);
        QCOMPARE(panel->table()->model()->rowCount(), 9);
        // In a narrow window every cell is still whole ("56 KiB + 23 KiB = 79 KiB"): the
        // columns fit their contents and the table scrolls instead of eliding.
        page.resize(900, 700);
        QApplication::processEvents();
        QTableView* table = panel->table();
        const QFontMetrics metrics(table->font());
        for (int c = 0; c < 4; ++c)
            for (int row = 0; row < 9; ++row) {
                const QString text = table->model()->index(row, c).data().toString();
                QVERIFY2(metrics.horizontalAdvance(text) < table->columnWidth(c),
                         qPrintable(QString("%1 in %2 px").arg(text).arg(table->columnWidth(c))));
            }
    }

    void costIsMeasured() {
        const auto model = defaultModel(AttentionKind::MHA);
        KvCostPage page;
        page.resize(1400, 900);
        page.setSourceText(kSentence);
        page.setModel(model);
        page.costPanel()->setSteps(24);
        page.showSection(KvCostPage::Cost);
        page.show();
        DecodingCostPanel* panel = page.costPanel();
        QVERIFY(settle(panel->job()));
        QCOMPARE(panel->measuredSteps(), 24);
        QCOMPARE(panel->stepChart()->lineCount(), 2);
        QCOMPARE(panel->totalChart()->lineCount(), 4);
        // FLOPs at t = 1, 2, 4, 8, 16 and the last step, 24.
        const QAbstractItemModel& flops = *panel->flopTable()->model();
        QCOMPARE(column(flops, 0), (QStringList{"1", "2", "4", "8", "16", "24"}));
    }

    void mlaNaiveEqualsAbsorbed() {
        KvCostPage page;
        page.resize(1400, 900);
        page.setSourceText(kSentence);
        page.setModel(defaultModel(AttentionKind::MLA));
        page.showSection(KvCostPage::Mla);
        page.show();
        MlaPanel* panel = page.mlaPanel();
        QVERIFY(settle(panel->job()));
        QVERIFY(panel->attentionGap().has_value());
        QVERIFY(*panel->attentionGap() > 0 && *panel->attentionGap() <= 1e-5);
        QVERIFY(*panel->logitGap() <= 1e-4);
        const MlaDiagram d = panel->diagram()->diagram();
        QCOMPARE(d.lanes.size(), size_t(3));
        // d 64, H 4, dh 16, dc 32, dr 8.
        for (const char* name : {"W_L | W_KR", "W_K,h | W_V,h", "W_LQK,h", "W_O W_V (folded)"})
            QVERIFY2(d.box(name), name);
        QCOMPARE(d.box("W_L | W_KR")->shape(), QStringLiteral("[40 × 64]"));
        QCOMPARE(d.box("W_K,h | W_V,h")->shape(), QStringLiteral("[128 × 32]"));
        QCOMPARE(d.box("W_K,h | W_V,h")->stripes, 8);
        // The paper's absorbed W^LQK = W_Q,h W_K,hᵀ: d × d_c.
        QCOMPARE(d.box("W_LQK,h")->shape(), QStringLiteral("[64 × 32]"));
        QCOMPARE(d.box("W_O W_V (folded)")->shape(), QStringLiteral("[64 × 128]"));
        for (const DiagramBox& b : d.boxes)
            QVERIFY(panel->diagram()->rect().contains(b.rect.toRect()));
    }

    // Not a check: with ATLAS_KV_SCREENSHOTS=dir, every section at 1400 × 900 (or
    // ATLAS_KV_WIDTH × 900: the page beside the window's panels) into dir.
    void screenshots() {
        const QString dir = qEnvironmentVariable("ATLAS_KV_SCREENSHOTS");
        if (dir.isEmpty()) QSKIP("set ATLAS_KV_SCREENSHOTS to a directory to write the PNGs");
        const bool dark = qEnvironmentVariableIsSet("ATLAS_KV_DARK");  // a dark palette
        if (dark) {
            QPalette palette;
            palette.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
            palette.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
            palette.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
            palette.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
            palette.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
            palette.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
            palette.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
            QApplication::setPalette(palette);
        }
        KvCostPage page;
        page.setPublishedModels(published());
        const int width = qEnvironmentVariableIntValue("ATLAS_KV_WIDTH");
        page.resize(width > 0 ? width : 1400, 900);
        page.setSourceText(kSentence);
        page.setModel(defaultModel(AttentionKind::MLA));
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        for (int s = KvCostPage::Published; s <= KvCostPage::Mla; ++s) {
            page.showSection(KvCostPage::Section(s));
            QTest::qWait(50);
            for (BackgroundJob* job : page.findChildren<BackgroundJob*>()) QVERIFY(settle(job));
            if (s == KvCostPage::LiveCache)
                for (int i = 0; i < 12; ++i) {
                    page.stepperPanel()->next();
                    QVERIFY(settle(page.stepperPanel()->job()));
                }
            QTest::qWait(50);
            const QString name = QString(dark ? "kvpage%1-dark.png" : "kvpage%1.png").arg(s + 1);
            QVERIFY(page.grab().save(QDir(dir).filePath(name)));
        }
    }
};

QTEST_MAIN(TestKvCostPage)
#include "tst_kvcostpage.moc"
