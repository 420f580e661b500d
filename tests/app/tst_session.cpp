// Session files (.atlas): what is saved comes back, broken files are refused with a message
// naming the problem and leave nothing half-written, a model file's path survives moving the
// lesson's folder.

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#include "FileSizeLimit.h"
#include "Session.h"

using atlas::AppTheme;
using atlas::Session;
using atlas::SessionError;
using atlas::views::Colormap;
using atlas::views::ColorScale;
using atlas::views::Stack;

namespace {

void write(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// The message of the SessionError that loading `bytes` throws (empty: none thrown).
QString loadError(const QString& path, const QByteArray& bytes) {
    write(path, bytes);
    try {
        Session::load(path);
    } catch (const SessionError& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

Session lesson(const QString& modelFile) {
    Session s;
    s.modelFile = modelFile;
    s.text = QStringLiteral("Die junge Frau sieht den kleinen Hund. 你好");
    s.pairText = QStringLiteral("Der Hund schläft.");
    s.page = "alignment";
    s.selection.stack = Stack::Cross;
    s.selection.layer = 1;
    s.selection.head = 3;
    s.selection.colormap = Colormap::Name::Magma;
    s.selection.scale = ColorScale::Kind::Log;
    s.theme = AppTheme::Kind::Dark;
    return s;
}

}  // namespace

class TestSession : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

private slots:
    void oldFilesNameThePageByItsClass() {
        // Before page ids were fixed, a session stored the page's class name, namespace and
        // "Page" dropped, in lower case: those files open on the same page.
        const QPair<QString, QString> pages[] = {{"tokens", "tokens"},
                                                 {"attention", "attention"},
                                                 {"alignment", "alignment"},
                                                 {"kernel", "kernel"},
                                                 {"cost", "kv-cost"},
                                                 {"approx", "approximations"},
                                                 {"traininglab", "training-lab"},
                                                 {"atlas::AttentionPage", "attention"},
                                                 {"atlas::CostPage", "kv-cost"},
                                                 {"atlas::TrainingLabPage", "training-lab"},
                                                 {"kv-cost", "kv-cost"},
                                                 {"approximations", "approximations"}};
        for (const auto& [stored, id] : pages) {
            const QString path = dir_.filePath("old.atlas");
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(QStringLiteral("{\"format\": \"attention-atlas-session\", \"version\": 1, "
                                      "\"model\": {\"builtin\": \"default\"}, \"text\": \"Hi.\", "
                                      "\"page\": \"%1\", \"stack\": \"cross\", \"layer\": 1, "
                                      "\"head\": \"mean\", \"colormap\": \"magma\", "
                                      "\"scale\": \"log\", \"theme\": \"dark\"}")
                           .arg(stored)
                           .toUtf8());
            file.close();
            QCOMPARE(Session::load(path).page, id);
        }
    }

    void roundTrip() {
        const QString model = dir_.filePath("elsewhere/../model.safetensors");
        const Session saved = lesson(QDir::cleanPath(model));
        const QString path = dir_.filePath("lesson.atlas");
        saved.save(path);
        const Session loaded = Session::load(path);
        QCOMPARE(loaded.modelFile, saved.modelFile);
        QCOMPARE(loaded.text, saved.text);
        QCOMPARE(loaded.pairText, saved.pairText);
        QCOMPARE(loaded.page, saved.page);
        QVERIFY(loaded.selection == saved.selection);
        QCOMPARE(int(loaded.theme), int(AppTheme::Kind::Dark));
        QVERIFY(loaded == saved);

        // The mean over heads and a built-in model.
        Session mean;
        mean.selection.head = -1;
        mean.builtinModel = "random-mla";
        mean.save(path);
        QCOMPARE(Session::load(path).selection.head, -1);
        QCOMPARE(Session::load(path).builtinModel, QStringLiteral("random-mla"));
        QVERIFY(Session::load(path) == mean);
    }

    void fileIsReadableJson() {
        const QString path = dir_.filePath("readable.atlas");
        lesson(dir_.filePath("model.safetensors")).save(path);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject json = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(json["format"].toString(), QStringLiteral("attention-atlas-session"));
        QCOMPARE(json["version"].toInt(), 1);
        QCOMPARE(json["stack"].toString(), QStringLiteral("cross"));
        QCOMPARE(json["head"].toInt(), 3);
        QCOMPARE(json["colormap"].toString(), QStringLiteral("magma"));
        QCOMPARE(json["scale"].toString(), QStringLiteral("log"));
        QCOMPARE(json["theme"].toString(), QStringLiteral("dark"));
        QCOMPARE(json["pair_text"].toString(), QStringLiteral("Der Hund schläft."));
        // A model beside the session is stored relative to it.
        QCOMPARE(json["model"].toObject()["file"].toString(), QStringLiteral("model.safetensors"));
    }

    void lessonFolderMoves() {
        // A model inside the lesson's folder moves with it; one outside keeps its absolute path.
        QTemporaryDir outside;
        QDir(dir_.path()).mkpath("lesson/models");
        const QString inside = dir_.filePath("lesson/models/m.safetensors");
        write(inside, "x");
        lesson(inside).save(dir_.filePath("lesson/a.atlas"));
        lesson(outside.filePath("far.safetensors")).save(dir_.filePath("lesson/b.atlas"));
        QVERIFY(QDir(dir_.path()).rename("lesson", "moved"));
        const Session a = Session::load(dir_.filePath("moved/a.atlas"));
        QCOMPARE(a.modelFile, dir_.filePath("moved/models/m.safetensors"));
        QVERIFY(a.missingModelFile().isEmpty());
        const Session b = Session::load(dir_.filePath("moved/b.atlas"));
        QCOMPARE(b.modelFile, outside.filePath("far.safetensors"));
        QCOMPARE(b.missingModelFile(), outside.filePath("far.safetensors"));
    }

    void missingKeysTakeDefaults() {
        const QString path = dir_.filePath("minimal.atlas");
        write(path, R"({"format": "attention-atlas-session", "version": 1, "future": [1, 2]})");
        const Session s = Session::load(path);
        QVERIFY(s == Session());
        QVERIFY(s.missingModelFile().isEmpty());
    }

    void brokenFilesAreRefused_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("says");
        const QByteArray head = R"({"format": "attention-atlas-session", "version": 1, )";
        QTest::newRow("empty") << QByteArray() << "not valid JSON";
        QTest::newRow("truncated") << head << "not valid JSON";
        QTest::newRow("array") << QByteArray("[1, 2]") << "not an Attention Atlas session";
        QTest::newRow("other JSON")
            << QByteArray(R"({"config": {}})") << "not an Attention Atlas session";
        QTest::newRow("no version")
            << QByteArray(R"({"format": "attention-atlas-session"})") << "“version”";
        QTest::newRow("newer") << QByteArray(
                                      R"({"format": "attention-atlas-session", "version": 2})")
                               << "newer Attention Atlas";
        QTest::newRow("stack") << head + R"("stack": "sideways"})"
                               << "“stack” must be one of";
        QTest::newRow("layer") << head + R"("layer": -1})"
                               << "“layer”";
        QTest::newRow("layer fraction") << head + R"("layer": 1.5})"
                                        << "“layer”";
        QTest::newRow("head") << head + R"("head": "all"})"
                              << "“head”";
        QTest::newRow("colormap") << head + R"("colormap": "jet"})"
                                  << "“colormap”";
        QTest::newRow("scale") << head + R"("scale": 3})"
                               << "“scale”";
        QTest::newRow("theme") << head + R"("theme": "neon"})"
                               << "“theme”";
        QTest::newRow("text") << head + R"("text": 3})"
                              << "“text” must be a string";
        QTest::newRow("pair text") << head + R"("pair_text": [1]})"
                                   << "“pair_text” must be a string";
        QTest::newRow("model") << head + R"("model": "m.safetensors"})"
                               << "“model”";
    }
    void brokenFilesAreRefused() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, says);
        const QString path = dir_.filePath("broken.atlas");
        const QString message = loadError(path, bytes);
        QVERIFY2(message.contains(says), qPrintable(message));
        QVERIFY2(message.contains(path), qPrintable(message));  // names the file
    }

    void unreadableFile() {
        try {
            Session::load(dir_.filePath("absent.atlas"));
            QFAIL("no error");
        } catch (const SessionError& e) {
            QVERIFY(QString(e.what()).contains("absent.atlas"));
        }
    }

    // A FIFO would block the open forever, /dev/zero would read until memory runs out: both
    // are refused before a byte is read (the FIFO has no writer; opening it would hang).
    void nonRegularFilesAreRefused() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QStringList paths{dir.path()};
        const QString fifo = dir.filePath("pipe.atlas");
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        paths << fifo;
        const QString zero = dir.filePath("zero.atlas");
        if (::mknod(QFile::encodeName(zero).constData(), S_IFCHR | 0444, makedev(1, 5)) == 0)
            paths << zero;
        for (const QString& path : paths) {
            try {
                Session::load(path);
                QFAIL(qPrintable("loaded " + path));
            } catch (const SessionError& e) {
                QVERIFY2(QString(e.what()).contains(path), e.what());
                QVERIFY2(QString(e.what()).contains("not a regular file"), e.what());
            }
        }
    }

    void failedSaveSaysWhy() {
        const QString path = dir_.filePath("no/such/folder/x.atlas");
        try {
            Session().save(path);
            QFAIL("no error");
        } catch (const SessionError& e) {
            QVERIFY2(QString(e.what()).contains(path), e.what());
        }
        QVERIFY(!QFileInfo::exists(path));
    }

    // A disk that fills up (a file size limit below the session's size, set in this process):
    // the error names the file, the old session stays byte for byte, no temporary is left.
    // QSaveFile kept small files in its buffer and committed a truncated one.
    void fullDiskKeepsTheOldSession() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("lesson.atlas");
        const QByteArray old = "{\"an\": \"old session\"}\n";
        write(path, old);
        QString message;
        {
            const FileSizeLimit limit(64);
            QVERIFY(limit.ok());
            try {
                lesson(dir.filePath("model.safetensors")).save(path);
            } catch (const SessionError& e) {
                message = QString::fromUtf8(e.what());
            }
        }
        QVERIFY2(message.contains(path), qPrintable(message));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), old);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{"lesson.atlas"});
    }
};

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
