#pragma once
// `bench`'s decoder-only rows (SPEC §4; §5, §6): a LlamaForCausalLM of TinyLlama-1.1B's shape, a
// GPT2LMHeadModel of GPT-2 small's and a Qwen3ForCausalLM of Qwen3-0.6B's, with random BF16
// weights, each written as a Hub folder into a temporary directory (2.2 GB, 0.25 GB and 1.2 GB;
// model/hub/LlamaWriter) and opened as `--model FOLDER` opens it. Each thread count runs in a
// child process of its own (`bench --tinyllama-child FOLDER --threads N`), so that its peak
// resident memory is the model's and the program's alone: not the writer's buffers, nor the base
// model, nor the 512 MiB matrix the parent measured the streaming rate with (VmHWM never falls).

#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "BenchFolder.h"
#include "hub/LlamaWriter.h"

namespace atlas {

// The machine's rates a row is set against, measured by the parent at the same thread count.
struct MachineRates {
    double gemmGflops = 0;  // the best float32 GEMM of 1024³ (Eigen's or OpenBLAS's)
    double streamGbps = 0;  // matvecGbps()
    // The measured peak of the instruction the BF16 rows' products run on (issue 39):
    // vdpbf16ps where the CPU has it, else the widest float32 FMA.
    double peakGflops = 0;
    std::string peakInstruction;
};

class CausalLmBench {
public:
    enum class Shape { TinyLlama, Gpt2Small, Qwen3Small };
    static const char* rowName(Shape shape);  // "tinyllama", "gpt2", "qwen3": `--rows`, JSON

    // Writes the folder, unless the temporary directory lacks the room (then skipped() says so).
    // `tiny`: the family at the writer's default size (d 64, 2 layers), for the tests of the
    // row's whole path.
    // `weights`: the folder's stored type (`bench --weights`).
    CausalLmBench(Shape shape, bool tiny, DType weights = DType::BF16);
    ~CausalLmBench();

    const std::string& skipped() const { return folder_.skipped(); }  // empty: written
    nlohmann::json describe() const;  // the folder's config.json and size, the targets
    // At `threads`, in a child process: the 128-token prompt against the GEMM rate, cached
    // generation against its bandwidth floor, a 20-token text as the window shows it,
    // peak resident memory against the folder's size.
    nlohmann::json measureAt(int threads, const MachineRates& rates) const;

    static void printHeader(const nlohmann::json& description);
    static void printRow(int threads, const nlohmann::json& row);

    // The child's side, at the thread count already set: opens `folder`, times the prompt and
    // generation, reads its resident memory; the raw figures that measureAt sets against rates.
    static nlohmann::json measureFolder(const std::string& folder);

private:
    // Issue 37's keystroke target is GPT-2 small's.
    bool keystrokeTarget() const { return spec_.family == LlamaFolderSpec::Family::Gpt2; }

    LlamaFolderSpec spec_;
    std::string shape_;  // "TinyLlama-1.1B", "GPT-2 small", "Qwen3-0.6B" or "tiny …"
    BenchFolder folder_;
};

}  // namespace atlas
