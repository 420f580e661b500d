#pragma once
// `bench`'s OPUS-MT row (SPEC §4, §5): a MarianMTModel the size OPUS-MT publishes (d 512, 8
// heads, ffn 2048, 6 + 6 layers, vocabulary 58 101, swish), random weights written as a Hub
// folder into a temporary directory and opened as `--model FOLDER` opens it.

#include <QTemporaryDir>
#include <memory>
#include <nlohmann/json.hpp>

#include "Model.h"

namespace atlas {

class HubBench {
public:
    // Writes the folder with weights in `dtype` and opens it once (the page cache is then warm
    // for the timed opens). OPUS-MT publishes F32; F16 is a converted copy's size.
    explicit HubBench(DType dtype);

    // At `threads`: the folder's open, a 20-token sentence translated with every map (new, and
    // as a keystroke with the text before's translation as the draft), cached decoding, and its
    // bandwidth floor at the measured `gbps`.
    nlohmann::json measureAt(int threads, double gbps) const;
    nlohmann::json describe() const;  // the configuration, the folder's size, weights per step

    // One row, beside the base configuration's cached decoding figures at the same threads.
    static void printHeader(DType dtype);
    static void printRow(int threads, const nlohmann::json& hub, const nlohmann::json& base);

private:
    std::string sentence() const;  // 20 source ids, eos included
    void measureKeystroke(nlohmann::json& r) const;

    DType dtype_;
    QTemporaryDir dir_;
    std::string folder_;
    std::unique_ptr<Model> model_;
};

}  // namespace atlas
