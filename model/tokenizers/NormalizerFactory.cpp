// readNormalizer: tokenizers/src/normalizers/mod.rs NormalizerWrapper, by "type".

#include <nlohmann/json.hpp>

#include "BertNormalizer.h"
#include "JsonFields.h"
#include "TextNormalizers.h"
#include "UnicodeNormalizers.h"

namespace atlas::hf {

namespace {

std::unique_ptr<Normalizer> readBert(const nlohmann::json& j, const std::string& path) {
    BertNormalizerOptions o;
    o.cleanText = json::boolean(j, "clean_text", path);
    o.handleChineseChars = json::boolean(j, "handle_chinese_chars", path);
    o.lowercase = json::boolean(j, "lowercase", path);
    // strip_accents: Option<bool>, None (null or absent) following lowercase
    const auto it = j.find("strip_accents");
    o.stripAccents =
        it == j.end() || it->is_null() ? o.lowercase : json::boolean(j, "strip_accents", path);
    return std::make_unique<BertNormalizer>(o);
}

}  // namespace

std::unique_ptr<Normalizer> readNormalizer(const nlohmann::json& j, const std::string& path) {
    if (j.is_null()) return nullptr;
    const std::string type = json::type(j, path);
    using unicode::NormalForm;
    if (type == "NFC") return std::make_unique<NormalFormNormalizer>(NormalForm::NFC);
    if (type == "NFD") return std::make_unique<NormalFormNormalizer>(NormalForm::NFD);
    if (type == "NFKC") return std::make_unique<NormalFormNormalizer>(NormalForm::NFKC);
    if (type == "NFKD") return std::make_unique<NormalFormNormalizer>(NormalForm::NFKD);
    if (type == "Lowercase") return std::make_unique<LowercaseNormalizer>();
    if (type == "StripAccents") return std::make_unique<StripAccentsNormalizer>();
    if (type == "BertNormalizer") return readBert(j, path);
    if (type == "Prepend")
        return std::make_unique<PrependNormalizer>(json::string(j, "prepend", path));
    if (type == "Replace")
        return std::make_unique<ReplaceNormalizer>(
            SplitPattern(json::field(j, "pattern", path), path + ".pattern"),
            json::string(j, "content", path));
    if (type == "Strip")
        return std::make_unique<StripNormalizer>(json::boolean(j, "strip_left", path),
                                                 json::boolean(j, "strip_right", path));
    if (type == "Sequence")
        return std::make_unique<SequenceNormalizer>(
            json::components(j, "normalizers", path, readNormalizer));
    json::unknownType(path, type);
}

}  // namespace atlas::hf
