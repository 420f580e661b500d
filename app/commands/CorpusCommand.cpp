// attention-atlas corpus: writes the English→German corpus (issue 5) as the TSV files that
// `train` and `evaluate` read: train.tsv, valid.tsv, test.tsv and test-novel.tsv.

#include <cstdio>

#include "CommandHelp.h"
#include "CommandLine.h"
#include "Commands.h"
#include "corpus/Corpus.h"
#include "corpus/CorpusTsv.h"

namespace atlas {

int runCorpus(const Arguments& args) {
    const CommandLine cl = parseArguments(args, helpOf("corpus"));
    cl.noPositional();
    const auto out = cl.value("--out");
    if (!out) throw UsageError("--out DIR is required");
    corpus::CorpusSizes sizes;
    sizes.train =
        size_t(cl.integer("--train", 1, 5000000).value_or(static_cast<long long>(sizes.train)));
    sizes.validation = size_t(
        cl.integer("--valid", 0, 1000000).value_or(static_cast<long long>(sizes.validation)));
    sizes.test =
        size_t(cl.integer("--test", 0, 1000000).value_or(static_cast<long long>(sizes.test)));
    sizes.novel =
        size_t(cl.integer("--novel", 0, 1000000).value_or(static_cast<long long>(sizes.novel)));
    if (sizes.novel > sizes.test) throw UsageError("--novel must not exceed --test");
    const uint64_t seed = uint64_t(cl.integer("--seed", 0, 1LL << 62).value_or(1));

    const corpus::Corpus corpus = corpus::generateCorpus(sizes, seed);
    corpus::writeCorpus(corpus, *out);
    std::printf("wrote %s: %zu training, %zu validation, %zu test pairs (%zu novel), seed %llu\n",
                out->c_str(), corpus.train.size(), corpus.validation.size(), corpus.test.size(),
                sizes.novel, static_cast<unsigned long long>(seed));
    return 0;
}

}  // namespace atlas
