#include "CausalLmBench.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "BenchProcess.h"
#include "BenchTiming.h"
#include "Greedy.h"
#include "Model.h"
#include "ModelFiles.h"
#include "SignalCleanup.h"
#include "hub/HubFolder.h"

namespace atlas {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kPromptTokens = 128;
constexpr int kGeneratedTokens = 32;
// Issue 18's targets for the row.
constexpr double kPromptOfGemm = 0.5, kDecodeOverFloor = 1.5, kPeakOverFolder = 1.15;

LlamaFolderSpec specOf(CausalLmBench::Shape shape) {
    // The built-in model's SentencePiece model (2000 pieces; the embedding rows past them are
    // never looked up, while every step reads all 32 000 rows of lm_head): the timing depends
    // on V, not on the pieces.
    std::string tokenizer = loadCheckpoint(std::nullopt).tokenizer;
    if (shape == CausalLmBench::Shape::TinyLlama) return tinyLlamaShape(std::move(tokenizer));
    LlamaFolderSpec tiny;
    tiny.tokenizer = std::move(tokenizer);
    return tiny;
}

uint64_t folderBytes(const std::string& folder) {
    uint64_t bytes = 0;
    for (const auto& entry : std::filesystem::directory_iterator(folder))
        bytes += entry.file_size();
    return bytes;
}

double secondsSince(Clock::time_point since) {
    return std::chrono::duration<double>(Clock::now() - since).count();
}

double figure(const nlohmann::json& r, const char* key) {
    return r[key].get<double>();
}

}  // namespace

CausalLmBench::CausalLmBench(Shape shape)
    : spec_(specOf(shape)), shape_(shape == Shape::TinyLlama ? "TinyLlama-1.1B" : "tiny") {
    if (!dir_.isValid()) throw std::runtime_error("bench: cannot make a temporary folder");
    const std::string temporary = dir_.path().toStdString();
    const uint64_t bytes = llamaWeightFileBytes(spec_), need = bytes + (64u << 20);
    if (const auto space = std::filesystem::space(temporary); space.available < need) {
        skipped_ = "needs " + std::to_string(need >> 20) + " MiB in " + temporary + ", " +
                   std::to_string(space.available >> 20) + " MiB free (TMPDIR picks the folder)";
        return;
    }
    folder_ = temporary + "/tinyllama-random";
    std::fprintf(stderr, "bench: writing a TinyLlama-size Hub folder (%.0f MB, random %s)…\n",
                 double(bytes) / 1e6, toString(spec_.dtype));
    const auto start = Clock::now();
    writeLlamaFolder(folder_, spec_);
    writeSeconds_ = secondsSince(start);
    std::vector<std::string> paths;
    for (const char* file :
         {"model.safetensors", "config.json", "generation_config.json", "tokenizer.model"})
        paths.push_back(folder_ + "/" + file);
    paths.push_back(folder_);
    paths.push_back(temporary);
    cleanup_ = std::make_unique<SignalCleanup>(paths);
}

CausalLmBench::~CausalLmBench() = default;

nlohmann::json CausalLmBench::describe() const {
    if (!skipped_.empty()) return {{"skipped", skipped_}};
    std::ifstream config(folder_ + "/config.json");
    return {{"shape", shape_},
            {"config", nlohmann::json::parse(config)},
            {"folder_mb", double(folderBytes(folder_)) / 1e6},
            {"write_s", writeSeconds_},
            {"weights", std::string(toString(spec_.dtype)) +
                            ", model.safetensors, transformers' names, read in place"},
            {"prompt_tokens", kPromptTokens},
            {"generated_tokens", kGeneratedTokens},
            {"method",
             "each thread count in a child process (bench --tinyllama-child): median of up to "
             "3 runs after a warm-up; the prompt is one pass of 128 ids that fills the cache "
             "(logits of the last row only), generation 32 cached greedy steps after it"},
            {"targets",
             {{"prompt_fraction_of_best_gemm_at_least", kPromptOfGemm},
              {"decode_cached_over_floor_at_most", kDecodeOverFloor},
              {"peak_rss_over_folder_at_most", kPeakOverFolder}}}};
}

nlohmann::json CausalLmBench::measureFolder(const std::string& folder) {
    const auto start = Clock::now();
    const Model model(openCheckpoint(folder));
    nlohmann::json r = {{"open_ms", secondsSince(start) * 1e3}};
    const Transformer& t = model.transformer();
    const Config& c = t.config();
    std::vector<int> prompt = model.promptIds(textOfIds(
        kPromptTokens, [&](const std::string& text) { return model.promptIds(text).size(); }));
    prompt.resize(kPromptTokens);
    const int positions = kPromptTokens + kGeneratedTokens;
    const DecoderOutputs last{.logits = Logits::LastOnly};
    const double promptS = medianSeconds(
        [&] {
            DecoderState fresh = t.startDecoding(positions);
            t.decode(fresh, prompt, last);
        },
        3, 1);
    // Generation: the prompt once, then each timed run goes back to its end (rewind) and takes
    // kGeneratedTokens cached greedy steps, one id in and the last row's logits out.
    DecoderState state = t.startDecoding(positions);
    const int first = argmax(t.decode(state, prompt, last).row(0));
    const double generateS = medianSeconds(
        [&] {
            state.rewind(kPromptTokens);
            for (int step = 0, id = first; step < kGeneratedTokens; ++step)
                id = argmax(t.decode(state, {id}, last).row(0));
        },
        3, 1);
    const ResidentMemory memory = residentMemory();
    r["prompt_tokens"] = kPromptTokens;
    r["prompt_ms"] = promptS * 1e3;
    // Every layer's products over the 128 rows, and lm_head over the last row only.
    r["prompt_flops"] =
        passFlops(c, kPromptTokens, c.n_decoder_layers) + 2.0 * double(c.vocab_size) * c.d_model;
    r["decode_tokens"] = kGeneratedTokens;
    r["decode_cached_ms_per_token"] = generateS * 1e3 / kGeneratedTokens;
    r["decode_cached_tokens_per_s"] = kGeneratedTokens / generateS;
    r["decode_step_weight_bytes"] = t.decodeStepWeightBytes();
    r["peak_rss_mb"] = double(memory.peak) / 1e6;
    r["rss_mb"] = double(memory.now) / 1e6;
    r["rss_anon_mb"] = double(memory.anonymous) / 1e6;
    r["rss_file_mb"] = double(memory.file) / 1e6;
    return r;
}

nlohmann::json CausalLmBench::measureAt(int threads, const MachineRates& rates) const {
    nlohmann::json r = nlohmann::json::parse(runThisProgram(
        {"bench", "--tinyllama-child", folder_, "--threads", std::to_string(threads)}));
    r["prompt_gflops"] = figure(r, "prompt_flops") / (figure(r, "prompt_ms") * 1e-3) / 1e9;
    r["best_gemm_gflops"] = rates.gemmGflops;
    r["prompt_fraction_of_best_gemm"] = figure(r, "prompt_gflops") / rates.gemmGflops;
    r["matvec_gbps"] = rates.streamGbps;
    r["decode_weight_mb_per_token"] = figure(r, "decode_step_weight_bytes") / 1e6;
    r["decode_bandwidth_floor_ms_per_token"] =
        figure(r, "decode_step_weight_bytes") / (rates.streamGbps * 1e9) * 1e3;
    r["decode_cached_over_floor"] =
        figure(r, "decode_cached_ms_per_token") / figure(r, "decode_bandwidth_floor_ms_per_token");
    r["folder_mb"] = double(folderBytes(folder_)) / 1e6;
    r["peak_rss_over_folder"] = figure(r, "peak_rss_mb") / figure(r, "folder_mb");
    r["meets_targets"] = {{"prompt", figure(r, "prompt_fraction_of_best_gemm") >= kPromptOfGemm},
                          {"decode", figure(r, "decode_cached_over_floor") <= kDecodeOverFloor},
                          {"memory", figure(r, "peak_rss_over_folder") <= kPeakOverFolder}};
    return r;
}

void CausalLmBench::printHeader(const nlohmann::json& description) {
    if (description.contains("skipped")) {
        std::printf("\nTinyLlama size: skipped: %s\n",
                    description["skipped"].get<std::string>().c_str());
        return;
    }
    const nlohmann::json& c = description["config"];
    std::printf(
        "\nLlamaForCausalLM, %s shape (d %d, %d layers, %d query / %d kv heads of %d, ffn %d, V "
        "%d; "
        "Hub folder, %s, %.0f MB written in %.0f s):\n",
        description["shape"].get<std::string>().c_str(), c["hidden_size"].get<int>(),
        c["num_hidden_layers"].get<int>(), c["num_attention_heads"].get<int>(),
        c["num_key_value_heads"].get<int>(), c["head_dim"].get<int>(),
        c["intermediate_size"].get<int>(), c["vocab_size"].get<int>(),
        c["torch_dtype"].get<std::string>().c_str(), figure(description, "folder_mb"),
        figure(description, "write_s"));
    std::printf("%-8s %9s %13s %9s %7s %10s %9s %9s %7s %9s %7s\n", "threads", "open ms",
                "prompt128 ms", "GFLOP/s", "×GEMM", "gen tok/s", "ms/token", "floor ms", "×floor",
                "peak MB", "×file");
}

void CausalLmBench::printRow(int threads, const nlohmann::json& r) {
    std::printf("%-8d %9.0f %13.1f %9.1f %7.2f %10.2f %9.1f %9.1f %7.2f %9.0f %7.3f\n", threads,
                figure(r, "open_ms"), figure(r, "prompt_ms"), figure(r, "prompt_gflops"),
                figure(r, "prompt_fraction_of_best_gemm"), figure(r, "decode_cached_tokens_per_s"),
                figure(r, "decode_cached_ms_per_token"),
                figure(r, "decode_bandwidth_floor_ms_per_token"),
                figure(r, "decode_cached_over_floor"), figure(r, "peak_rss_mb"),
                figure(r, "peak_rss_over_folder"));
    const nlohmann::json& met = r["meets_targets"];
    const auto word = [&](const char* key) { return met[key].get<bool>() ? "met" : "MISSED"; };
    std::printf(
        "         targets: prompt ≥ %.2f× GEMM %s, generation ≤ %.2f× floor %s, peak ≤ %.2f× "
        "file %s (best GEMM %.1f GFLOP/s, stream %.1f GB/s, %.0f MB a step)\n",
        kPromptOfGemm, word("prompt"), kDecodeOverFloor, word("decode"), kPeakOverFolder,
        word("memory"), figure(r, "best_gemm_gflops"), figure(r, "matvec_gbps"),
        figure(r, "decode_weight_mb_per_token"));
    std::fflush(stdout);
}

}  // namespace atlas
