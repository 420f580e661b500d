#include "HubTokenizer.h"

#include <algorithm>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "Checkpoint.h"
#include "FastTokenizer.h"
#include "HubKeys.h"
#include "JsonText.h"

// Sources (huggingface/transformers): models/auto/tokenization_auto.py (AutoTokenizer picks
// the class named by tokenizer_config.json's tokenizer_class, else the model type's, the fast
// one first), tokenization_utils_fast.py (PreTrainedTokenizerFast.__init__: tokenizer.json,
// else a conversion of the slow files; special tokens added on top), convert_slow_tokenizer.py
// (GPT2Converter, BertConverter), models/bert/tokenization_bert.py (load_vocab, BertTokenizer's
// defaults), models/llama/tokenization_llama_fast.py (update_post_processor).

namespace atlas {

namespace {

using json = nlohmann::json;

// tokenizer_config.json's settings that transformers applies on top of the tokenizer.
struct Settings {
    std::string tokenizerClass;
    bool addBos = true, addEos = false, addPrefixSpace = false;
    std::string bos, eos, unk, pad;  // special tokens' contents ("" when not named)
    // BertTokenizer's (vocab.txt): its BasicTokenizer's options and its other special tokens.
    bool doLowerCase = true, tokenizeChineseChars = true;
    json stripAccents;  // null: follows lowercase (BertNormalizer)
    std::string cls, sep, mask;
    // added_tokens_decoder as "added_tokens" entries, in the order of their ids.
    json addedTokens = json::array();
};

// tokenizer_config.json's added_tokens_decoder ({"151643": {"content": …, "special": true, …}})
// as PreTrainedTokenizerFast.__init__ adds it on top of the tokenizer: every entry, sorted by
// id, through add_tokens (which skips one equal to an added token the file has, keeps the
// vocabulary's id of a known content, and lets the later flags win); an entry whose content is
// one of the named special tokens is special ("token.special or str(token) in special_tokens").
json addedTokensOf(const json& config, const Settings& s, const std::string& where) {
    const auto it = config.find("added_tokens_decoder");
    if (it == config.end() || it->is_null()) return json::array();
    if (!it->is_object()) throw CheckpointError(where + "added_tokens_decoder is not an object");
    std::vector<std::pair<long long, json>> byId;
    for (const auto& [key, value] : it->items()) {
        char* end = nullptr;
        const long long id = std::strtoll(key.c_str(), &end, 10);
        if (key.empty() || *end != '\0' || id < 0 || !value.is_object() ||
            !value.contains("content") || !value["content"].is_string())
            throw CheckpointError(where + "added_tokens_decoder[\"" + printable(key) +
                                  "\"] is not an id with a token's content");
        byId.emplace_back(id, value);
    }
    std::sort(byId.begin(), byId.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    const auto flag = [](const json& v, const char* key, bool fallback) {
        return v.contains(key) && v[key].is_boolean() ? v[key].get<bool>() : fallback;
    };
    json out = json::array();
    for (const auto& [id, v] : byId) {
        const std::string content = v["content"].get<std::string>();
        const bool named = content == s.bos || content == s.eos || content == s.unk ||
                           content == s.pad || content == s.cls || content == s.sep ||
                           content == s.mask;
        const bool special = flag(v, "special", false) || named;
        out.push_back({{"id", id},
                       {"content", content},
                       {"single_word", flag(v, "single_word", false)},
                       {"lstrip", flag(v, "lstrip", false)},
                       {"rstrip", flag(v, "rstrip", false)},
                       {"normalized", flag(v, "normalized", !special)},
                       {"special", special}});
    }
    return out;
}

std::string specialOf(const json& config, const char* key, const char* fallback) {
    const auto it = config.find(key);
    if (it == config.end()) return fallback;
    if (it->is_string()) return it->get<std::string>();
    // A serialized AddedToken: {"__type": "AddedToken", "content": "<s>", …}.
    if (it->is_object() && it->contains("content") && (*it)["content"].is_string())
        return (*it)["content"].get<std::string>();
    return "";  // null: no such token
}

// The model type whose class defaults a tokenizer class has, for a folder of tokenizer files
// without config.json (SPEC §6): "GPT2TokenizerFast" is gpt2's; "" for one we do not know.
std::string modelTypeOfClass(std::string c) {
    if (c.size() > 4 && c.compare(c.size() - 4, 4, "Fast") == 0) c.resize(c.size() - 4);
    if (c == "GPT2Tokenizer") return "gpt2";
    if (c == "BertTokenizer" || c == "DistilBertTokenizer") return "bert";
    if (c == "Qwen2Tokenizer") return "qwen2";
    if (c == "GemmaTokenizer") return "gemma3_text";
    if (c == "LlamaTokenizer" || c == "CodeLlamaTokenizer") return "llama";
    return "";
}

Settings settingsOf(const HubFolder& hub, std::string modelType, bool addBosDefault) {
    Settings s;
    json config = json::object();
    const std::string name = "tokenizer_config.json";
    if (hub.has(name))
        config =
            parseHubObject(hub, name, hub.read(name, kMaxTokenizerBytes), kMaxVocabularyValues);
    const HubKeys keys(hub, config, name);
    s.tokenizerClass = keys.text("tokenizer_class", "");
    if (modelType.empty()) modelType = modelTypeOfClass(s.tokenizerClass);
    // A vocab.txt alone is BertTokenizer's (the class AutoTokenizer falls back to is named by
    // the folder; this is the one that reads that file).
    if (modelType.empty() && hub.has("vocab.txt") && !hub.has("tokenizer.json") &&
        !hub.has("tokenizer.model") && !hub.has("vocab.json"))
        modelType = "bert";
    // The class defaults: LlamaTokenizerFast "<s>", "</s>", "<unk>"; GPT2TokenizerFast
    // "<|endoftext|>" for bos, eos and unk; Qwen2TokenizerFast (qwen2, qwen3) no bos and
    // "<|endoftext|>" for eos, unk and pad; GemmaTokenizerFast "<bos>", "<eos>", "<unk>", "<pad>".
    // BertTokenizer: "[UNK]", "[PAD]", "[CLS]", "[SEP]", "[MASK]", no bos or eos.
    const bool gpt2 = modelType == "gpt2", gemma = modelType == "gemma3_text";
    const bool qwen = modelType == "qwen2" || modelType == "qwen3";
    const bool bert = modelType == "bert" || modelType == "distilbert";
    const char* bos = gpt2 ? "<|endoftext|>" : qwen || bert ? "" : gemma ? "<bos>" : "<s>";
    const char* eos = gpt2 || qwen ? "<|endoftext|>" : bert ? "" : gemma ? "<eos>" : "</s>";
    const char* unk = gpt2 || qwen ? "<|endoftext|>" : bert ? "[UNK]" : "<unk>";
    const char* pad = qwen ? "<|endoftext|>" : gemma ? "<pad>" : bert ? "[PAD]" : "";
    s.addBos = keys.boolean("add_bos_token", addBosDefault);
    s.addEos = keys.boolean("add_eos_token", false);
    s.addPrefixSpace = keys.boolean("add_prefix_space", false);
    s.bos = specialOf(config, "bos_token", bos);
    s.eos = specialOf(config, "eos_token", eos);
    s.unk = specialOf(config, "unk_token", unk);
    s.pad = specialOf(config, "pad_token", pad);
    s.cls = specialOf(config, "cls_token", "[CLS]");
    s.sep = specialOf(config, "sep_token", "[SEP]");
    s.mask = specialOf(config, "mask_token", "[MASK]");
    s.doLowerCase = keys.boolean("do_lower_case", true);
    s.tokenizeChineseChars = keys.boolean("tokenize_chinese_chars", true);
    if (config.contains("strip_accents") && config["strip_accents"].is_boolean())
        s.stripAccents = config["strip_accents"];
    s.addedTokens = addedTokensOf(config, s, "'" + hub.folder + "/" + name + "': ");
    return s;
}

// The classes whose __init__ rebuilds the post-processor from add_bos_token and add_eos_token:
// LlamaTokenizerFast (llama, mistral) and GemmaTokenizerFast (gemma3_text), by name or by type.
bool rebuildsPostProcessor(const Settings& s, const std::string& modelType) {
    std::string c = s.tokenizerClass;
    if (c.size() > 4 && c.compare(c.size() - 4, 4, "Fast") == 0) c.resize(c.size() - 4);
    if (!c.empty())
        return c == "LlamaTokenizer" || c == "GemmaTokenizer" || c == "CodeLlamaTokenizer";
    return modelType == "llama" || modelType == "mistral" || modelType == "gemma3_text";
}

void applySettings(hf::FastTokenizer& t, const Settings& s, const std::string& modelType,
                   const std::string& label) {
    if (!rebuildsPostProcessor(s, modelType)) return;
    std::vector<hf::SpecialToken> before, after;
    const auto special = [&](const std::string& token, const char* key) {
        const std::optional<int> id = t.tokenToId(token);
        if (!id)
            throw CheckpointError(label + ": " + key + " is set but its token '" +
                                  printable(token) + "' is not in the vocabulary");
        return hf::SpecialToken{token, *id};
    };
    if (s.addBos) before.push_back(special(s.bos, "add_bos_token"));
    if (s.addEos) after.push_back(special(s.eos, "add_eos_token"));
    t.setPostProcessor(hf::aroundPostProcessor(before, after));
}

// GPT2Converter.converted: byte-level BPE over vocab.json and merges.txt (its first line
// "#version: …" skipped, as GPT2Tokenizer.__init__ reads it), the special tokens on top.
json gpt2Json(const HubFolder& hub, const Settings& s) {
    const json vocab = parseHubObject(hub, "vocab.json", hub.read("vocab.json", kMaxTokenizerBytes),
                                      kMaxVocabularyValues);
    const std::string text = hub.read("merges.txt", kMaxTokenizerBytes);
    json merges = json::array();
    size_t line = 0;
    for (size_t at = 0; at < text.size(); ++line) {
        size_t end = text.find('\n', at);
        if (end == std::string::npos) end = text.size();
        const std::string row = text.substr(at, end - at);
        at = end + 1;
        if (row.empty() || (line == 0 && row.rfind("#version", 0) == 0)) continue;
        const size_t space = row.find(' ');
        if (space == std::string::npos || row.find(' ', space + 1) != std::string::npos)
            throw CheckpointError("'" + hub.folder + "/merges.txt': line " +
                                  std::to_string(line + 1) + " is not two pieces");
        merges.push_back(json::array({row.substr(0, space), row.substr(space + 1)}));
    }
    const json byteLevel = {{"type", "ByteLevel"},
                            {"add_prefix_space", s.addPrefixSpace},
                            {"trim_offsets", true},
                            {"use_regex", true}};
    json added = json::array();
    for (const std::string& t : {s.bos, s.eos, s.unk, s.pad})
        if (!t.empty())
            added.push_back({{"id", 0}, {"content", t}, {"special", true}, {"normalized", false}});
    for (const json& t : s.addedTokens) added.push_back(t);
    return {{"version", "1.0"},
            {"added_tokens", added},
            {"pre_tokenizer", byteLevel},
            {"decoder", byteLevel},
            {"post_processor", {{"type", "ByteLevel"}, {"trim_offsets", false}}},
            {"model",
             {{"type", "BPE"},
              {"vocab", vocab},
              {"merges", merges},
              {"continuing_subword_prefix", ""},
              {"end_of_word_suffix", ""},
              {"fuse_unk", false}}}};
}

// BertConverter.converted over BertTokenizer's vocab.txt (load_vocab: one token a line, its
// trailing "\n" cut, the line's index its id; a repeated token keeps its last line): WordPiece
// with "##" and [UNK], BertNormalizer as do_lower_case, tokenize_chinese_chars and strip_accents
// say, BertPreTokenizer, "[CLS] $A [SEP]", the WordPiece decoder; the special tokens that are in
// the vocabulary added on top (PreTrainedTokenizerFast).
json bertJson(const HubFolder& hub, const Settings& s) {
    const std::string text = hub.read("vocab.txt", kMaxTokenizerBytes);
    json vocab = json::object();
    uint64_t id = 0;  // unsigned, as ids parsed from a file are
    for (size_t at = 0; at < text.size(); ++id) {
        size_t end = text.find('\n', at);
        if (end == std::string::npos) end = text.size();
        vocab[text.substr(at, end - at)] = id;
        at = end + 1;
    }
    const auto idOf = [&](const std::string& token, const char* key) {
        const auto it = vocab.find(token);
        if (it == vocab.end())
            throw CheckpointError("'" + hub.folder + "/vocab.txt': " + key + " '" +
                                  printable(token) + "' is not in the vocabulary");
        return it->get<uint64_t>();
    };
    json added = json::array();
    for (const std::string& t : {s.pad, s.unk, s.cls, s.sep, s.mask})
        if (!t.empty() && vocab.contains(t))
            added.push_back(
                {{"id", vocab[t]}, {"content", t}, {"special", true}, {"normalized", false}});
    for (const json& t : s.addedTokens) added.push_back(t);
    const auto special = [](const std::string& t, int type) {
        return json{{"SpecialToken", {{"id", t}, {"type_id", type}}}};
    };
    const auto sequence = [](const char* which, int type) {
        return json{{"Sequence", {{"id", which}, {"type_id", type}}}};
    };
    const uint64_t cls = idOf(s.cls, "cls_token"), sep = idOf(s.sep, "sep_token");
    const json template_ = {{"type", "TemplateProcessing"},
                            {"single", {special(s.cls, 0), sequence("A", 0), special(s.sep, 0)}},
                            {"pair",
                             {special(s.cls, 0), sequence("A", 0), special(s.sep, 0),
                              sequence("B", 1), special(s.sep, 1)}},
                            {"special_tokens",
                             {{s.cls, {{"id", s.cls}, {"ids", {cls}}, {"tokens", {s.cls}}}},
                              {s.sep, {{"id", s.sep}, {"ids", {sep}}, {"tokens", {s.sep}}}}}}};
    return {{"version", "1.0"},
            {"added_tokens", added},
            {"normalizer",
             {{"type", "BertNormalizer"},
              {"clean_text", true},
              {"handle_chinese_chars", s.tokenizeChineseChars},
              {"strip_accents", s.stripAccents},
              {"lowercase", s.doLowerCase}}},
            {"pre_tokenizer", {{"type", "BertPreTokenizer"}}},
            {"post_processor", template_},
            {"decoder", {{"type", "WordPiece"}, {"prefix", "##"}, {"cleanup", true}}},
            {"model",
             {{"type", "WordPiece"},
              {"unk_token", s.unk},
              {"continuing_subword_prefix", "##"},
              {"max_input_chars_per_word", 100},
              {"vocab", vocab}}}};
}

int idOr(const hf::FastTokenizer& t, const std::string& token) {
    if (token.empty()) return -1;
    return t.tokenToId(token).value_or(-1);
}

}  // namespace

HubTokenizer readHubTokenizer(const HubFolder& hub, const std::string& modelType,
                              bool addBosDefault) {
    HubTokenizer out;
    const Settings s = settingsOf(hub, modelType, addBosDefault);
    std::unique_ptr<hf::FastTokenizer> fast;
    std::string label;
    try {
        if (hub.has("tokenizer.json")) {
            label = "'" + hub.folder + "/tokenizer.json'";
            fast = std::make_unique<hf::FastTokenizer>(hf::FastTokenizer::fromText(
                hub.read("tokenizer.json", kMaxTokenizerBytes), label, &s.addedTokens));
        } else if (hub.has("tokenizer.model")) {
            out.sentencePiece = hub.read("tokenizer.model", kMaxTokenizerBytes);
            out.addBos = s.addBos;
            return out;
        } else if (hub.has("vocab.json") && hub.has("merges.txt")) {
            label = "'" + hub.folder + "/vocab.json' and merges.txt";
            fast = std::make_unique<hf::FastTokenizer>(gpt2Json(hub, s), label);
        } else if (hub.has("vocab.txt")) {
            label = "'" + hub.folder + "/vocab.txt'";
            fast = std::make_unique<hf::FastTokenizer>(bertJson(hub, s), label);
        } else {
            throw CheckpointError("'" + hub.folder +
                                  "': no tokenizer (tokenizer.json, tokenizer.model, "
                                  "vocab.json with merges.txt, or vocab.txt)");
        }
    } catch (const hf::TokenizerJsonError& e) {
        throw CheckpointError(e.what());
    }
    applySettings(*fast, s, modelType, "'" + hub.folder + "/tokenizer_config.json'");
    out.unk = idOr(*fast, s.unk);
    out.pad = idOr(*fast, s.pad);
    out.fast = std::move(fast);
    return out;
}

}  // namespace atlas
