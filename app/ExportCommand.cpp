// SPEC §4: attention-atlas export — a view to PNG, SVG or PDF (or its numbers to CSV, JSON or
// .npy) without a window: one file, or with `all` a folder of one file per layer × head plus an
// overview sheet. .npy writes the token labels beside the values: NAME.npy, NAME.rows.npy and
// NAME.columns.npy (unicode arrays; numpy.load needs no allow_pickle), all or none of them.

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <cstdio>
#include <memory>

#include "BatchExport.h"
#include "ChartFigure.h"
#include "CommandLine.h"
#include "Commands.h"
#include "FigureWriter.h"
#include "HeatmapFigure.h"
#include "KvCostPage.h"
#include "KvMemoryChart.h"
#include "Model.h"
#include "ModelFiles.h"
#include "PublishedKvPanel.h"
#include "Session.h"
#include "SnapshotBuilder.h"

namespace atlas {

namespace {

using views::ExportFormat;
using views::Stack;

// A choice of the command line: one index, every one, or (heads only) the mean.
struct Pick {
    enum Kind { One, All, Mean } kind = One;
    int index = 0;
};

Pick parsePick(const CommandLine& cl, const std::string& option, bool meanAllowed,
               Pick fallback = {}) {
    const auto v = cl.value(option);
    if (!v) return fallback;
    if (*v == "all") return {Pick::All, 0};
    if (meanAllowed && *v == "mean") return {Pick::Mean, -1};
    return {Pick::One, int(*cl.integer(option, 0, 1 << 20))};
}

template <typename T>
T choose(const CommandLine& cl, const std::string& option, const std::vector<std::string>& names,
         const std::vector<T>& values, T fallback) {
    const auto v = cl.value(option);
    if (!v) return fallback;
    for (size_t i = 0; i < names.size(); ++i)
        if (*v == names[i]) return values[i];
    std::string list;
    for (const std::string& n : names) list += (list.empty() ? "" : "|") + n;
    throw UsageError(option + " " + *v + ": expected " + list);
}

views::ImageOptions imageOptions(const CommandLine& cl) {
    views::ImageOptions o;
    if (cl.value("--scale") && cl.value("--dpi"))
        throw UsageError("--scale and --dpi exclude each other");
    if (const auto scale = cl.value("--scale")) {
        bool ok = false;
        o.scale = QString::fromStdString(*scale).toDouble(&ok);
        if (!ok || o.scale < 1 || o.scale > 4)
            throw UsageError("--scale " + *scale + ": expected a number from 1 to 4");
    }
    if (cl.value("--dpi")) o.dpi = int(*cl.integer("--dpi", 24, 2400));
    using Theme = views::FigureTheme::Kind;
    o.theme = choose<Theme>(cl, "--theme", {"white", "dark", "transparent"},
                            {Theme::White, Theme::Dark, Theme::Transparent}, Theme::White);
    return o;
}

views::HeatmapFigure::Style figureStyle(const CommandLine& cl, const ViewSelection& defaults) {
    using Name = views::Colormap::Name;
    views::HeatmapFigure::Style style;
    style.colormap =
        choose<Name>(cl, "--colormap", {"viridis", "magma", "cividis", "grey"},
                     {Name::Viridis, Name::Magma, Name::Cividis, Name::Grey}, defaults.colormap);
    style.scale = defaults.scale;
    return style;
}

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
    if (!views::isPicture(format))
        throw UsageError("--view kv exports pictures only (png|svg|pdf)");
    views::PublishedKvPanel panel;
    panel.setPalette(views::FigureTheme(image.theme).palette());
    panel.setPublishedModels(views::KvCostPage::loadPublishedModels());
    writeFigure(views::ChartFigure(panel.memoryChart()->chart(), QSizeF(960, 600)), format, out,
                image);
    return 0;
}

}  // namespace

int runExport(const Arguments& args) {
    const CommandLine cl(
        args, {"--model", "--session", "--text", "--target", "--view", "--stack", "--layer",
               "--head", "--format", "--scale", "--dpi", "--colormap", "--theme", "--out"});
    if (!cl.positional().empty())
        throw UsageError("unexpected '" + cl.positional().front() +
                         "' (the sentence goes in --text)");
    // A session gives the model, the sentence and the view's choices; options override them.
    std::optional<Session> session;
    if (const auto file = cl.value("--session"))
        session = Session::load(QString::fromStdString(*file));
    const ViewSelection chosen = session ? session->selection : ViewSelection{};
    enum class View { Attention, Embeddings, Kv };
    const View view = choose<View>(cl, "--view", {"attention", "embeddings", "kv"},
                                   {View::Attention, View::Embeddings, View::Kv}, View::Attention);
    const std::vector<Stack> all{Stack::EncoderSelf, Stack::DecoderSelf, Stack::Cross};
    const std::vector<Stack> stacks = choose<std::vector<Stack>>(
        cl, "--stack", {"encoder", "decoder", "cross", "all"},
        {{Stack::EncoderSelf}, {Stack::DecoderSelf}, {Stack::Cross}, all}, {chosen.stack});
    const Pick layer =
        parsePick(cl, "--layer", false, session ? Pick{Pick::One, chosen.layer} : Pick{});
    const Pick head = parsePick(
        cl, "--head", true,
        session ? (chosen.head < 0 ? Pick{Pick::Mean, -1} : Pick{Pick::One, chosen.head}) : Pick{});
    const views::ImageOptions image = imageOptions(cl);
    const views::HeatmapFigure::Style style = figureStyle(cl, chosen);
    const auto outOption = cl.value("--out");
    if (!outOption) throw UsageError("--out FILE (or DIR for a batch) is required");
    const QString out = QString::fromStdString(*outOption);
    ExportFormat format = views::formatOfPath(out).value_or(ExportFormat::Png);
    if (const auto f = cl.value("--format")) {
        const auto named = views::formatFromName(QString::fromStdString(*f));
        if (!named) throw UsageError("--format " + *f + ": expected png|svg|pdf|csv|json|npy");
        format = *named;
    }
    const bool batch = view == View::Attention &&
                       (stacks.size() > 1 || layer.kind == Pick::All || head.kind == Pick::All);
    if (view != View::Attention && (layer.kind == Pick::All || head.kind == Pick::All))
        throw UsageError("'all' applies to --view attention only");
    if (out == QLatin1String("-") && (batch || format == ExportFormat::Npy))
        throw UsageError(batch ? "--out - (standard output) takes one figure, not a batch"
                               : "--out - (standard output) takes one file; npy writes three");

    // Pictures need fonts and, for the KV charts, widgets: a Qt application that draws
    // offscreen, so that the command runs without a display whatever the environment says.
    static int argc = 3;
    static char name[] = "attention-atlas", platform[] = "-platform", offscreen[] = "offscreen";
    static char* argv[] = {name, platform, offscreen, nullptr};
    const QApplication app(argc, argv);

    if (view == View::Kv) return exportKvChart(format, out, image);

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
    const QString modelName = modelFile ? QFileInfo(QString::fromStdString(*modelFile)).fileName()
                              : sessionBuiltin ? session->builtinModel
                                               : QStringLiteral("built-in");
    const QString sessionText = session ? session->text : QString();
    const QString text = cl.value("--text")       ? QString::fromStdString(*cl.value("--text"))
                         : !sessionText.isEmpty() ? sessionText
                                                  : QString(kDefaultSentence);
    std::optional<QString> target;
    if (const auto t = cl.value("--target")) target = QString::fromStdString(*t);
    const views::Snapshot snapshot = views::buildSnapshot(model, text, modelName, nullptr, target);

    if (view == View::Embeddings) {
        // --layer N: the vectors after encoder layer N; without it the encoder's input.
        const int depths = int(snapshot.encoderStates.size());
        checkIndex("--layer", layer, depths - 1, "encoder layers");
        const int depth = cl.value("--layer") ? layer.index + 1 : 0;
        writeFigure(views::HeatmapFigure::embeddings(snapshot, depth, style), format, out, image);
        return 0;
    }

    for (Stack stack : stacks)
        checkIndex("--layer", layer, snapshot.layers(stack), "layers in this stack");
    checkIndex("--head", head, snapshot.model.heads, "heads");
    if (!batch) {
        writeFigure(views::HeatmapFigure::attention(snapshot, stacks.front(), layer.index,
                                                    head.index, style),
                    format, out, image);
        return 0;
    }
    views::BatchRequest request;
    request.stacks = stacks;
    if (layer.kind != Pick::All) request.layers = {layer.index};
    if (head.kind != Pick::All) request.heads = {head.index};
    request.format = format;
    request.image = image;
    request.style = style;
    request.directory = out;
    QElapsedTimer clock;
    clock.start();
    const views::BatchResult result = views::BatchExport::run(snapshot, request);
    std::printf("%d files in %s (%.2f s)\n", result.files,
                qPrintable(QDir::toNativeSeparators(out)), double(clock.elapsed()) / 1000.0);
    return 0;
}

}  // namespace atlas
