// attention-atlas approx, end to end: the built binary run as a user would.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "AtlasProcess.h"
#include "DefaultModel.h"
#include "RandomInit.h"

class TestApproxCommand : public QObject {
    Q_OBJECT

private slots:
    void fullRankSvdIsTheExactModel();
    void performerIsReproducibleFromItsSeed();
    void quantizedCacheSavesMemory();
    void badArgumentsAreUsageErrors();
    void textThatIsNotUtf8();
    void stackWithoutLayers();
    void encoderOnlyIsStudied();

private:
    QJsonObject run(const QStringList& args);
    QTemporaryDir dir_;
};

QJsonObject TestApproxCommand::run(const QStringList& args) {
    const QString json = dir_.filePath("out.json");
    QFile::remove(json);
    const AtlasRun r = runAtlas(QStringList{"approx"} + args + QStringList{"--json", json});
    if (r.exitCode != 0) qWarning() << r.err;
    if (r.exitCode != 0) return {};
    QFile file(json);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

void TestApproxCommand::fullRankSvdIsTheExactModel() {
    const QJsonObject o = run({"--method", "svd", "--rank", "64", "--layer", "1", "--head", "2"});
    QVERIFY(!o.isEmpty());
    QCOMPARE(o["method"].toString(), QString("svd"));
    QCOMPARE(o["layer"].toInt(), 1);
    QCOMPARE(o["head"].toInt(), 2);
    QVERIFY(o["error"]["relative_frobenius"].toDouble() < 1e-6);
    QCOMPARE(o["translation"]["approximate"].toString(), o["translation"]["exact"].toString());
    QCOMPARE(o["downstream"]["argmax_agreement"].toDouble(), 1.0);
    // One singular value per key, largest first; rows of Z⁻¹A sum to 1, so σ₁ ≥ 1.
    const QJsonArray sigma = o["singular_values"]["attention"].toArray();
    const int keys = o["tokens"]["keys"].toArray().size();
    QCOMPARE(sigma.size(), keys);
    for (int i = 1; i < sigma.size(); ++i) QVERIFY(sigma[i].toDouble() <= sigma[i - 1].toDouble());
    QVERIFY(sigma[0].toDouble() >= 1 - 1e-6);
    QCOMPARE(o["heads"].toArray().size(), 4);
    // S = QKᵀ/√d has rank at most d_head = 16.
    QVERIFY(o["heads"][0]["scores_numerical_rank"].toInt() <= 16);
    QVERIFY(o["singular_values"]["factors"].toObject().contains("W_q^T W_k"));

    // Rank 1 does change the map and the logits.
    const QJsonObject low = run({"--method", "svd", "--rank", "1"});
    QVERIFY(low["error"]["relative_frobenius"].toDouble() > 1e-3);
    QVERIFY(low["downstream"]["max_abs_delta_logits"].toDouble() > 0);
}

void TestApproxCommand::performerIsReproducibleFromItsSeed() {
    const QStringList args{"--method", "performer", "--features", "16",      "--seed",
                           "5",        "--seeds",   "3",          "--stack", "cross"};
    const QJsonObject a = run(args), b = run(args);
    QVERIFY(!a.isEmpty());
    QCOMPARE(a, b);
    QCOMPARE(a["stack"].toString(), QString("cross"));
    const QJsonArray points = a["sweep"]["points"].toArray();
    QVERIFY(points.size() >= 5);
    for (const QJsonValue p : points) {
        QVERIFY(p["min"].toDouble() <= p["median"].toDouble());
        QVERIFY(p["median"].toDouble() <= p["max"].toDouble());
    }
    // Linear in n: fewer FLOPs than exact attention would take only for long sequences, but
    // the count must be there and positive.
    QVERIFY(a["flops"]["approximate"].toDouble() > 0);
    const QJsonObject other =
        run({"--method", "performer", "--features", "16", "--seed", "6", "--stack", "cross"});
    QVERIFY(other["error"]["relative_spectral"].toDouble() !=
            a["error"]["relative_spectral"].toDouble());
}

void TestApproxCommand::quantizedCacheSavesMemory() {
    const QJsonObject o = run({"--quantize", "int4", "--stack", "decoder"});
    QVERIFY(!o.isEmpty());
    const double fp32 = o["kv_cache"]["bytes_fp32"].toDouble(),
                 int4 = o["kv_cache"]["bytes"].toDouble();
    QVERIFY(fp32 > 0);
    QVERIFY(int4 < fp32 / 6);  // 4 bits of 32, plus a 16-bit scale per row of 16
    QVERIFY(o["downstream"]["max_abs_delta_logits"].toDouble() > 0);
    const QJsonObject exact = run({"--quantize", "fp32"});
    QCOMPARE(exact["downstream"]["max_abs_delta_logits"].toDouble(), 0.0);
}

void TestApproxCommand::badArgumentsAreUsageErrors() {
    const QList<QStringList> bad{
        {"approx", "--method", "svd"},
        {"approx", "--method", "svd", "--features", "4"},
        {"approx", "--method", "magic", "--rank", "2"},
        {"approx", "--quantize", "int3"},
        {"approx", "--method", "svd", "--rank", "2", "--head", "99"},
        {"approx", "--method", "svd", "--rank", "2", "--layers", "0,7"},
        {"approx", "--method", "svd", "--rank", "2", "--layers", "+1"},
        {"approx", "--method", "svd", "--rank", "2", "--layers", " 1"},
        {"approx", "--method", "svd", "--rank", "2", "--layers", "0,,1"},
        // σᵢ > tolerance·σ₁: a finite fraction, all of the argument.
        {"approx", "--method", "svd", "--rank", "2", "--tolerance", "nan"},
        {"approx", "--method", "svd", "--rank", "2", "--tolerance", "0.5junk"},
        {"approx", "--method", "svd", "--rank", "2", "--tolerance", "-1"}};
    for (const QStringList& args : bad) {
        const QString json = dir_.filePath("bad.json");
        const AtlasRun r = runAtlas(args + QStringList{"--json", json});
        QVERIFY2(r.exitCode == 2, qPrintable(args.join(' ')));
        QVERIFY(r.err.contains("attention-atlas approx:"));
        QVERIFY(!QFile::exists(json));
    }
}

// Bytes that are not UTF-8 (a QProcess argument is UTF-8, so a shell's printf makes them): the
// JSON carries U+FFFD for them, as translate's does, instead of failing after the whole study.
void TestApproxCommand::textThatIsNotUtf8() {
    const QString json = dir_.filePath("bytes.json");
    QProcess process;
    process.start("/bin/sh", {"-c",
                              "exec \"$0\" approx --method svd --rank 2 --text \"$(printf "
                              "'dog \\377 cat')\" --json \"$1\"",
                              QStringLiteral(ATLAS_EXE), json});
    QVERIFY(process.waitForFinished(120000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    QFile file(json);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(o["text"].toString(), QString::fromUtf8("dog \uFFFD cat"));
}

// SPEC §1 lets a stack have no layers: the message says so instead of "layer 0 outside 0…-1".
void TestApproxCommand::stackWithoutLayers() {
    const QString model = dir_.filePath("no-encoder.safetensors");
    AtlasRun r = runAtlas({"train", "--encoder-layers", "0", "--steps", "1", "--pairs", "40",
                           "--valid", "0", "--out", model});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    r = runAtlas({"approx", "--model", model, "--method", "svd", "--rank", "2"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("the model has no encoder layers"), r.err.constData());
    r = runAtlas(
        {"approx", "--model", model, "--method", "svd", "--rank", "2", "--stack", "cross"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
}

// Issue 38: an encoder-only model is studied like the others; its output is the masked-LM
// head's, so the "translations" are the text with its masks filled. It keeps no cache: a
// quantized one is refused in one line.
void TestApproxCommand::encoderOnlyIsStudied() {
    atlas::Checkpoint ckpt = atlas::makeDefaultModel(atlas::AttentionKind::MHA);
    atlas::Config c = ckpt.config;
    c.architecture = atlas::Architecture::EncoderOnly;
    c.n_decoder_layers = 0;
    const QString path = dir_.filePath("encoder.safetensors");
    atlas::randomCheckpoint(c, ckpt.tokenizer, 3).save(path.toStdString());
    const QString json = dir_.filePath("encoder-approx.json");
    const AtlasRun r = runAtlas({"approx", "--model", path, "--method", "svd", "--rank", "2",
                                 "--text", "Hallo Welt", "--json", json});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QFile file(json);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray dump = file.readAll();
    QVERIFY(!QJsonDocument::fromJson(dump).isNull());
    QVERIFY2(dump.contains("Hallo"), dump.left(400).constData());
    const AtlasRun quantized =
        runAtlas({"approx", "--model", path, "--quantize", "int8", "--text", "Hallo"});
    QCOMPARE(quantized.exitCode, 2);
    QVERIFY2(quantized.err.contains("keeps no KV cache") && quantized.err.count('\n') == 1,
             quantized.err.constData());
}

QTEST_GUILESS_MAIN(TestApproxCommand)
#include "tst_approxcommand.moc"
