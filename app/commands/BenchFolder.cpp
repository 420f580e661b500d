#include "BenchFolder.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <stdexcept>
#include <vector>

#include "SignalCleanup.h"

namespace atlas {

BenchFolder::BenchFolder(const LlamaFolderSpec& spec, const std::string& name,
                         const std::string& shape) {
    if (!dir_.isValid()) throw std::runtime_error("bench: cannot make a temporary folder");
    const std::string temporary = dir_.path().toStdString();
    const uint64_t bytes = llamaWeightFileBytes(spec), need = bytes + (64u << 20);
    if (const auto space = std::filesystem::space(temporary); space.available < need) {
        skipped_ = "needs " + std::to_string(need >> 20) + " MiB in " + temporary + ", " +
                   std::to_string(space.available >> 20) + " MiB free (TMPDIR picks the folder)";
        return;
    }
    path_ = temporary + "/" + name;
    std::fprintf(stderr, "bench: writing a %s Hub folder (%.0f MB, random %s)…\n", shape.c_str(),
                 double(bytes) / 1e6, toString(spec.dtype));
    const auto start = std::chrono::steady_clock::now();
    writeLlamaFolder(path_, spec);
    writeSeconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    // The removal Ctrl-C leaves behind otherwise: every file the writer may make, the folders.
    std::vector<std::string> paths;
    for (const char* file : {"model.safetensors", "config.json", "generation_config.json",
                             "tokenizer.model", "tokenizer.json"})
        paths.push_back(path_ + "/" + file);
    paths.push_back(path_);
    paths.push_back(temporary);
    cleanup_ = std::make_unique<SignalCleanup>(paths);
}

BenchFolder::~BenchFolder() = default;

}  // namespace atlas
