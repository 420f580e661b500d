#pragma once
// One corpus entry: an English sentence, its German translation and the gold word alignment
// between them (issue 5, "The corpus").
//
// Alignment convention. Words are what a split at spaces gives; punctuation stays part of the
// word it follows ("sieht.", "sagt,"). alignment[g] lists, ascending, the indices of the
// English words that German word g translates:
//   - one word each for articles, adjectives, nouns, prepositions, "dass" ← "that",
//     "weil" ← "because", "nicht" ← "not";
//   - a German verb ← the English verb and its auxiliary: "sieht" ← "does … see", "sah" ←
//     "did … see"; a two-word English verb gives both: "sucht" ← "looks for";
//   - "kein/keine/keinen …" ← "not" and the English article, if there is one: "keinen" ←
//     "not … a", "keine Hunde" ← "not … dogs" (keine ← "not" only);
//   - zum/zur/vom ← the preposition and "the": "zum" ← "to the".
// Every German word has at least one English word and every English word is used, so there is
// no −1 in generated pairs; an empty list (written −1) means a word with no source.

#include <string>
#include <vector>

#include "Sentence.h"

namespace atlas::corpus {

struct AlignedPair {
    std::string english;
    std::string german;
    std::vector<std::vector<int>> alignment;  // one list per German word
    bool novel = false;  // holds a combination held out of training (test split only)
};

// Spells the sentence in both languages: a capital at the start, a full stop at the end.
AlignedPair alignedPair(const Sentence& sentence);

// A sentence's words as the alignment counts them: split at runs of spaces.
std::vector<std::string> splitWords(const std::string& text);

}  // namespace atlas::corpus
