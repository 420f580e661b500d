// attention-atlas: with a subcommand it runs headless (SPEC §4); without one it opens the window.

#include <csignal>
#include <cstdio>
#include <exception>
#include <string>

#include "CommandHelp.h"
#include "CommandLine.h"
#include "Commands.h"
#include "GuiMain.h"
#include "HelpLanguage.h"
#include "JsonText.h"

namespace {

struct Subcommand {
    const char* name;
    int (*run)(const atlas::Arguments&);
};

// The order and the texts of `--help` are CommandHelp's; this table only runs them.
constexpr Subcommand kSubcommands[] = {
    {"translate", atlas::runTranslate}, {"tokenize", atlas::runTokenize},
    {"export", atlas::runExport},       {"kv", atlas::runKv},
    {"approx", atlas::runApprox},       {"bench", atlas::runBench},
    {"init", atlas::runInit},           {"train", atlas::runTrain},
    {"corpus", atlas::runCorpus},       {"evaluate", atlas::runEvaluate},
};

// Every error of every command reaches the terminal here, and may quote a file or an argument:
// printable() keeps it one line a terminal shows as it is, and short enough to read.
std::string message(const std::exception& e) {
    constexpr size_t kMaxChars = 600;
    return atlas::printable(e.what(), kMaxChars);
}

}  // namespace

int main(int argc, char* argv[]) {
    // Past a file size limit (ulimit -f) write() then fails with EFBIG, which every writer
    // reports, instead of the signal killing the process with a temporary left behind.
    std::signal(SIGXFSZ, SIG_IGN);
    const std::string first = argc > 1 ? argv[1] : "";
    if (first == "--help" || first == "-h" || first == "help") {
        std::fputs(atlas::overviewText(atlas::systemHelpTranslation()).c_str(), stdout);
        return 0;
    }
    // Before the window (and so without a display): the version, and where it was built from.
    if (first == "--version" || first == "-v") {
        const std::string revision = ATLAS_REVISION;
        std::printf("attention-atlas %s%s\n", ATLAS_VERSION,
                    revision.empty() ? "" : (" (git " + revision + ")").c_str());
        return 0;
    }
    // No subcommand: the window, with its own options (--model FILE, Qt's -platform, …). Only
    // here is a QApplication made, so that subcommands run without a display.
    if (first.empty() || first[0] == '-') return atlas::runWindow(argc, argv);
    for (const Subcommand& s : kSubcommands) {
        if (first != s.name) continue;
        const atlas::CommandHelp& help = atlas::helpOf(s.name);
        const atlas::Arguments arguments(argv + 2, argv + argc);
        if (atlas::asksForHelp(arguments)) {
            std::fputs(atlas::helpText(help, atlas::systemHelpTranslation()).c_str(), stdout);
            return 0;
        }
        try {
            return s.run(arguments);
        } catch (const atlas::UsageError& e) {
            std::fprintf(stderr, "attention-atlas %s: %s (usage: attention-atlas %s)\n", s.name,
                         message(e).c_str(), help.usage);
            return 2;
        } catch (const std::exception& e) {
            std::fprintf(stderr, "attention-atlas %s: %s\n", s.name, message(e).c_str());
            return 1;
        }
    }
    std::fprintf(stderr, "attention-atlas: unknown subcommand %s (try --help)\n",
                 atlas::CommandLine::quote(first).c_str());
    return 2;
}
