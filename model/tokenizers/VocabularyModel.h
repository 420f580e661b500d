#pragma once
// What BPE, WordPiece and WordLevel share: a model over a token → id vocabulary (Vocabulary.h),
// with the lookups of SubwordModel answered from it.

#include <string>

#include "Components.h"
#include "Vocabulary.h"

namespace atlas::hf {

class VocabularyModel : public SubwordModel {
public:
    std::optional<int> tokenToId(std::string_view token) const final { return vocab_.id(token); }
    const std::string* idToToken(int id) const final { return vocab_.token(id); }
    int vocabSize() const final { return vocab_.size(); }

protected:
    // The "vocab" object of the model (required); path names the model in messages.
    VocabularyModel(const nlohmann::json& model, const std::string& path);

    // The id of unk_token, which tokenizers looks up only when a word needs it: throws
    // (Error::UnkTokenOutOfVocabulary, MissingUnkToken) when it is not in the vocabulary.
    int unkId(const std::string& unkToken) const;

    std::string path_;
    Vocabulary vocab_;
};

}  // namespace atlas::hf
