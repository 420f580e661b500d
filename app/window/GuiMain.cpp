#include "GuiMain.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QIcon>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "CommandHelp.h"
#include "GuardedApplication.h"
#include "Language.h"
#include "MainWindow.h"
#include "ModelFiles.h"

namespace atlas {

namespace {

constexpr const char* kNoDisplay =
    "attention-atlas: no display to open the window on%s. Run it in a desktop session, over "
    "ssh -X, under xvfb-run, or use a headless subcommand (attention-atlas --help).\n";

std::string environment(const char* name) {
    const char* value = std::getenv(name);
    return value ? value : "";
}

// The platform Qt will try: -platform NAME, else QT_QPA_PLATFORM, without its ":options".
std::string requestedPlatform(int argc, char* argv[]) {
    std::string platform = environment("QT_QPA_PLATFORM");
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], "-platform") == 0 || std::strcmp(argv[i], "--platform") == 0)
            platform = argv[i + 1];
    return platform.substr(0, platform.find(':'));
}

// Why no window can open here (" (DISPLAY is not set)"), or nothing when one may: X11 and
// Wayland need their variable; offscreen, vnc, eglfs and the rest need neither.
std::optional<std::string> missingDisplay(int argc, char* argv[]) {
    const std::string platform = requestedPlatform(argc, argv);
    const bool x11 = !environment("DISPLAY").empty();
    const bool wayland = !environment("WAYLAND_DISPLAY").empty();
    if (platform.empty() && !x11 && !wayland)
        return std::string(" (neither DISPLAY nor WAYLAND_DISPLAY is set)");
    if (platform == "xcb" && !x11) return std::string(" (DISPLAY is not set)");
    if (platform.rfind("wayland", 0) == 0 && !wayland)
        return std::string(" (WAYLAND_DISPLAY is not set)");
    return std::nullopt;
}

// While QApplication starts: a display that is set but cannot be reached (a stale DISPLAY, a
// closed ssh tunnel) ends in Qt's qFatal "no Qt platform plugin could be initialized", which
// aborts. Our one line and exit code 1 instead; the warnings before it are dropped with it.
std::vector<std::pair<QtMsgType, std::string>>* startupMessages = nullptr;
QtMessageHandler previousHandler = nullptr;

void startupHandler(QtMsgType type, const QMessageLogContext&, const QString& text) {
    if (type == QtFatalMsg) {
        std::fprintf(stderr, kNoDisplay,
                     (" (" + environment("DISPLAY") + " could not be reached)").c_str());
        std::fflush(stderr);
        std::_Exit(1);
    }
    if (startupMessages) startupMessages->emplace_back(type, text.toStdString());
}

std::unique_ptr<QApplication> startApplication(int& argc, char* argv[]) {
    std::vector<std::pair<QtMsgType, std::string>> held;
    startupMessages = &held;
    previousHandler = qInstallMessageHandler(startupHandler);
    auto app = std::make_unique<GuardedApplication>(argc, argv);
    qInstallMessageHandler(previousHandler);
    startupMessages = nullptr;
    // It started: what Qt said meanwhile is shown as it would have been.
    for (const auto& [type, text] : held) {
        const QMessageLogContext none;
        if (previousHandler)
            previousHandler(type, none, QString::fromStdString(text));
        else
            std::fprintf(stderr, "%s\n", text.c_str());
    }
    return app;
}

}  // namespace

int runWindow(int argc, char* argv[]) {
    if (const auto why = missingDisplay(argc, argv)) {
        std::fprintf(stderr, kNoDisplay, why->c_str());
        return 1;
    }
    const std::unique_ptr<QApplication> application = startApplication(argc, argv);
    QApplication& app = *application;
    QApplication::setOrganizationName("AttentionAtlas");
    QApplication::setApplicationName("attention-atlas");
    QApplication::setApplicationDisplayName(QApplication::translate("main", "Attention Atlas"));
    QApplication::setApplicationVersion(QStringLiteral(ATLAS_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("attention-atlas"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/attention-atlas.svg")));
    // The language chosen in the menu (or the system's), before any widget is made.
    Language::apply(Language::saved());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main",
                                "Shows what every attention head of a transformer "
                                "looks at."));
    parser.addHelpOption();
    parser.addVersionOption();
    // The options and their texts are CommandHelp's, as in the manual page.
    std::vector<QCommandLineOption> windowOptions;
    for (const OptionHelp& o : windowHelp().options) {
        windowOptions.emplace_back(QString::fromUtf8(o.name).mid(2),
                                   QApplication::translate("CommandHelp", o.text),
                                   QString::fromUtf8(o.value));
        parser.addOption(windowOptions.back());
    }
    const QCommandLineOption& model = windowOptions.at(0);
    const QCommandLineOption& page = windowOptions.at(1);
    parser.addPositionalArgument("text", QApplication::translate("main", "The source sentence."));
    parser.process(app);

    WindowOptions options;
    // A build without the resource still opens, with the random-weight models.
    if (QFile::exists(kBuiltinModelResource))
        options.builtinModel = [] { return loadCheckpoint(std::nullopt); };
    if (parser.isSet(model)) options.modelFile = parser.value(model);
    options.page = parser.isSet(page) ? parser.value(page).toInt() - 1 : 1;
    if (!parser.positionalArguments().isEmpty())
        options.text = parser.positionalArguments().join(' ');

    MainWindow window(std::move(options));
    window.show();
    return app.exec();
}

}  // namespace atlas
