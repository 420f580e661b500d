#include "VocabularyModel.h"

#include <nlohmann/json.hpp>

#include "ModelJson.h"

namespace atlas::hf {

VocabularyModel::VocabularyModel(const nlohmann::json& model, const std::string& path)
    : path_(path), vocab_(modeljson::require(model, "vocab", path), path + ".vocab") {}

int VocabularyModel::unkId(const std::string& unkToken) const {
    const auto id = vocab_.id(unkToken);
    if (!id)
        modeljson::fail(path_ + ".unk_token",
                        modeljson::quote(unkToken) + " is not in the vocabulary");
    return *id;
}

}  // namespace atlas::hf
