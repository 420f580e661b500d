#pragma once
// A small BertForMaskedLM Hub folder for the window's and the session's tests (issue 38): the
// writer's default size (d 64, 2 layers, 4 heads; model/hub/LlamaWriter.h), 128 positions, random
// F32 weights, the WordPiece fixture's tokenizer.json ([CLS] … [SEP], [MASK]). The test's target
// defines ATLAS_TOKENIZER_FIXTURES.

#include <QFile>
#include <QString>
#include <stdexcept>

#include "hub/LlamaWriter.h"

namespace atlas::test {

inline void writeBertFolder(const QString& folder, uint64_t seed = 3) {
    QFile tokenizer(QStringLiteral(ATLAS_TOKENIZER_FIXTURES "/bert/tokenizer.json"));
    if (!tokenizer.open(QIODevice::ReadOnly))
        throw std::runtime_error("no bert/tokenizer.json fixture");
    LlamaFolderSpec s = tinyBertShape(tokenizer.readAll().toStdString());
    s.seed = seed;
    writeLlamaFolder(folder.toStdString(), s);
}

}  // namespace atlas::test
