// The commands on a Hub folder (SPEC §5, Marian), end to end: translate's dump carries the
// folder's config.json and the vocab.json ids, a folder or its config.json both open, and
// export, kv and approx take a folder too; a broken folder gets a one-line refusal.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "AtlasProcess.h"
#include "MarianFolder.h"

using atlas::test::FolderOptions;
using atlas::test::MarianFolder;

namespace {

QJsonObject readJson(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

}  // namespace

class TestHubCommands : public QObject {
    Q_OBJECT

private slots:
    void translateDumpsTheFolder_data() {
        QTest::addColumn<bool>("configFile");
        QTest::newRow("the folder") << false;
        QTest::newRow("its config.json") << true;
    }
    void translateDumpsTheFolder() {
        QFETCH(bool, configFile);
        const MarianFolder f;
        const QString model = QString::fromStdString(configFile ? f.file("config.json") : f.path());
        QTemporaryDir dir;
        const QString dump = dir.filePath("dump.json");
        const AtlasRun run =
            runAtlas({"translate", "--model", model, "--json", dump, "the small cat"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject root = readJson(dump);
        // The folder's config.json as read, not SPEC §1's keys.
        QCOMPARE(root["config"].toObject()["model_type"].toString(), QString("marian"));
        QCOMPARE(root["config"].toObject()["vocab_size"].toInt(), f.V);
        const QJsonArray ids = root["source"].toObject()["ids"].toArray();
        QCOMPARE(ids.last().toInt(), 0);  // eos_token_id
        const QJsonArray pieces = root["source"].toObject()["pieces"].toArray();
        QCOMPARE(pieces.size(), ids.size());
        for (int i = 0; i + 1 < ids.size(); ++i)  // vocab.json's ids, <unk> for what it lacks
            QCOMPARE(ids[i].toInt(),
                     QString(f.vocab[size_t(ids[i].toInt())].c_str()) == pieces[i].toString()
                         ? ids[i].toInt()
                         : 1);
        const int m = root["target"].toObject()["ids"].toArray().size();
        QVERIFY(m <= 7);  // generation_config.json's max_length 9 counts the start token
        QCOMPARE(root["logits"].toArray().size(), m + 1);
        QCOMPARE(root["logits"].toArray()[0].toArray().size(), f.V);
        QCOMPARE(root["attention"].toObject()["cross"].toArray().size(), 2);
    }

    void otherCommandsTakeAFolder() {
        const MarianFolder f;
        const QString model = QString::fromStdString(f.path());
        QTemporaryDir dir;
        AtlasRun run = runAtlas({"export", "--model", model, "--stack", "cross", "--layer", "1",
                                 "--head", "0", "--out", dir.filePath("cross.png")},
                                120000, withoutDisplay);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(QFileInfo(dir.filePath("cross.png")).size() > 0);
        run = runAtlas({"kv", "--model", model, "--json"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.out.contains("\"models\""));
        // Given its config.json, the model is named by its folder, not "config.json".
        run = runAtlas({"kv", "--model", QString::fromStdString(f.file("config.json")), "--json"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QByteArray folderName = '"' + QFileInfo(model).fileName().toUtf8() + '"';
        QVERIFY2(run.out.contains(folderName), run.out.constData());
        QVERIFY(!run.out.contains("\"config.json\""));
        run = runAtlas({"approx", "--model", model, "--method", "svd", "--rank", "1", "--json",
                        dir.filePath("approx.json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(!readJson(dir.filePath("approx.json")).isEmpty());
    }

    // Separate vocabularies (target_vocab.json): translate's and approx's dumps name decoder
    // tokens by the target vocabulary, encoder tokens by vocab.json; tokenize reads the source.
    void separateVocabulariesInTheCommands() {
        FolderOptions o;
        o.separateVocabs = true;
        const MarianFolder f(o);
        const QString model = QString::fromStdString(f.path());
        QTemporaryDir dir;
        AtlasRun run = runAtlas({"translate", "--model", model, "--json", dir.filePath("t.json"),
                                 "the small cat sees the dog"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject target = readJson(dir.filePath("t.json"))["target"].toObject();
        const QJsonArray ids = target["ids"].toArray(), pieces = target["pieces"].toArray();
        QVERIFY(!ids.isEmpty());
        for (int i = 0; i < ids.size(); ++i)
            QCOMPARE(pieces[i].toString(),
                     QString::fromStdString(f.targetVocab.at(size_t(ids[i].toInt()))));
        run = runAtlas({"approx", "--model", model, "--method", "svd", "--rank", "1", "--stack",
                        "cross", "--json", dir.filePath("a.json"), "--text", "the small cat"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject approx = readJson(dir.filePath("a.json"));
        const QJsonArray queries = approx["tokens"].toObject()["queries"].toArray();
        QVERIFY(!queries.isEmpty());
        QCOMPARE(queries[0].toString(), QString::fromStdString(f.targetVocab.at(size_t(f.pad()))));
        run = runAtlas({"tokenize", "--model", model, "the small cat"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.out.contains("</s>"), run.out.constData());
    }

    void aBrokenFolderIsRefusedInOneLine() {
        QTemporaryDir empty;
        const AtlasRun run = runAtlas({"translate", "--model", empty.path(), "hello"});
        QVERIFY(run.exitCode != 0 && run.exitCode != -1);
        QVERIFY2(run.err.contains("config.json"), run.err.constData());
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY(run.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestHubCommands)
#include "tst_hubcommands.moc"
