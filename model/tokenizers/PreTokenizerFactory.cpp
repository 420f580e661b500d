// readPreTokenizer: tokenizers/src/pre_tokenizers/mod.rs PreTokenizerWrapper, by "type".

#include <nlohmann/json.hpp>

#include "BasicPreTokenizers.h"
#include "ByteLevel.h"
#include "JsonFields.h"
#include "Metaspace.h"

namespace atlas::hf {

namespace {

std::unique_ptr<PreTokenizer> readByteLevel(const nlohmann::json& j, const std::string& path) {
    json::boolean(j, "trim_offsets", path);  // required, without effect on the splits
    return std::make_unique<ByteLevelPreTokenizer>(json::boolean(j, "add_prefix_space", path),
                                                   json::boolean(j, "use_regex", path, true));
}

std::unique_ptr<PreTokenizer> readSplit(const nlohmann::json& j, const std::string& path) {
    SplitPattern pattern(json::field(j, "pattern", path), path + ".pattern");
    const SplitBehavior behavior = readSplitBehavior(j, "behavior", path);
    return std::make_unique<SplitPreTokenizer>(std::move(pattern), behavior,
                                               json::boolean(j, "invert", path));
}

}  // namespace

std::unique_ptr<PreTokenizer> readPreTokenizer(const nlohmann::json& j, const std::string& path) {
    if (j.is_null()) return nullptr;
    const std::string type = json::type(j, path);
    if (type == "ByteLevel") return readByteLevel(j, path);
    if (type == "Split") return readSplit(j, path);
    if (type == "Metaspace")
        return std::make_unique<MetaspacePreTokenizer>(MetaspaceOptions::read(j, path));
    if (type == "Whitespace") return std::make_unique<WhitespacePreTokenizer>();
    if (type == "WhitespaceSplit") return std::make_unique<WhitespaceSplitPreTokenizer>();
    if (type == "BertPreTokenizer") return std::make_unique<BertPreTokenizer>();
    if (type == "Digits")
        return std::make_unique<DigitsPreTokenizer>(json::boolean(j, "individual_digits", path));
    if (type == "Punctuation")
        return std::make_unique<PunctuationPreTokenizer>(
            j.contains("behavior") ? readSplitBehavior(j, "behavior", path)
                                   : SplitBehavior::Isolated);
    if (type == "Sequence")
        return std::make_unique<SequencePreTokenizer>(
            json::components(j, "pretokenizers", path, readPreTokenizer));
    json::unknownType(path, type);
}

}  // namespace atlas::hf
