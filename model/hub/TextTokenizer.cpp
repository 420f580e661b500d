#include "TextTokenizer.h"

#include "HubFolder.h"
#include "HubTokenizer.h"
#include "Model.h"

namespace atlas {

TextTokenizer TextTokenizer::fromTokenizerFolder(const std::string& folder) {
    HubFolder hub;
    hub.folder = folder;
    // No config.json names a model type: tokenizer_config.json's tokenizer_class alone picks
    // the class, and a SentencePiece model without it adds bos as LlamaTokenizer does.
    HubTokenizer t = readHubTokenizer(hub, "", true);
    if (t.fast) return {Tokenizer(t.fast, {t.pad, t.unk, -1, -1}), std::nullopt, std::nullopt};
    Tokenizer sp(t.sentencePiece, "'" + folder + "/tokenizer.model'");
    std::optional<int> bos;
    if (t.addBos && sp.bosId() >= 0) bos = sp.bosId();
    return {std::move(sp), bos, std::nullopt};
}

TextTokenizer TextTokenizer::fromCheckpoint(const Checkpoint& c) {
    Tokenizer tokenizer = checkpointTokenizer(c);
    if (tokenizer.isFast()) return {std::move(tokenizer), std::nullopt, std::nullopt};
    if (!c.config.decoderOnly()) return {std::move(tokenizer), std::nullopt, c.config.eos_id};
    const bool addBos = c.hub ? c.hub->addBos : true;
    return {std::move(tokenizer), addBos ? std::optional<int>(c.config.bos_id) : std::nullopt,
            std::nullopt};
}

TextTokenizer::Tokens TextTokenizer::tokenize(std::string_view text) const {
    Tokens out;
    if (tokenizer_.isFast()) {
        out.ids = tokenizer_.inputIds(text);
    } else {
        if (before_) out.ids.push_back(*before_);
        const std::vector<int> pieces = tokenizer_.encode(text);
        out.ids.insert(out.ids.end(), pieces.begin(), pieces.end());
        if (after_) out.ids.push_back(*after_);
    }
    for (int id : out.ids) out.pieces.push_back(tokenizer_.piece(id));
    out.decoded = tokenizer_.decode(out.ids, TokenSide::Source);
    return out;
}

}  // namespace atlas
