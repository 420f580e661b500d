#include "EnglishGrammar.h"

#include <algorithm>
#include <string_view>

namespace atlas::corpus {

namespace {

// Appends text as words, each spelling `source`: a verb may be two words ("looks for").
void add(Words& words, const std::string& text, Source source) {
    size_t start = 0;
    while (start <= text.size()) {
        const size_t end = std::min(text.find(' ', start), text.size());
        words.push_back({text.substr(start, end - start), {source}});
        start = end + 1;
    }
}

// Letters, not sounds: the lexicon avoids words like "uniform" and "hour" where they differ.
bool startsWithVowel(const char* word) {
    return std::string_view("aeiou").find(word[0]) != std::string_view::npos;
}

void nounPhrase(Words& words, const NounPhrase& np, uint8_t clause, Slot slot) {
    const char* head = np.adjective ? np.adjective->english : np.noun->english;
    if (np.article == Article::Definite)
        add(words, "the", {clause, slot, Part::Determiner});
    else if (!np.plural)
        add(words, startsWithVowel(head) ? "an" : "a", {clause, slot, Part::Determiner});
    if (np.adjective) add(words, np.adjective->english, {clause, slot, Part::Adjective});
    add(words, np.plural ? np.noun->englishPlural : np.noun->english, {clause, slot, Part::Noun});
}

// The auxiliary of a negation spells the verb too: its tense and agreement are the verb's.
void verbGroup(Words& words, const Clause& c, uint8_t clause) {
    const Source verb{clause, Slot::Clause, Part::Verb};
    const bool past = c.tense == Tense::Past;
    if (c.negated) {
        add(words, past ? "did" : c.subject.plural ? "do" : "does", verb);
        add(words, "not", {clause, Slot::Clause, Part::Negation});
        add(words, c.verb->english, verb);
    } else {
        add(words,
            past               ? c.verb->englishPast
            : c.subject.plural ? c.verb->english
                               : c.verb->english3sg,
            verb);
    }
}

void clause(Words& words, const Clause& c, uint8_t index) {
    nounPhrase(words, c.subject, index, Slot::Subject);
    verbGroup(words, c, index);
    switch (c.frame) {
        case Frame::Transitive:
        case Frame::DativeObject:
            nounPhrase(words, c.object, index, Slot::Object);
            break;
        case Frame::Ditransitive:  // "gives the man a book"
            nounPhrase(words, c.other, index, Slot::Other);
            nounPhrase(words, c.object, index, Slot::Object);
            break;
        case Frame::With:
        case Frame::To:
            add(words, c.frame == Frame::With ? "with" : "to",
                {index, Slot::Object, Part::Preposition});
            nounPhrase(words, c.object, index, Slot::Object);
            break;
        case Frame::From:
            nounPhrase(words, c.object, index, Slot::Object);
            add(words, "from", {index, Slot::Other, Part::Preposition});
            nounPhrase(words, c.other, index, Slot::Other);
            break;
        case Frame::That:
            break;
    }
}

}  // namespace

Words englishWords(const Sentence& sentence) {
    Words words;
    clause(words, sentence.main, 0);
    if (sentence.conjunction != Conjunction::None) {
        add(words, sentence.conjunction == Conjunction::That ? "that" : "because",
            {1, Slot::Clause, Part::Conjunction});
        clause(words, sentence.sub, 1);
    }
    return words;
}

}  // namespace atlas::corpus
