#pragma once
// `bench`'s encoder-only row (issue 38, SPEC §6): a BertForMaskedLM of BERT-base's shape (110 M
// parameters, random F32, 440 MB) written as a Hub folder into a temporary directory
// (model/hub/LlamaWriter) and opened as `--model FOLDER` opens it. A keystroke is what the window
// computes for a 32-token sentence with a mask: every layer's maps, the masked-LM head, the mask's
// ten likeliest tokens (buildSnapshot). Beside it, at the same thread count, PyTorch on the same
// weights and ids (bench_bert_torch.py, compiled in, run by /usr/bin/python3 when it has torch):
// BertForMaskedLM's forward with output_attentions, as transformers computes it.

#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "BenchFolder.h"
#include "hub/LlamaWriter.h"

namespace atlas {

class EncoderLmBench {
public:
    // `tiny`: the writer's default size (d 64, 2 layers), for the test of the row's whole path.
    explicit EncoderLmBench(bool tiny);
    ~EncoderLmBench();

    const std::string& skipped() const { return folder_.skipped(); }  // empty: written
    nlohmann::json describe() const;
    // In this process at `threads`: the keystroke's median, and PyTorch's when it can run.
    nlohmann::json measureAt(int threads) const;

    static void printHeader(const nlohmann::json& description);
    static void printRow(int threads, const nlohmann::json& row);

private:
    LlamaFolderSpec spec_;
    std::string shape_;
    BenchFolder folder_;
};

}  // namespace atlas
