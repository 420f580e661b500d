#include "WordLevel.h"

#include <nlohmann/json.hpp>

#include "ModelJson.h"

namespace atlas::hf {

namespace mj = modeljson;

WordLevel::WordLevel(const nlohmann::json& model, const std::string& path)
    : VocabularyModel(model, path), unkToken_(mj::requiredString(model, "unk_token", path)) {}

void WordLevel::tokenize(std::string_view word, std::vector<int>& ids,
                         std::vector<std::string>& pieces) const {
    if (word.empty()) return;  // tokenizers drops empty splits before the model sees them
    if (const auto id = vocab_.id(word)) {
        ids.push_back(*id);
        pieces.emplace_back(word);
        return;
    }
    ids.push_back(unkId(unkToken_));  // mod.rs: Error::MissingUnkToken when it is absent
    pieces.push_back(unkToken_);
}

std::vector<ModelStep> WordLevel::explain(std::string_view word) const {
    if (vocab_.id(word))
        return {ModelStep{{std::string(word)},
                          "the word is in the vocabulary",
                          0,
                          ModelStep::Kind::InVocabulary,
                          {}}};
    return {ModelStep{{unkToken_},
                      "not in the vocabulary: " + mj::quote(unkToken_),
                      0,
                      ModelStep::Kind::NotInVocabulary,
                      {unkToken_}}};
}

}  // namespace atlas::hf
