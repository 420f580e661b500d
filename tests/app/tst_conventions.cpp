// Issue 20, the conventions users expect, end to end on the built binary: `--help` lists the
// subcommands and every subcommand answers `--help` and `-h` with each option it accepts (and
// accepts each option its help lists); `--version` answers without a display, and the window
// without one fails with our own line and exit code 1 — never Qt's "no Qt platform plugin
// could be initialized" abort.

#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QtTest>

#include "AtlasProcess.h"

namespace {

// The process sees no display, or `display` as DISPLAY with the X11 platform forced.
std::function<void(QProcess&)> withDisplay(const QString& display) {
    return [display](QProcess& process) {
        withoutDisplay(process);
        QProcessEnvironment env = process.processEnvironment();
        env.insert(QStringLiteral("DISPLAY"), display);
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
        process.setProcessEnvironment(env);
    };
}

// Exactly one line, ours, that says what to do.
void checkNoDisplayLine(const AtlasRun& run) {
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(!run.err.contains("platform plugin"), run.err.constData());
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(run.err.startsWith("attention-atlas: no display"), run.err.constData());
    for (const char* hint : {"xvfb-run", "ssh -X", "--help"})
        QVERIFY2(run.err.contains(hint), hint);
    QVERIFY(run.out.isEmpty());
}

// The subcommands `attention-atlas --help` lists, from its "Subcommands" block.
QStringList listedSubcommands(const QByteArray& help) {
    QStringList names;
    const QString text = QString::fromUtf8(help);
    const QString block =
        text.section(QStringLiteral("Subcommands"), 1).section(QStringLiteral("\n\n"), 0, 0);
    for (const QString& line : block.split(QLatin1Char('\n')).mid(1))
        if (line.startsWith(QStringLiteral("  ")))
            names << line.trimmed().section(QLatin1Char(' '), 0, 0);
    return names;
}

// The options a subcommand's help lists: name → value ("" for a flag).
QList<QPair<QString, QString>> listedOptions(const QByteArray& help) {
    QList<QPair<QString, QString>> options;
    const QString block = QString::fromUtf8(help)
                              .section(QStringLiteral("Options:\n"), 1)
                              .section(QStringLiteral("\n\n"), 0, 0);
    for (const QString& line : block.split(QLatin1Char('\n'))) {
        const QString left =
            line.trimmed().split(QRegularExpression(QStringLiteral("\\s{2,}"))).value(0);
        if (!left.startsWith(QStringLiteral("--"))) continue;  // -h, --help is ours
        options << qMakePair(left.section(QLatin1Char(' '), 0, 0),
                             left.section(QLatin1Char(' '), 1));
    }
    return options;
}

}  // namespace

class TestConventions : public QObject {
    Q_OBJECT

private slots:
    // The English texts below are what an English locale reads; the test's own locale may be any.
    void initTestCase() {
        for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES"}) qunsetenv(name);
        qputenv("LANG", "C.UTF-8");
    }

    void helpListsTheSubcommands() {
        for (const QString& flag : {QStringLiteral("--help"), QStringLiteral("-h")}) {
            const AtlasRun run = runAtlas({flag}, 20000, withoutDisplay);
            QCOMPARE(run.exitCode, 0);
            QCOMPARE(listedSubcommands(run.out),
                     (QStringList{"translate", "tokenize", "export", "kv", "approx", "bench",
                                  "init", "train", "corpus", "evaluate"}));
            QVERIFY(run.out.contains("--version"));
        }
    }

    // Each subcommand's help, and its parser agreeing with it option by option.
    void everySubcommandAnswersHelp() {
        const QStringList names = listedSubcommands(runAtlas({"--help"}).out);
        QVERIFY(names.size() >= 9);
        for (const QString& name : names) {
            const AtlasRun help = runAtlas({name, "--help"}, 20000, withoutDisplay);
            QCOMPARE(help.exitCode, 0);
            QVERIFY2(help.out.startsWith("usage: attention-atlas " + name.toUtf8() + " "),
                     help.out.constData());
            QVERIFY(help.out.contains("\nExample:\n  attention-atlas " + name.toUtf8() + " "));
            QCOMPARE(runAtlas({name, "-h"}, 20000, withoutDisplay).out, help.out);
            const auto options = listedOptions(help.out);
            QVERIFY2(options.size() >= 2, qPrintable(name));
            for (const auto& [option, value] : options) {
                const QString where = name + QStringLiteral(" ") + option;
                // A value option without its value, a flag before an unknown option: either
                // way the parser names what it refuses, never the listed option as unknown.
                const AtlasRun run = value.isEmpty()
                                         ? runAtlas({name, option, "--no-such-option"}, 20000)
                                         : runAtlas({name, option}, 20000);
                QVERIFY2(run.exitCode == 2, qPrintable(where));
                const QByteArray expected = value.isEmpty()
                                                ? QByteArray("unknown option --no-such-option")
                                                : option.toUtf8() + " needs a value";
                QVERIFY2(run.err.contains(expected), qPrintable(where + ": " + run.err));
            }
            // And one it does not list is refused.
            const AtlasRun unknown = runAtlas({name, "--no-such-option"}, 20000);
            QCOMPARE(unknown.exitCode, 2);
            QVERIFY(unknown.err.contains("unknown option --no-such-option"));
        }
    }

    // The help speaks the language the locale asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG):
    // the same usage, options and example, every text translated; English for a language the
    // program does not speak.
    void helpSpeaksTheLocalesLanguage_data() {
        QTest::addColumn<QString>("variable");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QByteArray>("usageHeading");
        QTest::newRow("LANG de") << "LANG"
                                 << "de_DE.UTF-8" << QByteArray("Aufruf:");
        QTest::newRow("LC_ALL zh_CN") << "LC_ALL"
                                      << "zh_CN.UTF-8" << QByteArray("用法：");
        QTest::newRow("LANGUAGE de:en") << "LANGUAGE"
                                        << "de:en" << QByteArray("Aufruf:");
        QTest::newRow("LANG fr") << "LANG"
                                 << "fr_FR.UTF-8" << QByteArray("usage:");
    }
    void helpSpeaksTheLocalesLanguage() {
        QFETCH(QString, variable);
        QFETCH(QString, value);
        QFETCH(QByteArray, usageHeading);
        const auto inLocale = [&](QProcess& process) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(variable, value);
            process.setProcessEnvironment(env);
        };
        const bool english = usageHeading == "usage:";
        const QStringList names = listedSubcommands(runAtlas({"--help"}).out);
        const QByteArray overview = runAtlas({"--help"}, 20000, inLocale).out;
        QVERIFY2(overview.startsWith(usageHeading + " attention-atlas"), overview.constData());
        for (const QString& name : names)
            QVERIFY2(overview.contains("\n  " + name.toUtf8() + " "), qPrintable(name));
        for (const QString& name : names) {
            const QList<QByteArray> ours = runAtlas({name, "--help"}).out.split('\n');
            const AtlasRun run = runAtlas({name, "--help"}, 20000, inLocale);
            QCOMPARE(run.exitCode, 0);
            const QList<QByteArray> theirs = run.out.split('\n');
            QCOMPARE(theirs.size(), ours.size());
            QCOMPARE(theirs[0], usageHeading + ours[0].mid(ours[0].indexOf(' ')));
            QCOMPARE(theirs.last(), ours.last());  // the example's line, or the final newline
            for (qsizetype i = 0; i < ours.size(); ++i) {
                if (!ours[i].startsWith("  -")) continue;
                // The option and its value as written, the text after them translated.
                const qsizetype text = ours[i].indexOf("  ", 4);
                QCOMPARE(theirs[i].left(text), ours[i].left(text));
                if (english)
                    QCOMPARE(theirs[i], ours[i]);
                else
                    QVERIFY2(theirs[i] != ours[i], ours[i].constData());
            }
        }
    }

    // After "--" a "--help" is an argument like any other.
    void helpAfterDoubleDashIsText() {
        const AtlasRun run = runAtlas({"translate", "--", "--help"}, 60000);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(!run.out.startsWith("usage:"));
    }

    void versionNeedsNoDisplay() {
        for (const QString& flag : {QStringLiteral("--version"), QStringLiteral("-v")}) {
            const AtlasRun run = runAtlas({flag}, 20000, withoutDisplay);
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(run.out.startsWith("attention-atlas " ATLAS_VERSION), run.out.constData());
            QCOMPARE(run.out.count('\n'), 1);
            QVERIFY(run.err.isEmpty());
        }
    }

    void windowWithoutDisplay() {
        checkNoDisplayLine(runAtlas({}, 20000, withoutDisplay));
        // Options of the window do not change that.
        checkNoDisplayLine(runAtlas({"--page", "3", "some text"}, 20000, withoutDisplay));
    }

    // A DISPLAY that is set but leads nowhere (a closed ssh tunnel): Qt's own fatal error is
    // caught and replaced by the line.
    void unreachableDisplay() {
        const AtlasRun run = runAtlas({}, 20000, withDisplay(QStringLiteral(":4711")));
        checkNoDisplayLine(run);
        QVERIFY(run.err.contains(":4711"));
    }

    // The headless platforms still open the window (here one that quits at once: --help).
    void offscreenStillWorks() {
        const AtlasRun run = runAtlas({"-platform", "offscreen", "--help"}, 20000, withoutDisplay);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("--model"));
    }
};

QTEST_MAIN(TestConventions)
#include "tst_conventions.moc"
