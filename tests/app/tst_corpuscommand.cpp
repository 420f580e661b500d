// `attention-atlas corpus` and `attention-atlas evaluate` end to end (issue 5): the corpus files
// are written, deterministic and in the format `train` and `evaluate` read; the shipped model
// translates the test split and its cross-attention aligns.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "AtlasProcess.h"

namespace {

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A small training split; the test split is the shipped models' (the generator draws the test
// pairs before the training pairs, so the training size does not change them).
QString writeSmallCorpus(const QTemporaryDir& dir, const QString& name) {
    const QString out = dir.filePath(name);
    const AtlasRun run = runAtlas({"corpus", "--out", out, "--train", "50", "--valid", "10"});
    return run.exitCode == 0 ? out : QString();
}

}  // namespace

class TestCorpusCommand : public QObject {
    Q_OBJECT

private slots:
    void writesTheFourSplits() {
        QTemporaryDir dir;
        const QString out = writeSmallCorpus(dir, "a");
        QVERIFY(!out.isEmpty());
        const QList<std::pair<QString, int>> files = {
            {"train.tsv", 50}, {"valid.tsv", 10}, {"test.tsv", 2000}, {"test-novel.tsv", 500}};
        for (const auto& [file, lines] : files) {
            const QByteArray text = readAll(out + "/" + file);
            QCOMPARE(text.count('\n'), lines);
            for (const QByteArray& line : text.split('\n'))
                if (!line.isEmpty()) QCOMPARE(line.count('\t'), 2);  // english, german, alignment
        }
        // Deterministic: the same seed writes the same bytes.
        const QString again = writeSmallCorpus(dir, "b");
        QCOMPARE(readAll(again + "/test.tsv"), readAll(out + "/test.tsv"));
        QCOMPARE(readAll(again + "/train.tsv"), readAll(out + "/train.tsv"));
    }

    void refusesBadArguments() {
        for (const QStringList& args :
             {QStringList{"corpus"},
              QStringList{"corpus", "--out", "x", "--test", "5", "--novel", "9"},
              QStringList{"evaluate"},
              QStringList{"evaluate", "--tsv", "x", "--query", "middle"}}) {
            const AtlasRun run = runAtlas(args);
            QCOMPARE(run.exitCode, 2);
            QCOMPARE(run.err.count('\n'), 1);
        }
        const AtlasRun missing = runAtlas({"evaluate", "--tsv", "/nonexistent/test.tsv"});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains("/nonexistent/test.tsv"));
    }

    void shippedModelTranslatesAndAligns() {
        QTemporaryDir dir;
        const QString out = writeSmallCorpus(dir, "c");
        QVERIFY(!out.isEmpty());
        const QString json = dir.filePath("eval.json");
        const AtlasRun run =
            runAtlas({"evaluate", "--corpus", out, "--limit", "80", "--json", json});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.out.contains("exact match"));
        const QJsonObject root = QJsonDocument::fromJson(readAll(json)).object();
        const QJsonArray splits = root["splits"].toArray();
        QCOMPARE(splits.size(), 2);  // test and test-novel
        for (const QJsonValue& value : splits) {
            const QJsonObject split = value.toObject();
            QVERIFY2(split["exact_match"].toDouble() >= 0.9, qPrintable(split["name"].toString()));
            const QJsonArray layers = split["cross_attention"].toArray();
            QVERIFY(layers.size() >= 1);
            double best = 0;
            for (const QJsonValue& layer : layers)
                best = std::max(best, layer.toObject()["alignment_accuracy"].toDouble());
            QVERIFY2(best >= 0.8, qPrintable(QString::number(best)));
        }
    }

    // `corpus --novel 0` writes an empty test-novel.tsv: evaluate skips it with a note (and
    // leaves it out of the JSON) rather than refusing the corpus; a corpus whose test splits
    // are all empty has nothing to score.
    void emptySplitIsSkipped() {
        QTemporaryDir dir;
        const QString out = dir.filePath("no-novel");
        AtlasRun run = runAtlas({"corpus", "--out", out, "--train", "10", "--valid", "0", "--test",
                                 "20", "--novel", "0"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QString json = dir.filePath("eval.json");
        run = runAtlas({"evaluate", "--corpus", out, "--json", json});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.out.contains("test-novel: no pairs in"), run.out.constData());
        const QJsonArray splits =
            QJsonDocument::fromJson(readAll(json)).object()["splits"].toArray();
        QCOMPARE(splits.size(), 1);
        QCOMPARE(splits[0].toObject()["name"].toString(), QStringLiteral("test"));
        const QString none = dir.filePath("no-test");
        run = runAtlas({"corpus", "--out", none, "--train", "10", "--test", "0", "--novel", "0"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        run = runAtlas({"evaluate", "--corpus", none});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("no sentence pairs in any test split"), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCorpusCommand)
#include "tst_corpuscommand.moc"
