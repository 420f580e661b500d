// readDecoder: tokenizers/src/decoders/mod.rs DecoderWrapper, by "type".

#include <nlohmann/json.hpp>

#include "ByteLevel.h"
#include "Decoders.h"
#include "JsonFields.h"
#include "Metaspace.h"

namespace atlas::hf {

namespace {

std::unique_ptr<Decoder> readByteLevel(const nlohmann::json& j, const std::string& path) {
    // The fields of the pre-tokenizer, required as there, without effect on decoding.
    json::boolean(j, "add_prefix_space", path);
    json::boolean(j, "trim_offsets", path);
    json::boolean(j, "use_regex", path, true);
    return std::make_unique<ByteLevelDecoder>();
}

std::unique_ptr<Decoder> readStrip(const nlohmann::json& j, const std::string& path) {
    return std::make_unique<StripDecoder>(json::character(j, "content", path),
                                          json::count(j, "start", path),
                                          json::count(j, "stop", path));
}

}  // namespace

std::unique_ptr<Decoder> readDecoder(const nlohmann::json& j, const std::string& path) {
    if (j.is_null()) return nullptr;
    const std::string type = json::type(j, path);
    if (type == "ByteLevel") return readByteLevel(j, path);
    if (type == "Metaspace")
        return std::make_unique<MetaspaceDecoder>(MetaspaceOptions::read(j, path));
    if (type == "WordPiece")
        return std::make_unique<WordPieceDecoder>(json::string(j, "prefix", path),
                                                  json::boolean(j, "cleanup", path));
    if (type == "ByteFallback") return std::make_unique<ByteFallbackDecoder>();
    if (type == "Fuse") return std::make_unique<FuseDecoder>();
    if (type == "Strip") return readStrip(j, path);
    if (type == "Replace")
        return std::make_unique<ReplaceDecoder>(
            ReplaceNormalizer(SplitPattern(json::field(j, "pattern", path), path + ".pattern"),
                              json::string(j, "content", path)));
    if (type == "BPEDecoder") return std::make_unique<BPEDecoder>(json::string(j, "suffix", path));
    if (type == "Sequence")
        return std::make_unique<SequenceDecoder>(
            json::components(j, "decoders", path, readDecoder));
    json::unknownType(path, type);
}

}  // namespace atlas::hf
