#pragma once
// The Hub folder targets' fixture: one valid small Marian folder (SPEC §5) written once in a
// temporary folder, the built-in model's tokenizer as both SentencePiece models. Each input
// overwrites the one file its target fuzzes and opens the folder; nothing is trained per input.

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "Checkpoint.h"
#include "FuzzCheck.h"
#include "WeightLayout.h"
#include "hub/HubFolder.h"
#include "hub/MarianWriter.h"

namespace atlas::fuzz {

enum class Weights { Single, Sharded };

// Sharded: model.safetensors becomes the one shard model-00001-of-00001.safetensors, which the
// input, as model.safetensors.index.json, is to name. One folder a process: a target asks for
// one layout, and the first call's is the one every later call gets.
inline const std::string& hubFolder(Weights weights = Weights::Single) {
    static const std::string folder = [weights] {
        std::string path = (std::filesystem::temp_directory_path() / "atlas-fuzz-hub-XXXXXX");
        if (!::mkdtemp(path.data())) std::abort();
        MarianFolderSpec spec;
        spec.tokenizer =
            std::string(SafetensorsFile::load(ATLAS_DEFAULT_MODEL).bytes(kTokenizerTensor));
        writeMarianFolder(path, spec);
        if (weights == Weights::Sharded)
            std::filesystem::rename(path + "/model.safetensors",
                                    path + "/model-00001-of-00001.safetensors");
        static const std::string removed = path;
        std::atexit([] { std::filesystem::remove_all(removed); });
        return path;
    }();
    return folder;
}

// The folder with `name` holding the input: refused with CheckpointError or ConfigError (any
// other exception escapes, a crash), or opened into exactly the tensors its config asks for.
inline void openWith(const std::string& name, const uint8_t* data, size_t size,
                     Weights weights = Weights::Single) {
    const std::string& folder = hubFolder(weights);
    std::ofstream(folder + "/" + name, std::ios::binary | std::ios::trunc)
        .write(reinterpret_cast<const char*>(data), std::streamsize(size));
    try {
        const Checkpoint checkpoint = loadHubFolder(folder);
        FUZZ_CHECK(checkpoint.hub.has_value());
        FUZZ_CHECK(int(checkpoint.hub->vocabulary.size()) == checkpoint.config.vocab_size);
        for (const TensorSpec& spec : weightLayout(checkpoint.config)) {
            const std::vector<float> values = checkpoint.floats(spec.name);
            FUZZ_CHECK(values.empty() ? !spec.required
                                      : (long long)values.size() == spec.elementCount());
        }
    } catch (const CheckpointError&) {
    } catch (const ConfigError&) {
    }
}

}  // namespace atlas::fuzz
