#include "GuiMain.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QIcon>

#include "Language.h"
#include "MainWindow.h"
#include "ModelFiles.h"

namespace atlas {

int runWindow(int argc, char* argv[]) {
    QApplication app(argc, argv);
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
    const QCommandLineOption model(
        "model",
        QApplication::translate("main",
                                "Open this model: a .safetensors checkpoint, or a Hugging Face "
                                "model folder or its config.json."),
        "PATH");
    parser.addOption(model);
    const QCommandLineOption page(
        "page", QApplication::translate("main", "Show page N first (1: Tokens & embeddings)."), "N",
        "2");
    parser.addOption(page);
    parser.addPositionalArgument("text", QApplication::translate("main", "The source sentence."));
    parser.process(app);

    WindowOptions options;
    // A build without the resource still opens, with the random-weight models.
    if (QFile::exists(kBuiltinModelResource))
        options.builtinModel = [] { return loadCheckpoint(std::nullopt); };
    if (parser.isSet(model)) options.modelFile = parser.value(model);
    options.page = parser.value(page).toInt() - 1;
    if (!parser.positionalArguments().isEmpty())
        options.text = parser.positionalArguments().join(' ');

    MainWindow window(std::move(options));
    window.show();
    return app.exec();
}

}  // namespace atlas
