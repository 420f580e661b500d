// Issue 20: the bash completion, written at build time from the table `--help` prints, offers
// what the built binary's help lists: the subcommands first, then each subcommand's options, the
// values its usage spells out (export --format, kv --dtype), every published model's id after
// kv --config (several after one flag), and files or folders where an option takes a path.
// bash itself runs the script, as it does on a user's tab key.

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "AtlasProcess.h"

namespace {

const QString kScript = QStringLiteral(ATLAS_DOCS_DIR "/completion/attention-atlas");

// What bash offers for the command line `words` (the last one being typed), run in `folder`.
QStringList complete(const QStringList& words, const QString& folder = QDir::tempPath()) {
    QString array;
    for (const QString& w : words) array += " '" + QString(w).replace("'", "'\\''") + "'";
    const QString script = QStringLiteral(
                               "source '%1' || exit 3\n"
                               "COMP_WORDS=(attention-atlas%2)\n"
                               "COMP_CWORD=%3\n"
                               "_attention_atlas || exit 4\n"
                               "printf '%s\\n' \"${COMPREPLY[@]}\"\n")
                               .arg(kScript, array)
                               .arg(words.size());
    QProcess bash;
    bash.setWorkingDirectory(folder);
    bash.start(QStringLiteral("bash"), {"--norc", "--noprofile", "-c", script});
    if (!bash.waitForFinished(20000) || bash.exitCode() != 0) return {"(bash failed)"};
    QStringList offered = QString::fromUtf8(bash.readAllStandardOutput()).split('\n');
    offered.removeAll(QString());
    offered.sort();
    return offered;
}

QStringList sorted(QStringList list) {
    list.sort();
    return list;
}

// What the binary's help lists: subcommands (from --help), options (from SUBCOMMAND --help).
QStringList subcommands() {
    QStringList names;
    const QString help = QString::fromUtf8(runAtlas({"--help"}, 20000).out);
    const QString block = help.section(QStringLiteral("Subcommands"), 1).section("\n\n", 0, 0);
    for (const QString& line : block.split('\n').mid(1)) names << line.trimmed().section(' ', 0, 0);
    return names;
}

QStringList helpOptions(const QString& subcommand) {
    QStringList options;
    for (const QString& line :
         QString::fromUtf8(runAtlas({subcommand, "--help"}, 20000).out).split('\n'))
        if (line.startsWith(QStringLiteral("  --")))
            options << line.trimmed().section(' ', 0, 0);
        else if (line.startsWith(QStringLiteral("  -h, --help")))
            options << QStringLiteral("--help");
    return options;
}

QStringList configIds() {
    QFile file(QStringLiteral(ATLAS_SOURCE_DIR "/resources/model-configs.json"));
    if (!file.open(QIODevice::ReadOnly)) return {};
    QStringList ids;
    for (const QJsonValue& m : QJsonDocument::fromJson(file.readAll())["models"].toArray())
        ids << m["id"].toString();
    return ids;
}

}  // namespace

class TestCompletion : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        qputenv("LANGUAGE", "en");  // the help is parsed in English
        QVERIFY2(QFileInfo(kScript).isFile(), qPrintable(kScript));
    }

    void firstWordIsASubcommandOrAnOption() {
        const QStringList names = subcommands();
        QVERIFY(names.size() >= 9);
        QCOMPARE(complete({""}),
                 sorted(names + QStringList{"--help", "--version", "--model", "--page"}));
        QCOMPARE(complete({"tr"}), (QStringList{"train", "translate"}));
        QCOMPARE(complete({"e"}), (QStringList{"evaluate", "export"}));
        QCOMPARE(complete({"to"}), QStringList{"tokenize"});
        QCOMPARE(complete({"tokenize", "--"}), (QStringList{"--help", "--json", "--model"}));
    }

    // Exactly the options each subcommand's --help lists, hidden ones left out.
    void optionsAreTheHelpsOptions() {
        for (const QString& name : subcommands()) {
            const QStringList listed = helpOptions(name);
            QVERIFY2(listed.size() >= 3, qPrintable(name));
            QCOMPARE(complete({name, "--"}), sorted(listed));
            // After a value, the options again.
            QCOMPARE(complete({name, listed.first(), "x", "--"}), sorted(listed));
        }
        QVERIFY(!complete({"bench", "--"}).contains(QStringLiteral("--tinyllama-child")));
        QCOMPARE(complete({"kv", "--con"}), (QStringList{"--config", "--context"}));
        // The window's options when the first word is one of them.
        QCOMPARE(complete({"--page", "3", "--"}), (QStringList{"--help", "--model", "--page"}));
    }

    void valuesTheUsageSpellsOut() {
        QCOMPARE(complete({"export", "--format", ""}),
                 sorted({"png", "svg", "pdf", "csv", "json", "npy"}));
        QCOMPARE(complete({"export", "--stack", "c"}), QStringList{"cross"});
        QCOMPARE(complete({"export", "--head", ""}), (QStringList{"all", "mean"}));
        QCOMPARE(complete({"kv", "--dtype", ""}), sorted({"fp32", "bf16", "fp16", "fp8", "int4"}));
        QCOMPARE(complete({"approx", "--quantize", "int"}), (QStringList{"int4", "int8"}));
        QCOMPARE(complete({"train", "--architecture", ""}),
                 (QStringList{"decoder-only", "encoder-decoder", "encoder-only"}));
        // A number or a text: nothing to offer (not file names).
        QCOMPARE(complete({"kv", "--context", ""}), QStringList());
        QCOMPARE(complete({"translate", "--target", ""}), QStringList());
    }

    // kv --config A B C: every id after one flag, each once per word.
    void publishedModelIds() {
        const QStringList ids = configIds();
        QVERIFY(ids.contains(QStringLiteral("llama-3-70b")));
        QCOMPARE(complete({"kv", "--config", ""}), sorted(ids));
        QCOMPARE(complete({"kv", "--config", "llama-3-70b", "deep"}),
                 (QStringList{"deepseek-v2", "deepseek-v3"}));
        QCOMPARE(complete({"kv", "--config", "gemma-3-27b", "--json", "--config", "gemma-2"}),
                 QStringList{"gemma-2b"});
        // Each id is one `kv` accepts.
        const AtlasRun run = runAtlas(QStringList{"kv", "--config"} + ids + QStringList{"--json"});
        QCOMPARE(run.exitCode, 0);
    }

    void pathsWhereAnOptionTakesOne() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("opus-mt-en-de")));
        QFile file(dir.filePath(QStringLiteral("model.safetensors")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const QStringList both{"model.safetensors", "opus-mt-en-de"};
        QCOMPARE(complete({"translate", "--model", ""}, dir.path()), both);
        QCOMPARE(complete({"--model", ""}, dir.path()), both);
        QCOMPARE(complete({"export", "--out", "mo"}, dir.path()), QStringList{"model.safetensors"});
        // A folder only: corpus --out DIR, evaluate --corpus DIR.
        QCOMPARE(complete({"corpus", "--out", ""}, dir.path()), QStringList{"opus-mt-en-de"});
        QCOMPARE(complete({"evaluate", "--corpus", ""}, dir.path()), QStringList{"opus-mt-en-de"});
    }
};

QTEST_GUILESS_MAIN(TestCompletion)
#include "tst_completion.moc"
