// Every file a subcommand writes (translate --json, init --out, train --out) goes through a
// temporary and a rename: a write that fails part-way (a full disk, here a file size limit
// set in the child; /dev/full itself) or cannot start (a folder nobody may write in) exits 1
// with a one-line message naming the file, leaves the old file byte for byte and no temporary
// beside it. `bench --json` writes through the same function (writeFileAtomically, tested in
// tst_safetensors) but takes minutes to get there.

#include <sys/resource.h>
#include <unistd.h>

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <cerrno>
#include <csignal>
#include <cstring>

#include "AtlasProcess.h"

namespace {

// Runs the binary with writes limited to `fileSizeLimit` bytes a file, as a disk that fills
// up after that many bytes.
AtlasRun runLimited(const QStringList& args, rlim_t fileSizeLimit) {
    return runAtlas(args, 120000, [fileSizeLimit](QProcess& process) {
        process.setChildProcessModifier([fileSizeLimit] {
            std::signal(SIGXFSZ, SIG_IGN);  // write() then fails with EFBIG instead of a signal
            rlimit limit{fileSizeLimit, fileSizeLimit};
            ::setrlimit(RLIMIT_FSIZE, &limit);
        });
    });
}

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QStringList entries(const QString& dir) {
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
}

// A small model trained a few steps in a second (as tst_traincommand).
const QStringList kTinyTraining{"train",     "--pairs",   "100",     "--steps", "2",
                                "--d-model", "16",        "--heads", "2",       "--layers",
                                "1",         "--threads", "1",       "--batch", "4"};

}  // namespace

class TestAtomicWrites : public QObject {
    Q_OBJECT

private slots:
    void failedWriteKeepsTheOldFile_data() {
        QTest::addColumn<QStringList>("command");  // the output path is appended
        QTest::addColumn<QString>("option");
        QTest::newRow("translate --json")
            << QStringList{"translate", "--target", "Hallo Welt", "Hello world"} << "--json";
        QTest::newRow("init --out") << QStringList{"init", "--attention", "mqa"} << "--out";
        QTest::newRow("train --out") << kTinyTraining << "--out";
    }
    void failedWriteKeepsTheOldFile() {
        QFETCH(QStringList, command);
        QFETCH(QString, option);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("old-file");
        const QByteArray old = QByteArray("the old contents, which must survive\n").repeated(4);
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(old);
        }
        // A limit above the old file's size: it is the new, larger file that does not fit.
        const AtlasRun run = runLimited(command + QStringList{option, path}, 4096);
        QCOMPARE(run.exitCode, 1);
        // The error is the last line (train reports its steps on stderr before it).
        const QByteArray error = run.err.trimmed().split('\n').last();
        QVERIFY2(error.startsWith("attention-atlas "), run.err.constData());
        QVERIFY2(error.contains(path.toUtf8()), run.err.constData());
        QVERIFY2(error.contains(qstrerror(EFBIG)), run.err.constData());
        QCOMPARE(contents(path), old);
        // train keeps its resumable state beside the checkpoint; that too must not half-exist.
        QCOMPARE(entries(dir.path()), QStringList{"old-file"});

        // Unlimited, the same command replaces the file.
        const AtlasRun ok = runAtlas(command + QStringList{option, path});
        QVERIFY2(ok.exitCode == 0, ok.err.constData());
        QVERIFY(contents(path) != old);
    }

    void fullDiskIsReported() {
        const AtlasRun run =
            runAtlas({"translate", "--target", "Hallo", "--json", "/dev/full", "Hello"});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY2(run.err.contains("/dev/full"), run.err.constData());
        QVERIFY2(run.err.contains(qstrerror(ENOSPC)), run.err.constData());
        QVERIFY(QFileInfo("/dev/full").exists() && !QFileInfo("/dev/full").isFile());
    }

    // /proc takes no new files, not even from root; a chmod-ed folder does only for others.
    void unwritableFolderIsReported() {
        QStringList folders{"/proc"};
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        if (::geteuid() != 0) {
            QVERIFY(
                QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
            folders << dir.path();
        }
        for (const QString& folder : folders) {
            const QString path = folder + "/atlas.json";
            const AtlasRun run = runAtlas({"translate", "--json", path, "Hello"});
            QCOMPARE(run.exitCode, 1);
            QCOMPARE(run.err.count('\n'), 1);
            QVERIFY2(run.err.contains(path.toUtf8()), run.err.constData());
            QVERIFY(!QFileInfo::exists(path));
        }
        QFile::setPermissions(
            dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }

private:
    static QByteArray qstrerror(int error) { return QByteArray(std::strerror(error)); }
};

QTEST_GUILESS_MAIN(TestAtomicWrites)
#include "tst_atomicwrites.moc"
