#pragma once
// The five stages of a tokenizer.json (huggingface/tokenizers, tokenizers/src/tokenizer/mod.rs:
// Normalizer, PreTokenizer, Model, PostProcessor, Decoder traits), each read from its JSON
// object by the factory below it. A factory refuses an unknown "type" by name and a field of
// the wrong type with TokenizerJsonError, whose message names the path ("pre_tokenizer.
// pretokenizers[1]: unknown type 'Foo'").

#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "Pieces.h"

namespace atlas::hf {

struct TokenizerJsonError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// tokenizers/src/tokenizer/normalizer.rs: NormalizedString in, NormalizedString out.
class Normalizer {
public:
    virtual ~Normalizer() = default;
    virtual void normalize(std::string& text) const = 0;
};

// tokenizers/src/tokenizer/pre_tokenizer.rs: each split that is not an added token is replaced
// by its pieces (PreTokenizedString::split), in order.
class PreTokenizer {
public:
    virtual ~PreTokenizer() = default;
    virtual void preTokenize(Splits& splits) const = 0;
};

// One step of how the model built a word, for the Tokens page: BPE's merges by rank, WordPiece's
// longest matches, Unigram's best segmentation and its runner-up with their scores.
// `what` is English, for logs and tests; a view builds its own sentence from kind and operands.
struct ModelStep {
    enum class Kind {
        Characters,       // BPE: the word as its characters (or bytes), before any merge
        NoMerges,         // BPE with dropout 1: the characters stay
        WholeWord,        // BPE ignore_merges: the word is one piece
        Merge,            // BPE: operands {left, right} merged; score is the merge's rank
        LongestMatch,     // WordPiece: operands {piece}
        NoMatch,          // WordPiece: operands {rest, unk}: no piece begins the rest
        TooLong,          // WordPiece: operands {unk}: more than max_input_chars_per_word
        Best,             // Unigram: the best segmentation; score its log-probability
        RunnerUp,         // Unigram: the second best
        Fused,            // Unigram: unknown characters fused (as pieces or bytes)
        InVocabulary,     // WordLevel
        NotInVocabulary,  // WordLevel: operands {unk}
    };
    std::vector<std::string> parts;  // the word's parts after this step
    std::string what;                // "merge 'Ġ' + 't' (rank 3)", "longest match '##ing'"
    double score = 0;                // the rank, or a Unigram segmentation's log-probability
    Kind kind = Kind::Characters;
    std::vector<std::string> operands;  // the pieces the step names, as `kind` says
};

// tokenizers/src/models/mod.rs: a word (one split) to tokens.
class SubwordModel {
public:
    virtual ~SubwordModel() = default;
    // Appends the word's ids and pieces; the caller sets `word` and `special`.
    virtual void tokenize(std::string_view word, std::vector<int>& ids,
                          std::vector<std::string>& pieces) const = 0;
    virtual std::optional<int> tokenToId(std::string_view token) const = 0;
    virtual const std::string* idToToken(int id) const = 0;  // null when out of range
    virtual int vocabSize() const = 0;
    virtual std::vector<ModelStep> explain(std::string_view word) const = 0;
};

// tokenizers/src/tokenizer/mod.rs PostProcessor::process_encodings with add_special_tokens=true:
// `parts` holds the one text's encoding, or a pair's two (tokenizer(text_a, text_b)); each is
// given its special tokens and type ids, and FastTokenizer merges what is left, in order
// (PostProcessor::default_process). The ids of special tokens are resolved when read.
class PostProcessor {
public:
    virtual ~PostProcessor() = default;
    virtual void process(std::vector<Encoding>& parts) const = 0;
};

// tokenizers/src/tokenizer/mod.rs Decoder::decode_chain: tokens in, strings out, joined after.
class Decoder {
public:
    virtual ~Decoder() = default;
    virtual void decodeChain(std::vector<std::string>& tokens) const = 0;
};

// The factories. `path` names the object in messages ("normalizer", "decoder.decoders[0]").
std::unique_ptr<Normalizer> readNormalizer(const nlohmann::json& j, const std::string& path);
std::unique_ptr<PreTokenizer> readPreTokenizer(const nlohmann::json& j, const std::string& path);
std::unique_ptr<SubwordModel> readModel(const nlohmann::json& j, const std::string& path);
std::unique_ptr<PostProcessor> readPostProcessor(const nlohmann::json& j, const std::string& path);
std::unique_ptr<Decoder> readDecoder(const nlohmann::json& j, const std::string& path);

// A TemplateProcessing "before $A after" with the given special tokens (transformers'
// LlamaTokenizerFast.update_post_processor builds one from add_bos_token and add_eos_token).
struct SpecialToken {
    std::string token;
    int id = 0;
};
std::unique_ptr<PostProcessor> aroundPostProcessor(const std::vector<SpecialToken>& before,
                                                   const std::vector<SpecialToken>& after);

}  // namespace atlas::hf
