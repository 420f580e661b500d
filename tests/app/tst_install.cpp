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

    // The licences in Debian's machine-readable copyright file: ours word for word as the
    // repository's LICENSE (the MIT licence the metainfo names), and the header-only libraries
    // compiled in.
    void licenceIsInstalled() {
        QFile copyright(installed("share/doc/attention-atlas/copyright"));
        QVERIFY(copyright.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(copyright.readAll());
        QVERIFY(text.startsWith(
            "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"));
        QVERIFY(
            text.contains("\nFiles: *\nCopyright: 2026 The Attention Atlas developers\n"
                          "License: Expat\n"));
        for (const char* library : {"/usr/include/eigen3/*", "/usr/include/nlohmann/*"})
            QVERIFY2(text.contains(QStringLiteral("\nFiles: ") + library), library);
        QFile source(ATLAS_SOURCE_DIR "/LICENSE");
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QString licence = QString::fromUtf8(source.readAll());
        QVERIFY(licence.contains("Copyright (c) 2026 The Attention Atlas developers"));
        // The permission and the disclaimer, as words: the copyright file indents and folds.
        const auto words = [](QString t) {
            return t.replace(QStringLiteral("\n .\n"), QStringLiteral(" ")).simplified();
        };
        const QString body = licence.section(QStringLiteral("developers\n"), 1);
        const QString expat =
            text.section(QStringLiteral("License: Expat\n Permission"), 1).section("\n\n", 0, 0);
        QCOMPARE(words(QStringLiteral(" Permission") + expat), words(body));
        QFile metainfo(
            installed("share/metainfo/io.github.attention_atlas.AttentionAtlas.metainfo.xml"));
        QVERIFY(metainfo.open(QIODevice::ReadOnly));
        QVERIFY(metainfo.readAll().contains("<project_license>MIT</project_license>"));
    }

    // The manual pages (English, German, Chinese) and the bash completion, as man and
    // bash-completion look for them; the changelog as Debian keeps it.
    void manualAndCompletionAreInstalled() {
        for (const char* f :
             {"share/man/man1/attention-atlas.1.gz", "share/man/de/man1/attention-atlas.1.gz",
              "share/man/zh_CN/man1/attention-atlas.1.gz",
              "share/bash-completion/completions/attention-atlas",
              "share/doc/attention-atlas/changelog.gz"})
            QVERIFY2(QFileInfo(installed(f)).isFile() && QFileInfo(installed(f)).size() > 0, f);
        QFile completion(installed("share/bash-completion/completions/attention-atlas"));
        QVERIFY(completion.open(QIODevice::ReadOnly));
        QVERIFY(completion.readAll().contains("complete -F _attention_atlas attention-atlas\n"));
        // The changelog's newest entry is this version (lintian and apt read it).
        QProcess gunzip;
        gunzip.start(QStringLiteral("gzip"),
                     {"-dc", installed("share/doc/attention-atlas/changelog.gz")});
        QVERIFY(gunzip.waitForFinished(20000));
        QVERIFY(gunzip.readAllStandardOutput().startsWith("attention-atlas (" ATLAS_VERSION ") "));
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
