#include "ExportOptions.h"

namespace atlas {

namespace {

using views::Stack;
using Pick = ExportOptions::Pick;

Pick parsePick(const CommandLine& cl, const std::string& option, bool meanAllowed, Pick fallback) {
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
    throw UsageError(option + " " + CommandLine::quote(*v) + ": expected " + list);
}

views::ImageOptions imageOptions(const CommandLine& cl) {
    views::ImageOptions o;
    if (cl.value("--scale") && cl.value("--dpi"))
        throw UsageError("--scale and --dpi exclude each other");
    o.scale = cl.number("--scale", 1, 4).value_or(o.scale);
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

}  // namespace

bool ExportOptions::batch() const {
    return view == View::Attention &&
           (stacks.size() > 1 || layer.kind == Pick::All || head.kind == Pick::All);
}

ExportOptions ExportOptions::parse(const CommandLine& cl, const ViewSelection* session) {
    const ViewSelection chosen = session ? *session : ViewSelection{};
    ExportOptions o;
    o.view = choose<View>(cl, "--view", {"attention", "embeddings", "kv"},
                          {View::Attention, View::Embeddings, View::Kv}, View::Attention);
    const std::vector<Stack> all{Stack::EncoderSelf, Stack::DecoderSelf, Stack::Cross};
    o.stacks = choose<std::vector<Stack>>(
        cl, "--stack", {"encoder", "decoder", "cross", "all"},
        {{Stack::EncoderSelf}, {Stack::DecoderSelf}, {Stack::Cross}, all}, {chosen.stack});
    o.layer = parsePick(cl, "--layer", false, session ? Pick{Pick::One, chosen.layer} : Pick{});
    o.layerGiven = cl.value("--layer").has_value();
    o.head = parsePick(
        cl, "--head", true,
        session ? (chosen.head < 0 ? Pick{Pick::Mean, -1} : Pick{Pick::One, chosen.head}) : Pick{});
    o.image = imageOptions(cl);
    o.style = figureStyle(cl, chosen);
    const auto out = cl.value("--out");
    if (!out) throw UsageError("--out FILE (or DIR for a batch) is required");
    o.out = QString::fromStdString(*out);
    o.format = views::formatOfPath(o.out).value_or(views::ExportFormat::Png);
    if (const auto f = cl.value("--format")) {
        const auto named = views::formatFromName(QString::fromStdString(*f));
        if (!named)
            throw UsageError("--format " + CommandLine::quote(*f) +
                             ": expected png|svg|pdf|csv|json|npy");
        o.format = *named;
    }
    if (o.view != View::Attention && (o.layer.kind == Pick::All || o.head.kind == Pick::All))
        throw UsageError("'all' applies to --view attention only");
    if (o.view == View::Kv && !views::isPicture(o.format))
        throw UsageError("--view kv exports pictures only (png|svg|pdf)");
    if (o.out == QLatin1String("-") && (o.batch() || o.format == views::ExportFormat::Npy))
        throw UsageError(o.batch() ? "--out - (standard output) takes one figure, not a batch"
                                   : "--out - (standard output) takes one file; npy writes three");
    return o;
}

}  // namespace atlas
