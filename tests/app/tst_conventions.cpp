// Issue 20, the conventions users expect, end to end on the built binary: `--version` answers
// without a display, and the window without one fails with our own line and exit code 1 —
// never Qt's "no Qt platform plugin could be initialized" abort.

#include <QProcessEnvironment>
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

}  // namespace

class TestConventions : public QObject {
    Q_OBJECT

private slots:
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
