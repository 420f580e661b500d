// The commands on decoder-only Hub folders (SPEC §5 "Decoder-only"), end to end: translate
// continues the prompt (--max-new-tokens, --target), its --json dump has the decoder-only shape
// with the sliding layers' capped cache, and kv takes the folder; bad values get one line.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "AtlasProcess.h"
#include "DecoderFolder.h"
#include "Tokenizer.h"

using namespace atlas::test;

namespace {

QJsonObject readJson(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

const char* kPrompt = "the small dog sees the old cat";

// translate --json DUMP --max-new-tokens N on the folder's model.
AtlasRun translateTo(const DecoderFolder& f, const QString& dump, const char* maxNew) {
    return runAtlas({"translate", "--model", QString::fromStdString(f.path()), "--json", dump,
                     "--max-new-tokens", maxNew, kPrompt});
}

DecoderOptions gemma() {
    DecoderOptions o;
    o.family = DecoderFamily::Gemma3;  // layers slide, full, slide; window 4
    o.dtype = atlas::DType::BF16;
    return o;
}

}  // namespace

class TestCausalLmCommands : public QObject {
    Q_OBJECT

    // What a cache of `positions` tokens holds, F32: a sliding layer at most its window.
    static long long cacheBytes(const DecoderFolder& f, int positions) {
        long long bytes = 0;
        for (const bool sliding : f.slidingLayers)
            bytes += (sliding ? std::min(positions, f.options.slidingWindow) : positions) * 2LL *
                     f.options.kvHeads * f.options.headDim * 4;
        return bytes;
    }

private slots:
    void translateContinuesThePrompt() {
        const DecoderFolder f(gemma());
        QTemporaryDir dir;
        const QString dump = dir.filePath("dump.json");
        const AtlasRun run = translateTo(f, dump, "5");
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject root = readJson(dump);
        QCOMPARE(root["config"].toObject()["model_type"].toString(), QString("gemma3_text"));
        // [bos] + tokenizer.model's pieces.
        const QJsonArray ids = root["source"].toObject()["ids"].toArray();
        const std::vector<int> pieces = atlas::Tokenizer(f.tokenizer).encode(kPrompt);
        QCOMPARE(ids.size(), qsizetype(pieces.size() + 1));
        QCOMPARE(ids[0].toInt(), f.bos);
        for (size_t i = 0; i < pieces.size(); ++i)
            QCOMPARE(ids[qsizetype(i + 1)].toInt(), pieces[i]);
        const int n = int(ids.size());
        const int m = int(root["target"].toObject()["ids"].toArray().size());
        QVERIFY(m <= 5);
        QCOMPARE(root["logits"].toArray().size(), n + m);
        QCOMPARE(root["logits"].toArray()[0].toArray().size(), f.V);
        const QJsonObject attention = root["attention"].toObject();
        QCOMPARE(attention["encoder_self"].toArray().size(), 0);
        QCOMPARE(attention["cross"].toArray().size(), 0);
        const QJsonArray self = attention["decoder_self"].toArray();
        QCOMPARE(self.size(), 3);
        QCOMPARE(self[0].toArray().size(), f.options.heads);
        QCOMPARE(self[0].toArray()[0].toArray().size(), n + m);
        // Layer 0 slides (window 4): the last row sees exactly its last four keys.
        const QJsonArray last = self[0].toArray()[0].toArray()[n + m - 1].toArray();
        for (int k = 0; k < n + m; ++k) QCOMPARE(last[k].toDouble() > 0, k > n + m - 1 - 4);
        const QJsonObject kv = root["kv_cache"].toObject();
        QCOMPARE(kv["cross_bytes"].toInteger(), 0);
        QCOMPARE(kv["self_bytes"].toInteger(), cacheBytes(f, n + m));
    }

    void targetAppendsAndZeroGeneratesNothing() {
        const DecoderFolder f(gemma());
        QTemporaryDir dir;
        const QString model = QString::fromStdString(f.path());
        AtlasRun run = runAtlas({"translate", "--model", model, "--json", dir.filePath("a.json"),
                                 "--target", "the cat", kPrompt});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QJsonObject root = readJson(dir.filePath("a.json"));
        const std::vector<int> target = atlas::Tokenizer(f.tokenizer).encode("the cat");
        const QJsonArray ids = root["target"].toObject()["ids"].toArray();
        QCOMPARE(ids.size(), qsizetype(target.size()));  // no bos before the target
        for (size_t i = 0; i < target.size(); ++i) QCOMPARE(ids[qsizetype(i)].toInt(), target[i]);
        QCOMPARE(run.out.trimmed(), QByteArray("the cat"));

        run = runAtlas({"translate", "--model", model, "--json", dir.filePath("b.json"),
                        "--max-new-tokens", "0", kPrompt});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        root = readJson(dir.filePath("b.json"));
        QCOMPARE(root["target"].toObject()["ids"].toArray().size(), 0);
        QCOMPARE(root["logits"].toArray().size(),
                 root["source"].toObject()["ids"].toArray().size());
    }

    void kvTakesTheFolder() {
        const DecoderFolder f(gemma());
        const AtlasRun run = runAtlas({"kv", "--model", QString::fromStdString(f.path()),
                                       "--context", "100", "--dtype", "fp32", "--json"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonArray models = QJsonDocument::fromJson(run.out).object()["models"].toArray();
        const QJsonObject row = models.last().toObject();
        QCOMPARE(row["kv_bytes"].toInteger(), cacheBytes(f, 100));
        QVERIFY2(row["name"].toString().contains("decoder-only"), run.out.constData());
    }

    // GPT-2 and Qwen3 folders end to end: the prompt is their pieces alone (GPT2Tokenizer and
    // Qwen2Tokenizer add no BOS), each appended id is the arg-max of the dump's row before it,
    // and the cache holds every position of every layer (no window).
    void translateOnTheNewFamilies_data() {
        QTest::addColumn<int>("family");
        QTest::newRow("gpt2") << int(DecoderFamily::Gpt2);
        QTest::newRow("qwen3") << int(DecoderFamily::Qwen3);
        QTest::newRow("qwen2") << int(DecoderFamily::Qwen2);
    }
    void translateOnTheNewFamilies() {
        QFETCH(int, family);
        DecoderOptions o;
        o.family = DecoderFamily(family);
        o.dtype = atlas::DType::BF16;
        const DecoderFolder f(o);
        QTemporaryDir dir;
        const QString dump = dir.filePath("dump.json");
        const AtlasRun run = translateTo(f, dump, "4");
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject root = readJson(dump);
        QCOMPARE(root["config"].toObject()["model_type"].toString(),
                 QString(DecoderFolder::modelType(o.family)));
        const QJsonArray ids = root["source"].toObject()["ids"].toArray();
        const std::vector<int> pieces = atlas::Tokenizer(f.tokenizer).encode(kPrompt);
        QCOMPARE(ids.size(), qsizetype(pieces.size()));
        for (size_t i = 0; i < pieces.size(); ++i) QCOMPARE(ids[qsizetype(i)].toInt(), pieces[i]);
        const QJsonArray target = root["target"].toObject()["ids"].toArray();
        const QJsonArray logits = root["logits"].toArray();
        const int n = int(ids.size()), m = int(target.size());
        QCOMPARE(logits.size(), n + m);
        QVERIFY(m > 0);
        for (int t = 0; t < m; ++t) {
            const QJsonArray row = logits[n - 1 + t].toArray();
            int best = 0;
            for (int v = 1; v < row.size(); ++v)
                if (row[v].toDouble() > row[best].toDouble()) best = v;
            QCOMPARE(target[t].toInt(), best);
        }
        QCOMPARE(root["attention"].toObject()["decoder_self"].toArray().size(), f.options.layers);
        const long long perToken = 2LL * f.options.kvHeads * f.options.headDim * 4;
        QCOMPARE(root["kv_cache"].toObject()["self_bytes"].toInteger(),
                 f.options.layers * perToken * (n + m));
    }

    void badValuesGetOneLine() {
        const DecoderFolder f;
        const QString model = QString::fromStdString(f.path());
        for (const QStringList& args :
             {QStringList{"translate", "--model", model, "--max-new-tokens", "-1", kPrompt},
              QStringList{"translate", "--model", model, "--max-new-tokens", "many", kPrompt},
              QStringList{"translate", "--max-new-tokens", "3", kPrompt}}) {  // the built-in
            const AtlasRun run = runAtlas(args);
            QVERIFY2(run.exitCode != 0, args.join(' ').toUtf8().constData());
            QVERIFY2(run.err.trimmed().count('\n') == 0 && run.err.contains("max-new-tokens"),
                     run.err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestCausalLmCommands)
#include "tst_causallmcommands.moc"
