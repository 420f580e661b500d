// `attention-atlas train` end to end (SPEC §4): bad arguments, a short run whose checkpoint loads,
// a configuration file, a decoder-only run (docs/format.md) that `evaluate` reads, and Ctrl-C
// stopping at a step boundary with a complete file from which --resume finishes the run exactly.

#include <signal.h>
#include <sys/stat.h>

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>

#include "ArrowPrompt.h"
#include "AtlasProcess.h"
#include "Checkpoint.h"
#include "Model.h"
#include "Tokenizer.h"

namespace {

// A model small enough to train a few steps in a second.
const QStringList kSmall{"--d-model", "32",        "--heads", "2",       "--layers",
                         "1",         "--threads", "1",       "--batch", "8"};

// Four steps of a one-stack model of `architecture` (2 layers, d 32, 2 heads) on 200 generated
// pairs, `extra` on top.
AtlasRun trainOneStack(const QString& out, const char* architecture, const QStringList& extra) {
    return runAtlas(QStringList{"train",      "--pairs",  "200",     "--valid",   "20",
                                "--steps",    "4",        "--out",   out,         "--architecture",
                                architecture, "--layers", "2",       "--d-model", "32",
                                "--heads",    "2",        "--batch", "8",         "--threads",
                                "1"} +
                    extra);
}

// `corpus` writes a small corpus into `dir` and `evaluate` scores `model` on it: the run, and
// the JSON it wrote (empty when it wrote none).
AtlasRun evaluateOnSmallCorpus(const QTemporaryDir& dir, const QString& model, QByteArray* json) {
    const QString corpus = dir.filePath("corpus"), out = dir.filePath("e.json");
    const AtlasRun made = runAtlas({"corpus", "--train", "10", "--valid", "0", "--test", "6",
                                    "--novel", "2", "--out", corpus});
    if (made.exitCode != 0) return made;
    const AtlasRun run =
        runAtlas({"evaluate", "--model", model, "--corpus", corpus, "--json", out});
    QFile file(out);
    *json = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    return run;
}

}  // namespace

class TestTrainCommand : public QObject {
    Q_OBJECT

private slots:
    void refusesBadArguments_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no out") << QStringList{"train"} << "--out FILE is required";
        QTest::newRow("unknown") << QStringList{"train", "--out", "x", "--speed", "9"}
                                 << "unknown option --speed";
        QTest::newRow("kind") << QStringList{"train", "--out", "x", "--attention", "sparse"}
                              << "--attention must be mha, gqa, mqa or mla";
        QTest::newRow("lr") << QStringList{"train", "--out", "x", "--lr", "fast"} << "--lr must be";
        QTest::newRow("steps") << QStringList{"train", "--out", "x", "--steps", "0"}
                               << "--steps must be";
        QTest::newRow("both corpora")
            << QStringList{"train", "--out", "x", "--pairs", "5", "--tsv", "y"}
            << "--pairs and --tsv exclude each other";
        QTest::newRow("architecture")
            << QStringList{"train", "--out", "x", "--architecture", "encoder-decoder-only"}
            << "--architecture must be encoder-decoder, decoder-only or encoder-only";
        QTest::newRow("encoder of a decoder-only model")
            << QStringList{"train",
                           "--out",
                           "x",
                           "--architecture",
                           "decoder-only",
                           "--encoder-layers",
                           "2"}
            << "--encoder-layers: a decoder-only model has no encoder";
        QTest::newRow("layer types without a window")
            << QStringList{"train", "--out", "x", "--layer-types", "full,sliding"}
            << "--layer-types needs --sliding-window W";
        QTest::newRow("layer types miscounted")
            << QStringList{"train",       "--out",
                           "x",           "--layers",
                           "3",           "--sliding-window",
                           "4",           "--layer-types",
                           "full,sliding"}
            << "--layer-types names 2 layers, the model has 3 decoder layers";
        QTest::newRow("layer type")
            << QStringList{"train", "--out",         "x",         "--sliding-window",
                           "4",     "--layer-types", "full,local"}
            << "--layer-types must list full or sliding";
    }
    void refusesBadArguments() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const AtlasRun run = runAtlas(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message.toUtf8()), run.err.constData());
        QCOMPARE(run.err.count('\n'), 1);
    }

    // --config names a FIFO (nobody writes to it: opening it for reading would block forever)
    // or a folder: refused at once, exit 1, one line.
    void configThatIsNotARegularFileIsRefused() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString fifo = dir.filePath("config.json");
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        for (const QString& config : {fifo, dir.path()}) {
            const AtlasRun run = runAtlas(
                {"train", "--config", config, "--out", dir.filePath("m.safetensors")}, 20000);
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains("not a regular file"), run.err.constData());
            QVERIFY2(run.err.contains(config.toUtf8()), run.err.constData());
        }
        QVERIFY(!QFile::exists(dir.filePath("m.safetensors")));
    }

    void shortRunWritesALoadableCheckpoint() {
        QTemporaryDir dir;
        const QString out = dir.filePath("m.safetensors");
        const AtlasRun run =
            runAtlas(QStringList{"train", "--pairs", "200", "--valid", "20", "--steps", "4",
                                 "--attention", "mla", "--out", out} +
                     kSmall);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.out.contains("trained after 4 of 4 steps"));
        QVERIFY(run.out.contains("validation: cross-entropy"));
        QVERIFY(run.err.contains("step 4/4"));
        const atlas::Checkpoint ck = atlas::Checkpoint::load(out.toStdString());
        QCOMPARE(ck.config.d_model, 32);
        QCOMPARE(ck.config.n_encoder_layers, 1);
        QCOMPARE(ck.config.d_latent, 16);  // d/2 follows --d-model
        QVERIFY(ck.config.isLatent());
    }

    void decoderOnlyRunIsEvaluated() {
        // --architecture decoder-only: one causal stack with a sliding layer, a tokenizer of its
        // own with the arrow piece; `evaluate` continues [bos] english… ⇒ and reads the alignment
        // from the self-attention.
        QTemporaryDir dir;
        const QString out = dir.filePath("d.safetensors");
        const AtlasRun run = trainOneStack(
            out, "decoder-only", {"--sliding-window", "3", "--layer-types", "sliding,full"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.err.contains("train: mha decoder-only"), run.err.constData());
        QVERIFY(run.out.contains("validation: cross-entropy"));
        const atlas::Checkpoint ck = atlas::Checkpoint::load(out.toStdString());
        QVERIFY(ck.config.decoderOnly());
        QCOMPARE(ck.config.n_encoder_layers, 0);
        QCOMPARE(ck.config.windowOf(0), 3);
        QCOMPARE(ck.config.windowOf(1), 0);
        QVERIFY(atlas::arrowId(atlas::Tokenizer(ck.tokenizer)).has_value());

        QByteArray json;
        const AtlasRun evaluated = evaluateOnSmallCorpus(dir, out, &json);
        QVERIFY2(evaluated.exitCode == 0, evaluated.err.constData());
        QVERIFY2(evaluated.out.contains("test: exact match"), evaluated.out.constData());
        QVERIFY(evaluated.out.contains("self-attention layer 1: alignment accuracy"));
        QVERIFY(json.contains("\"self_attention\""));
    }

    void encoderOnlyRunIsEvaluated() {
        // --architecture encoder-only: one bidirectional stack and the masked-LM head, a
        // tokenizer of its own (English only) with the mask piece; the validation and `evaluate`
        // score its guesses, and `translate` fills a typed mask.
        QTemporaryDir dir;
        const QString out = dir.filePath("m.safetensors");
        const AtlasRun run = trainOneStack(out, "encoder-only", {"--vocab-size", "400"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.err.contains("train: mha encoder-only (masked LM)"), run.err.constData());
        QVERIFY2(run.out.contains("each piece masked alone: top-1"), run.out.constData());
        const atlas::Checkpoint ck = atlas::Checkpoint::load(out.toStdString());
        QVERIFY(ck.config.encoderOnly() && ck.config.hasMaskedLm());
        QCOMPARE(ck.config.n_decoder_layers, 0);
        const atlas::Tokenizer tokenizer(ck.tokenizer);
        QVERIFY(tokenizer.userPiece(atlas::kMaskPiece).has_value());

        QByteArray json;
        const AtlasRun evaluated = evaluateOnSmallCorpus(dir, out, &json);
        QVERIFY2(evaluated.exitCode == 0, evaluated.err.constData());
        QVERIFY2(evaluated.out.contains("test: masked pieces, each alone: top-1"),
                 evaluated.out.constData());
        QVERIFY(json.contains("\"top5\""));
        // The typed mask is one id, the word-start mark before it dropped; it is filled.
        const AtlasRun filled = runAtlas({"translate", "--model", out, "the <mask> dog"});
        QVERIFY2(filled.exitCode == 0, filled.err.constData());
        QVERIFY(!filled.out.contains("<mask>"));
        const atlas::Model model(ck);
        const std::vector<int> ids = model.sourceIds("the <mask> dog");
        QCOMPARE(std::count(ids.begin(), ids.end(), model.maskId()), 1L);
        QVERIFY(std::none_of(ids.begin(), ids.end(),
                             [&](int id) { return tokenizer.piece(id) == "\u2581"; }));
    }

    void readsAConfigurationAndATsvCorpus() {
        QTemporaryDir dir;
        QFile config(dir.filePath("c.json")), tsv(dir.filePath("pairs.tsv"));
        QVERIFY(config.open(QIODevice::WriteOnly) && tsv.open(QIODevice::WriteOnly));
        config.write(R"({"d_model": 24, "n_heads": 3, "n_encoder_layers": 1, "n_decoder_layers": 2,
                         "attention": "gqa", "n_kv_heads": 1, "norm": "pre"})");
        // The corpus files' third column, the alignment, is ignored.
        tsv.write(
            "The dog sees the cat.\tDer Hund sieht die Katze.\t0 1 2 3 4\n\n"
            "The cat sleeps.\tDie Katze schläft.\t0 1 2\n");
        config.close();
        tsv.close();
        QFile valid(dir.filePath("valid.tsv"));
        QVERIFY(valid.open(QIODevice::WriteOnly));
        valid.write(
            "The dog sleeps.\tDer Hund schläft.\t0 1 2\n"
            "The cat sleeps.\tDie Katze schläft.\n");
        valid.close();
        const QString out = dir.filePath("m.safetensors");
        const AtlasRun run = runAtlas({"train", "--config", config.fileName(), "--tsv",
                                       tsv.fileName(), "--valid-tsv", valid.fileName(), "--steps",
                                       "2", "--threads", "1", "--out", out});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        // The validation pair that is also a training pair is left out.
        QVERIFY2(run.out.contains("of 1 pairs"), run.out.constData());
        const atlas::Checkpoint ck = atlas::Checkpoint::load(out.toStdString());
        QCOMPARE(ck.config.d_model, 24);
        QCOMPARE(ck.config.n_decoder_layers, 2);
        QCOMPARE(ck.config.n_kv_heads, 1);
        QVERIFY(ck.config.norm == atlas::NormPlacement::Pre);
    }

    void signalStopsAtAStepBoundaryAndResumes_data() {
        QTest::addColumn<int>("signal");
        QTest::newRow("Ctrl-C") << int(SIGINT);
        QTest::newRow("SIGTERM") << int(SIGTERM);  // kill, a job scheduler, a container stop
    }
    void signalStopsAtAStepBoundaryAndResumes() {
        // Ctrl-C or SIGTERM part way writes the weights and state of the steps done (and no
        // temporary file stays behind); --resume finishes the run, and its file is byte for
        // byte the one an uninterrupted run writes.
        QFETCH(int, signal);
        QTemporaryDir dir;
        const QString out = dir.filePath("m.safetensors"), full = dir.filePath("full.safetensors");
        const QStringList run = QStringList{"train", "--pairs", "500", "--steps", "400"} + kSmall;
        QProcess process;
        process.start(QStringLiteral(ATLAS_EXE), run + QStringList{"--out", out});
        QVERIFY(process.waitForStarted());
        process.setReadChannel(QProcess::StandardError);  // where the progress goes
        QByteArray err;
        // Off a terminal the progress line comes every 5% of the run: step 40 of 400.
        while (!err.contains("step 40/")) {
            QVERIFY2(process.waitForReadyRead(60000), "no progress");
            err += process.readAllStandardError();
        }
        ::kill(pid_t(process.processId()), signal);
        QVERIFY(process.waitForFinished(60000));
        const QByteArray text = process.readAllStandardOutput();
        err += process.readAllStandardError();
        QVERIFY2(process.exitStatus() == QProcess::NormalExit, (text + err).constData());
        QCOMPARE(process.exitCode(), 128 + signal);
        QVERIFY2(text.contains("interrupted after"), text.constData());
        QVERIFY(!text.contains("after 400 of"));
        const atlas::Checkpoint ck = atlas::Checkpoint::load(out.toStdString());  // complete
        QCOMPARE(ck.config.d_model, 32);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 (QStringList{"m.safetensors", "m.safetensors.state"}));

        const AtlasRun resumed = runAtlas({"train", "--pairs", "500", "--steps", "400", "--threads",
                                           "1", "--batch", "8", "--resume", out, "--out", out});
        QVERIFY2(resumed.exitCode == 0, resumed.err.constData());
        QVERIFY(resumed.out.contains("trained after 400 of 400 steps"));
        const AtlasRun straight = runAtlas(run + QStringList{"--out", full});
        QVERIFY2(straight.exitCode == 0, straight.err.constData());
        QFile a(out), b(full);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QVERIFY(a.readAll() == b.readAll());
    }

    void resumeRefusesAnotherCorpus() {
        QTemporaryDir dir;
        const QString out = dir.filePath("m.safetensors");
        const QStringList run = QStringList{
            "train", "--steps", "4", "--checkpoint-every", "2", "--threads", "1", "--batch", "8"};
        QCOMPARE(runAtlas(run + QStringList{"--pairs", "100", "--d-model", "32", "--heads", "2",
                                            "--layers", "1", "--out", out})
                     .exitCode,
                 0);
        const AtlasRun other =
            runAtlas(QStringList{"train", "--pairs", "101", "--steps", "8", "--resume", out,
                                 "--out", dir.filePath("n.safetensors")});
        QCOMPARE(other.exitCode, 1);
        QVERIFY2(other.err.contains("another seed, batch size, shard count or corpus"),
                 other.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestTrainCommand)
#include "tst_traincommand.moc"
