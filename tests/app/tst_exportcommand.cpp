// attention-atlas export, run end to end as a user would — with no display and no
// QT_QPA_PLATFORM in the environment. The .npy files are read back with the C++ reader and,
// where the machine has it, with numpy.

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>

#include "AtlasProcess.h"
#include "NpyFile.h"

using namespace atlas::test;

namespace {

AtlasRun runExport(const QStringList& args) {
    return runAtlas(QStringList{"export"} + args, 120000, withoutDisplay);
}

QByteArray contents(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TestExportCommand : public QObject {
    Q_OBJECT

private slots:
    void pngWithoutADisplay() {
        QTemporaryDir dir;
        const QString out = dir.filePath("head.png");
        const AtlasRun run =
            runExport({"--layer", "1", "--head", "2", "--scale", "2", "--out", out});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QImage image(out);
        QVERIFY(!image.isNull());
        const AtlasRun one =
            runExport({"--layer", "1", "--head", "2", "--out", dir.filePath("one.png")});
        QCOMPARE(image.size(), QImage(dir.filePath("one.png")).size() * 2);
    }

    void svgAndPdfOfOtherStacks() {
        QTemporaryDir dir;
        const QString svg = dir.filePath("decoder.svg");
        AtlasRun run = runExport({"--stack", "decoder", "--head", "mean", "--target",
                                  "Die Frau sieht.", "--theme", "dark", "--out", svg});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(QSvgRenderer(svg).isValid());
        QVERIFY(contents(svg).contains("Frau"));  // the forced target's tokens, as text
        const QString pdf = dir.filePath("cross.pdf");
        run = runExport({"--stack", "cross", "--format", "pdf", "--out", pdf});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(contents(pdf).startsWith("%PDF-"));
        QVERIFY(contents(pdf).contains("/Count 1"));
    }

    void batchOfEveryHead() {
        QTemporaryDir dir;
        const QString out = dir.filePath("heads");
        const AtlasRun run = runExport({"--layer", "all", "--head", "all", "--out", out});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        // The built-in model: 2 encoder layers × 4 heads, and the overview sheet.
        const QStringList files = QDir(out).entryList(QDir::Files | QDir::Hidden);
        QCOMPARE(files.size(), 2 * 4 + 1);
        QVERIFY(files.contains("encoder-L1-H3.png"));
        QVERIFY(files.contains("encoder-overview.png"));
        QVERIFY(run.out.startsWith("9 files"));
    }

    void dataFormats() {
        QTemporaryDir dir;
        const QString npy = dir.filePath("map.npy");
        AtlasRun run = runExport({"--text", "Hello world", "--out", npy});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(contents(npy).startsWith(QByteArray("\x93NUMPY\x01\x00", 8)));
        const QString json = dir.filePath("emb.json");
        run = runExport({"--view", "embeddings", "--text", "Hello world", "--out", json});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(contents(json)).object();
        QCOMPARE(o["column_axis"].toString(), QStringLiteral("dimension"));
        QCOMPARE(o["shape"].toArray().at(1).toInt(), 64);  // d of the built-in model
        QCOMPARE(o["rows"].toArray().last().toString(), QStringLiteral("</s>"));
        const QString csv = dir.filePath("map.csv");
        run = runExport({"--text", "Hello world", "--format", "csv", "--out", csv});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(contents(csv).startsWith("query\\key,"));
    }

    void npyCarriesTokenLabels() {
        QTemporaryDir dir;
        const QString map = dir.filePath("map.npy");
        AtlasRun run = runExport({"--text", "Dogs für cats", "--out", map});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QString rows = dir.filePath("map.rows.npy"),
                      columns = dir.filePath("map.columns.npy");
        QCOMPARE(run.out, (QStringList{map, rows, columns}.join('\n') + '\n').toUtf8());
        const Npy values = readNpyHeader(contents(map));
        QCOMPARE(values.descr, QStringLiteral("<f4"));
        QCOMPARE(values.shape.size(), 2);
        const QStringList pieces = npyStrings(readNpyHeader(contents(rows)));
        // Encoder self-attention: the source pieces on both axes, "▁für" included, then </s>.
        QCOMPARE(pieces.size(), values.shape[0]);
        QCOMPARE(npyStrings(readNpyHeader(contents(columns))), pieces);
        QVERIFY2(pieces.contains("▁für"), qPrintable(pieces.join(' ')));
        QCOMPARE(pieces.last(), QStringLiteral("</s>"));
        // The CSV of the same view has the same labels.
        run = runExport({"--text", "Dogs für cats", "--out", dir.filePath("map.csv")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(QString::fromUtf8(contents(dir.filePath("map.csv"))).split('\n').first(),
                 QStringLiteral("query\\key,") + pieces.join(','));

        // Embeddings: tokens as rows, the dimensions' numbers as columns; no suffix on --out.
        const QString vectors = dir.filePath("vectors");
        run = runExport({"--view", "embeddings", "--text", "Dogs für cats", "--format", "npy",
                         "--out", vectors});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(readNpyHeader(contents(vectors)).shape, (QList<int>{int(pieces.size()), 64}));
        QCOMPARE(npyStrings(readNpyHeader(contents(vectors + ".rows.npy"))), pieces);
        const QStringList dims = npyStrings(readNpyHeader(contents(vectors + ".columns.npy")));
        QCOMPARE(dims.size(), 64);
        QCOMPARE(dims.first(), QStringLiteral("0"));
        QCOMPARE(dims.last(), QStringLiteral("63"));

        const QString python = pythonWithNumpy();
        if (python.isEmpty()) QSKIP("no python3 with numpy: checked with the C++ reader only");
        QProcess load;
        load.start(python, {"-c",
                            "import json, numpy, sys\n"
                            "a, r, c = (numpy.load(f, allow_pickle=False) for f in sys.argv[1:])\n"
                            "assert a.shape == (len(r), len(c)), (a.shape, r.shape, c.shape)\n"
                            "print(a.dtype, r.dtype.kind, c.dtype.kind)\n"
                            "print(json.dumps([r.tolist(), c.tolist()]))",
                            map, rows, columns});
        QVERIFY(load.waitForFinished());
        QVERIFY2(load.exitCode() == 0, load.readAllStandardError().constData());
        const QList<QByteArray> lines = load.readAllStandardOutput().trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0], QByteArray("float32 U U"));
        QCOMPARE(
            QJsonDocument::fromJson(lines[1]).array(),
            (QJsonArray{QJsonArray::fromStringList(pieces), QJsonArray::fromStringList(pieces)}));
    }

    void batchOfNpyWritesLabelsForEveryMap() {
        QTemporaryDir dir;
        const QString out = dir.filePath("heads");
        const AtlasRun run =
            runExport({"--stack", "cross", "--head", "all", "--format", "npy", "--out", out});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        // Layer 0 of the cross stack: 4 heads, three files each, no overview for numbers.
        const QStringList files = QDir(out).entryList(QDir::Files | QDir::Hidden);
        QCOMPARE(files.size(), 4 * 3);
        QVERIFY(run.out.startsWith("12 files"));
        const Npy values = readNpyHeader(contents(QDir(out).filePath("cross-L0-H3.npy")));
        const QStringList rows =
            npyStrings(readNpyHeader(contents(QDir(out).filePath("cross-L0-H3.rows.npy"))));
        const QStringList columns =
            npyStrings(readNpyHeader(contents(QDir(out).filePath("cross-L0-H3.columns.npy"))));
        QCOMPARE(values.shape, (QList<int>{int(rows.size()), int(columns.size())}));
        QCOMPARE(rows.first(), QStringLiteral("<s>"));
        QCOMPARE(columns.last(), QStringLiteral("</s>"));
    }

    void sessionGivesTheModelTextAndView() {
        QTemporaryDir dir;
        const QString session = dir.filePath("lesson.atlas");
        QFile file(session);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "attention-atlas-session", "version": 1,
                       "model": {"builtin": "trained-mla"}, "text": "The dog sleeps.",
                       "stack": "cross", "layer": 1, "head": "mean", "colormap": "magma"})");
        file.close();
        const QString json = dir.filePath("cross.json");
        AtlasRun run = runExport({"--session", session, "--out", json});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(contents(json)).object();
        // Cross-attention: rows are decoder positions, columns the session's source tokens.
        QCOMPARE(o["columns"].toArray().last().toString(), QStringLiteral("</s>"));
        QVERIFY(o["columns"].toArray().size() >= 4);
        QCOMPARE(o["rows"].toArray().first().toString(), QStringLiteral("<s>"));
        QVERIFY(o["title"].toString().contains("mean"));
        // An option overrides the session; a missing model file is an error naming it.
        run = runExport({"--session", session, "--stack", "encoder", "--out", json});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(
            QJsonDocument::fromJson(contents(json)).object()["rows"].toArray().last().toString(),
            QStringLiteral("</s>"));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(R"({"format": "attention-atlas-session", "version": 1,
                       "model": {"file": "/nonexistent/lesson.safetensors"}})");
        file.close();
        run = runExport({"--session", session, "--out", dir.filePath("x.png")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains("/nonexistent/lesson.safetensors"));
        QVERIFY(!QFile::exists(dir.filePath("x.png")));
    }

    void kvChart() {
        QTemporaryDir dir;
        const QString out = dir.filePath("kv.svg");
        AtlasRun run = runExport({"--view", "kv", "--out", out});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(QSvgRenderer(out).isValid());
        run = runExport({"--view", "kv", "--format", "csv", "--out", dir.filePath("kv.csv")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(!QFile::exists(dir.filePath("kv.csv")));
    }

    void badValuesAreUsageErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("view") << QStringList{"--view", "tokens"};
        QTest::newRow("format") << QStringList{"--format", "gif"};
        QTest::newRow("scale") << QStringList{"--scale", "5"};
        // NaN passes "below 1? above 4?"; infinities and junk after the number are refused too.
        QTest::newRow("scale nan") << QStringList{"--scale", "nan"};
        QTest::newRow("scale inf") << QStringList{"--scale", "inf"};
        QTest::newRow("scale junk") << QStringList{"--scale", "2x"};
        QTest::newRow("scale space") << QStringList{"--scale", " 2"};
        QTest::newRow("dpi") << QStringList{"--dpi", "2401"};
        QTest::newRow("colormap") << QStringList{"--colormap", "jet"};
        QTest::newRow("theme") << QStringList{"--theme", "sepia"};
        QTest::newRow("head") << QStringList{"--head", "9"};
        QTest::newRow("stack") << QStringList{"--stack", "middle"};
    }
    void badValuesAreUsageErrors() {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const AtlasRun run = runExport(args + QStringList{"--out", dir.filePath("x.png")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("usage: attention-atlas export"));
        QVERIFY(QDir(dir.path()).isEmpty());
    }

    // 224 tokens at 2400 DPI would be 67 350 × 66 200 pixels: refused before allocating, by
    // size, with no file (it once wrote a 0-byte PNG and exited 0).
    void tooLargeAPictureIsRefused() {
        QTemporaryDir dir;
        QStringList words;
        for (int i = 0; i < 222; ++i) words << "dog";
        const QString out = dir.filePath("big.png");
        const AtlasRun run = runExport({"--text", words.join(' '), "--dpi", "2400", "--out", out});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("67350 × 66200 pixels"), run.err.constData());
        QVERIFY(!QFile::exists(out));
    }

    // A model without encoder layers (SPEC §1 allows 0): a layer the user never gave is not
    // held against that stack.
    void stackWithoutLayers() {
        QTemporaryDir dir;
        const QString model = dir.filePath("no-encoder.safetensors");
        AtlasRun run = runAtlas({"train", "--encoder-layers", "0", "--steps", "1", "--pairs", "40",
                                 "--valid", "0", "--out", model});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        run = runExport({"--model", model, "--view", "embeddings", "--out", dir.filePath("e.png")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(!QImage(dir.filePath("e.png")).isNull());
        run = runExport({"--model", model, "--stack", "all", "--out", dir.filePath("all")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QStringList files = QDir(dir.filePath("all")).entryList(QDir::Files);
        QVERIFY(files.contains("decoder-L0-H0.png") && files.contains("cross-L0-H0.png"));
        QVERIFY(files.filter("encoder").isEmpty());
        // The encoder alone has nothing to show, and says so; a given layer is still checked.
        run = runExport({"--model", model, "--out", dir.filePath("enc.png")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("no layers in the encoder stack"), run.err.constData());
        run = runExport(
            {"--model", model, "--stack", "all", "--layer", "0", "--out", dir.filePath("l0")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("--layer 0: the model has 0 layers"), run.err.constData());
    }

    void unwritableTargetLeavesNothing() {
        AtlasRun run = runExport({"--out", "/proc/atlas-export.png"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains("/proc/atlas-export.png"));
        QVERIFY(!QFile::exists("/proc/atlas-export.png"));
        QTemporaryDir dir;
        QFile file(dir.filePath("taken"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        run = runExport({"--head", "all", "--out", dir.filePath("taken/heads")});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{"taken"});
    }

    void unwritableNpyLeavesNoFileOfTheGroup() {
        AtlasRun run = runExport({"--out", "/proc/atlas-export.npy"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains("/proc/atlas-export.npy"));
        for (const char* path : {"/proc/atlas-export.npy", "/proc/atlas-export.rows.npy",
                                 "/proc/atlas-export.columns.npy"})
            QVERIFY(!QFile::exists(path));
        // Only the row labels cannot be written (a folder is in the way): nothing is written.
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir("map.rows.npy"));
        run = runExport({"--out", dir.filePath("map.npy")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("map.rows.npy"), run.err.constData());
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{"map.rows.npy"});
        QVERIFY(QDir(dir.filePath("map.rows.npy")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestExportCommand)
#include "tst_exportcommand.moc"
