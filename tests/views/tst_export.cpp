// Exports as a reader of the files sees them: PNG pixels, SVG elements, PDF pages, .npy bytes
// (values and unicode label arrays, read back here and by numpy), CSV and JSON text, and groups
// of files that are whole or absent.

#include <QBuffer>
#include <QChart>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineSeries>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtEndian>
#include <QtTest>
#include <cmath>

#include "BatchExport.h"
#include "CellImage.h"
#include "ChartFigure.h"
#include "FigureWriter.h"
#include "HeatmapFigure.h"
#include "HeatmapPainter.h"
#include "NpyFile.h"
#include "OverviewFigure.h"
#include "SampleSnapshot.h"

using namespace atlas::views;
using namespace atlas::test;
using atlas::views::testing::SampleOptions;
using atlas::views::testing::sampleSnapshot;

namespace {

// A 3 × 4 map with distinct values, a masked cell and tokens a reader can find.
HeatmapFigure smallFigure(Colormap::Name colormap = Colormap::Name::Viridis) {
    Grid g;
    g.rows = 3;
    g.cols = 4;
    g.values = {0.0f, 0.1f, 0.2f, 0.7f, 0.5f, 0.25f, 0.25f, 0.0f, 1.0f, 0.0f, 0.0f, NAN};
    const QVector<Token> rows = atlas::views::testing::tokens({"▁cat", "▁sat", "</s>"});
    const QVector<Token> cols = atlas::views::testing::tokens({"▁Katze", "▁saß", ".", "</s>"});
    HeatmapFigure::Style style;
    style.colormap = colormap;
    style.valueLabels = false;  // flat cells, for the pixel checks
    const Colormap map(colormap);
    FilteredMap shown = applyFilter(g, rows, cols, {});
    const ColorScale scale =
        ColorScale::covering(shown.grid, style.scale, ColorScale::Span::AsGiven);
    return HeatmapFigure(std::move(shown), QStringLiteral("A small map"), map, scale, style);
}

// Colours equal within the rounding of antialiased edges.
bool near(QRgb a, QRgb b, int tolerance = 2) {
    return std::abs(qRed(a) - qRed(b)) <= tolerance &&
           std::abs(qGreen(a) - qGreen(b)) <= tolerance &&
           std::abs(qBlue(a) - qBlue(b)) <= tolerance;
}

QByteArray contents(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Files in `dir`, QSaveFile's temporaries included.
QStringList filesIn(const QString& dir) {
    return QDir(dir).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

}  // namespace

class TestExport : public QObject {
    Q_OBJECT

private slots:
    void pngCellsFollowTheColormap() {
        const HeatmapFigure figure = smallFigure(Colormap::Name::Magma);
        const QImage image = FigureWriter::image(figure, {});
        QCOMPARE(image.size(), figure.size().toSize());
        const Grid& g = figure.shown().grid;
        for (int r = 0; r < g.rows; ++r)
            for (int c = 0; c < g.cols; ++c) {
                const QPointF at = figure.cellRect(r, c).topLeft() + QPointF(4, 4);
                const QRgb expected = cellColor(g.at(r, c), figure.colormap(), figure.scale());
                QVERIFY2(near(image.pixel(at.toPoint()), expected),
                         qPrintable(QStringLiteral("cell %1,%2").arg(r).arg(c)));
            }
        // The largest value is magma's last entry, zero its first.
        QVERIFY(near(image.pixel(figure.cellRect(2, 0).center().toPoint()),
                     Colormap(Colormap::Name::Magma).entry(255)));
        QVERIFY(near(image.pixel(figure.cellRect(0, 0).center().toPoint()),
                     Colormap(Colormap::Name::Magma).entry(0)));
    }

    void pngHasTheColourBar() {
        const HeatmapFigure figure = smallFigure();
        const QImage image = FigureWriter::image(figure, {});
        const FigureTheme theme;
        const HeatmapPainter painter(figure.shown(), figure.colormap(), figure.scale(),
                                     theme.font(), theme.palette());
        const QRectF bar = painter.layout(image.size(), HeatmapPainter::Parts{}).colorBar;
        QVERIFY(!bar.isEmpty());
        QVERIFY(bar.left() > figure.cellRect(0, 3).right());
        const int x = int(bar.center().x());
        // Low values at the bottom, high at the top, as the colormap's entries run.
        for (const qreal y : {bar.top() + 3, bar.center().y(), bar.bottom() - 3}) {
            const int entry = int((bar.bottom() - y) / bar.height() * 255);
            QVERIFY(near(image.pixel(x, int(y)), figure.colormap().entry(entry), 12));
        }
    }

    void scaleTwoDoublesThePicture() {
        const HeatmapFigure figure = smallFigure();
        ImageOptions twice;
        twice.scale = 2;
        const QImage one = FigureWriter::image(figure, {});
        const QImage two = FigureWriter::image(figure, twice);
        QCOMPARE(two.size(), one.size() * 2);
        const QPointF at = figure.cellRect(1, 1).topLeft() + QPointF(4, 4);
        QCOMPARE(two.pixel((at * 2).toPoint()), one.pixel(at.toPoint()));
        ImageOptions dpi;
        dpi.dpi = 288;  // 3 × 96
        QCOMPARE(FigureWriter::image(figure, dpi).size(), one.size() * 3);
        QCOMPARE(FigureWriter::image(figure, dpi).dotsPerMeterX(), qRound(288 / 0.0254));
    }

    void themesPaintTheirBackground() {
        const HeatmapFigure figure = smallFigure();
        ImageOptions o;
        o.theme = FigureTheme::Kind::Transparent;
        QCOMPARE(qAlpha(FigureWriter::image(figure, o).pixel(1, 1)), 0);
        o.theme = FigureTheme::Kind::White;
        QCOMPARE(FigureWriter::image(figure, o).pixel(1, 1), qRgb(255, 255, 255));
        o.theme = FigureTheme::Kind::Dark;
        const QRgb dark = FigureWriter::image(figure, o).pixel(1, 1);
        QCOMPARE(qAlpha(dark), 255);
        QVERIFY(qGray(dark) < 60);
        // Cells keep their colours on every background.
        const QPoint cell = (figure.cellRect(0, 3).topLeft() + QPointF(4, 4)).toPoint();
        QCOMPARE(FigureWriter::image(figure, o).pixel(cell),
                 FigureWriter::image(figure, {}).pixel(cell));
    }

    void svgIsVectorWithOneRectanglePerCellAndTokensAsText() {
        const HeatmapFigure figure = smallFigure();
        const QByteArray svg = FigureWriter::svg(figure, {});
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBoxF().size(), figure.size());
        const QSizeF cell = figure.cellRect(0, 0).size();
        int cells = 0, images = 0;
        QStringList texts;
        QXmlStreamReader xml(svg);
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement) continue;
            const auto a = xml.attributes();
            if (xml.name() == QLatin1String("rect") &&
                std::abs(a.value("width").toDouble() - cell.width()) < 0.01 &&
                std::abs(a.value("height").toDouble() - cell.height()) < 0.01)
                ++cells;
            if (xml.name() == QLatin1String("image")) ++images;
            if (xml.name() == QLatin1String("text")) texts << xml.readElementText();
        }
        QVERIFY(!xml.hasError());
        QCOMPARE(cells, 3 * 4);  // the masked one grey, then hatched
        QCOMPARE(images, 0);
        for (const char* token : {"cat", "sat", "Katze", "saß", "A small map"})
            QVERIFY2(texts.join('|').contains(QString::fromUtf8(token)), token);
    }

    void pdfIsOnePageOfTheFiguresSize() {
        const HeatmapFigure figure = smallFigure();
        const QByteArray pdf = FigureWriter::pdf(figure, {});
        QVERIFY(pdf.startsWith("%PDF-"));
        const QSizeF points = figure.size() * 0.75;  // 96 figure pixels to 72 points
        QTemporaryDir dir;
        const QString path = dir.filePath("figure.pdf");
        FigureWriter::save(path, pdf);
        const QString pdfinfo = QStandardPaths::findExecutable("pdfinfo");
        if (!pdfinfo.isEmpty()) {
            QProcess info;
            info.start(pdfinfo, {path});
            QVERIFY(info.waitForFinished());
            const QString out = info.readAllStandardOutput();
            QVERIFY2(out.contains(QRegularExpression("Pages:\\s+1\\n")), qPrintable(out));
            const auto size =
                QRegularExpression("Page size:\\s+([\\d.]+) x ([\\d.]+) pts").match(out);
            QVERIFY(size.hasMatch());
            QCOMPARE(qRound(size.captured(1).toDouble()), qRound(points.width()));
            QCOMPARE(qRound(size.captured(2).toDouble()), qRound(points.height()));
        }
        // Without poppler: the file's own page count and media box.
        QVERIFY(pdf.contains("/Count 1"));
        const auto box = QRegularExpression("/MediaBox \\[0 0 ([\\d.]+) ([\\d.]+)\\]")
                             .match(QString::fromLatin1(pdf));
        QVERIFY(box.hasMatch());
        QVERIFY(std::abs(box.captured(1).toDouble() - points.width()) < 1);
        QVERIFY(std::abs(box.captured(2).toDouble() - points.height()) < 1);
    }

    void npyRoundTrips() {
        const HeatmapFigure figure = smallFigure();
        const Grid& g = figure.shown().grid;
        const Npy npy = readNpyHeader(toNpy(g));
        QCOMPARE(npy.descr, QStringLiteral("<f4"));
        QVERIFY(!npy.fortran);
        QCOMPARE(npy.shape, (QList<int>{3, 4}));
        const std::vector<float> values = npyFloats(npy);
        QCOMPARE(values.size(), g.values.size());
        for (size_t i = 0; i + 1 < g.values.size(); ++i) QCOMPARE(values[i], g.values[i]);
        QVERIFY(std::isnan(values.back()));
    }

    void npyLabelsAreUnicodeArrays() {
        // "🐕" is one code point but two UTF-16 units: the width counts code points (5, not 10).
        const QStringList labels = {"▁für", "</s>", "🐕🐕🐕🐕🐕", "", "'q'"};
        const QByteArray bytes = toNpyLabels(labels);
        const Npy npy = readNpyHeader(bytes);
        QCOMPARE(npy.descr, QStringLiteral("<U5"));
        QVERIFY(!npy.fortran);
        QCOMPARE(npy.shape, QList<int>{5});
        QCOMPARE(npy.data.size(), 5 * 5 * 4);
        QCOMPARE(npyStrings(npy), labels);
        // "▁" is U+2581, little-endian in four bytes; "🐕" is U+1F415, not a surrogate pair; a
        // short label is padded with zeros.
        QCOMPARE(npy.data.left(8), QByteArray("\x81\x25\x00\x00\x66\x00\x00\x00", 8));
        QCOMPARE(npy.data.mid(2 * 20, 4), QByteArray("\x15\xf4\x01\x00", 4));
        QCOMPARE(npy.data.mid(1 * 20 + 16, 4), QByteArray(4, '\0'));
        const Npy empty = readNpyHeader(toNpyLabels({}));
        QCOMPARE(empty.descr, QStringLiteral("<U1"));
        QCOMPARE(empty.shape, QList<int>{0});
        QVERIFY(empty.data.isEmpty());
    }

    void npyExportWritesValuesAndLabels() {
        QTemporaryDir dir;
        const QString path = dir.filePath("map.npy");
        QCOMPARE(
            FigureWriter::paths(ExportFormat::Npy, path),
            (QStringList{path, dir.filePath("map.rows.npy"), dir.filePath("map.columns.npy")}));
        QCOMPARE(FigureWriter::paths(ExportFormat::Npy, dir.filePath("map")),
                 (QStringList{dir.filePath("map"), dir.filePath("map.rows.npy"),
                              dir.filePath("map.columns.npy")}));
        QCOMPARE(FigureWriter::paths(ExportFormat::Csv, path), QStringList{path});
        FigureWriter::write(smallFigure(), ExportFormat::Npy, path, {});
        QCOMPARE(filesIn(dir.path()), (QStringList{"map.columns.npy", "map.npy", "map.rows.npy"}));
        QCOMPARE(readNpyHeader(contents(path)).shape, (QList<int>{3, 4}));
        QCOMPARE(npyStrings(readNpyHeader(contents(dir.filePath("map.rows.npy")))),
                 (QStringList{"▁cat", "▁sat", "</s>"}));
        QCOMPARE(npyStrings(readNpyHeader(contents(dir.filePath("map.columns.npy")))),
                 (QStringList{"▁Katze", "▁saß", ".", "</s>"}));
        // Columns without tokens (an embedding's dimensions) are their numbers, as in the CSV.
        MatrixData vectors;
        vectors.rowLabels = {"▁für", "</s>"};
        vectors.values = {2, 3, {1, 2, 3, 4, 5, 6}};
        QCOMPARE(npyStrings(readNpyHeader(toNpyLabels(vectors.columnLabels()))),
                 (QStringList{"0", "1", "2"}));
    }

    void numpyLoadsTheNpy() {
        const QString python = pythonWithNumpy();
        if (python.isEmpty()) QSKIP("no python3 with numpy");
        QTemporaryDir dir;
        const QString path = dir.filePath("map.npy");
        FigureWriter::write(smallFigure(), ExportFormat::Npy, path, {});
        const QString pieces = dir.filePath("pieces.npy");
        FigureWriter::save(pieces, toNpyLabels({"▁für", "</s>", "🐕"}));
        // allow_pickle=False: the labels are plain unicode arrays, not Python objects.
        QProcess load;
        load.start(python,
                   {"-c",
                    "import json, numpy, sys\n"
                    "a, r, c, p = (numpy.load(f, allow_pickle=False) for f in sys.argv[1:])\n"
                    "print(a.dtype, a.shape, repr(float(a[1, 1])), "
                    "bool(numpy.isnan(a[2, 3])))\n"
                    "print(r.dtype, r.shape, c.dtype, c.shape, p.dtype)\n"
                    "print(json.dumps([r.tolist(), c.tolist(), p.tolist()]))",
                    path, dir.filePath("map.rows.npy"), dir.filePath("map.columns.npy"), pieces});
        QVERIFY(load.waitForFinished());
        QVERIFY2(load.exitCode() == 0, load.readAllStandardError().constData());
        const QList<QByteArray> lines = load.readAllStandardOutput().trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0], QByteArray("float32 (3, 4) 0.25 True"));
        QCOMPARE(lines[1], QByteArray("<U4 (3,) <U6 (4,) <U4"));
        QCOMPARE(QJsonDocument::fromJson(lines[2]).array(),
                 (QJsonArray{QJsonArray{"▁cat", "▁sat", "</s>"},
                             QJsonArray{"▁Katze", "▁saß", ".", "</s>"},
                             QJsonArray{"▁für", "</s>", "🐕"}}));
    }

    void csvHasTokenLabels() {
        const QStringList lines =
            QString::fromUtf8(FigureWriter::data(smallFigure(), ExportFormat::Csv)).split('\n');
        QCOMPARE(lines.size(), 3 + 2);  // header, 3 rows, the final newline
        QCOMPARE(lines[0], QStringLiteral("query\\key,▁Katze,▁saß,.,</s>"));
        QCOMPARE(lines[1], QStringLiteral("▁cat,0,0.100000001,0.200000003,0.699999988"));
        QCOMPARE(lines[3], QStringLiteral("</s>,1,0,0,nan"));
        MatrixData quoted;
        quoted.rowAxis = "token";
        quoted.colAxis = "dimension";
        quoted.rowLabels = {"a,\"b\""};
        quoted.values = {1, 1, {2.5f}};
        QCOMPARE(toCsv(quoted), QByteArray("token\\dimension,0\n\"a,\"\"b\"\"\",2.5\n"));
    }

    void jsonHasTokenLabelsAndNullForMasked() {
        const QJsonObject o =
            QJsonDocument::fromJson(FigureWriter::data(smallFigure(), ExportFormat::Json)).object();
        QCOMPARE(o["title"].toString(), QStringLiteral("A small map"));
        QCOMPARE(o["row_axis"].toString(), QStringLiteral("query"));
        QCOMPARE(o["rows"].toArray().at(1).toString(), QStringLiteral("▁sat"));
        QCOMPARE(o["columns"].toArray().size(), 4);
        QCOMPARE(o["shape"].toArray(), (QJsonArray{3, 4}));
        const QJsonArray values = o["values"].toArray();
        QCOMPARE(values.at(1).toArray().at(1).toDouble(), 0.25);
        QVERIFY(values.at(2).toArray().at(3).isNull());
    }

    void unwritableTargetLeavesNothing() {
        QVERIFY_THROWS_EXCEPTION(ExportError, FigureWriter::write(smallFigure(), ExportFormat::Png,
                                                                  "/proc/atlas-export.png", {}));
        QVERIFY(!QFile::exists("/proc/atlas-export.png"));
        // A folder that is a file: nothing can go under it, and the file stays as it was.
        QTemporaryDir dir;
        const QString file = dir.filePath("plain.txt");
        FigureWriter::save(file, "unchanged");
        QVERIFY_THROWS_EXCEPTION(ExportError, FigureWriter::write(smallFigure(), ExportFormat::Svg,
                                                                  file + "/map.svg", {}));
        QCOMPARE(filesIn(dir.path()), QStringList{"plain.txt"});
        QFile read(file);
        QVERIFY(read.open(QIODevice::ReadOnly));
        QCOMPARE(read.readAll(), QByteArray("unchanged"));
        // A chart shows no matrix: its numbers cannot be saved, and no file appears.
        QChart chart;
        QVERIFY_THROWS_EXCEPTION(
            ExportError, FigureWriter::write(ChartFigure(&chart, {300, 200}), ExportFormat::Csv,
                                             dir.filePath("c.csv"), {}));
        QCOMPARE(filesIn(dir.path()), QStringList{"plain.txt"});
    }

    void unwritableNpyLeavesNoFileOfTheGroup() {
        QVERIFY_THROWS_EXCEPTION(ExportError, FigureWriter::write(smallFigure(), ExportFormat::Npy,
                                                                  "/proc/atlas-export.npy", {}));
        for (const QString& path : FigureWriter::paths(ExportFormat::Npy, "/proc/atlas-export.npy"))
            QVERIFY(!QFile::exists(path));
        // The values could be written but the column labels cannot (a folder is in the way):
        // neither the values nor the row labels appear, and an earlier map.npy stays as it was.
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir("map.columns.npy"));
        FigureWriter::save(dir.filePath("map.npy"), "earlier");
        QVERIFY_THROWS_EXCEPTION(ExportError, FigureWriter::write(smallFigure(), ExportFormat::Npy,
                                                                  dir.filePath("map.npy"), {}));
        QCOMPARE(filesIn(dir.path()), QStringList{"map.npy"});
        QCOMPARE(contents(dir.filePath("map.npy")), QByteArray("earlier"));
        QVERIFY(QFileInfo(dir.filePath("map.columns.npy")).isDir());
    }

    void batchWritesEveryHeadAndAnOverview() {
        SampleOptions sample;
        sample.layers = 2;
        sample.heads = 3;
        const Snapshot snapshot = sampleSnapshot(sample);
        QTemporaryDir dir;
        BatchRequest request;
        request.stacks = {Stack::EncoderSelf, Stack::Cross};
        request.directory = dir.filePath("out");
        int reported = 0;
        const BatchResult result =
            BatchExport::run(snapshot, request, [&](int done, int) { reported = done; });
        QCOMPARE(result.written, 2 * (2 * 3 + 1));
        QCOMPARE(reported, result.written);
        const QStringList files = filesIn(request.directory);
        QCOMPARE(files.size(), result.written);
        QVERIFY(files.contains("encoder-L1-H2.png"));
        QVERIFY(files.contains("cross-overview.png"));
        for (const QString& f : files)
            QVERIFY(!QImage(QDir(request.directory).filePath(f)).isNull());

        request.heads = {-1};
        request.format = ExportFormat::Npy;
        request.directory = dir.filePath("means");
        const BatchResult npy = BatchExport::run(snapshot, request);
        QCOMPARE(npy.written, 2 * 2);  // no overview for numbers
        QCOMPARE(npy.files, 3 * npy.written);
        QCOMPARE(filesIn(request.directory).size(), npy.files);
        const QDir means(request.directory);
        QCOMPARE(readNpyHeader(contents(means.filePath("cross-L1-mean.npy"))).descr, "<f4");
        const QStringList rows =
            npyStrings(readNpyHeader(contents(means.filePath("cross-L1-mean.rows.npy"))));
        const QStringList columns =
            npyStrings(readNpyHeader(contents(means.filePath("cross-L1-mean.columns.npy"))));
        // Cross-attention: decoder positions as rows, source tokens as columns.
        QCOMPARE(rows, MatrixData::labels(snapshot.queries(Stack::Cross)));
        QCOMPARE(columns, MatrixData::labels(snapshot.keys(Stack::Cross)));
        QVERIFY(rows != columns);
    }

    void cancelledBatchLeavesOnlyWholeFiles() {
        const Snapshot snapshot = sampleSnapshot();
        QTemporaryDir dir;
        BatchRequest request;
        request.stacks = {Stack::DecoderSelf};
        request.format = ExportFormat::Svg;
        request.directory = dir.filePath("out");
        std::atomic<bool> cancel = false;
        const BatchResult result = BatchExport::run(
            snapshot, request, [&](int done, int) { cancel = done >= 2; }, &cancel);
        QVERIFY(result.cancelled);
        QCOMPARE(result.written, 2);
        const QStringList files = filesIn(request.directory);
        QCOMPARE(files, (QStringList{"decoder-L0-H0.svg", "decoder-L0-H1.svg"}));
        for (const QString& f : files)
            QVERIFY(QSvgRenderer(QDir(request.directory).filePath(f)).isValid());
    }

    void failedBatchStopsAndLeavesNothing() {
        QTemporaryDir dir;
        const QString file = dir.filePath("taken");
        FigureWriter::save(file, "a file, not a folder");
        BatchRequest request;
        request.stacks = {Stack::EncoderSelf};
        request.directory = file + "/sub";
        QVERIFY_THROWS_EXCEPTION(ExportError, BatchExport::run(sampleSnapshot(), request));
        QCOMPARE(filesIn(dir.path()), QStringList{"taken"});
    }

    void overviewAndChartRender() {
        SampleOptions sample;
        sample.layers = 2;
        sample.heads = 2;
        const OverviewFigure sheet(sampleSnapshot(sample), Stack::DecoderSelf, {0, 1}, {0, -1},
                                   Colormap::Name::Viridis, ColorScale::Kind::Linear);
        const QImage image = FigureWriter::image(sheet, {});
        QCOMPARE(image.size(), sheet.size().toSize());
        QVERIFY(QSvgRenderer(FigureWriter::svg(sheet, {})).isValid());

        QChart chart;
        chart.setTitle("Cache against context");
        auto* line = new QLineSeries;
        line->append(0, 0);
        line->append(1, 1);
        chart.addSeries(line);
        chart.createDefaultAxes();
        const ChartFigure figure(&chart, {400, 300});
        const QByteArray svg = FigureWriter::svg(figure, {});
        QVERIFY(QSvgRenderer(svg).isValid());
        QVERIFY(svg.contains("Cache against context"));
        ImageOptions transparent;
        transparent.theme = FigureTheme::Kind::Transparent;
        const QImage png = FigureWriter::image(figure, transparent);
        QCOMPARE(png.size(), QSize(400, 300));
        QCOMPARE(qAlpha(png.pixel(1, 1)), 0);
    }
};

QTEST_MAIN(TestExport)
#include "tst_export.moc"
