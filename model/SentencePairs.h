#pragma once
// Synthetic English→German sentence pairs from the project's first, small grammar: the corpus
// the built-in default model's tokenizer is trained on (DefaultModel.cpp).
//
// Frozen: the same count and seed must give the same pairs forever, or the shipped
// resources/models/default.safetensors would no longer be what `attention-atlas init` makes.
// It draws only from the legacy rows of corpus/Lexicon (53 nouns, 20 adjectives, 24 verbs):
// transitive present-tense clauses with an optional adjective, plural, "a"/"the" and negation,
// spelt by the same grammars as the full corpus. The full corpus, with dative, past tense,
// dass/weil clauses, gold alignments and splits, is corpus/Corpus.h.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace atlas {

struct SentencePair {
    std::string english;
    std::string german;
};

// The same count and seed give the same pairs on every machine; a shorter run is a prefix of a
// longer one.
std::vector<SentencePair> generateSentencePairs(size_t count, uint64_t seed);

}  // namespace atlas
