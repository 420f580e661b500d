// attention-atlas evaluate (issue 5): exact-match translation and cross-attention alignment
// accuracy per decoder layer of a model on corpus pairs (corpus/Evaluation.h). A decoder-only
// model (ArrowPrompt.h) continues [bos] english… ⇒, and its alignment is read from the target
// rows × English columns of its self-attention, printed and written as "self_attention". An
// encoder-only model (a masked LM) is scored by its guesses: each English piece masked alone,
// top-1 and top-5 accuracy.
//
//   attention-atlas evaluate [--model FILE] (--corpus DIR | --tsv FILE…) [--limit N]
//                            [--query predicting|reading] [--threads T] [--json FILE]
// --corpus DIR scores DIR/test.tsv and DIR/test-novel.tsv (as `corpus` writes them); a split
// that `corpus` wrote empty (--novel 0, --test 0) is skipped with a note, a --tsv file named
// on the command line must hold pairs.

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <chrono>
#include <cstdio>
#include <filesystem>

#include "AtomicFile.h"
#include "CommandHelp.h"
#include "CommandLine.h"
#include "Commands.h"
#include "Model.h"
#include "ModelFiles.h"
#include "Tensor.h"
#include "corpus/CorpusTsv.h"
#include "corpus/Evaluation.h"
#include "train/TrainingData.h"

namespace atlas {

namespace {

struct Split {
    std::string name, path;
    bool optional = false;  // found in --corpus DIR, not named by the user
    corpus::Evaluation result;
};

std::vector<Split> splits(const CommandLine& cl) {
    std::vector<Split> list;
    if (const auto dir = cl.value("--corpus")) {
        const std::filesystem::path d(*dir);
        list.push_back({"test", (d / "test.tsv").string(), true, {}});
        if (std::filesystem::exists(d / "test-novel.tsv"))
            list.push_back({"test-novel", (d / "test-novel.tsv").string(), true, {}});
    }
    for (const std::string& tsv : cl.values("--tsv"))
        list.push_back({std::filesystem::path(tsv).stem().string(), tsv, false, {}});
    if (list.empty()) throw UsageError("--corpus DIR or --tsv FILE is required");
    return list;
}

// The attention the alignment is read from: cross-attention, or a decoder-only model's
// self-attention (its target × source block).
const char* alignedStack(const Config& config) {
    return config.decoderOnly() ? "self-attention" : "cross-attention";
}

QJsonObject toJson(const Split& split, const Config& config) {
    QJsonArray layers;
    for (size_t l = 0; l < split.result.layers.size(); ++l) {
        const corpus::LayerAlignment& a = split.result.layers[l];
        layers.append(QJsonObject{{"layer", int(l)},
                                  {"alignment_accuracy", a.accuracy()},
                                  {"aligned_words", double(a.aligned)},
                                  {"words", double(a.words)}});
    }
    return QJsonObject{{"name", QString::fromStdString(split.name)},
                       {"file", QString::fromStdString(split.path)},
                       {"pairs", double(split.result.pairs)},
                       {"exact", double(split.result.exact)},
                       {"exact_match", split.result.exactMatch()},
                       {"unaligned_pairs", double(split.result.unaligned)},
                       {config.decoderOnly() ? "self_attention" : "cross_attention", layers}};
}

// An encoder-only model (SPEC §6): each English piece of the split masked alone, the masked-LM
// head's top-1 and top-5 accuracy (train::maskedAccuracy).
QJsonObject evaluateMasked(const Model& model, const Split& split,
                           const std::vector<corpus::AlignedPair>& pairs) {
    std::vector<train::Example> examples;
    for (const corpus::AlignedPair& p : pairs)
        if (std::vector<int> ids = model.tokenizer().encode(p.english); !ids.empty())
            examples.push_back({std::move(ids), {}});
    const train::MaskedAccuracy a =
        train::maskedAccuracy(model.transformer(), examples, model.maskId());
    std::printf(
        "%s: masked pieces, each alone: top-1 %.2f%%, top-5 %.2f%% (%lld pieces of %zu "
        "sentences)\n",
        split.name.c_str(), 100 * a.top1, 100 * a.top5, a.pieces, examples.size());
    return QJsonObject{{"name", QString::fromStdString(split.name)},
                       {"file", QString::fromStdString(split.path)},
                       {"sentences", double(examples.size())},
                       {"masked_pieces", double(a.pieces)},
                       {"top1", a.top1},
                       {"top5", a.top5}};
}

void writeJson(const std::string& path, const QJsonObject& object) {
    writeFileAtomically(path, QJsonDocument(object).toJson(QJsonDocument::Indented).toStdString());
}

}  // namespace

int runEvaluate(const Arguments& args) {
    const CommandLine cl = parseArguments(args, helpOf("evaluate"));
    cl.noPositional();
    const std::string queryName = cl.value("--query").value_or("predicting");
    if (queryName != "predicting" && queryName != "reading")
        throw UsageError("--query must be predicting or reading");
    const auto query = queryName == "reading" ? corpus::AlignmentQuery::Reading
                                              : corpus::AlignmentQuery::Predicting;
    const auto limit = cl.integer("--limit", 1, 100000000);
    std::vector<Split> list = splits(cl);
    // One sentence at a time is too little work to share: a second thread only waits.
    setThreadCount(int(cl.integer("--threads", 1, 256).value_or(1)));

    const Model model(loadCheckpoint(cl.value("--model")));
    const auto start = std::chrono::steady_clock::now();
    QJsonArray results;
    for (Split& split : list) {
        std::vector<corpus::AlignedPair> pairs = corpus::readTsv(split.path);
        if (limit && pairs.size() > size_t(*limit)) pairs.resize(size_t(*limit));
        if (pairs.empty() && split.optional) {
            std::printf("%s: no pairs in %s, skipped\n", split.name.c_str(), split.path.c_str());
            continue;
        }
        if (pairs.empty()) throw std::runtime_error(split.path + ": no sentence pairs");
        if (model.config().encoderOnly()) {
            if (model.maskId() < 0 || !model.config().hasMaskedLm())
                throw UsageError(
                    "evaluate scores an encoder-only model by its guesses at a "
                    "mask: this one has no mask token or no masked-LM head");
            results.append(evaluateMasked(model, split, pairs));
            continue;
        }
        split.result = corpus::evaluate(model, pairs, query);
        const corpus::Evaluation& r = split.result;
        std::printf("%s: exact match %.2f%% (%zu of %zu)\n", split.name.c_str(),
                    100 * r.exactMatch(), r.exact, r.pairs);
        for (size_t l = 0; l < r.layers.size(); ++l)
            std::printf("  %s layer %zu: alignment accuracy %.2f%% (%lld of %lld words)\n",
                        alignedStack(model.config()), l, 100 * r.layers[l].accuracy(),
                        r.layers[l].aligned, r.layers[l].words);
        if (r.unaligned)
            std::printf("  %zu pairs left out of alignment (pieces and words disagree)\n",
                        r.unaligned);
        results.append(toJson(split, model.config()));
    }
    if (results.isEmpty())
        throw std::runtime_error(*cl.value("--corpus") + ": no sentence pairs in any test split");
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::fprintf(stderr, "evaluated in %.1f s\n", seconds);
    if (const auto json = cl.value("--json"))
        writeJson(*json,
                  QJsonObject{{"query", QString::fromStdString(queryName)}, {"splits", results}});
    return 0;
}

}  // namespace atlas
