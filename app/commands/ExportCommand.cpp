// SPEC §4: attention-atlas export — a view to PNG, SVG or PDF (or its numbers to CSV, JSON or
// .npy) without a window: one file, or with `all` a folder of one file per layer × head plus an
// overview sheet. .npy writes the token labels beside the values: NAME.npy, NAME.rows.npy and
// NAME.columns.npy (unicode arrays; numpy.load needs no allow_pickle), all or none of them.

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <cstdio>
#include <memory>

#include "BatchExport.h"
#include "ChartFigure.h"
#include "CommandHelp.h"
#include "CommandLine.h"
#include "Commands.h"
#include "ExportOptions.h"
#include "FigureWriter.h"
#include "HeatmapFigure.h"
#include "KvCostPage.h"
#include "KvMemoryChart.h"
#include "Model.h"
#include "ModelFiles.h"
#include "PublishedKvPanel.h"
#include "Session.h"
#include "SnapshotBuilder.h"
#include "hub/HubFolder.h"

namespace atlas {

namespace {

using views::ExportFormat;
using views::Stack;
using View = ExportOptions::View;
using Pick = ExportOptions::Pick;

// A session's built-in model by the id the model picker gives it ("default", "trained-gqa",
// "random-mla", …).
Checkpoint builtinCheckpoint(const QString& id) {
    if (const BuiltinModel* model = findBuiltinModel(id)) return loadBuiltinModel(*model);
    throw std::runtime_error("the session's built-in model '" + id.toStdString() +
                             "' is not in this version");
}

// Writes the figure and prints the files written, one a line (not when standard output is
// the file: `--out -`).
void writeFigure(const views::Figure& figure, ExportFormat format, const QString& out,
                 const views::ImageOptions& image) {
    views::FigureWriter::write(figure, format, out, image);
    if (out == QLatin1String("-")) return;
    for (const QString& path : views::FigureWriter::paths(format, out))
        std::printf("%s\n", qPrintable(QDir::toNativeSeparators(path)));
}

// Within [0, count) or a usage error naming what the model has.
void checkIndex(const char* option, const Pick& pick, int count, const char* what) {
    if (pick.kind == Pick::One && pick.index >= count)
        throw UsageError(std::string(option) + " " + std::to_string(pick.index) +
                         ": the model has " + std::to_string(count) + " " + what);
}

// The KV chart of the page, for the published models the page starts with, in the theme.
int exportKvChart(ExportFormat format, const QString& out, const views::ImageOptions& image) {
    views::PublishedKvPanel panel;
    panel.setPalette(views::FigureTheme(image.theme).palette());
    panel.setPublishedModels(views::KvCostPage::loadPublishedModels());
    writeFigure(views::ChartFigure(panel.memoryChart()->chart(), QSizeF(960, 600)), format, out,
                image);
    return 0;
}

// The stacks to export: with a layer the user never gave, those without layers are left out (a
// batch of every stack exports the others); a given layer must exist in each.
std::vector<Stack> stacksToExport(const ExportOptions& o, const views::Snapshot& snapshot) {
    std::vector<Stack> stacks;
    for (Stack stack : o.stacks)
        if (o.layerGiven || snapshot.layers(stack) > 0) stacks.push_back(stack);
    if (stacks.empty())
        throw UsageError(o.stacks.size() > 1
                             ? std::string("the model has no layers in any stack")
                             : "the model has no layers in the " +
                                   views::BatchExport::stackName(o.stacks.front()).toStdString() +
                                   " stack");
    for (Stack stack : stacks)
        checkIndex("--layer", o.layer, snapshot.layers(stack), "layers in this stack");
    return stacks;
}

}  // namespace

int runExport(const Arguments& args) {
    const CommandLine cl = parseArguments(args, helpOf("export"));
    cl.noPositional(" (the sentence goes in --text)");
    // A session gives the model, the sentence and the view's choices; options override them.
    std::optional<Session> session;
    if (const auto file = cl.value("--session"))
        session = Session::load(QString::fromStdString(*file));
    const ExportOptions o = ExportOptions::parse(cl, session ? &session->selection : nullptr);
    const QString& out = o.out;
    const ExportFormat format = o.format;
    const views::ImageOptions& image = o.image;

    // Pictures need fonts and, for the KV charts, widgets: a Qt application that draws
    // offscreen, so that the command runs without a display whatever the environment says.
    static int argc = 3;
    static char name[] = "attention-atlas", platform[] = "-platform", offscreen[] = "offscreen";
    static char* argv[] = {name, platform, offscreen, nullptr};
    const QApplication app(argc, argv);

    if (o.view == View::Kv) return exportKvChart(format, out, image);

    std::optional<std::string> modelFile = cl.value("--model");
    if (!modelFile && session && !session->modelFile.isEmpty()) {
        if (const QString missing = session->missingModelFile(); !missing.isEmpty())
            throw std::runtime_error("the session's model file " + missing.toStdString() +
                                     " is missing (give another with --model FILE)");
        modelFile = session->modelFile.toStdString();
    }
    const bool sessionBuiltin = !modelFile && session;
    const Model model(sessionBuiltin ? builtinCheckpoint(session->builtinModel)
                                     : loadCheckpoint(modelFile));
    const QString modelName = modelFile ? QString::fromStdString(atlas::modelName(*modelFile))
                              : sessionBuiltin ? session->builtinModel
                                               : QStringLiteral("built-in");
    const QString sessionText = session ? session->text : QString();
    const QString text = cl.value("--text")       ? QString::fromStdString(*cl.value("--text"))
                         : !sessionText.isEmpty() ? sessionText
                                                  : QString(kDefaultSentence);
    std::optional<QString> target;
    if (const auto t = cl.value("--target")) target = QString::fromStdString(*t);
    const views::Snapshot snapshot = views::buildSnapshot(model, text, modelName, nullptr, target);

    if (o.view == View::Embeddings) {
        // --layer N: the vectors after encoder layer N; without it the encoder's input (which
        // a model without encoder layers has too). A session's layer is the attention's.
        const int depths = int(snapshot.encoderStates.size());
        if (o.layerGiven) checkIndex("--layer", o.layer, depths - 1, "encoder layers");
        const int depth = o.layerGiven ? o.layer.index + 1 : 0;
        writeFigure(views::HeatmapFigure::embeddings(snapshot, depth, o.style), format, out, image);
        return 0;
    }

    const std::vector<Stack> stacks = stacksToExport(o, snapshot);
    checkIndex("--head", o.head, snapshot.model.heads, "heads");
    if (!o.batch()) {
        writeFigure(views::HeatmapFigure::attention(snapshot, stacks.front(), o.layer.index,
                                                    o.head.index, o.style),
                    format, out, image);
        return 0;
    }
    views::BatchRequest request;
    request.stacks = stacks;
    if (o.layer.kind != Pick::All) request.layers = {o.layer.index};
    if (o.head.kind != Pick::All) request.heads = {o.head.index};
    request.format = format;
    request.image = image;
    request.style = o.style;
    request.directory = out;
    QElapsedTimer clock;
    clock.start();
    const views::BatchResult result = views::BatchExport::run(snapshot, request);
    std::printf("%d files in %s (%.2f s)\n", result.files,
                qPrintable(QDir::toNativeSeparators(out)), double(clock.elapsed()) / 1000.0);
    return 0;
}

}  // namespace atlas
