// The one file writer (model/AtomicFile.h): devices are written in place and never replaced,
// links are followed only when asked, a group is all or nothing, a replaced file keeps its
// permissions but never a setuid/setgid bit, and a name of NAME_MAX bytes still has a
// temporary. Devices are made with mknod in a temporary folder: a test never writes to the
// machine's own /dev nodes (a writer that renamed over one would destroy it for everybody).

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "AtomicFile.h"

using namespace atlas;
namespace fs = std::filesystem;

namespace {

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

void writePlain(const std::string& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary) << bytes;
}

QStringList entriesOf(const QString& dir) {
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden |
                               QDir::System);
}

std::string messageOf(const std::function<void()>& write) {
    try {
        write();
    } catch (const WriteError& e) {
        return e.what();
    }
    return {};
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace

class TestAtomicFile : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    std::string path(const char* name) const { return dir_.filePath(name).toStdString(); }

    // A character device like /dev/null (1,3) or /dev/full (1,7), in the temporary folder.
    std::string device(const char* name, unsigned minor) {
        const std::string node = path(name);
        if (::mknod(node.c_str(), S_IFCHR | 0666, makedev(1, minor)) != 0) return {};
        return node;
    }

private slots:
    void init() { QVERIFY(dir_.isValid()); }
    void cleanup() {
        for (const QString& name : entriesOf(dir_.path()))
            fs::remove_all(dir_.filePath(name).toStdString());
    }

    void newFileAndReplacement() {
        const std::string target = path("out.json");
        writeFileAtomically(target, "first");
        QCOMPARE(readAll(target), std::string("first"));
        writeFileAtomically(target, "second, longer");
        QCOMPARE(readAll(target), std::string("second, longer"));
        QCOMPARE(entriesOf(dir_.path()), QStringList{"out.json"});
    }

    // The device stays a device (same node), a full one reports ENOSPC, a null one takes all.
    void devicesAreWrittenInPlace() {
        const std::string null = device("null", 3), full = device("full", 7);
        if (null.empty() || full.empty()) QSKIP("mknod needs root");
        writeFileAtomically(null, "discarded");
        const std::string error =
            messageOf([&] { writeFileAtomically(full, std::string(4096, 'x')); });
        QVERIFY2(contains(error, "'" + full + "'"), error.c_str());
        QVERIFY2(contains(error, std::strerror(ENOSPC)), error.c_str());
        for (const std::string& node : {null, full}) {
            struct stat st {};
            QVERIFY(::lstat(node.c_str(), &st) == 0);
            QVERIFY(S_ISCHR(st.st_mode));
        }
        QCOMPARE(entriesOf(dir_.path()), (QStringList{"full", "null"}));
    }

    // A FIFO: the reader gets the bytes, the FIFO stays.
    void fifoIsWrittenInPlace() {
        const std::string fifo = path("pipe");
        QVERIFY(::mkfifo(fifo.c_str(), 0600) == 0);
        std::string received;
        std::thread reader([&] { received = readAll(fifo); });
        writeFileAtomically(fifo, "through the pipe");
        reader.join();
        QCOMPARE(received, std::string("through the pipe"));
        QVERIFY(fs::is_fifo(fifo));
        QCOMPARE(entriesOf(dir_.path()), QStringList{"pipe"});
    }

    // Links::Follow (one path a user named): the file pointed to is replaced, the link kept.
    void followedLinkIsKept() {
        QVERIFY(QDir(dir_.path()).mkdir("models"));
        const std::string real = path("models/real.safetensors");
        const std::string link = path("latest.safetensors");
        writeFileAtomically(real, "old");
        fs::create_symlink(real, link);
        writeFileAtomically(link, "new");
        QVERIFY(fs::is_symlink(link));
        QCOMPARE(readAll(real), std::string("new"));
        QCOMPARE(entriesOf(dir_.filePath("models")), QStringList{"real.safetensors"});
    }

    // Links::Replace (a batch in its folder): a planted link is replaced, never followed, and
    // an entry that is neither a file nor a link is refused and left alone.
    void plantedLinkIsReplaced() {
        QVERIFY(QDir(dir_.path()).mkdir("batch"));
        const std::string precious = path("precious.cfg");
        writePlain(precious, "keep me");
        const std::string planted = path("batch/encoder-L0-H0.png");
        fs::create_symlink("../precious.cfg", planted);
        writeFileAtomically(planted, "a picture", Links::Replace);
        QCOMPARE(readAll(precious), std::string("keep me"));
        QVERIFY(!fs::is_symlink(planted));
        QCOMPARE(readAll(planted), std::string("a picture"));

        const std::string fifo = path("batch/encoder-L0-H1.png");
        QVERIFY(::mkfifo(fifo.c_str(), 0600) == 0);
        const std::string error =
            messageOf([&] { writeFileAtomically(fifo, "x", Links::Replace); });
        QVERIFY2(contains(error, "not a regular file"), error.c_str());
        QVERIFY(fs::is_fifo(fifo));
        QCOMPARE(entriesOf(dir_.filePath("batch")),
                 (QStringList{"encoder-L0-H0.png", "encoder-L0-H1.png"}));
    }

    // A copy must never gain privileges: setuid, setgid and sticky bits are dropped.
    void permissionsKeptWithoutSetuid() {
        const std::string target = path("tool");
        writePlain(target, "old");
        QVERIFY(::chmod(target.c_str(), 06755) == 0);
        writeFileAtomically(target, "new");
        struct stat st {};
        QVERIFY(::stat(target.c_str(), &st) == 0);
        QCOMPARE(st.st_mode & 07777, mode_t(0755));

        QVERIFY(::chmod(target.c_str(), 0640) == 0);
        writeFileAtomically(target, "newer");
        QVERIFY(::stat(target.c_str(), &st) == 0);
        QCOMPARE(st.st_mode & 07777, mode_t(0640));
    }

    // NAME_MAX (255) bytes: the temporary's name does not grow with the target's.
    void longestNameCanBeWritten() {
        for (size_t length : {size_t(245), size_t(255)}) {
            const std::string name(length, 'a');
            const std::string target = path(name.c_str());
            writeFileAtomically(target, "long");
            QCOMPARE(readAll(target), std::string("long"));
            fs::remove(target);
        }
        QVERIFY(entriesOf(dir_.path()).isEmpty());
    }

    // One file of a group cannot be written: none is, and the old ones stay.
    void groupIsAllOrNothing() {
        const std::string values = path("m.npy"), rows = path("m.rows.npy");
        writePlain(values, "old values");
        const std::string error = messageOf([&] {
            writeFilesAtomically({{values, "new values"},
                                  {rows, "new rows"},
                                  {path("missing-folder/m.columns.npy"), "new columns"}});
        });
        QVERIFY2(contains(error, "missing-folder/m.columns.npy"), error.c_str());
        QCOMPARE(readAll(values), std::string("old values"));
        QCOMPARE(entriesOf(dir_.path()), QStringList{"m.npy"});

        writeFilesAtomically({{values, "new values"}, {rows, "new rows"}});
        QCOMPARE(readAll(values), std::string("new values"));
        QCOMPARE(readAll(rows), std::string("new rows"));
    }

    void folderIsRefused() {
        QVERIFY(QDir(dir_.path()).mkdir("target"));
        const std::string target = path("target");
        const std::string error = messageOf([&] { writeFileAtomically(target, "data"); });
        QVERIFY2(contains(error, "'" + target + "'"), error.c_str());
        QVERIFY(fs::is_directory(target));
        QCOMPARE(entriesOf(dir_.path()), QStringList{"target"});
    }

    // "-" and /dev/fd/N are descriptors the process holds: written as they are.
    void descriptorsAreWrittenDirectly() {
        int pipe[2];
        QVERIFY(::pipe(pipe) == 0);
        writeFileAtomically("/dev/fd/" + std::to_string(pipe[1]), "to the descriptor");
        ::close(pipe[1]);
        char buffer[64] = {};
        const ssize_t n = ::read(pipe[0], buffer, sizeof buffer);
        ::close(pipe[0]);
        QCOMPARE(std::string(buffer, size_t(std::max<ssize_t>(n, 0))),
                 std::string("to the descriptor"));
        QVERIFY(!messageOf([] { writeFileAtomically("/dev/fd/999", "x"); }).empty());
    }
};

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
