#include "WordLevel.h"

#include <nlohmann/json.hpp>

#include "ModelJson.h"

namespace atlas::hf {

namespace mj = modeljson;

WordLevel::WordLevel(const nlohmann::json& model, const std::string& path)
    : path_(path), unkToken_(mj::requiredString(model, "unk_token", path)) {
    vocab_ = Vocabulary(mj::require(model, "vocab", path), path + ".vocab");
}

void WordLevel::tokenize(std::string_view word, std::vector<int>& ids,
                         std::vector<std::string>& pieces) const {
    if (word.empty()) return;  // tokenizers drops empty splits before the model sees them
    if (const auto id = vocab_.id(word)) {
        ids.push_back(*id);
        pieces.emplace_back(word);
        return;
    }
    // mod.rs: Error::MissingUnkToken when the word is unknown and so is unk_token.
    const auto unk = vocab_.id(unkToken_);
    if (!unk) mj::fail(path_ + ".unk_token", mj::quote(unkToken_) + " is not in the vocabulary");
    ids.push_back(*unk);
    pieces.push_back(unkToken_);
}

std::vector<ModelStep> WordLevel::explain(std::string_view word) const {
    if (vocab_.id(word))
        return {ModelStep{{std::string(word)}, "the word is in the vocabulary", 0}};
    return {ModelStep{{unkToken_}, "not in the vocabulary: " + mj::quote(unkToken_), 0}};
}

}  // namespace atlas::hf
