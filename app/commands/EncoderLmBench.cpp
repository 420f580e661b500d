#include "EncoderLmBench.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <cstdio>
#include <fstream>
#include <stdexcept>

#include "BenchTiming.h"
#include "Model.h"
#include "ModelFiles.h"
#include "SnapshotBuilder.h"
#include "TokenizerBench.h"
#include "hub/HubFolder.h"

namespace atlas {

namespace {

constexpr size_t kBertSentenceTokens = 32;  // with [CLS] and [SEP]
constexpr double kBertKeystrokeMs = 100;    // issue 38's target at 2 threads

LlamaFolderSpec bertSpec(bool tiny) {
    const std::string tokenizer = fixtureTokenizer("bert");
    return tiny ? tinyBertShape(tokenizer) : bertBaseShape(coveringTokenizer(tokenizer, 30522));
}

// The sentence: plain words, then a mask, grown to kBertSentenceTokens ids with the specials.
std::string sentenceOf(const Model& model) {
    std::string mask(1, ' ');  // piece by piece: GCC 12's -Wrestrict misreads " " + a string
    mask += model.tokenizer().piece(model.maskId());
    mask += " .";
    const std::string words = textOfIds(kBertSentenceTokens, [&](const std::string& text) {
        return model.sourceIds(text + mask).size();
    });
    return words + mask;
}

// PyTorch's median in ms at `threads` on `ids`, or why it was not measured.
nlohmann::json torchAt(const std::string& folder, int threads, const std::vector<int>& ids,
                       int maskId) {
    const QString python = QStandardPaths::findExecutable("python3", {"/usr/bin"});
    if (python.isEmpty()) return {{"skipped", "no /usr/bin/python3"}};
    QFile script(":/bench/bench_bert_torch.py");
    if (!script.open(QIODevice::ReadOnly)) return {{"skipped", "no script compiled in"}};
    QString list, masks;
    for (size_t p = 0; p < ids.size(); ++p) {
        list += (list.isEmpty() ? "" : ",") + QString::number(ids[p]);
        if (ids[p] == maskId) masks += (masks.isEmpty() ? "" : ",") + QString::number(p);
    }
    QProcess process;
    process.start(python, {"-c", QString::fromUtf8(script.readAll()),
                           QString::fromStdString(folder), QString::number(threads), list, masks});
    if (!process.waitForFinished(600000) || process.exitCode() != 0) {
        const QString why = QString::fromUtf8(process.readAllStandardError()).trimmed();
        return {
            {"skipped", why.contains("No module named 'torch'")
                            ? std::string("python3 has no torch (apt-get install python3-torch)")
                            : "python3 failed: " + why.section('\n', -1).toStdString()}};
    }
    try {
        return nlohmann::json::parse(process.readAllStandardOutput().toStdString());
    } catch (const nlohmann::json::exception&) {
        return {{"skipped", "python3 printed no figures"}};
    }
}

double bertFigure(const nlohmann::json& r, const char* key) {
    return r[key].get<double>();
}

}  // namespace

EncoderLmBench::EncoderLmBench(bool tiny)
    : spec_(bertSpec(tiny)),
      shape_(tiny ? "tiny BERT" : "BERT-base (110M)"),
      folder_(spec_, "bert-random", shape_) {}

EncoderLmBench::~EncoderLmBench() = default;

nlohmann::json EncoderLmBench::describe() const {
    if (!skipped().empty()) return {{"skipped", skipped()}};
    std::ifstream file(folder_.path() + "/config.json");
    const nlohmann::json config = nlohmann::json::parse(file);
    return {
        {"shape", shape_},
        {"architecture", "BertForMaskedLM"},
        {"config", config},
        {"write_s", folder_.writeSeconds()},
        {"sentence_tokens", kBertSentenceTokens},
        {"method",
         "in this process at each thread count: median of 5 keystrokes after a warm-up, each "
         "what the window computes for a 32-token sentence with one mask (buildSnapshot: "
         "every layer's maps, the embeddings, the masked-LM head at the mask, the mask's ten "
         "likeliest tokens); PyTorch: BertForMaskedLM's forward (eager attention with "
         "output_attentions, the head at the mask as the fill-mask pipeline reads it) in plain "
         "torch on the same "
         "weights and ids, median of 7 after a warm-up, in a python3 child"},
        {"targets",
         {{"keystroke_ms_at_2_threads_at_most", kBertKeystrokeMs}, {"faster_than_pytorch", true}}}};
}

nlohmann::json EncoderLmBench::measureAt(int threads) const {
    setThreadCount(threads);
    const Model model(openCheckpoint(folder_.path()));
    const std::string sentence = sentenceOf(model);
    const QString text = QString::fromStdString(sentence);
    size_t masks = 0;
    const double seconds = medianSeconds(
        [&] {
            const views::Snapshot s = views::buildSnapshot(model, text, QStringLiteral("bench"));
            masks = s.masks.size();
        },
        5, 1);
    const std::vector<int> ids = model.sourceIds(sentence);
    nlohmann::json r = {{"keystroke_ms", seconds * 1e3},
                        {"tokens", ids.size()},
                        {"masks", masks},
                        {"torch", torchAt(folder_.path(), threads, ids, model.maskId())}};
    const bool torch = r["torch"].contains("ms");
    if (torch) r["torch_over_ours"] = bertFigure(r["torch"], "ms") / bertFigure(r, "keystroke_ms");
    r["meets_targets"] = {{"faster_than_pytorch", torch && bertFigure(r, "torch_over_ours") > 1}};
    if (threads == 2)
        r["meets_targets"]["keystroke"] = bertFigure(r, "keystroke_ms") <= kBertKeystrokeMs;
    return r;
}

void EncoderLmBench::printHeader(const nlohmann::json& description) {
    if (description.contains("skipped")) {
        std::printf("\nEncoder-only row: skipped: %s\n",
                    description["skipped"].get<std::string>().c_str());
        return;
    }
    std::printf("\nBertForMaskedLM, %s shape (Hub folder, random F32, written in %.0f s):\n",
                description["shape"].get<std::string>().c_str(),
                bertFigure(description, "write_s"));
    std::printf("%-8s %14s %12s %10s\n", "threads", "keystroke ms", "PyTorch ms", "×ours");
}

void EncoderLmBench::printRow(int threads, const nlohmann::json& r) {
    const nlohmann::json& torch = r["torch"];
    std::printf("%-8d %14.1f", threads, bertFigure(r, "keystroke_ms"));
    if (torch.contains("ms"))
        std::printf(" %12.1f %10.2f\n", bertFigure(torch, "ms"), bertFigure(r, "torch_over_ours"));
    else
        std::printf(" %12s %10s   (PyTorch: %s)\n", "–", "–",
                    torch["skipped"].get<std::string>().c_str());
    const nlohmann::json& met = r["meets_targets"];
    const auto word = [&](const char* key) { return met[key].get<bool>() ? "met" : "MISSED"; };
    std::printf("         targets: faster than PyTorch %s", word("faster_than_pytorch"));
    if (met.contains("keystroke"))
        std::printf(", keystroke ≤ %.0f ms %s", kBertKeystrokeMs, word("keystroke"));
    std::printf(" (%d tokens, %d mask)\n", r["tokens"].get<int>(), r["masks"].get<int>());
    std::fflush(stdout);
}

}  // namespace atlas
