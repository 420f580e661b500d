// Every subcommand's errors reach the terminal as one printable line of sane length, whatever
// the arguments or files hold: control characters (ESC starts a terminal escape sequence, CR
// rewrites the line, BEL rings) and bytes that are not UTF-8 are shown as \xNN, and a huge
// argument is quoted in part.

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "AtlasProcess.h"
#include "Checkpoint.h"
#include "DefaultModel.h"
#include "Safetensors.h"

namespace {

const QStringList kSubcommands{"translate", "export", "evaluate", "approx", "kv",
                               "train",     "corpus", "bench",    "init"};

// One line, no control character but its final newline, at most `limit` bytes.
bool printableLine(const QByteArray& err, int limit = 2000) {
    if (err.isEmpty() || !err.endsWith('\n') || err.size() > limit) return false;
    for (qsizetype i = 0; i + 1 < err.size(); ++i) {
        const uchar c = uchar(err[i]);
        if (c < 0x20 || c == 0x7f) return false;
    }
    return QString::fromUtf8(err).toUtf8() == err;  // valid UTF-8
}

// The command's stderr without Qt's own warnings (export makes a QApplication).
QByteArray errorLine(const AtlasRun& run) {
    QByteArray out;
    for (const QByteArray& line : run.err.split('\n'))
        if (line.startsWith("attention-atlas")) out += line + '\n';
    return out;
}

}  // namespace

class TestErrorMessages : public QObject {
    Q_OBJECT

private slots:
    void hugeUnknownOption() {
        const QString option = "--" + QString(130000, 'x');
        for (const QString& command : kSubcommands) {
            const AtlasRun run = runAtlas({command, option});
            QCOMPARE(run.exitCode, 2);
            const QByteArray err = errorLine(run);
            QVERIFY2(printableLine(err), qPrintable(command + ": " + err.left(300)));
            QVERIFY2(err.contains("unknown option --xxxx"), err.left(300).constData());
        }
    }

    void controlCharactersInAnArgument() {
        // QProcess passes UTF-8, so C0 controls and DEL; C1 controls as UTF-8 too (U+009B, CSI).
        const QString hostile = QString::fromUtf8(
            "\x1b]0;owned\x07\r\n\x7f\xc2\x9b"
            "2J");
        for (const QString& command : kSubcommands) {
            if (command == "translate") continue;  // takes its text as the argument
            const AtlasRun run = runAtlas({command, hostile + QString(5000, 'y')});
            QCOMPARE(run.exitCode, 2);
            const QByteArray err = errorLine(run);
            QVERIFY2(printableLine(err), qPrintable(command + ": " + err.left(300)));
            QVERIFY2(err.contains("\\x1b]0;owned\\x07\\x0d\\x0a\\x7f\\xc2\\x9b2J"),
                     err.constData());
        }
        // A value quoted in a message is escaped too.
        const AtlasRun run = runAtlas({"kv", "--context", hostile});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(printableLine(errorLine(run)), run.err.constData());
    }

    // A checkpoint's metadata is the file author's text: it is quoted escaped.
    void controlCharactersFromAFile() {
        QTemporaryDir dir;
        const atlas::Checkpoint model = atlas::makeDefaultModel(atlas::AttentionKind::MHA);
        const atlas::SafetensorsFile good = atlas::SafetensorsFile::fromBytes(model.toBytes());
        atlas::SafetensorsWriter w;
        for (const auto& [k, v] : good.metadata()) w.setMetadata(k, v);
        w.setMetadata("format", "\x1b[2J\x07\nattention-atlas/1");
        for (const auto& [name, entry] : good.tensors()) {
            if (entry.dtype == atlas::DType::U8)
                w.addBytes(name, std::string(good.bytes(name)));
            else
                w.addFloats(name, entry.dtype, entry.shape, good.floats(name));
        }
        const QString path = dir.filePath("hostile.safetensors");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const std::string bytes = w.toBytes();
        file.write(bytes.data(), qint64(bytes.size()));
        file.close();
        const AtlasRun run = runAtlas({"translate", "--model", path, "Hello"});
        QCOMPARE(run.exitCode, 1);
        const QByteArray err = errorLine(run);
        QVERIFY2(printableLine(err), err.constData());
        QVERIFY2(err.contains("__metadata__.format: \"\\x1b[2J\\x07\\x0aattention-atlas/1\""),
                 err.constData());
    }

    // Any other file given as a model: "not a safetensors file", not its first bytes read as
    // a header length of 8 031 924 123 371 070 824.
    void notASafetensorsFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath("notes.txt");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("hello world, these are my notes\n");
        file.close();
        const AtlasRun run = runAtlas({"translate", "--model", path, "Hello"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("not a safetensors file"), run.err.constData());
        QVERIFY2(!run.err.contains("8031924123371070824"), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestErrorMessages)
#include "tst_errormessages.moc"
