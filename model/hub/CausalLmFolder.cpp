#include "CausalLmFolder.h"

#include <algorithm>

#include "JsonText.h"
#include "Tokenizer.h"

namespace atlas {

namespace {

using json = nlohmann::json;

constexpr std::uint64_t kMaxTokenizerBytes = 64 << 20;

// SPEC §5: generation stops at any eos id, generation_config.json's, else config.json's.
GenerationRules rulesOf(const HubFolder& hub, const json& config, const Config& c,
                        bool eosMayBeNone) {
    GenerationRules rules;
    const HubKeys keys(hub, config, "config.json");
    if (!hub.generationJson.empty()) {
        const json g = parseHubObject(hub, "generation_config.json", hub.generationJson);
        rules.stopIds = HubKeys(hub, g, "generation_config.json").ids("eos_token_id", c.vocab_size);
    }
    if (rules.stopIds.empty()) rules.stopIds = keys.ids("eos_token_id", c.vocab_size);
    if (rules.stopIds.empty() && eosMayBeNone) rules.stopIds = {GenerationRules::kNoStop};
    if (rules.stopIds.empty()) rules.stopIds = {c.eos_id};
    return rules;
}

// tokenizer_config.json's add_bos_token; the family's tokenizer class decides without it.
bool addsBos(const HubFolder& hub, bool fallback) {
    if (!hub.has("tokenizer_config.json")) return fallback;
    const std::string name = "tokenizer_config.json";
    // A tokenizer_config.json holds the added tokens' table: a few values per special token.
    const json j = parseHubObject(hub, name, hub.read(name, kMaxTokenizerBytes), 1 << 22);
    return HubKeys(hub, j, name).boolean("add_bos_token", fallback);
}

// tokenizer.model, checked against the configuration: every piece must have an embedding.
std::string tokenizerOf(const HubFolder& hub, Config& c) {
    if (!hub.has("tokenizer.model")) {
        const std::string why = hub.has("tokenizer.json")
                                    ? " (it has only tokenizer.json, as Llama 3 ships: a "
                                      "byte-level BPE, not SentencePiece)"
                                    : "";
        throw CheckpointError("'" + hub.folder + "': no tokenizer.model" + why +
                              "; this program reads SentencePiece tokenizer.model");
    }
    std::string bytes = hub.read("tokenizer.model", kMaxTokenizerBytes);
    const Tokenizer tokenizer(bytes, "'" + hub.folder + "/tokenizer.model'");
    if (tokenizer.pieceCount() > c.vocab_size)
        throw CheckpointError(
            "'" + hub.folder + "/tokenizer.model': " + std::to_string(tokenizer.pieceCount()) +
            " pieces, more than config.json's vocab_size " + std::to_string(c.vocab_size));
    c.unk_id = std::max(0, tokenizer.unkId());
    return bytes;
}

}  // namespace

Activation hubActivation(const HubKeys& k, const char* key, const char* fallback) {
    // ACT2FN (activations.py): silu/swish nn.SiLU, gelu the erf GELU, gelu_pytorch_tanh and
    // gelu_new (NewGELUActivation) the tanh form.
    const std::string name = k.text(key, fallback);
    if (name == "silu" || name == "swish") return Activation::SiLU;
    if (name == "gelu") return Activation::GELU;
    if (name == "gelu_pytorch_tanh" || name == "gelu_new") return Activation::GELUTanh;
    if (name == "relu") return Activation::ReLU;
    k.refuse(key,
             "'" + printable(name) + "' is not silu, gelu, gelu_new, gelu_pytorch_tanh or relu");
}

void finishCausalLm(const HubFolder& hub, const json& config, const CausalLmTokens& t,
                    Checkpoint& out) {
    // Within ConfigLimits before anything is sized by it; unk is the tokenizer's, read next.
    out.config.unk_id = 0;
    const auto validate = [&] {
        try {
            out.config.validate(ConfigLimits::kHubParameters);
        } catch (const ConfigError& e) {
            throw ConfigError("'" + hub.folder + "/config.json': " + e.what());
        }
    };
    validate();
    out.tokenizer = tokenizerOf(hub, out.config);
    validate();
    Checkpoint::Hub extras;
    extras.folder = hub.folder;
    extras.modelType = t.modelType;
    extras.configJson = hub.configJson;
    extras.generation = rulesOf(hub, config, out.config, t.eosMayBeNone);
    extras.addBos = addsBos(hub, t.addBosDefault);
    out.hub = std::move(extras);
}

}  // namespace atlas
