// attention-atlas: with a subcommand it runs headless (SPEC §4); without one it opens the window.

#include <csignal>
#include <cstdio>
#include <exception>
#include <string>

#include "CommandLine.h"
#include "Commands.h"
#include "GuiMain.h"
#include "JsonText.h"

namespace {

struct Subcommand {
    const char* name;
    int (*run)(const atlas::Arguments&);
    const char* usage;
};

constexpr Subcommand kSubcommands[] = {
    {"translate", atlas::runTranslate,
     "translate [--model FILE] [--target TEXT] [--max-new-tokens N] [--json FILE] TEXT"},
    {"export", atlas::runExport,
     "export [--model FILE | --session FILE.atlas] [--text TEXT] [--target TEXT] [--view "
     "attention|embeddings|kv] "
     "[--stack encoder|decoder|cross|all] [--layer N|all] [--head N|all|mean] "
     "[--format png|svg|pdf|csv|json|npy] [--scale 1-4 | --dpi N] "
     "[--colormap viridis|magma|cividis|grey] [--theme white|dark|transparent] --out FILE|DIR"},
    {"kv", atlas::runKv,
     "kv [--config ID...] [--model FILE] [--context T] [--batch B] [--dtype "
     "fp32|bf16|fp16|fp8|int4] [--json]"},
    {"approx", atlas::runApprox,
     "approx (--method svd|rsvd|performer|nystrom (--rank K | --features M) | --quantize "
     "fp32|bf16|fp16|fp8|int8|int4) [--layer L --head H] [--stack encoder|decoder|cross] "
     "[--layers L,…|all] [--seed S] [--seeds N] [--oversampling P] [--power Q] [--landmarks "
     "means|keys] [--tolerance T] [--model FILE] [--text TEXT] [--json FILE]"},
    {"bench", atlas::runBench, "bench [--json FILE] [--threads N] [--rows base,opus,tinyllama]"},
    {"init", atlas::runInit, "init [--attention mha|gqa|mqa|mla] --out FILE"},
    {"train", atlas::runTrain,
     "train [--pairs N | --tsv FILE] [--valid N] [--config FILE.json | --attention mha|gqa|mqa|mla "
     "--d-model D --heads H --layers L ...] [--architecture encoder-decoder|decoder-only "
     "--sliding-window W --layer-types full,sliding,…] [--init FILE] [--steps N] [--batch B] [--lr "
     "X] "
     "[--warmup W] [--seed S] [--threads T] [--checkpoint-every N] --out FILE"},
    {"corpus", atlas::runCorpus,
     "corpus [--seed S] [--train N] [--valid N] [--test N] [--novel N] --out DIR"},
    {"evaluate", atlas::runEvaluate,
     "evaluate [--model FILE] (--corpus DIR | --tsv FILE...) [--limit N] "
     "[--query predicting|reading] [--threads T] [--json FILE]"},
};

// Every error of every command reaches the terminal here, and may quote a file or an argument:
// printable() keeps it one line a terminal shows as it is, and short enough to read.
std::string message(const std::exception& e) {
    constexpr size_t kMaxChars = 600;
    return atlas::printable(e.what(), kMaxChars);
}

void printUsage(FILE* out) {
    std::fprintf(out,
                 "usage: attention-atlas [SUBCOMMAND ...]\n\nWithout a subcommand the window "
                 "opens: attention-atlas [--model FILE] [-- TEXT]\n\nSubcommands:\n");
    for (const Subcommand& s : kSubcommands) std::fprintf(out, "  attention-atlas %s\n", s.usage);
}

}  // namespace

int main(int argc, char* argv[]) {
    // Past a file size limit (ulimit -f) write() then fails with EFBIG, which every writer
    // reports, instead of the signal killing the process with a temporary left behind.
    std::signal(SIGXFSZ, SIG_IGN);
    const std::string first = argc > 1 ? argv[1] : "";
    if (first == "--help" || first == "-h" || first == "help") {
        printUsage(stdout);
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
        try {
            return s.run(atlas::Arguments(argv + 2, argv + argc));
        } catch (const atlas::UsageError& e) {
            std::fprintf(stderr, "attention-atlas %s: %s (usage: attention-atlas %s)\n", s.name,
                         message(e).c_str(), s.usage);
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
