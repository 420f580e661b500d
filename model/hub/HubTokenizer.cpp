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
    std::string className;  // the class AutoTokenizer builds, without "Fast" ("" unknown)
    bool addBos = true, addEos = false, addPrefixSpace = false;
    std::string bos, eos, unk, pad;  // special tokens' contents ("" when not named)
    // all_special_tokens_extended (tokenization_utils_base.py): the named special tokens in the
    // order of SPECIAL_TOKENS_ATTRIBUTES, then additional_special_tokens, as "added_tokens"
    // entries; each content once.
    json named = json::array();
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
        const bool named = std::any_of(s.named.begin(), s.named.end(), [&](const json& t) {
            return t["content"].get<std::string>() == content;
        });
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

std::string withoutFast(std::string c) {
    if (c.size() > 4 && c.compare(c.size() - 4, 4, "Fast") == 0) c.resize(c.size() - 4);
    return c;
}

// The class AutoTokenizer builds, without "Fast": tokenizer_config.json's tokenizer_class, else
// the model type's (models/auto/tokenization_auto.py TOKENIZER_MAPPING_NAMES); "" for a type
// we do not know.
std::string classOf(const std::string& tokenizerClass, const std::string& modelType) {
    if (!tokenizerClass.empty()) return withoutFast(tokenizerClass);
    if (modelType == "gpt2") return "GPT2Tokenizer";
    if (modelType == "qwen2" || modelType == "qwen3") return "Qwen2Tokenizer";
    if (modelType == "llama" || modelType == "mistral") return "LlamaTokenizer";
    if (modelType == "gemma3_text") return "GemmaTokenizer";
    if (modelType == "bert") return "BertTokenizer";
    if (modelType == "distilbert") return "DistilBertTokenizer";
    if (modelType == "roberta") return "RobertaTokenizer";
    return "";
}

// A named special token as an "added_tokens" entry: a string is AddedToken(content,
// special=True); a serialized AddedToken keeps its flags (normalized false unless it says
// otherwise, as for any special token). Null when the key is null or names no content.
json namedToken(const json& config, const char* key, const char* fallback) {
    const auto it = config.find(key);
    const json value = it == config.end() ? json(fallback) : *it;
    json entry = {{"content", ""},   {"single_word", false}, {"lstrip", false},
                  {"rstrip", false}, {"normalized", false},  {"special", true}};
    if (value.is_string()) {
        entry["content"] = value;
    } else if (value.is_object() && value.contains("content") && value["content"].is_string()) {
        entry["content"] = value["content"];
        for (const char* flag : {"single_word", "lstrip", "rstrip", "normalized"})
            if (value.contains(flag) && value[flag].is_boolean()) entry[flag] = value[flag];
    }
    return entry["content"].get<std::string>().empty() ? json() : entry;
}

// The named special tokens (Settings::named and bos … mask): tokenizer_config.json's, else the
// class's defaults.
void nameSpecialTokens(const json& config, Settings& s) {
    // The class defaults: LlamaTokenizerFast "<s>", "</s>", "<unk>"; GPT2TokenizerFast
    // "<|endoftext|>" for bos, eos and unk; Qwen2TokenizerFast no bos and "<|endoftext|>" for
    // eos, unk and pad; GemmaTokenizerFast "<bos>", "<eos>", "<unk>", "<pad>"; BertTokenizer
    // "[UNK]", "[SEP]", "[PAD]", "[CLS]", "[MASK]"; PreTrainedTokenizerFast none.
    const std::string& c = s.className;
    const bool gpt2 = c == "GPT2Tokenizer", gemma = c == "GemmaTokenizer";
    const bool qwen = c == "Qwen2Tokenizer",
               bert = c == "BertTokenizer" || c == "DistilBertTokenizer";
    const bool llama = c == "LlamaTokenizer" || c == "CodeLlamaTokenizer";
    // RobertaTokenizerFast: "<s>" bos and cls, "</s>" eos and sep, "<unk>", "<pad>", "<mask>".
    const bool roberta = c == "RobertaTokenizer";
    const char* bos = gpt2 ? "<|endoftext|>" : gemma ? "<bos>" : llama || roberta ? "<s>" : "";
    const char* eos = gpt2 || qwen       ? "<|endoftext|>"
                      : gemma            ? "<eos>"
                      : llama || roberta ? "</s>"
                                         : "";
    const char* unk = gpt2 || qwen                ? "<|endoftext|>"
                      : bert                      ? "[UNK]"
                      : gemma || llama || roberta ? "<unk>"
                                                  : "";
    const char* pad = qwen ? "<|endoftext|>" : gemma || roberta ? "<pad>" : bert ? "[PAD]" : "";
    const std::pair<const char*, const char*> attributes[] = {{"bos_token", bos},
                                                              {"eos_token", eos},
                                                              {"unk_token", unk},
                                                              {"sep_token", bert      ? "[SEP]"
                                                                            : roberta ? "</s>"
                                                                                      : ""},
                                                              {"pad_token", pad},
                                                              {"cls_token", bert      ? "[CLS]"
                                                                            : roberta ? "<s>"
                                                                                      : ""},
                                                              {"mask_token", bert      ? "[MASK]"
                                                                             : roberta ? "<mask>"
                                                                                       : ""}};
    std::vector<std::string> contents;
    const auto keep = [&](const json& entry) {
        const std::string content = entry.is_null() ? "" : entry["content"].get<std::string>();
        if (!content.empty() &&
            std::find(contents.begin(), contents.end(), content) == contents.end()) {
            contents.push_back(content);
            s.named.push_back(entry);
        }
        return content;
    };
    std::string named[7];
    for (size_t i = 0; i < 7; ++i)
        named[i] = keep(namedToken(config, attributes[i].first, attributes[i].second));
    s.bos = named[0], s.eos = named[1], s.unk = named[2], s.sep = named[3], s.pad = named[4];
    s.cls = named[5], s.mask = named[6];
    // RobertaTokenizerFast.__init__: a mask token given as a string is AddedToken(lstrip=True).
    if (roberta && !(config.contains("mask_token") && config["mask_token"].is_object()))
        for (json& t : s.named)
            if (t["content"] == s.mask) t["lstrip"] = true;
    if (const auto it = config.find("additional_special_tokens");
        it != config.end() && it->is_array())
        for (const json& token : *it) keep(namedToken({{"t", token}}, "t", ""));
}

Settings settingsOf(const HubFolder& hub, const std::string& modelType, bool addBosDefault) {
    Settings s;
    json config = json::object();
    const std::string name = "tokenizer_config.json";
    if (hub.has(name))
        config =
            parseHubObject(hub, name, hub.read(name, kMaxTokenizerBytes), kMaxVocabularyValues);
    const HubKeys keys(hub, config, name);
    s.tokenizerClass = keys.text("tokenizer_class", "");
    s.className = classOf(s.tokenizerClass, modelType);
    // A vocab.txt alone is BertTokenizer's (the class AutoTokenizer falls back to is named by
    // the folder; this is the one that reads that file).
    if (s.className.empty() && hub.has("vocab.txt") && !hub.has("tokenizer.json") &&
        !hub.has("tokenizer.model") && !hub.has("vocab.json"))
        s.className = "BertTokenizer";
    s.addBos = keys.boolean("add_bos_token", addBosDefault);
    s.addEos = keys.boolean("add_eos_token", false);
    s.addPrefixSpace = keys.boolean("add_prefix_space", false);
    nameSpecialTokens(config, s);
    s.doLowerCase = keys.boolean("do_lower_case", true);
    s.tokenizeChineseChars = keys.boolean("tokenize_chinese_chars", true);
    if (config.contains("strip_accents") && config["strip_accents"].is_boolean())
        s.stripAccents = config["strip_accents"];
    s.addedTokens = addedTokensOf(config, s, "'" + hub.folder + "/" + name + "': ");
    return s;
}

// What PreTrainedTokenizerFast.__init__ adds on top of tokenizer.json: added_tokens_decoder's
// entries, then the named special tokens whose content no added token has yet
// (tokenization_utils_fast.py: "if some of the special tokens are strings, we check if we don't
// already have a token"), through add_tokens; and GPT2TokenizerFast.__init__
// (models/gpt2/tokenization_gpt2_fast.py) gives a pre-tokenizer that has add_prefix_space the
// class's own (tokenizer_config.json's, default false).
void applyOnTop(json& root, const Settings& s) {
    json& added = root["added_tokens"];
    if (added.is_null()) added = json::array();
    if (!added.is_array()) return;  // refused by name when the tokenizer is read
    std::vector<std::string> encoder;
    const auto add = [&](const json& token, bool unlessKnown) {
        const std::string content = token["content"].get<std::string>();
        const bool known = std::find(encoder.begin(), encoder.end(), content) != encoder.end();
        if (unlessKnown && known) return;
        added.push_back(token);
        encoder.push_back(content);
    };
    for (const json& t : added)
        if (t.is_object() && t.contains("content") && t["content"].is_string())
            encoder.push_back(t["content"].get<std::string>());
    for (const json& t : s.addedTokens) add(t, false);
    for (const json& t : s.named) add(t, true);
    // RobertaTokenizerFast.__init__ does the same (models/roberta/tokenization_roberta_fast.py).
    if (s.className != "GPT2Tokenizer" && s.className != "RobertaTokenizer") return;
    if (const auto pre = root.find("pre_tokenizer");
        pre != root.end() && pre->is_object() && pre->contains("add_prefix_space"))
        (*pre)["add_prefix_space"] = s.addPrefixSpace;
}

// The classes whose __init__ rebuilds the post-processor from add_bos_token and add_eos_token:
// LlamaTokenizerFast (llama, mistral) and GemmaTokenizerFast (gemma3_text).
bool rebuildsPostProcessor(const Settings& s) {
    const std::string& c = s.className;
    return c == "LlamaTokenizer" || c == "GemmaTokenizer" || c == "CodeLlamaTokenizer";
}

void applySettings(hf::FastTokenizer& t, const Settings& s, const std::string& label) {
    if (!rebuildsPostProcessor(s)) return;
    std::vector<hf::SpecialToken> before, after;
    const auto special = [&](const std::string& token, const char* key) {
        if (token.empty())  // update_post_processor: "add_eos_token = True but eos_token = None"
            throw CheckpointError(label + ": " + key + " is set but there is no " +
                                  std::string(key).substr(4, 3) + "_token");
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
    json added = s.named;
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
            fast = std::make_unique<hf::FastTokenizer>(
                hf::FastTokenizer::fromText(hub.read("tokenizer.json", kMaxTokenizerBytes), label,
                                            [&s](json& root) { applyOnTop(root, s); }));
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
    applySettings(*fast, s, "'" + hub.folder + "/tokenizer_config.json'");
    out.unk = idOr(*fast, s.unk);
    out.pad = idOr(*fast, s.pad);
    out.mask = idOr(*fast, s.mask);
    out.fast = std::move(fast);
    return out;
}

}  // namespace atlas
