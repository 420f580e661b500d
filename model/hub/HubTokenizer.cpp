#include "HubTokenizer.h"

#include <nlohmann/json.hpp>

#include "Checkpoint.h"
#include "FastTokenizer.h"
#include "HubKeys.h"
#include "JsonText.h"

// Sources (huggingface/transformers): models/auto/tokenization_auto.py (AutoTokenizer picks
// the class named by tokenizer_config.json's tokenizer_class, else the model type's, the fast
// one first), tokenization_utils_fast.py (PreTrainedTokenizerFast.__init__: tokenizer.json,
// else a conversion of the slow files; special tokens added on top), convert_slow_tokenizer.py
// (GPT2Converter), models/llama/tokenization_llama_fast.py (update_post_processor).

namespace atlas {

namespace {

using json = nlohmann::json;

// tokenizer_config.json's settings that transformers applies on top of the tokenizer.
struct Settings {
    std::string tokenizerClass;
    bool addBos = true, addEos = false, addPrefixSpace = false;
    std::string bos, eos, unk, pad;  // special tokens' contents ("" when not named)
};

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
    // The class defaults: LlamaTokenizerFast "<s>", "</s>", "<unk>"; GPT2TokenizerFast
    // "<|endoftext|>" for bos, eos and unk; Qwen2TokenizerFast (qwen2, qwen3) no bos and
    // "<|endoftext|>" for eos, unk and pad; GemmaTokenizerFast "<bos>", "<eos>", "<unk>", "<pad>".
    const bool gpt2 = modelType == "gpt2", gemma = modelType == "gemma3_text";
    const bool qwen = modelType == "qwen2" || modelType == "qwen3";
    const char* bos = gpt2 ? "<|endoftext|>" : qwen ? "" : gemma ? "<bos>" : "<s>";
    const char* eos = gpt2 || qwen ? "<|endoftext|>" : gemma ? "<eos>" : "</s>";
    const char* unk = gpt2 || qwen ? "<|endoftext|>" : "<unk>";
    const char* pad = qwen ? "<|endoftext|>" : gemma ? "<pad>" : "";
    s.addBos = keys.boolean("add_bos_token", addBosDefault);
    s.addEos = keys.boolean("add_eos_token", false);
    s.addPrefixSpace = keys.boolean("add_prefix_space", false);
    s.bos = specialOf(config, "bos_token", bos);
    s.eos = specialOf(config, "eos_token", eos);
    s.unk = specialOf(config, "unk_token", unk);
    s.pad = specialOf(config, "pad_token", pad);
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
                hf::FastTokenizer::fromText(hub.read("tokenizer.json", kMaxTokenizerBytes), label));
        } else if (hub.has("tokenizer.model")) {
            out.sentencePiece = hub.read("tokenizer.model", kMaxTokenizerBytes);
            out.addBos = s.addBos;
            return out;
        } else if (hub.has("vocab.json") && hub.has("merges.txt")) {
            label = "'" + hub.folder + "/vocab.json' and merges.txt";
            fast = std::make_unique<hf::FastTokenizer>(gpt2Json(hub, s), label);
        } else {
            throw CheckpointError("'" + hub.folder +
                                  "': no tokenizer (tokenizer.json, tokenizer.model, or "
                                  "vocab.json with merges.txt)");
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
