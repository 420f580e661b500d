// cmake --install into a temporary prefix puts the program, its menu entry, icon, AppStream
// metadata and licence where desktops and distributions look for them, and the files pass
// desktop-file-validate and appstreamcli validate (each check skipped where its tool is not
// installed).

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

class TestInstall : public QObject {
    Q_OBJECT

    QTemporaryDir prefix_;

    static QString run(const QString& program, const QStringList& args, int* code) {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(program, args);
        if (!p.waitForFinished(120000))
            *code = -1;
        else
            *code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        return QString::fromUtf8(p.readAll());
    }
    QString installed(const QString& relative) const { return prefix_.filePath(relative); }

private slots:
    void initTestCase() {
        QVERIFY(prefix_.isValid());
        int code = 0;
        const QString out =
            run(ATLAS_CMAKE, {"--install", ATLAS_BUILD_DIR, "--prefix", prefix_.path()}, &code);
        QVERIFY2(code == 0, qPrintable(out));
    }

    void filesAreWhereDesktopsLook() {
        for (const char* f :
             {"bin/attention-atlas", "share/applications/attention-atlas.desktop",
              "share/icons/hicolor/scalable/apps/attention-atlas.svg",
              "share/metainfo/io.github.attention_atlas.AttentionAtlas.metainfo.xml"})
            QVERIFY2(QFileInfo(installed(f)).isFile(), f);
        QVERIFY(QFileInfo(installed("bin/attention-atlas")).isExecutable());
        // The icon is an SVG a renderer reads, the entry names the binary and the icon.
        QFile icon(installed("share/icons/hicolor/scalable/apps/attention-atlas.svg"));
        QVERIFY(icon.open(QIODevice::ReadOnly));
        QVERIFY(icon.readAll().contains("<svg"));
        QFile entry(installed("share/applications/attention-atlas.desktop"));
        QVERIFY(entry.open(QIODevice::ReadOnly));
        const QByteArray text = entry.readAll();
        QVERIFY(text.contains("\nExec=attention-atlas"));
        QVERIFY(text.contains("\nIcon=attention-atlas\n"));
    }

    void licenceIsInstalled() {
        // The MIT licence the metainfo names, as the repository holds it.
        QFile licence(installed("share/doc/attention-atlas/LICENSE"));
        QVERIFY(licence.open(QIODevice::ReadOnly));
        QFile source(ATLAS_SOURCE_DIR "/LICENSE");
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QByteArray text = licence.readAll();
        QCOMPARE(text, source.readAll());
        QVERIFY(text.startsWith("MIT License\n"));
        QVERIFY(text.contains("Copyright (c) 2026 The Attention Atlas developers"));
        QFile metainfo(
            installed("share/metainfo/io.github.attention_atlas.AttentionAtlas.metainfo.xml"));
        QVERIFY(metainfo.open(QIODevice::ReadOnly));
        QVERIFY(metainfo.readAll().contains("<project_license>MIT</project_license>"));
    }

    void desktopEntryIsValid() {
        const QString tool = QStandardPaths::findExecutable("desktop-file-validate");
        if (tool.isEmpty()) QSKIP("desktop-file-validate is not installed (desktop-file-utils)");
        int code = 0;
        const QString out =
            run(tool, {installed("share/applications/attention-atlas.desktop")}, &code);
        QVERIFY2(code == 0 && !out.contains("error:"), qPrintable(out));
    }

    void metainfoIsValid() {
        const QString tool = QStandardPaths::findExecutable("appstreamcli");
        if (tool.isEmpty()) QSKIP("appstreamcli is not installed (appstream)");
        int code = 0;
        const QString out =
            run(tool,
                {"validate", "--no-net",
                 installed("share/metainfo/io.github.attention_atlas.AttentionAtlas.metainfo.xml")},
                &code);
        QVERIFY2(code == 0, qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
