// `attention-atlas kv` end to end (SPEC §4): the built binary, its stdout, stderr and exit code.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "AtlasProcess.h"
#include "DefaultModel.h"

namespace {

QJsonObject modelById(const QJsonArray& models, const QString& id) {
    for (const QJsonValue& v : models)
        if (v.toObject().value("id").toString() == id) return v.toObject();
    return {};
}

}  // namespace

class TestKvCommand : public QObject {
    Q_OBJECT

private slots:
    void jsonHasTheKeysAndFigures() {
        const AtlasRun run = runAtlas({"kv", "--json"});
        QCOMPARE(run.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(run.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonObject root = doc.object();
        QCOMPARE(root.value("context").toInteger(), 4096);
        QCOMPARE(root.value("batch").toInteger(), 1);
        QCOMPARE(root.value("dtype").toString(), QString("bf16"));
        const QJsonArray models = root.value("models").toArray();
        QCOMPARE(models.size(), 11);
        for (const QJsonValue& v : models) {
            const QJsonObject m = v.toObject();
            for (const char* key :
                 {"id", "name", "attention", "kv_bytes", "kv_bytes_per_token", "weights_bytes"})
                QVERIFY2(m.contains(key), key);
            QCOMPARE(m.size(), 6);
        }
        // 2·80·8·128·2 bytes a token; (10·4096 + 52·1024)·8192 for Gemma 3; 60·576·2 for MLA.
        const QJsonObject llama = modelById(models, "llama-3-70b");
        QCOMPARE(llama.value("attention").toString(), QString("gqa"));
        QCOMPARE(llama.value("kv_bytes_per_token").toInteger(), 327680);
        QCOMPARE(llama.value("kv_bytes").toInteger(), 327680LL * 4096);
        const QJsonObject gemma = modelById(models, "gemma-3-27b");
        QCOMPARE(gemma.value("kv_bytes").toInteger(), 771751936LL);
        QCOMPARE(gemma.value("kv_bytes_per_token").toInteger(), 188416);
        const QJsonObject deepseek = modelById(models, "deepseek-v2");
        QCOMPARE(deepseek.value("attention").toString(), QString("mla"));
        QCOMPARE(deepseek.value("kv_bytes_per_token").toInteger(), 69120);
        QCOMPARE(deepseek.value("weights_bytes").toInteger(), 472000000000LL);
    }

    void optionsChangeTheFigures() {
        const AtlasRun run =
            runAtlas({"kv", "--json", "--config", "llama-3-70b", "--config", "deepseek-v2",
                      "--context", "131072", "--batch", "2", "--dtype", "int4"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject root = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(root.value("context").toInteger(), 131072);
        QCOMPARE(root.value("batch").toInteger(), 2);
        QCOMPARE(root.value("dtype").toString(), QString("int4"));
        const QJsonArray models = root.value("models").toArray();
        QCOMPARE(models.size(), 2);
        QCOMPARE(models[0].toObject().value("id").toString(), QString("llama-3-70b"));
        // int4: 2·80·8·128 / 2 = 81920 bytes a token, for 2·131072 tokens.
        QCOMPARE(models[0].toObject().value("kv_bytes").toInteger(), 81920LL * 2 * 131072);
        QCOMPARE(models[1].toObject().value("kv_bytes_per_token").toInteger(), 60 * 576 / 2);
    }

    // Issue 20: `--config ID…` as the usage says, several IDs after one flag, mixed with a
    // repeated flag; the list ends at the next option.
    void severalIdsAfterOneConfig() {
        const AtlasRun run = runAtlas({"kv", "--json", "--config", "llama-3-70b", "deepseek-v2",
                                       "--context", "1024", "--config", "gemma-3-27b"});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray models =
            QJsonDocument::fromJson(run.out).object().value("models").toArray();
        QStringList ids;
        for (const auto& m : models) ids << m.toObject().value("id").toString();
        QCOMPARE(ids, (QStringList{"llama-3-70b", "deepseek-v2", "gemma-3-27b"}));
        const AtlasRun bad = runAtlas({"kv", "--config", "llama-3-70b", "no-such-model"});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("unknown --config 'no-such-model'"));
    }

    void tableByDefault() {
        const AtlasRun run = runAtlas({"kv", "--config", "gemma-3-27b"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("gemma-3-27b"));
        QVERIFY(run.out.contains("188,416"));
        QVERIFY(run.err.isEmpty());
    }

    void checkpointAddsARow() {
        QTemporaryDir dir;
        const QString path = dir.filePath("tiny-mla.safetensors");
        atlas::makeDefaultModel(atlas::AttentionKind::MLA).save(path.toStdString());
        const AtlasRun run = runAtlas({"kv", "--json", "--config", "llama-3-70b", "--model", path,
                                       "--context", "100", "--dtype", "fp32"});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray models =
            QJsonDocument::fromJson(run.out).object().value("models").toArray();
        QCOMPARE(models.size(), 2);
        const QJsonObject ours = models[1].toObject();
        QCOMPARE(ours.value("id").toString(), QString("tiny-mla.safetensors"));
        QCOMPARE(ours.value("attention").toString(), QString("mla"));
        // 2 decoder layers cache dc + dr = 32 + 8 numbers a token, for 100 decoded tokens and
        // (cross-attention) 100 source tokens, 4 bytes each: 2·40·(100 + 100)·4.
        QCOMPARE(ours.value("kv_bytes").toInteger(), 64000);
        QCOMPARE(ours.value("kv_bytes_per_token").toInteger(), 640);
        QVERIFY(ours.value("weights_bytes").toInteger() > 0);

        const AtlasRun missing = runAtlas({"kv", "--model", dir.filePath("absent.safetensors")});
        QVERIFY(missing.exitCode != 0);
        QCOMPARE(missing.err.count('\n'), 1);
        QVERIFY(missing.err.contains("absent.safetensors"));
    }

    void badInputExitsWithOneLine_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("dtype") << QStringList{"kv", "--dtype", "fp64"};
        QTest::newRow("config") << QStringList{"kv", "--config", "no-such-model"};
        QTest::newRow("context") << QStringList{"kv", "--context", "4k"};
        QTest::newRow("batch") << QStringList{"kv", "--batch", "0"};
        QTest::newRow("positional") << QStringList{"kv", "llama-3-70b"};
    }

    void badInputExitsWithOneLine() {
        QFETCH(QStringList, args);
        const AtlasRun run = runAtlas(args);
        QVERIFY(run.exitCode != 0 && run.exitCode != -1);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY(run.err.endsWith('\n'));
    }
};

QTEST_GUILESS_MAIN(TestKvCommand)
#include "tst_kvcommand.moc"
