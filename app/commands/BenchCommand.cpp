// SPEC §4: attention-atlas bench [--json FILE]. Times the base configuration (d 512, 8 heads,
// d_ff 2048, 6+6 layers, vocabulary 8000, random weights) at 1 and 2 threads, with the machine's
// GEMM and weight-streaming rates measured in the same run, so every figure is also a ratio;
// then the same at OPUS-MT's size opened from a Hub folder (HubBench, under "opus_mt"),
// decoder-only models of TinyLlama-1.1B's, GPT-2 small's and Qwen3-0.6B's sizes (CausalLmBench,
// under "tinyllama", "gpt2" and "qwen3"), BERT-base's beside PyTorch (EncoderLmBench, "bert"), and
// tokenizer.json throughput beside Hugging Face's `tokenizers` (TokenizerBench, under "tokenize").
// `--rows base,opus,…` picks some of them (default: all).

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string_view>

#include "AtomicFile.h"
#include "BenchTiming.h"
#include "CausalLmBench.h"
#include "CommandHelp.h"
#include "CommandLine.h"
#include "Commands.h"
#include "EncoderLmBench.h"
#include "Gemm.h"
#include "Greedy.h"
#include "HubBench.h"
#include "InstructionPeaks.h"
#include "PanelDot.h"
#include "RandomInit.h"
#include "TokenizerBench.h"
#include "Transformer.h"
#include "train/Trainer.h"

namespace atlas {

namespace {

// The crossover between Eigen and OpenBLAS, measured on the model's own shapes (X Wᵀ for a
// sequence of m tokens, a head's QKᵀ and PV, tiny products): C = A Bᵀ, A m×k, B n×k.
nlohmann::json productCrossover() {
    const int shapes[][3] = {{16, 16, 16},   {2, 512, 512},  {32, 32, 64},    {48, 48, 64},
                             {128, 128, 64}, {32, 512, 512}, {128, 512, 512}, {128, 2048, 512}};
    nlohmann::json table = nlohmann::json::array();
    for (const auto& [m, n, k] : shapes) {
        const Matrix a = Matrix::Random(m, k), b = Matrix::Random(n, k);
        Matrix c(m, n);
        const int reps = std::max(1, int(2e8 / (2.0 * m * n * k)));
        nlohmann::json row = {{"m", m}, {"n", n}, {"k", k}};
        for (const auto& [name, path] :
             {std::pair{"eigen", GemmPath::Eigen}, std::pair{"blas", GemmPath::Blas}}) {
            const double t = medianSeconds(
                [&] {
                    for (int i = 0; i < reps; ++i) gemm(1.f, a, Op::N, b, Op::T, 0.f, c, path);
                },
                5, 1, 2);
            row[std::string(name) + "_gflops"] = 2.0 * m * n * k * reps / t / 1e9;
        }
        row["chosen"] = autoPath(m, n, k) == GemmPath::Blas ? "blas" : "eigen";
        table.push_back(row);
    }
    return table;
}

// One thread count's figures: the encoder, cached and uncached decoding, the products' rates and
// the ratios between them, and training throughput.
nlohmann::json measureAt(const Transformer& model, const Config& config, int threads) {
    setThreadCount(threads);
    nlohmann::json r;
    for (int n : {32, 128}) {
        const std::vector<int> ids = randomIds(n, config.vocab_size, 7 + n);
        r["encoder_" + std::to_string(n) + "_tokens_ms"] =
            1e3 * medianSeconds([&] { model.encode(ids); }, 5, 2);
    }
    const std::vector<int> source = randomIds(32, config.vocab_size, 1);
    const Matrix enc = model.encode(source);
    GreedyOptions cached, uncached;
    cached.maxTokens = uncached.maxTokens = kDecodeTokens;
    cached.stopAtEos = uncached.stopAtEos = false;
    uncached.useCache = false;
    const double tCached = medianSeconds([&] { greedyDecode(model, enc, cached); }, 5, 1);
    const double tUncached = medianSeconds([&] { greedyDecode(model, enc, uncached); }, 3, 1, 40);
    const double eigen1024 = gemmGflops(1024, GemmPath::Eigen);
    const double blas1024 = gemmGflops(1024, GemmPath::Blas), gbps = matvecGbps();
    const double weightBytes = double(model.decodeStepWeightBytes());
    r["eigen_gemm_512_gflops"] = gemmGflops(512, GemmPath::Eigen);
    r["eigen_gemm_1024_gflops"] = eigen1024;
    r["blas_gemm_512_gflops"] = gemmGflops(512, GemmPath::Blas);
    r["blas_gemm_1024_gflops"] = blas1024;
    r["matvec_gbps"] = gbps;
    r["decode_cached_ms"] = tCached * 1e3;
    r["decode_cached_tokens_per_s"] = kDecodeTokens / tCached;
    r["decode_nocache_ms"] = tUncached * 1e3;
    r["decode_nocache_tokens_per_s"] = kDecodeTokens / tUncached;
    r["cached_ids_equal_nocache_ids"] =
        greedyDecode(model, enc, cached) == greedyDecode(model, enc, uncached);
    r["decode_source_tokens"] = source.size();
    r["decode_bandwidth_floor_ms_per_token"] = weightBytes / (gbps * 1e9) * 1e3;
    r["decode_cached_ms_per_token"] = tCached * 1e3 / kDecodeTokens;
    const double enc128 = r["encoder_128_tokens_ms"].get<double>();
    r["encoder_128_gflops"] =
        passFlops(config, 128, config.n_encoder_layers) / (enc128 * 1e-3) / 1e9;
    // Of Eigen's rate (the key's old meaning) and of the best product measured in this run.
    r["encoder_128_fraction_of_gemm"] = r["encoder_128_gflops"].get<double>() / eigen1024;
    r["encoder_128_fraction_of_best_gemm"] =
        r["encoder_128_gflops"].get<double>() / std::max(eigen1024, blas1024);
    r["decode_cached_over_floor"] = r["decode_cached_ms_per_token"].get<double>() /
                                    r["decode_bandwidth_floor_ms_per_token"].get<double>();
    r["decode_cached_speedup_over_nocache"] = tUncached / tCached;
    r["train_tokens_per_s"] = train::measureTrainingThroughput(threads);
    return r;
}

void printRow(int threads, const nlohmann::json& r) {
    const auto f = [&](const char* key) { return r[key].get<double>(); };
    std::printf("%-8d %10.1f %10.1f %13.1f %14.1f %10.2f %9.2f %9.1f %9.1f %8.1f\n", threads,
                f("encoder_32_tokens_ms"), f("encoder_128_tokens_ms"),
                f("decode_cached_tokens_per_s"), f("decode_nocache_tokens_per_s"),
                f("decode_cached_ms_per_token"), f("decode_bandwidth_floor_ms_per_token"),
                f("eigen_gemm_1024_gflops"), f("blas_gemm_1024_gflops"), f("matvec_gbps"));
    std::printf(
        "         encoder(128) at %.0f%% of the best GEMM; cached decoding %.2f× its floor, "
        "%.1f× faster than uncached; training %.0f tokens/s (built-in model size)\n",
        100 * f("encoder_128_fraction_of_best_gemm"), f("decode_cached_over_floor"),
        f("decode_cached_speedup_over_nocache"), f("train_tokens_per_s"));
    std::fflush(stdout);
}

void printCrossover(const nlohmann::json& table) {
    std::printf("\nproducts C = A·Bᵀ (one thread), GFLOP/s:   eigen     blas   chosen\n");
    for (const nlohmann::json& row : table)
        std::printf("    %4d × %4d × %4d %21.1f %8.1f   %s\n", row["m"].get<int>(),
                    row["n"].get<int>(), row["k"].get<int>(), row["eigen_gflops"].get<double>(),
                    row["blas_gflops"].get<double>(), row["chosen"].get<std::string>().c_str());
}

// The rows `--rows` names (default: all), in the order they run.
struct Rows {
    bool base = true, opus = true, tokenize = true, bert = true;
    std::vector<CausalLmBench::Shape> causal = {CausalLmBench::Shape::TinyLlama,
                                                CausalLmBench::Shape::Gpt2Small,
                                                CausalLmBench::Shape::Qwen3Small};
};

Rows rowsOf(const CommandLine& cl) {
    const std::optional<std::string> list = cl.value("--rows");
    if (!list) return {};
    Rows rows{false, false, false, false, {}};
    const Rows all;
    std::stringstream words(*list);
    for (std::string word; std::getline(words, word, ',');) {
        const auto causal = std::find_if(all.causal.begin(), all.causal.end(), [&](auto shape) {
            return word == CausalLmBench::rowName(shape);
        });
        if (word == "base")
            rows.base = true;
        else if (word == "opus")
            rows.opus = true;
        else if (word == "tokenize")
            rows.tokenize = true;
        else if (word == "bert")
            rows.bert = true;
        else if (causal != all.causal.end())
            rows.causal.push_back(*causal);
        else
            throw UsageError("--rows: " + CommandLine::quote(word) +
                             " is not base, opus, tinyllama, gpt2, qwen3, bert or tokenize");
    }
    return rows;
}

// --weights: the decoder-only rows' stored type (issue 39 compares the three).
DType weightsOf(const CommandLine& cl) {
    const std::string word = cl.value("--weights").value_or("bf16");
    for (DType dtype : {DType::BF16, DType::F16, DType::F32}) {
        std::string name = toString(dtype);
        std::transform(name.begin(), name.end(), name.begin(), ::tolower);
        if (word == name) return dtype;
    }
    throw UsageError("--weights: " + CommandLine::quote(word) + " is not bf16, f16 or f32");
}

// The base configuration at each thread count (the crossover of the products follows the rows).
void benchBase(nlohmann::json& report, const std::vector<int>& threadCounts) {
    const Config config = Config::fromJson(R"({"vocab_size": 8000, "d_model": 512, "n_heads": 8,
        "d_ff": 2048, "n_encoder_layers": 6, "n_decoder_layers": 6})");
    std::fprintf(stderr, "bench: building the base model (random weights)…\n");
    const Transformer model(randomCheckpoint(config, "", 0));
    report["config"] = nlohmann::json::parse(config.toJson());
    report["decode_weight_mb_per_token"] = double(model.decodeStepWeightBytes()) / 1e6;
    std::printf("%-8s %10s %10s %13s %14s %10s %9s %9s %9s %8s\n", "threads", "enc32 ms",
                "enc128 ms", "cached tok/s", "nocache tok/s", "ms/token", "floor ms", "Eigen GF/s",
                "BLAS GF/s", "GB/s");
    for (int threads : threadCounts) {
        const nlohmann::json r = measureAt(model, config, threads);
        const std::string key = std::to_string(threads);
        report["threads"][key] = r;
        report["matmul_gflops"][key] = {{"512^3", r["eigen_gemm_512_gflops"]},
                                        {"1024^3", r["eigen_gemm_1024_gflops"]}};
        report["blas_gflops"][key] = {{"512^3", r["blas_gemm_512_gflops"]},
                                      {"1024^3", r["blas_gemm_1024_gflops"]}};
        report["matvec_gbps"][key] = r["matvec_gbps"];
        printRow(threads, r);
    }
}

// The machine's rates at `threads`: the base rows' when they ran, else measured once (and kept
// under "rates" for the rows after).
MachineRates ratesAt(nlohmann::json& report, int threads) {
    const std::string key = std::to_string(threads);
    MachineRates rates;
    if (report.contains("threads") && report["threads"].contains(key)) {
        const nlohmann::json& r = report["threads"][key];
        rates.gemmGflops = std::max(r["eigen_gemm_1024_gflops"].get<double>(),
                                    r["blas_gemm_1024_gflops"].get<double>());
        rates.streamGbps = r["matvec_gbps"].get<double>();
    } else {
        nlohmann::json& kept = report["rates"][key];
        if (kept.is_null()) {
            setThreadCount(threads);
            kept = {{"best_gemm_1024_gflops",
                     std::max(gemmGflops(1024, GemmPath::Eigen), gemmGflops(1024, GemmPath::Blas))},
                    {"matvec_gbps", matvecGbps()}};
        }
        rates.gemmGflops = kept["best_gemm_1024_gflops"].get<double>();
        rates.streamGbps = kept["matvec_gbps"].get<double>();
    }
    const nlohmann::json& peaks = report["peaks_gflops"][key];
    for (const char* instruction : {"vdpbf16ps", "fma512", "fma256"}) {
        if (std::string_view(instruction) == "vdpbf16ps" && !cpuHasBf16Dot()) continue;
        rates.peakGflops = peaks[instruction].get<double>();
        rates.peakInstruction = instruction;
        if (rates.peakGflops > 0) break;
    }
    return rates;
}

// OPUS-MT as published (F32), then the same model in F16: half the bytes a step reads.
void benchOpus(nlohmann::json& report, const std::vector<int>& threadCounts) {
    for (const auto& [dtype, name] :
         {std::pair{DType::F32, "opus_mt"}, {DType::F16, "opus_mt_f16"}}) {
        const HubBench hub(dtype);
        report[name] = hub.describe();
        HubBench::printHeader(dtype);
        for (int threads : threadCounts) {
            const std::string key = std::to_string(threads);
            const double gbps = ratesAt(report, threads).streamGbps;
            report[name]["threads"][key] = hub.measureAt(threads, gbps);
            const bool baseRan = report.contains("threads") && report["threads"].contains(key);
            const nlohmann::json base = baseRan ? report["threads"][key] : nlohmann::json::object();
            HubBench::printRow(threads, report[name]["threads"][key], base);
        }
    }
}

void benchCausal(nlohmann::json& report, const std::vector<int>& threadCounts,
                 CausalLmBench::Shape shape, bool tiny, DType weights) {
    const CausalLmBench bench(shape, tiny, weights);
    nlohmann::json& row = report[CausalLmBench::rowName(shape)];
    row = bench.describe();
    CausalLmBench::printHeader(row);
    if (!bench.skipped().empty()) return;
    for (int threads : threadCounts) {
        const nlohmann::json r = bench.measureAt(threads, ratesAt(report, threads));
        row["threads"][std::to_string(threads)] = r;
        CausalLmBench::printRow(threads, r);
    }
}

void benchEncoder(nlohmann::json& report, const std::vector<int>& threadCounts, bool tiny) {
    const EncoderLmBench bench(tiny);
    nlohmann::json& row = report["bert"];
    row = bench.describe();
    EncoderLmBench::printHeader(row);
    if (!bench.skipped().empty()) return;
    for (int threads : threadCounts) {
        const nlohmann::json r = bench.measureAt(threads);
        row["threads"][std::to_string(threads)] = r;
        EncoderLmBench::printRow(threads, r);
    }
}

}  // namespace

int runBench(const Arguments& args) {
    // --tinyllama-child and --tiny are the decoder-only rows' own (CausalLmBench.h), not the
    // user's.
    const CommandLine cl = parseArguments(args, helpOf("bench"));
    cl.noPositional();
    std::vector<int> threadCounts{1, 2};
    if (auto t = cl.integer("--threads", 1, 256)) threadCounts = {int(*t)};
    if (const auto folder = cl.value("--tinyllama-child")) {
        setThreadCount(threadCounts.front());
        std::printf("%s\n", CausalLmBench::measureFolder(*folder).dump().c_str());
        return 0;
    }
    const Rows rows = rowsOf(cl);
    const DType weights = weightsOf(cl);
    const bool blasFits = blasCoreFits(blasCoreName(), cpuHasAvx2());
    std::printf("OpenBLAS kernel: %s%s\n", blasCoreName().c_str(),
                blasFits
                    ? ""
                    : " — older than this CPU (AVX2/FMA unused): every product stays "
                      "with Eigen (OPENBLAS_CORETYPE=SkylakeX or Haswell picks a fitting one)");
    nlohmann::json report = {
        {"gemm_library", "OpenBLAS (OpenMP build), single-threaded calls on panels of C"},
        {"blas_core", blasCoreName()},
        {"blas_chosen", blasFits},
        {"method", "median of up to 5 runs (no-cache decode: 3) after warm-up, float32"}};
    // Issue 39: what each instruction family can do here, the yardstick of the products.
    for (int threads : threadCounts) {
        const InstructionPeaks p = measureInstructionPeaks(threads);
        report["peaks_gflops"][std::to_string(threads)] = {
            {"fma256", p.fma256}, {"fma512", p.fma512}, {"vdpbf16ps", p.bf16Dot}};
        std::printf(
            "Peaks at %d thread%s (GFLOP/s): FMA 256-bit %.0f, FMA 512-bit %.0f, "
            "vdpbf16ps %.0f\n",
            threads, threads == 1 ? "" : "s", p.fma256, p.fma512, p.bf16Dot);
    }
    if (rows.base) benchBase(report, threadCounts);
    if (rows.opus) benchOpus(report, threadCounts);
    for (CausalLmBench::Shape shape : rows.causal)
        benchCausal(report, threadCounts, shape, cl.flag("--tiny"), weights);
    if (rows.bert) benchEncoder(report, threadCounts, cl.flag("--tiny"));
    if (rows.tokenize) report["tokenize"] = benchTokenizers(cl.flag("--tiny"));
    if (rows.base) {
        setThreadCount(1);
        report["products_one_thread"] = productCrossover();
        printCrossover(report["products_one_thread"]);
    }
    if (const auto path = cl.value("--json")) writeFileAtomically(*path, report.dump(1) + "\n");
    return 0;
}

}  // namespace atlas
