#include "GermanGrammar.h"

namespace atlas::corpus {

namespace {

enum class Case { Nominative, Accusative, Dative };
enum class Determiner { Definite, Indefinite, Negative };  // der, ein, kein

// Indexed [determiner][case][slot], slot masculine, feminine, neuter, plural. An indefinite
// plural has no article ("Hunde"), so its adjective takes the strong ending.
constexpr const char* kArticles[3][3][4] = {
    {{"der", "die", "das", "die"}, {"den", "die", "das", "die"}, {"dem", "der", "dem", "den"}},
    {{"ein", "eine", "ein", ""}, {"einen", "eine", "ein", ""}, {"einem", "einer", "einem", ""}},
    {{"kein", "keine", "kein", "keine"},
     {"keinen", "keine", "kein", "keine"},
     {"keinem", "keiner", "keinem", "keinen"}},
};
constexpr const char* kAdjectiveEndings[3][3][4] = {
    {{"e", "e", "e", "en"}, {"en", "e", "e", "en"}, {"en", "en", "en", "en"}},  // weak
    {{"er", "e", "es", "e"},
     {"en", "e", "es", "e"},
     {"en", "en", "en", "en"}},  // mixed; strong pl.
    {{"er", "e", "es", "en"},
     {"en", "e", "es", "en"},
     {"en", "en", "en", "en"}},  // mixed; weak pl.
};

int column(const NounPhrase& np) {
    return np.plural ? 3 : int(np.noun->gender);
}

bool endsWith(const std::string& word, char c) {
    return !word.empty() && word.back() == c;
}

std::string declinedAdjective(const Adjective& adjective, const std::string& ending) {
    const std::string stem = adjective.germanStem ? adjective.germanStem : adjective.german;
    // müde + e → müde, leise + en → leisen: a stem's final e absorbs the ending's.
    if (endsWith(stem, 'e') && ending.front() == 'e') return stem + ending.substr(1);
    return stem + ending;
}

std::string nounForm(const Noun& noun, bool plural, Case c) {
    if (plural) {
        // The dative plural ends in -n, unless the plural already ends in -n or -s.
        const std::string form = noun.germanPlural;
        const bool addN = c == Case::Dative && !endsWith(form, 'n') && !endsWith(form, 's');
        return addN ? form + "n" : form;
    }
    return c != Case::Nominative && noun.germanOblique ? noun.germanOblique : noun.german;
}

// Definite dative singular articles merge with zu and von; mit never merges.
const char* contraction(const std::string& preposition, const std::string& article) {
    if (preposition == "zu" && article == "dem") return "zum";
    if (preposition == "zu" && article == "der") return "zur";
    if (preposition == "von" && article == "dem") return "vom";
    return nullptr;
}

struct PhraseSpec {
    Case grammaticalCase;
    bool negative = false;              // "kein" in place of "ein": carries the clause's negation
    const char* preposition = nullptr;  // "mit", "zu", "von"; its case is always the dative
};

void nounPhrase(Words& words, const NounPhrase& np, PhraseSpec spec, uint8_t clause, Slot slot) {
    const Source determiner{clause, slot, Part::Determiner};
    const Source preposition{clause, slot, Part::Preposition};
    const Source negation{clause, Slot::Clause, Part::Negation};
    const Determiner d = spec.negative                     ? Determiner::Negative
                         : np.article == Article::Definite ? Determiner::Definite
                                                           : Determiner::Indefinite;
    const int c = int(spec.grammaticalCase), s = column(np);
    const std::string article = kArticles[int(d)][c][s];

    Word articleWord{article, {determiner}};
    if (spec.negative) articleWord.sources.push_back(negation);
    if (spec.preposition) {
        if (const char* merged = contraction(spec.preposition, article)) {
            articleWord = {merged, {determiner, preposition}};
        } else {
            words.push_back({spec.preposition, {preposition}});
        }
    }
    if (!articleWord.text.empty()) words.push_back(std::move(articleWord));
    if (np.adjective)
        words.push_back({declinedAdjective(*np.adjective, kAdjectiveEndings[int(d)][c][s]),
                         {{clause, slot, Part::Adjective}}});
    words.push_back(
        {nounForm(*np.noun, np.plural, spec.grammaticalCase), {{clause, slot, Part::Noun}}});
}

std::string finiteVerb(const Clause& c) {
    const Verb& v = *c.verb;
    if (c.tense == Tense::Present) return c.subject.plural ? v.german : v.german3sg;
    if (!c.subject.plural) return v.germanPast;
    // Präteritum plural: sah → sahen, kaufte → kauften.
    const std::string past = v.germanPast;
    return past + (endsWith(past, 'e') ? "n" : "en");
}

// Main clauses put the finite verb second, dass/weil clauses put it last. Negation is "kein"
// on an indefinite object (or noun after mit/zu) and "nicht" otherwise: after the objects,
// before a prepositional phrase, right after the verb of a main clause whose object is a
// dass clause.
void clause(Words& words, const Clause& c, uint8_t index, bool verbLast) {
    const bool kein =
        c.negated && c.frame != Frame::That && c.object.article == Article::Indefinite;
    const auto nicht = [&] {
        if (c.negated && !kein) words.push_back({"nicht", {{index, Slot::Clause, Part::Negation}}});
    };
    const auto verb = [&] {
        words.push_back({finiteVerb(c), {{index, Slot::Clause, Part::Verb}}});
    };

    nounPhrase(words, c.subject, {Case::Nominative}, index, Slot::Subject);
    if (!verbLast) verb();
    switch (c.frame) {
        case Frame::Transitive:
            nounPhrase(words, c.object, {Case::Accusative, kein}, index, Slot::Object);
            nicht();
            break;
        case Frame::DativeObject:
            nounPhrase(words, c.object, {Case::Dative, kein}, index, Slot::Object);
            nicht();
            break;
        case Frame::Ditransitive:
            nounPhrase(words, c.other, {Case::Dative}, index, Slot::Other);
            nounPhrase(words, c.object, {Case::Accusative, kein}, index, Slot::Object);
            nicht();
            break;
        case Frame::With:
        case Frame::To:
            nicht();
            nounPhrase(words, c.object, {Case::Dative, kein, c.frame == Frame::With ? "mit" : "zu"},
                       index, Slot::Object);
            break;
        case Frame::From:
            nounPhrase(words, c.object, {Case::Accusative, kein}, index, Slot::Object);
            nicht();
            nounPhrase(words, c.other, {Case::Dative, false, "von"}, index, Slot::Other);
            break;
        case Frame::That:
            nicht();
            break;
    }
    if (verbLast) verb();
}

}  // namespace

Words germanWords(const Sentence& sentence) {
    Words words;
    clause(words, sentence.main, 0, false);
    if (sentence.conjunction != Conjunction::None) {
        words.back().text += ',';
        words.push_back({sentence.conjunction == Conjunction::That ? "dass" : "weil",
                         {{1, Slot::Clause, Part::Conjunction}}});
        clause(words, sentence.sub, 1, true);
    }
    return words;
}

}  // namespace atlas::corpus
