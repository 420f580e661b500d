// readRegularFile: only regular files, refused before a byte is read, never blocking, and the
// limit exact (a file of maxBytes is read, one byte more is not).

#include <QTemporaryDir>
#include <QtTest>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>

#include <chrono>
#include <fstream>

#include "FifoUnblocker.h"
#include "RegularFile.h"

using namespace atlas;

namespace {

// The message of the refusal, or "<read N bytes>".
QString outcome(const std::string& path, std::uint64_t maxBytes) {
    try {
        return QString("<read %1 bytes>").arg(readRegularFile(path, maxBytes).size());
    } catch (const std::runtime_error& e) {
        return QString::fromStdString(e.what());
    }
}

void expectRefusal(const std::string& path, const QString& reason) {
    const QString message = outcome(path, 1 << 20);
    QVERIFY2(message.contains(QString::fromStdString(path)), qPrintable(message));
    QVERIFY2(message.contains(reason), qPrintable(message));
    QVERIFY2(!message.contains('\n'), qPrintable(message));
}

}  // namespace

class TestRegularFile : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    std::string path(const char* name) const { return dir_.filePath(name).toStdString(); }

private slots:
    void readsExactlyTheFile() {
        std::ofstream(path("ten"), std::ios::binary) << "0123456789";
        QCOMPARE(readRegularFile(path("ten"), 10), std::string("0123456789"));  // at the limit
        QCOMPARE(readRegularFile(path("ten"), 1000), std::string("0123456789"));
        std::ofstream(path("empty"), std::ios::binary).flush();
        QCOMPARE(readRegularFile(path("empty"), 0), std::string());
    }

    void refusesOverTheLimitBeforeReading() {
        std::ofstream(path("eleven"), std::ios::binary) << "01234567890";
        const QString message = outcome(path("eleven"), 10);
        QVERIFY2(message.contains("11 bytes, larger than the 10 bytes limit"), qPrintable(message));
        // A sparse file of 4 GiB + 1: refused at once, nothing allocated.
        const std::string huge = path("huge");
        std::ofstream(huge).flush();
        QVERIFY(::truncate(huge.c_str(), (4LL << 30) + 1) == 0);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(outcome(huge, 4ull << 30).contains("larger than the 4 GiB limit"));
        QVERIFY(clock.elapsed() < 1000);
    }

    void refusesMissingAndDirectory() {
        expectRefusal(path("absent"), "cannot open");
        expectRefusal(dir_.path().toStdString(), "a directory, not a regular file");
    }

    // Before: open() blocked until a writer came (for ever, on the command line).
    void refusesFifoWithoutBlocking() {
        const std::string fifo = path("fifo");
        QVERIFY(::mkfifo(fifo.c_str(), 0600) == 0);
        QElapsedTimer clock;
        clock.start();
        {
            const FifoUnblocker unblocker(fifo);
            expectRefusal(fifo, "a FIFO, not a regular file");
            QVERIFY2(!unblocker.released(), "blocked opening the FIFO");
        }
        QVERIFY(clock.elapsed() < 1500);
    }

    // Before: /dev/zero was read up to the 4 GiB limit (12 s, 4 GB); /dev/null as empty.
    void refusesDevices() {
        if (::geteuid() != 0) QSKIP("mknod needs root");
        for (const auto& [name, minor] : {std::pair{"zero", 5}, std::pair{"null", 3}}) {
            const std::string device = path(name);
            QVERIFY(::mknod(device.c_str(), S_IFCHR | 0600, makedev(1, minor)) == 0);
            QElapsedTimer clock;
            clock.start();
            expectRefusal(device, "a character device, not a regular file");
            QVERIFY(clock.elapsed() < 1000);
        }
    }

    void refusesSocket() {
        const std::string socketPath = path("socket");
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        if (socketPath.size() >= sizeof address.sun_path) QSKIP("temporary path too long");
        std::strcpy(address.sun_path, socketPath.c_str());
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        QVERIFY(fd >= 0);
        QVERIFY(::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
        expectRefusal(socketPath, "cannot open");  // open() itself refuses a socket (ENXIO)
        ::close(fd);
    }
};

QTEST_APPLESS_MAIN(TestRegularFile)
#include "tst_regularfile.moc"
