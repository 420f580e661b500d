#pragma once
// A sentence as the grammar chose it, before either language spells it: which words fill which
// places. EnglishGrammar and GermanGrammar each turn one into words, and every word says which
// part of the sentence it spells; a German word is aligned to the English words that spell the
// same part.

#include <compare>
#include <cstdint>
#include <string>
#include <vector>

#include "Lexicon.h"

namespace atlas::corpus {

enum class Tense : uint8_t { Present, Past };
// Indefinite plural has no article in either language ("dogs", "Hunde").
enum class Article : uint8_t { Definite, Indefinite };
enum class Conjunction : uint8_t { None, That, Because };

struct NounPhrase {
    const Noun* noun = nullptr;
    const Adjective* adjective = nullptr;  // at most one, or none
    bool plural = false;
    Article article = Article::Definite;
};

// One clause; its subject is always third person. Which of object and other are used, and in
// which case, depends on the frame (see Usage in Lexicon.h).
struct Clause {
    const Verb* verb = nullptr;
    Frame frame = Frame::Transitive;
    Tense tense = Tense::Present;
    bool negated = false;
    NounPhrase subject;
    NounPhrase object;
    NounPhrase other;
};

// A main clause, and with a conjunction a subordinate one: for That the main clause's frame is
// That and `sub` is its object; for Because `sub` gives the reason.
struct Sentence {
    Clause main;
    Conjunction conjunction = Conjunction::None;
    Clause sub;
};

// ---- Words and what they spell ----

enum class Slot : uint8_t { Clause, Subject, Object, Other };
enum class Part : uint8_t { Determiner, Adjective, Noun, Verb, Negation, Preposition, Conjunction };

// Which part of the sentence a word spells: clause 0 is the main clause, 1 the subordinate one.
// English "does" and "sees" are both the clause's Verb, so German "sieht" aligns to both.
struct Source {
    uint8_t clause = 0;
    Slot slot = Slot::Clause;
    Part part = Part::Verb;
    auto operator<=>(const Source&) const = default;
};

// One whitespace-separated word. A German word may spell several parts: "keinen" is the
// negation and the article, "zum" the preposition and the article.
struct Word {
    std::string text;
    std::vector<Source> sources;
};
using Words = std::vector<Word>;

}  // namespace atlas::corpus
