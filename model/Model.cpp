#include "Model.h"

#include <algorithm>
#include <stdexcept>

#include "FiniteProbe.h"
#include "tokenizers/FastTokenizer.h"

namespace atlas {

Tokenizer checkpointTokenizer(const Checkpoint& c) {
    if (!c.hub) return Tokenizer(c.tokenizer);
    if (c.hub->fastTokenizer)
        return Tokenizer(c.hub->fastTokenizer,
                         {c.config.pad_id, c.config.unk_id, c.config.bos_id, c.config.eos_id});
    if (c.hub->targetTokenizer.empty())  // decoder-only (SPEC §5): the folder's one model
        return Tokenizer(c.tokenizer, "'" + c.hub->folder + "/tokenizer.model'");
    return Tokenizer(c.tokenizer,
                     {c.hub->targetTokenizer, c.hub->vocabulary, c.config.unk_id, c.config.pad_id,
                      c.config.eos_id, c.hub->folder, c.hub->targetVocabulary, c.hub->targetUnk});
}

Model::Model(const Checkpoint& checkpoint)
    : tokenizer_(checkpointTokenizer(checkpoint)), transformer_(checkpoint) {
    if (checkpoint.hub) {
        hubConfigJson_ = checkpoint.hub->configJson;
        hubFolder_ = checkpoint.hub->folder;
        addBos_ = checkpoint.hub->addBos;
        maskId_ = checkpoint.hub->maskId;
    } else if (checkpoint.config.encoderOnly()) {
        // Our encoder-only models' mask is a user-defined piece (docs/format.md).
        maskId_ = tokenizer_.userPiece(kMaskPiece).value_or(-1);
    }
    requireFiniteProbe(transformer_);
}

// SentencePiece cuts " <mask>" into "▁" and the mask; the mask stands for a whole piece, "▁word"
// included, as it does in training (train/Batch.h), so the lone word-start mark before it goes.
std::vector<int> Model::maskedPieces(const std::string& text) const {
    const std::vector<int> pieces = tokenizer_.encode(text);
    std::vector<int> ids;
    for (size_t i = 0; i < pieces.size(); ++i) {
        const bool beforeMask = maskId_ >= 0 && i + 1 < pieces.size() && pieces[i + 1] == maskId_ &&
                                tokenizer_.piece(pieces[i]) == "\u2581";
        if (!beforeMask) ids.push_back(pieces[i]);
    }
    return ids;
}

void Model::requireFits(size_t count, const char* what) const {
    if (count > size_t(config().max_positions))
        throw std::length_error(std::string(what) + " of " + std::to_string(count) +
                                " tokens (with eos) exceeds max_positions " +
                                std::to_string(config().max_positions));
}

std::vector<int> Model::sourceIds(const std::string& text) const {
    std::vector<int> ids;
    if (config().encoderOnly() && tokenizer_.isFast()) {
        ids = tokenizer_.inputIds(text);  // the post-processor's specials (SPEC §6)
    } else {
        if (config().encoderOnly()) ids.push_back(config().bos_id);
        const std::vector<int> pieces =
            config().encoderOnly() ? maskedPieces(text) : tokenizer_.encode(text);
        ids.insert(ids.end(), pieces.begin(), pieces.end());
        ids.push_back(config().eos_id);
    }
    requireFits(ids.size(), "source");
    return ids;
}

SentencePairIds Model::pairIds(const std::string& a, const std::string& b) const {
    if (!config().encoderOnly())
        throw std::invalid_argument("a sentence pair is read by an encoder-only model alone");
    SentencePairIds pair;
    if (const hf::FastTokenizer* fast = tokenizer_.fast()) {
        const hf::Encoding e = fast->encodePair(a, b);  // tokenizer(text_a, text_b)
        pair.ids = e.ids;
        pair.types = e.type;
        const auto second = std::find(e.sequence.begin(), e.sequence.end(), 1);
        pair.secondBegin = int(second - e.sequence.begin());
    } else {  // ours: [bos] A [eos] B [eos], every type 0 (the checkpoint has no type table)
        pair.ids = sourceIds(a);
        pair.secondBegin = int(pair.ids.size());
        const std::vector<int> pieces = maskedPieces(b);
        pair.ids.insert(pair.ids.end(), pieces.begin(), pieces.end());
        pair.ids.push_back(config().eos_id);
        pair.types.assign(pair.ids.size(), 0);
    }
    requireFits(pair.ids.size(), "sentence pair");
    return pair;
}

std::vector<int> Model::promptIds(const std::string& text) const {
    std::vector<int> ids;
    if (tokenizer_.isFast()) {
        ids = tokenizer_.inputIds(text);  // the post-processor's specials (SPEC §6)
    } else {
        if (addBos_) ids.push_back(config().bos_id);
        const std::vector<int> pieces = tokenizer_.encode(text);
        ids.insert(ids.end(), pieces.begin(), pieces.end());
    }
    if (ids.empty()) throw std::invalid_argument("an empty prompt (the folder adds no bos)");
    if (ids.size() > size_t(config().max_positions))
        throw std::length_error("prompt of " + std::to_string(ids.size()) +
                                " tokens exceeds max_positions " +
                                std::to_string(config().max_positions));
    return ids;
}

std::vector<int> Model::targetIds(const std::string& text) const {
    std::vector<int> ids = tokenizer_.encodeTarget(text);
    // The decoder input [bos, y1 … ym] must fit max_positions.
    if (ids.size() + 1 > size_t(config().max_positions))
        throw std::length_error("target of " + std::to_string(ids.size()) +
                                " tokens exceeds max_positions " +
                                std::to_string(config().max_positions - 1));
    return ids;
}

}  // namespace atlas
