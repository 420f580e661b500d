#include "HubBench.h"

#include <cstdio>
#include <filesystem>
#include <stdexcept>

#include "BenchTiming.h"
#include "ModelFiles.h"
#include "RecordedDecoding.h"
#include "Translation.h"
#include "hub/HubFolder.h"
#include "hub/MarianWriter.h"

namespace atlas {

namespace {

constexpr int kSentenceIds = 20;

MarianFolderSpec opusMtSize(DType dtype) {
    MarianFolderSpec spec;
    spec.dtype = dtype;
    spec.d_model = 512;
    spec.heads = 8;
    spec.ffn = 2048;
    spec.encoderLayers = spec.decoderLayers = 6;
    spec.maxPositions = 512;
    spec.vocabSize = 58101;
    // Both SentencePiece models are the built-in model's (its 2000 pieces at their own ids;
    // vocab.json pads them to OPUS-MT's size): the timing depends on V, not on the pieces.
    spec.tokenizer = loadCheckpoint(std::nullopt).tokenizer;
    return spec;
}

}  // namespace

HubBench::HubBench(DType dtype) : dtype_(dtype) {
    if (!dir_.isValid()) throw std::runtime_error("bench: cannot make a temporary folder");
    folder_ = dir_.path().toStdString();
    std::fprintf(stderr, "bench: writing an OPUS-MT-size Hub folder (random %s weights)…\n",
                 toString(dtype));
    writeMarianFolder(folder_, opusMtSize(dtype));
    model_ = std::make_unique<Model>(openCheckpoint(folder_));
}

std::string HubBench::sentence() const {
    return textOfIds(kSentenceIds,
                     [&](const std::string& text) { return model_->sourceIds(text).size(); });
}

nlohmann::json HubBench::describe() const {
    uintmax_t bytes = 0;
    for (const auto& entry : std::filesystem::directory_iterator(folder_))
        bytes += entry.file_size();
    return {{"config", nlohmann::json::parse(model_->config().toJson())},
            {"folder_mb", double(bytes) / 1e6},
            {"weights", std::string(toString(dtype_)) +
                            ", model.safetensors, transformers' names, read in place"},
            {"decode_weight_mb_per_token",
             double(model_->transformer().decodeStepWeightBytes()) / 1e6}};
}

// A 20-token sentence translated with every map, as the window does: as a new sentence; as
// the keystroke that typed its last character, the translation of the text before it being the
// draft (recordedGreedyDecode); and with a draft whose last five ids the keystroke changed.
void HubBench::measureKeystroke(nlohmann::json& r) const {
    const std::string text = sentence();
    TranslateOptions options;  // every map kept, as the window asks for on each keystroke
    options.greedy.maxTokens = kSentenceIds;
    options.greedy.stopAtEos = false;
    const std::vector<int> ids = translate(*model_, text, options).targetIds;
    r["translate_source_tokens"] = model_->sourceIds(text).size();
    r["translate_target_tokens"] = ids.size();
    const Transformer& t = model_->transformer();
    const Matrix encoded = t.encode(model_->sourceIds(text));
    const auto timed = [&](const char* key, const std::vector<int>& draft) {
        options.draft = draft;
        r[std::string(key) + "_ms"] =
            1e3 * medianSeconds([&] { translate(*model_, text, options); }, 5, 1);
        if (draft.empty()) return;
        r[std::string(key) + "_passes"] =
            recordedGreedyDecode(t, encoded, options.greedy, draft).passes;
    };
    timed("translate_20_tokens", {});
    timed("keystroke_20_tokens",
          translate(*model_, text.substr(0, text.size() - 1), options).targetIds);
    std::vector<int> changed = ids;
    for (size_t i = changed.size() > 5 ? changed.size() - 5 : 0; i < changed.size(); ++i)
        changed[i] = (changed[i] + 1) % t.config().vocab_size;
    timed("keystroke_5_changed", changed);
}

nlohmann::json HubBench::measureAt(int threads, double gbps) const {
    setThreadCount(threads);
    nlohmann::json r;
    r["open_ms"] = 1e3 * medianSeconds([&] { const Model opened(openCheckpoint(folder_)); }, 3, 0);
    measureKeystroke(r);
    const Transformer& t = model_->transformer();
    const Matrix enc = t.encode(randomIds(32, t.config().vocab_size, 1));
    GreedyOptions cached;
    cached.maxTokens = kDecodeTokens;
    cached.stopAtEos = false;
    const double tCached = medianSeconds([&] { greedyDecode(t, enc, cached); }, 5, 1);
    r["decode_cached_tokens_per_s"] = kDecodeTokens / tCached;
    r["decode_cached_ms_per_token"] = tCached * 1e3 / kDecodeTokens;
    r["decode_bandwidth_floor_ms_per_token"] =
        double(t.decodeStepWeightBytes()) / (gbps * 1e9) * 1e3;
    r["decode_cached_over_floor"] = r["decode_cached_ms_per_token"].get<double>() /
                                    r["decode_bandwidth_floor_ms_per_token"].get<double>();
    r["matvec_gbps"] = gbps;
    return r;
}

void HubBench::printHeader(DType dtype) {
    std::printf(
        "\nOPUS-MT size (d 512, 8 heads, ffn 2048, 6+6 layers, V 58101, swish; Hub folder, "
        "%s), beside the base configuration (V 8000, F32):\n",
        toString(dtype));
    std::printf("%-8s %9s %14s %12s %9s %13s %10s %9s %7s | %13s %10s %9s\n", "threads", "open ms",
                "translate20 ms", "keystroke ms", "5 new ms", "cached tok/s", "ms/token",
                "floor ms", "×floor", "base tok/s", "ms/token", "floor ms");
}

void HubBench::printRow(int threads, const nlohmann::json& hub, const nlohmann::json& base) {
    const auto f = [](const nlohmann::json& r, const char* key) { return r[key].get<double>(); };
    std::printf("%-8d %9.1f %14.1f %12.1f %9.1f %13.1f %10.2f %9.2f %7.2f |", threads,
                f(hub, "open_ms"), f(hub, "translate_20_tokens_ms"),
                f(hub, "keystroke_20_tokens_ms"), f(hub, "keystroke_5_changed_ms"),
                f(hub, "decode_cached_tokens_per_s"), f(hub, "decode_cached_ms_per_token"),
                f(hub, "decode_bandwidth_floor_ms_per_token"), f(hub, "decode_cached_over_floor"));
    if (base.contains("decode_cached_tokens_per_s"))  // absent when --rows left the base out
        std::printf(" %13.1f %10.2f %9.2f", f(base, "decode_cached_tokens_per_s"),
                    f(base, "decode_cached_ms_per_token"),
                    f(base, "decode_bandwidth_floor_ms_per_token"));
    std::printf("\n");
    std::fflush(stdout);
}

}  // namespace atlas
