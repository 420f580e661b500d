// readModel (Components.h): the "model" object of tokenizer.json by its "type", as
// huggingface/tokenizers models/mod.rs ModelWrapper's Deserialize reads it. An object without
// "type" (files written before it existed) is read as the first kind it fits, in Rust's
// order: BPE (it has "merges"), then WordPiece, WordLevel, Unigram (its vocab is an array).

#include <nlohmann/json.hpp>

#include "Bpe.h"
#include "ModelJson.h"
#include "Unigram.h"
#include "WordLevel.h"
#include "WordPiece.h"

namespace atlas::hf {

namespace {

std::string legacyType(const nlohmann::json& j) {
    if (j.contains("merges")) return "BPE";
    const auto vocab = j.find("vocab");
    if (vocab != j.end() && vocab->is_array()) return "Unigram";
    if (j.contains("continuing_subword_prefix") || j.contains("max_input_chars_per_word"))
        return "WordPiece";
    return "WordLevel";
}

}  // namespace

std::unique_ptr<SubwordModel> readModel(const nlohmann::json& j, const std::string& path) {
    namespace mj = modeljson;
    if (!j.is_object()) mj::fail(path, "expected an object, not " + mj::kindOf(j));
    const std::string type = mj::optionalString(j, "type", path).value_or(legacyType(j));
    if (type == "BPE") return std::make_unique<Bpe>(j, path);
    if (type == "WordPiece") return std::make_unique<WordPiece>(j, path);
    if (type == "WordLevel") return std::make_unique<WordLevel>(j, path);
    if (type == "Unigram") return std::make_unique<Unigram>(j, path);
    mj::fail(path, "unknown type " + mj::quote(type));
}

}  // namespace atlas::hf
