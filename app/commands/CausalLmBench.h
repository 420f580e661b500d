#pragma once
// `bench`'s TinyLlama row (SPEC §4; §5, decoder-only): a LlamaForCausalLM of TinyLlama-1.1B's
// shape with random BF16 weights, written as a Hub folder into a temporary directory (2.2 GB,
// model/hub/LlamaWriter) and opened as `--model FOLDER` opens it. Each thread count runs in a
// child process of its own (`bench --tinyllama-child FOLDER --threads N`), so that its peak
// resident memory is the model's and the program's alone: not the writer's buffers, nor the base
// model, nor the 512 MiB matrix the parent measured the streaming rate with (VmHWM never falls).

#include <QTemporaryDir>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "hub/LlamaWriter.h"

namespace atlas {

class SignalCleanup;

// The machine's rates a row is set against, measured by the parent at the same thread count.
struct MachineRates {
    double gemmGflops = 0;  // the best float32 GEMM of 1024³ (Eigen's or OpenBLAS's)
    double streamGbps = 0;  // matvecGbps()
};

class CausalLmBench {
public:
    // Tiny: the writer's default shape (d 64, 2 layers), for the tests of the row's whole path.
    enum class Shape { TinyLlama, Tiny };

    // Writes the folder, unless the temporary directory lacks the room (then skipped() says so).
    explicit CausalLmBench(Shape shape);
    ~CausalLmBench();

    const std::string& skipped() const { return skipped_; }  // empty: written
    nlohmann::json describe() const;  // the folder's config.json and size, the targets
    // At `threads`, in a child process: the 128-token prompt against the GEMM rate, cached
    // generation against its bandwidth floor, peak resident memory against the folder's size.
    nlohmann::json measureAt(int threads, const MachineRates& rates) const;

    static void printHeader(const nlohmann::json& description);
    static void printRow(int threads, const nlohmann::json& row);

    // The child's side, at the thread count already set: opens `folder`, times the prompt and
    // generation, reads its resident memory; the raw figures that measureAt sets against rates.
    static nlohmann::json measureFolder(const std::string& folder);

private:
    LlamaFolderSpec spec_;
    QTemporaryDir dir_;
    std::string shape_;  // "TinyLlama-1.1B" or "tiny"
    std::string folder_, skipped_;
    double writeSeconds_ = 0;
    // The folder removed should Ctrl-C end the minutes the row runs (declared after dir_, so
    // gone before it).
    std::unique_ptr<SignalCleanup> cleanup_;
};

}  // namespace atlas
