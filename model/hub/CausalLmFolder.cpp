#include "CausalLmFolder.h"

#include <algorithm>

#include "FastTokenizer.h"
#include "HubTokenizer.h"
#include "JsonText.h"
#include "Tokenizer.h"

namespace atlas {

namespace {

using json = nlohmann::json;

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

// The folder's tokenizer (HubTokenizer), checked against the configuration: every id must
// have an embedding. Its unk id goes into the config.
void readTokenizer(const HubFolder& hub, const CausalLmTokens& tokens, Checkpoint& out,
                   Checkpoint::Hub& extras) {
    HubTokenizer t = readHubTokenizer(hub, tokens.modelType, tokens.addBosDefault);
    Config& c = out.config;
    if (!t.fast) {
        const Tokenizer sp(t.sentencePiece, "'" + hub.folder + "/tokenizer.model'");
        if (sp.pieceCount() > c.vocab_size)
            throw CheckpointError(
                "'" + hub.folder + "/tokenizer.model': " + std::to_string(sp.pieceCount()) +
                " pieces, more than config.json's vocab_size " + std::to_string(c.vocab_size));
        c.unk_id = std::max(0, sp.unkId());
        out.tokenizer = std::move(t.sentencePiece);
        extras.addBos = t.addBos;
        return;
    }
    const int count = t.fast->vocabSize();
    if (count > c.vocab_size)
        throw CheckpointError("'" + hub.folder + "': the tokenizer has " + std::to_string(count) +
                              " ids, more than config.json's vocab_size " +
                              std::to_string(c.vocab_size));
    c.unk_id = std::max(0, t.unk);
    extras.maskId = t.mask;
    extras.fastTokenizer = std::move(t.fast);
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
    Checkpoint::Hub extras;
    readTokenizer(hub, t, out, extras);
    validate();
    extras.folder = hub.folder;
    extras.modelType = t.modelType;
    extras.configJson = hub.configJson;
    extras.generation = rulesOf(hub, config, out.config, t.eosMayBeNone);
    out.hub = std::move(extras);
}

}  // namespace atlas
