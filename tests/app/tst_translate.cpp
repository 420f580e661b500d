// `attention-atlas translate` end to end (SPEC §4) on the built-in model: the JSON dump's
// schema and shapes, teacher forcing, and one-line refusals of bad input.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "AtlasProcess.h"

namespace {

QJsonObject translateJson(const QStringList& extra, const QString& text) {
    QTemporaryDir dir;
    const QString path = dir.filePath("dump.json");
    const AtlasRun run =
        runAtlas(QStringList{"translate", "--json", path} + extra + QStringList{text});
    if (run.exitCode != 0) qWarning() << run.err;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError) qWarning() << error.errorString();
    return doc.object();
}

// Checks that a nested array has exactly the given shape.
bool hasShape(const QJsonValue& value, const QList<int>& shape) {
    if (shape.isEmpty()) return value.isDouble();
    if (!value.isArray() || value.toArray().size() != shape.first()) return false;
    for (const QJsonValue& v : value.toArray())
        if (!hasShape(v, shape.mid(1))) return false;
    return true;
}

}  // namespace

class TestTranslate : public QObject {
    Q_OBJECT

private slots:
    void dumpHasTheSchemaShapes_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("target");
        QTest::newRow("greedy") << "The small dog sees the cat." << QString();
        QTest::newRow("forced") << "The small dog sees the cat."
                                << "Der kleine Hund sieht die Katze.";
        QTest::newRow("empty") << "" << QString();
        QTest::newRow("cjk and emoji") << "猫が好き 🐱" << QString();
    }
    void dumpHasTheSchemaShapes() {
        QFETCH(QString, text);
        QFETCH(QString, target);
        const QJsonObject root =
            translateJson(target.isNull() ? QStringList{} : QStringList{"--target", target}, text);
        QVERIFY(!root.isEmpty());
        const QJsonObject config = root["config"].toObject();
        const int V = config["vocab_size"].toInt(), H = config["n_heads"].toInt(),
                  Le = config["n_encoder_layers"].toInt(), Ld = config["n_decoder_layers"].toInt();
        QVERIFY(V > 0 && H > 0 && Le > 0 && Ld > 0);

        const QJsonObject source = root["source"].toObject(), tgt = root["target"].toObject();
        QCOMPARE(source["text"].toString(), text);
        const QJsonArray sourceIds = source["ids"].toArray(), targetIds = tgt["ids"].toArray();
        const int n = int(sourceIds.size()), m = int(targetIds.size());
        QCOMPARE(source["pieces"].toArray().size(), n);
        QCOMPARE(sourceIds.last().toInt(), config["eos_id"].toInt());
        QCOMPARE(source["pieces"].toArray().last().toString(), QString("</s>"));
        QCOMPARE(tgt["pieces"].toArray().size(), m);
        for (const QJsonValue& id : targetIds) QVERIFY(id.toInt() != config["eos_id"].toInt());
        if (!target.isNull()) QCOMPARE(tgt["text"].toString(), target);

        const QJsonObject attention = root["attention"].toObject();
        QVERIFY(hasShape(attention["encoder_self"], {Le, H, n, n}));
        QVERIFY(hasShape(attention["decoder_self"], {Ld, H, m + 1, m + 1}));
        QVERIFY(hasShape(attention["cross"], {Ld, H, m + 1, n}));
        QVERIFY(hasShape(root["logits"], {m + 1, V}));
        for (const QJsonValue& row : attention["cross"].toArray()[0].toArray()[0].toArray()) {
            double sum = 0;
            for (const QJsonValue& a : row.toArray()) sum += a.toDouble();
            QVERIFY(std::abs(sum - 1.0) < 1e-5);
        }

        const QJsonObject kv = root["kv_cache"].toObject();
        const qint64 perToken = kv["elements_per_token_per_layer"].toInteger();
        QCOMPARE(perToken, qint64(2) * config["n_kv_heads"].toInt() * config["d_head"].toInt());
        QCOMPARE(kv["self_bytes"].toInteger(), perToken * Ld * (m + 1) * 4);
        QCOMPARE(kv["cross_bytes"].toInteger(), perToken * Ld * n * 4);
    }

    void printsTheTranslation() {
        const AtlasRun run = runAtlas({"translate", "--target", "Hallo Welt", "Hello world"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray("Hallo Welt\n"));
    }

    void refusesBadInputInOneLine_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("no text") << QStringList{"translate"} << "no TEXT" << 2;
        QTest::newRow("two texts") << QStringList{"translate", "a", "b"} << "one TEXT" << 2;
        QTest::newRow("unknown option")
            << QStringList{"translate", "--frobnicate", "a"} << "--frobnicate" << 2;
        QTest::newRow("missing value")
            << QStringList{"translate", "a", "--model"} << "--model needs a value" << 2;
        QTest::newRow("missing file")
            << QStringList{"translate", "--model", "/nonexistent/m.safetensors", "a"}
            << "/nonexistent/m.safetensors" << 1;
        QTest::newRow("not a checkpoint")
            << QStringList{"translate", "--model", QString(ATLAS_EXE), "a"} << "attention-atlas"
            << 1;
        QTest::newRow("unwritable json")
            << QStringList{"translate", "--json", "/nonexistent/d.json", "a"}
            << "/nonexistent/d.json" << 1;
        QTest::newRow("too long") << QStringList{"translate", QString("word ").repeated(600)}
                                  << "max_positions" << 1;
        QTest::newRow("unknown subcommand") << QStringList{"translat", "a"} << "translat" << 2;
    }
    void refusesBadInputInOneLine() {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        QFETCH(int, exitCode);
        const AtlasRun run = runAtlas(args);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY2(run.err.contains(expected.toUtf8()), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestTranslate)
#include "tst_translate.moc"
