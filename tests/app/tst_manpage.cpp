// Issue 20: the manual page, written at build time from the table `--help` prints, lists every
// subcommand and every option the built binary's help lists (and no hidden one), in each
// interface language with that language's help texts, carries the version, renders without a
// groff warning, and is compressed as Debian installs it (gzip -n).

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QtTest>

#include "AtlasProcess.h"

namespace {

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString pagePath(const QString& language) {
    return QStringLiteral(ATLAS_DOCS_DIR "/man/%1/attention-atlas.1").arg(language);
}

// The process asks for `language` as a user's locale does.
std::function<void(QProcess&)> inLanguage(const QString& locale) {
    return [locale](QProcess& process) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES"}) env.remove(name);
        env.insert(QStringLiteral("LANG"), locale);
        process.setProcessEnvironment(env);
    };
}

// The subcommands `--help` lists, and the options and texts one subcommand's help lists:
// the lines "  --name VALUE  text".
QStringList subcommands() {
    const QString help = QString::fromUtf8(runAtlas({"--help"}, 20000, inLanguage("C.UTF-8")).out);
    QStringList names;
    for (const QString& block : help.split(QStringLiteral("\n\n")))
        if (block.startsWith(QStringLiteral("Subcommands")))
            for (const QString& line : block.split(QLatin1Char('\n')).mid(1))
                names << line.trimmed().section(QLatin1Char(' '), 0, 0);
    return names;
}

QList<QPair<QString, QString>> optionTexts(const QByteArray& help) {
    QList<QPair<QString, QString>> options;
    static const QRegularExpression row(QStringLiteral("^  (--\\S+)(?: \\S+)?\\s{2,}(.+)$"));
    for (const QString& line : QString::fromUtf8(help).split(QLatin1Char('\n')))
        if (const auto m = row.match(line); m.hasMatch())
            options << qMakePair(m.captured(1), m.captured(2));
    return options;
}

// roff's spelling of an option name: "\-\-model".
QByteArray roffName(const QString& option) {
    return option.toUtf8().replace("-", "\\-");
}

}  // namespace

class TestManPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(subcommands().size() >= 9); }

    void listsEveryOptionOfEverySubcommand_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("locale");
        QTest::newRow("en") << "en"
                            << "C.UTF-8";
        QTest::newRow("de") << "de"
                            << "de_DE.UTF-8";
        QTest::newRow("zh_CN") << "zh_CN"
                               << "zh_CN.UTF-8";
    }
    void listsEveryOptionOfEverySubcommand() {
        QFETCH(QString, language);
        QFETCH(QString, locale);
        const QByteArray page = readAll(pagePath(language));
        QVERIFY2(!page.isEmpty(), qPrintable(pagePath(language)));
        QVERIFY(page.contains(".TH ATTENTION\\-ATLAS 1 \""));
        QVERIFY(page.contains("\"Attention Atlas " ATLAS_VERSION "\""));
        for (const QString& name : subcommands()) {
            const QByteArray section = ".SS " + roffName(name) + "\n";
            QVERIFY2(page.contains(section), qPrintable(name));
            // Without the break points set after each CJK character (\:) and the escape of a
            // line's leading dot (\&).
            const QString body = QString::fromUtf8(page.mid(page.indexOf(section) + section.size()))
                                     .section(QStringLiteral(".SS "), 0, 0)
                                     .remove(QStringLiteral("\\:"))
                                     .remove(QStringLiteral("\\&"));
            // Each option on a line of its own, its text on the next as this language's --help
            // prints it; then the example under its heading.
            const AtlasRun help = runAtlas({name, "--help"}, 20000, inLanguage(locale));
            QCOMPARE(help.exitCode, 0);
            const auto options = optionTexts(help.out);
            QVERIFY(options.size() >= 2);
            for (const auto& [option, text] : options) {
                const QByteArray item = "\\fB" + roffName(option) + "\\fR";
                QVERIFY2(body.contains(QString::fromUtf8(item)), qPrintable(name + " " + option));
                if (option == QStringLiteral("--help")) continue;
                QVERIFY2(body.contains("\n" + QString(text).replace('\\', "\\e") + "\n"),
                         qPrintable(language + ": " + name + " " + option + ": " + text));
            }
            const QList<QByteArray> lines = help.out.trimmed().split('\n');
            const QString example = QString::fromUtf8(lines.last().trimmed()).replace('-', "\\-");
            QVERIFY2(body.contains(QString::fromUtf8(lines.at(lines.size() - 2)) +
                                   "\n.RS 4\n.nf\n" + example + "\n"),
                     qPrintable(name));
        }
        // Options the program keeps for itself are not documented.
        QVERIFY(!page.contains("tinyllama\\-child"));
        // The window's options and the exit codes.
        QVERIFY(page.contains("\\fB\\-\\-page\\fR \\fIN\\fR"));
        QVERIFY(page.contains(".TP\n2\n"));
    }

    // groff reads it as man(7) and has nothing to say (-ww: every warning), in every language.
    void rendersWithoutWarnings() {
        const QString groff = QStandardPaths::findExecutable(QStringLiteral("groff"));
        if (groff.isEmpty()) QSKIP("groff is not installed (groff-base)");
        for (const QString& language :
             {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_CN")}) {
            QProcess p;
            p.start(groff, {"-k", "-man", "-Tutf8", "-ww", "-z", pagePath(language)});
            QVERIFY(p.waitForFinished(60000));
            QCOMPARE(p.exitCode(), 0);
            const QByteArray said = p.readAllStandardError() + p.readAllStandardOutput();
            QVERIFY2(said.isEmpty(), said.constData());
            // And what a reader sees starts as whatis lists it.
            QProcess render;
            render.start(groff, {"-k", "-man", "-Tutf8", "-P", "-cbou", pagePath(language)});
            QVERIFY(render.waitForFinished(60000));
            const QString text = QString::fromUtf8(render.readAllStandardOutput());
            QVERIFY2(text.contains(QStringLiteral("attention-atlas - ")),
                     qPrintable(text.left(400)));
            QVERIFY(text.contains(QStringLiteral("attention-atlas kv --config llama-3-70b")));
        }
    }

    // gzip -9n: the same bytes, no file name and no time stored in the header.
    void compressedAsDebianInstallsIt() {
        for (const QString& language :
             {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_CN")}) {
            const QByteArray gz = readAll(pagePath(language) + ".gz");
            QVERIFY(gz.size() > 18);
            QCOMPARE(quint8(gz[0]), quint8(0x1f));
            QCOMPARE(quint8(gz[1]), quint8(0x8b));
            QCOMPARE(quint8(gz[3]) & 0x08, 0);            // FNAME
            QCOMPARE(gz.mid(4, 4), QByteArray(4, '\0'));  // MTIME
            QProcess gunzip;
            gunzip.start(QStringLiteral("gzip"), {"-dc", pagePath(language) + ".gz"});
            QVERIFY(gunzip.waitForFinished(20000));
            QCOMPARE(gunzip.readAllStandardOutput(), readAll(pagePath(language)));
        }
    }
};

QTEST_GUILESS_MAIN(TestManPage)
#include "tst_manpage.moc"
