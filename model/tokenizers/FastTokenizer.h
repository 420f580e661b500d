#pragma once
// A tokenizer.json (the Hugging Face `tokenizers` format), giving the ids `tokenizers` gives:
// tokenizers/src/tokenizer/mod.rs TokenizerImpl::encode_single_sequence and decode.

#include <functional>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "AddedVocabulary.h"
#include "Components.h"

namespace atlas::hf {

class FastTokenizer {
public:
    // Reads the JSON tree; throws TokenizerJsonError with a one-line message beginning with
    // `label` ("'folder/tokenizer.json': model.merges[3]: 'a b' names an absent token").
    FastTokenizer(const nlohmann::json& root, const std::string& label);
    // The same from the file's text, refused before parsing when it nests deeper than a few
    // dozen levels or holds more values than a 256k vocabulary with its merges needs.
    // `onTop` (may be empty) changes the parsed tree first, as transformers changes the
    // tokenizer with tokenizer_config.json's settings (HubTokenizer: added tokens,
    // add_prefix_space).
    static FastTokenizer fromText(std::string_view json, const std::string& label,
                                  const std::function<void(nlohmann::json&)>& onTop = {});
    ~FastTokenizer();
    FastTokenizer(FastTokenizer&&) noexcept;
    FastTokenizer& operator=(FastTokenizer&&) noexcept;

    // What transformers sets on top of the file (LlamaTokenizerFast.update_post_processor).
    void setPostProcessor(std::unique_ptr<PostProcessor> p) { postProcessor_ = std::move(p); }

    // tokenizer(text)["input_ids"] with add_special_tokens as given.
    Encoding encode(std::string_view text, bool addSpecialTokens = true) const;
    // tokenizer(text_a, text_b): both texts, then the post-processor's pair template (BERT's
    // [CLS] A [SEP] B [SEP] with type ids 0 then 1); Encoding::sequence tells the parts apart.
    Encoding encodePair(std::string_view a, std::string_view b) const;
    // tokenizer.decode(ids, skip_special_tokens): the decoder's chain, joined.
    std::string decode(const std::vector<int>& ids, bool skipSpecialTokens) const;

    int vocabSize() const;  // the model's and the added tokens', as get_vocab_size(true)
    std::optional<int> tokenToId(std::string_view token) const;
    const std::string* idToToken(int id) const;  // null when out of range
    bool isSpecial(int id) const;                // an added token marked special
    const SubwordModel& model() const { return *model_; }
    // The splits the model sees (after added tokens, normalizer and pre-tokenizer), for the
    // Tokens page's "how was this word built".
    Splits splits(std::string_view text) const;

private:
    Encoding postProcessed(std::vector<Encoding> parts) const;

    AddedVocabulary added_;
    std::unique_ptr<Normalizer> normalizer_;      // may be null
    std::unique_ptr<PreTokenizer> preTokenizer_;  // may be null
    std::unique_ptr<SubwordModel> model_;
    std::unique_ptr<PostProcessor> postProcessor_;  // may be null
    std::unique_ptr<Decoder> decoder_;              // may be null
};

}  // namespace atlas::hf
