#pragma once
// The English→German corpus (issue 5, "The corpus"): training, validation and test splits of
// generated sentence pairs with gold alignments, and a joint SentencePiece vocabulary.
//
// The splits share no sentence (no English sentence, and so no German one, is in two). The
// combinations below never occur in the training or validation split; the test split holds
// `novel` sentences that each contain one of them (AlignedPair::novel), the rest of it is drawn
// like the training split. Every word of a combination is common in training on its own, so a
// model that translates the novel sentences has learnt to put known words together anew.

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "AlignedPair.h"
#include "SentencePairs.h"
#include "SentenceSampler.h"

namespace atlas::corpus {

// Adjective–noun pairs held out of training: the noun is never described by the adjective.
inline constexpr std::pair<const char*, const char*> kHeldOutAdjectiveNouns[] = {
    {"red", "car"},      {"young", "horse"}, {"old", "castle"},     {"hungry", "lion"},
    {"small", "church"}, {"green", "apple"}, {"heavy", "suitcase"}, {"friendly", "neighbour"},
    {"black", "cat"},    {"new", "bicycle"}, {"dark", "forest"},    {"beautiful", "island"},
};
// Subject–verb pairs held out of training: the noun is never the verb's subject (in any tense,
// either clause), though it is the subject of other verbs and the verb has other subjects.
inline constexpr std::pair<const char*, const char*> kHeldOutSubjectVerbs[] = {
    {"dog", "follow"}, {"girl", "write"}, {"teacher", "help"}, {"horse", "eat"},
    {"woman", "say"},  {"boy", "play"},   {"cat", "catch"},    {"farmer", "buy"},
    {"child", "give"}, {"man", "sing"},   {"doctor", "go"},    {"mother", "get"},
};

// The tables above as lexicon rows. Throws std::logic_error if a word is not in the lexicon.
std::vector<Combination> heldOutCombinations();

struct CorpusSizes {
    size_t train = 20000;
    size_t validation = 1000;
    size_t test = 2000;
    size_t novel = 500;  // of the test pairs, those holding a held-out combination
};

struct Corpus {
    std::vector<AlignedPair> train, validation, test;
};

// The same sizes, seed and options give the same corpus on every machine. The novel test pairs
// come first and cycle through the combinations; then the other test pairs, the validation
// pairs and the training pairs are drawn in turn from one stream, so a larger training split
// extends a smaller one. Throws std::invalid_argument if novel > test.
Corpus generateCorpus(const CorpusSizes& sizes, uint64_t seed, const SamplerOptions& options = {});

// A joint English–German BPE vocabulary of at most vocabSize pieces (fewer if the corpus cannot
// fill it), trained with SentencePiece on the training split only: the bytes a checkpoint
// embeds (TokenizerTrainer.h). `userDefinedSymbols` are kept whole (a decoder-only model's "⇒").
std::string corpusTokenizer(const Corpus& corpus, int vocabSize = 2000,
                            const std::vector<std::string>& userDefinedSymbols = {});

// The pairs without their alignments, as the trainer takes them.
std::vector<SentencePair> sentencePairs(const std::vector<AlignedPair>& pairs);

}  // namespace atlas::corpus
