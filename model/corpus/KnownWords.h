#pragma once
// The words the corpus generator writes (issue 19, "Teaching"): every English and German word
// that some sentence of SentenceSampler holds, found by spelling, through EnglishGrammar and
// GermanGrammar, every form the sampler can choose for every place of every verb's uses. The
// trained built-in models learnt from these words only: a class sees which ones they know.

#include <map>
#include <set>
#include <string>
#include <string_view>

#include "Sentence.h"

namespace atlas::corpus {

struct KnownWords {
    // By the part of the sentence each spells (a word may spell several: "to" is a preposition
    // and part of "wave to"), lower case.
    std::map<Part, std::set<std::string>> englishByPart;
    std::set<std::string> english;  // every English word, lower case: the union of the above
    std::set<std::string> german;   // as spelt, nouns capitalised, without the comma after one

    // Whether the generator writes this English word, in any ASCII case (the capital that
    // starts a sentence, a shouted word).
    bool knowsEnglish(std::string_view word) const;
    // Whether it writes this German word as spelt, or with its first letter in lower case (the
    // capital that starts a sentence: "Der", "Große").
    bool knowsGerman(std::string_view word) const;
};

// The words of the sampler with its default options (every choice possible), built on the
// first call (thread-safe; some tens of milliseconds) and kept.
const KnownWords& knownWords();

}  // namespace atlas::corpus
