#include "CorpusModels.h"

#include <QFile>
#include <algorithm>
#include <memory>
#include <vector>

#include "Checkpoint.h"
#include "ModelFiles.h"
#include "Tokenizer.h"

namespace atlas {

namespace {

// The tokenizers of the trained built-in checkpoints, one of each: the encoder-decoders share
// one, the decoder-only models have theirs with "⇒" (docs/models.md, "The built-in models").
std::vector<std::unique_ptr<Tokenizer>> builtinTokenizers() {
    std::vector<std::string> seen;
    std::vector<std::unique_ptr<Tokenizer>> tokenizers;
    for (const BuiltinModel& model : kBuiltinModels) {
        QFile file(model.resource ? model.resource : "");
        if (!model.resource || !file.open(QIODevice::ReadOnly)) continue;
        const QByteArray bytes = file.readAll();
        const SafetensorsFile checkpoint =
            SafetensorsFile::fromBytes(std::string(bytes.constData(), size_t(bytes.size())));
        std::string tokenizer(checkpoint.bytes(kTokenizerTensor));
        if (std::find(seen.begin(), seen.end(), tokenizer) != seen.end()) continue;
        tokenizers.push_back(std::make_unique<Tokenizer>(tokenizer));
        seen.push_back(std::move(tokenizer));
    }
    return tokenizers;
}

bool samePieces(const Tokenizer& a, const Tokenizer& b) {
    if (a.pieceCount() != b.pieceCount()) return false;
    for (int id = 0; id < a.pieceCount(); ++id)
        if (a.piece(id) != b.piece(id)) return false;
    return true;
}

}  // namespace

bool learntFromCorpus(const Tokenizer& tokenizer) {
    static const std::vector<std::unique_ptr<Tokenizer>> references = builtinTokenizers();
    for (const auto& reference : references)
        if (samePieces(tokenizer, *reference)) return true;
    return false;
}

}  // namespace atlas
