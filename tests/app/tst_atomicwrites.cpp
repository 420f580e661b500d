// Every file a subcommand writes (translate/evaluate/approx --json, init/train --out, export
// --out in every format, a batch folder) goes through one writer (model/AtomicFile.h): a write
// that fails part-way (a full disk, here a file size limit set in the child, small enough that
// even a buffered writer would have to flush; a full device) or cannot start (a folder nobody
// may write in) exits 1 with a one-line message naming the file, leaves the old file byte for
// byte and no temporary beside it; a device is written in place and stays a device; a batch
// never writes through a link planted in its folder. `bench --json` writes through the same
// function but takes minutes to get there. Devices are made with mknod in a temporary folder,
// never the machine's own.

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
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
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden |
                               QDir::System);
}

// A small model trained a few steps in a second (as tst_traincommand).
// A character device (1,3 is null, 1,7 is full) in `dir`, or an empty string without root.
QString makeDevice(const QTemporaryDir& dir, const char* name, unsigned minor) {
    const QString node = dir.filePath(name);
    return ::mknod(QFile::encodeName(node).constData(), S_IFCHR | 0666, makedev(1, minor)) == 0
               ? node
               : QString();
}

bool isCharacterDevice(const QString& path) {
    struct stat st {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISCHR(st.st_mode);
}

// Two sentence pairs the built-in models know (no alignment column), for evaluate.
QString writeTsv(const QTemporaryDir& dir) {
    const QString path = dir.filePath("pairs.tsv");
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(
            "the dog sees the cat.\tder Hund sieht die Katze.\n"
            "the old man sleeps.\tder alte Mann schläft.\n");
    return path;
}

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
        const QStringList exportText{"export", "--text", "The old man sees the small dog."};
        for (const char* format : {"csv", "json", "npy", "png", "svg"})
            QTest::newRow(qPrintable(QStringLiteral("export --format %1").arg(format)))
                << exportText + QStringList{"--format", format} << "--out";
        QTest::newRow("export --session")
            << QStringList{"export", "--format", "csv", "--session", "@session"} << "--out";
        QTest::newRow("evaluate --json") << QStringList{"evaluate", "--tsv", "@tsv"} << "--json";
        QTest::newRow("approx --json")
            << QStringList{"approx", "--method", "svd", "--rank", "2"} << "--json";
        QTest::newRow("tokenize --json")
            << QStringList{"tokenize",
                           "The young woman sees the small dog. The old man sees the "
                           "small cat. The young woman sees the old man."}
            << "--json";
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
        command.replaceInStrings(QStringLiteral("@tsv"), writeTsv(dir));
        if (command.contains(QStringLiteral("@session"))) {
            const QString session = dir.filePath("s.atlas");
            QFile file(session);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(R"({"format": "attention-atlas-session", "version": 1,
                          "model": {"builtin": "trained-gqa"}, "text": "The old man sees the small dog.", "page": "attention"})");
            file.close();
            command.replaceInStrings(QStringLiteral("@session"), session);
        }
        // A limit above the old file's size (148 bytes) and far below what any writer buffers
        // before its first write (QSaveFile kept 16 KiB): it is the new, larger file that
        // does not fit.
        const AtlasRun run = runLimited(command + QStringList{option, path}, 256);
        QCOMPARE(run.exitCode, 1);
        // The error is the last line (train reports its steps on stderr before it).
        const QByteArray error = run.err.trimmed().split('\n').last();
        QVERIFY2(error.startsWith("attention-atlas "), run.err.constData());
        QVERIFY2(error.contains(path.toUtf8()), run.err.constData());
        QVERIFY2(error.contains(qstrerror(EFBIG)), run.err.constData());
        QCOMPARE(contents(path), old);
        // train keeps its resumable state beside the checkpoint, npy its label files: those
        // too must not half-exist.
        QStringList left = entries(dir.path());
        left.removeAll("pairs.tsv");
        left.removeAll("s.atlas");
        QCOMPARE(left, QStringList{"old-file"});

        // Unlimited, the same command replaces the file.
        const AtlasRun ok = runAtlas(command + QStringList{option, path});
        QVERIFY2(ok.exitCode == 0, ok.err.constData());
        QVERIFY(contents(path) != old);
    }

    // Every writer, given a device: written in place (a full one reports ENOSPC), never
    // replaced by a file.
    void devicesStayDevices_data() {
        QTest::addColumn<QStringList>("command");  // the device path is appended
        QTest::newRow("translate --json")
            << QStringList{"translate", "--target", "Hallo", "Hello", "--json"};
        QTest::newRow("export png") << QStringList{"export", "--format", "png", "--out"};
        QTest::newRow("export csv") << QStringList{"export", "--format", "csv", "--out"};
        QTest::newRow("evaluate --json") << QStringList{"evaluate", "--tsv", "@tsv", "--json"};
        QTest::newRow("tokenize --json") << QStringList{"tokenize", "Hello", "--json"};
        QTest::newRow("init --out") << QStringList{"init", "--out"};
    }
    void devicesStayDevices() {
        QFETCH(QStringList, command);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString null = makeDevice(dir, "null", 3), full = makeDevice(dir, "full", 7);
        if (null.isEmpty() || full.isEmpty()) QSKIP("mknod needs root");
        command.replaceInStrings(QStringLiteral("@tsv"), writeTsv(dir));

        const AtlasRun discarded = runAtlas(command + QStringList{null});
        QVERIFY2(discarded.exitCode == 0, discarded.err.constData());
        const AtlasRun run = runAtlas(command + QStringList{full});
        QCOMPARE(run.exitCode, 1);
        // The last line (Qt may warn about the environment before it) names the device.
        const QByteArray error = run.err.trimmed().split('\n').last();
        QVERIFY2(error.startsWith("attention-atlas "), run.err.constData());
        QVERIFY2(error.contains(full.toUtf8()), run.err.constData());
        QVERIFY2(error.contains(qstrerror(ENOSPC)), run.err.constData());
        QVERIFY(isCharacterDevice(null));
        QVERIFY(isCharacterDevice(full));
        QStringList left = entries(dir.path());
        left.removeAll("pairs.tsv");
        QCOMPARE(left, (QStringList{"full", "null"}));
    }

    // `--out -`: the one file goes to standard output; a batch or npy's three files cannot.
    void standardOutput() {
        const AtlasRun csv = runAtlas({"export", "--format", "csv", "--out", "-"});
        QVERIFY2(csv.exitCode == 0, csv.err.constData());
        QVERIFY2(csv.out.count('\n') > 2 && csv.out.contains(','), csv.out.constData());
        const AtlasRun png = runAtlas({"export", "--out", "-"});
        QVERIFY2(png.exitCode == 0, png.err.constData());
        QVERIFY(png.out.startsWith("\x89PNG\r\n"));
        for (const QStringList& refused :
             {QStringList{"--format", "npy"}, QStringList{"--stack", "all", "--format", "csv"}}) {
            const AtlasRun run = runAtlas(QStringList{"export", "--out", "-"} + refused);
            QCOMPARE(run.exitCode, 2);
            QVERIFY(run.out.isEmpty());
        }
    }

    // A link planted in a batch folder is replaced, never followed: nothing outside --out DIR
    // changes. A planted FIFO or device is refused (it would block or be written through).
    void batchWritesOnlyInsideItsFolder() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString precious = dir.filePath("precious.cfg");
        {
            QFile file(precious);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("keep me\n");
        }
        const QString batch = dir.filePath("batch");
        QVERIFY(QDir().mkpath(batch));
        QVERIFY(QFile::link("../precious.cfg", batch + "/encoder-L0-H0.csv"));
        const AtlasRun run = runAtlas(
            {"export", "--stack", "encoder", "--layer", "all", "--format", "csv", "--out", batch});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(contents(precious), QByteArray("keep me\n"));
        const QFileInfo replaced(batch + "/encoder-L0-H0.csv");
        QVERIFY(!replaced.isSymLink() && replaced.isFile());
        QVERIFY(contents(replaced.filePath()).contains(','));

        QVERIFY(QFile::remove(batch + "/encoder-L1-H0.csv"));
        QVERIFY(::mkfifo(QFile::encodeName(batch + "/encoder-L1-H0.csv").constData(), 0600) == 0);
        const AtlasRun fifo = runAtlas(
            {"export", "--stack", "encoder", "--layer", "all", "--format", "csv", "--out", batch},
            30000);
        QCOMPARE(fifo.exitCode, 1);
        QVERIFY2(fifo.err.contains("not a regular file"), fifo.err.constData());
        QVERIFY(QFileInfo(batch + "/encoder-L1-H0.csv").exists());
        QCOMPARE(contents(precious), QByteArray("keep me\n"));
    }

    // NAME_MAX bytes: the temporary's name does not grow with the target's.
    void longestFileNameIsWritten() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (int length : {245, 255}) {
            const QString path = dir.filePath(QString(length - 5, 'a') + ".json");
            const AtlasRun run = runAtlas({"translate", "--json", path, "Hello"});
            QVERIFY2(run.exitCode == 0, run.err.constData());
            QVERIFY(contents(path).startsWith('{'));
            QVERIFY(QFile::remove(path));
        }
        QVERIFY(entries(dir.path()).isEmpty());
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
