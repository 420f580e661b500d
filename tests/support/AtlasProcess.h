#pragma once
// Runs the built attention-atlas binary as a user would: arguments in; exit code, stdout and
// stderr out.

#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>
#include <functional>

struct AtlasRun {
    int exitCode = -1;  // −1: crashed or timed out
    QByteArray out;
    QByteArray err;
};

// `setup` may change the process before it starts: its environment, or limits set in the
// child (QProcess::setChildProcessModifier).
inline AtlasRun runAtlas(const QStringList& args, int timeoutMs = 120000,
                         const std::function<void(QProcess&)>& setup = {}) {
    QProcess process;
    if (setup) setup(process);
    process.start(QStringLiteral(ATLAS_EXE), args);
    AtlasRun run;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

// A `setup` for runAtlas: the process sees no display and no QT_QPA_PLATFORM, as on a server.
inline void withoutDisplay(QProcess& process) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}) env.remove(name);
    process.setProcessEnvironment(env);
}
