#include "FastTokenizer.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "JsonText.h"
#include "Utf8.h"

namespace atlas::hf {

namespace {

using json = nlohmann::json;

// Gemma 3's tokenizer.json, the largest of the families, holds about two million values (262k
// pieces and their merges); a few times that is still a file a user may hand us.
constexpr size_t kMaxValues = size_t(8) << 20;
constexpr size_t kMaxDepth = 32;

const json& part(const json& root, const char* key) {
    static const json null;
    const auto it = root.find(key);
    return it == root.end() ? null : *it;
}

}  // namespace

FastTokenizer FastTokenizer::fromText(std::string_view text, const std::string& label,
                                      const std::function<void(json&)>& onTop) {
    if (const std::string problem = jsonSizeProblem(text, kMaxDepth, kMaxValues); !problem.empty())
        throw TokenizerJsonError(label + ": " + problem);
    json root;
    try {
        root = json::parse(text);
    } catch (const json::exception& e) {
        throw TokenizerJsonError(label + ": not JSON (" + printable(e.what()) + ")");
    }
    if (onTop && root.is_object()) onTop(root);  // a tree of another shape is refused below
    return FastTokenizer(root, label);
}

// tokenizer/serialization.rs TokenizerVisitor::visit_map: the version must be "1.0", a model
// is required, the other parts may be null or absent; added tokens come last, on top of them.
// truncation and padding are not read: transformers' tokenizer(text) turns both off
// (tokenization_utils_fast.py set_truncation_and_padding with DO_NOT_TRUNCATE, no padding).
FastTokenizer::FastTokenizer(const json& root, const std::string& label) try {
    if (!root.is_object()) throw TokenizerJsonError("not a JSON object");
    if (const json& v = part(root, "version"); !v.is_null() && v != "1.0")
        throw TokenizerJsonError("version " + shortJson(v) + " is not 1.0");
    if (part(root, "model").is_null()) throw TokenizerJsonError("no model");
    model_ = readModel(part(root, "model"), "model");
    normalizer_ = readNormalizer(part(root, "normalizer"), "normalizer");
    preTokenizer_ = readPreTokenizer(part(root, "pre_tokenizer"), "pre_tokenizer");
    postProcessor_ = readPostProcessor(part(root, "post_processor"), "post_processor");
    decoder_ = readDecoder(part(root, "decoder"), "decoder");
    added_ =
        AddedVocabulary(part(root, "added_tokens"), "added_tokens", *model_, normalizer_.get());
} catch (const TokenizerJsonError& e) {
    throw TokenizerJsonError(label + ": " + e.what());
} catch (const json::exception& e) {  // a factory's get<> on a value of another type
    throw TokenizerJsonError(label + ": " + printable(e.what()));
}

FastTokenizer::~FastTokenizer() = default;
FastTokenizer::FastTokenizer(FastTokenizer&&) noexcept = default;
FastTokenizer& FastTokenizer::operator=(FastTokenizer&&) noexcept = default;

// tokenizer/mod.rs encode_single_sequence: added tokens and normalization
// (extract_and_normalize), pre-tokenization, the model on each split, then post_process.
Splits FastTokenizer::splits(std::string_view text) const {
    Splits s = added_.split(utf8::valid(text), normalizer_.get());
    if (preTokenizer_) preTokenizer_->preTokenize(s);
    return s;
}

Encoding FastTokenizer::encode(std::string_view text, bool addSpecialTokens) const {
    Encoding e;
    const Splits s = splits(text);
    std::vector<int> ids;
    std::vector<std::string> pieces;
    for (size_t w = 0; w < s.size(); ++w) {
        if (s[w].addedId >= 0) {
            // The matched text, as Token::new(id, value, …) in added_vocabulary.rs
            // split_with_indices: with lstrip/rstrip it holds the spaces taken.
            e.push(s[w].addedId, s[w].text, -1, added_.tokenOf(s[w].addedId)->special);
            continue;
        }
        if (s[w].text.empty()) continue;
        ids.clear();
        pieces.clear();
        model_->tokenize(s[w].text, ids, pieces);
        for (size_t i = 0; i < ids.size(); ++i) e.push(ids[i], pieces[i], int(w), false);
    }
    return addSpecialTokens ? postProcessed({std::move(e)}) : e;
}

Encoding FastTokenizer::encodePair(std::string_view a, std::string_view b) const {
    // mod.rs TokenizerImpl::encode: encode_single_sequence(sequence, 1, …) for the pair (a template
    // or RobertaProcessing may set it again).
    Encoding second = encode(b, false);
    std::fill(second.sequence.begin(), second.sequence.end(), 1);
    std::fill(second.type.begin(), second.type.end(), 1);
    return postProcessed({encode(a, false), std::move(second)});
}

// mod.rs post_process: the processor's encodings (none: default_process, as they are), merged.
Encoding FastTokenizer::postProcessed(std::vector<Encoding> parts) const {
    if (postProcessor_) postProcessor_->process(parts);
    Encoding out;
    for (const Encoding& part : parts) out.append(part);
    return out;
}

// tokenizer/mod.rs decode: each id's token (the added table's, else the model's; unknown ids
// are skipped), special ones dropped when asked, then the decoder's chain joined — or, with no
// decoder, the tokens joined by spaces.
std::string FastTokenizer::decode(const std::vector<int>& ids, bool skipSpecialTokens) const {
    std::vector<std::string> tokens;
    tokens.reserve(ids.size());
    for (int id : ids) {
        const AddedToken* added = added_.tokenOf(id);
        const std::string* token = added ? &added->decoded : model_->idToToken(id);
        if (!token) continue;
        // is_special_token looks the token's text up among the special ones.
        if (skipSpecialTokens) {
            const std::optional<int> same = added_.idOf(*token);
            if (same && added_.tokenOf(*same)->special) continue;
        }
        tokens.push_back(*token);
    }
    std::string out;
    if (!decoder_) {
        for (size_t i = 0; i < tokens.size(); ++i) out += (i ? " " : "") + tokens[i];
        return out;
    }
    decoder_->decodeChain(tokens);
    for (const std::string& t : tokens) out += t;
    return out;
}

int FastTokenizer::vocabSize() const {
    int size = model_->vocabSize();
    for (const AddedToken& t : added_.tokens()) size = std::max(size, t.id + 1);
    return size;
}

std::optional<int> FastTokenizer::tokenToId(std::string_view token) const {
    if (const std::optional<int> id = added_.idOf(token)) return id;
    return model_->tokenToId(token);
}

const std::string* FastTokenizer::idToToken(int id) const {
    if (const AddedToken* t = added_.tokenOf(id)) return &t->content;
    return model_->idToToken(id);
}

bool FastTokenizer::isSpecial(int id) const {
    const AddedToken* t = added_.tokenOf(id);
    return t && t->special;
}

}  // namespace atlas::hf
