#include "KnownWords.h"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "EnglishGrammar.h"
#include "GermanGrammar.h"
#include "SentenceSampler.h"

namespace atlas::corpus {

namespace {

struct VerbUse {
    const Verb* verb;
    const Usage* usage;
};

// Every way a verb is used, as SentenceSampler reads the lexicon: an entry with no subject is
// unused.
std::vector<VerbUse> verbUses() {
    std::vector<VerbUse> uses;
    for (const Verb& verb : verbs())
        for (const Usage& usage : verb.uses)
            if (usage.subject) uses.push_back({&verb, &usage});
    return uses;
}

Kinds usageMask(const Usage& usage, Slot slot) {
    return slot == Slot::Subject  ? usage.subject
           : slot == Slot::Object ? usage.object
                                  : usage.other;
}

NounPhrase& phraseIn(Clause& clause, Slot slot) {
    return slot == Slot::Subject  ? clause.subject
           : slot == Slot::Object ? clause.object
                                  : clause.other;
}

// A place of a clause (a frame and a slot: together they decide the German case and
// preposition) and, for each noun that can fill it, one use of a verb that lets it.
struct PhrasePlace {
    Frame frame;
    Slot slot;
    std::vector<std::pair<const Noun*, VerbUse>> nouns;
};

std::vector<PhrasePlace> phrasePlaces(const std::vector<const Noun*>& nouns,
                                      const std::vector<VerbUse>& uses) {
    std::vector<PhrasePlace> result;
    for (const VerbUse& use : uses)
        for (Slot slot : {Slot::Subject, Slot::Object, Slot::Other}) {
            const Kinds fits = usageMask(*use.usage, slot);
            if (!fits) continue;
            auto place = std::find_if(result.begin(), result.end(), [&](const PhrasePlace& p) {
                return p.frame == use.usage->frame && p.slot == slot;
            });
            if (place == result.end())
                place = result.insert(result.end(), {use.usage->frame, slot, {}});
            for (const Noun* noun : nouns) {
                const bool taken =
                    std::any_of(place->nouns.begin(), place->nouns.end(),
                                [&](const auto& entry) { return entry.first == noun; });
                if ((noun->kind & fits) && !taken) place->nouns.push_back({noun, use});
            }
        }
    return result;
}

std::string withoutPunctuation(std::string word) {
    while (!word.empty() && (word.back() == ',' || word.back() == '.')) word.pop_back();
    return word;
}

std::string lowerAscii(std::string_view word) {
    std::string lower(word);
    for (char& c : lower)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    return lower;
}

// Spells sentences in both languages and files their words. The sentences are made, not drawn:
// each word of one is a form the sampler can choose in that place, which is all a word list
// needs (whether the other words of the sentence would come with it does not matter).
class Speller {
public:
    explicit Speller(const std::vector<const Noun*>& nouns) : nouns_(nouns) {}

    // The clause of `use` with "the" and the first noun that fits in each of its places.
    Clause clause(const VerbUse& use) const {
        Clause c;
        c.verb = use.verb;
        c.frame = use.usage->frame;
        for (Slot slot : {Slot::Subject, Slot::Object, Slot::Other})
            if (const Kinds fits = usageMask(*use.usage, slot))
                phraseIn(c, slot).noun = *std::find_if(
                    nouns_.begin(), nouns_.end(), [&](const Noun* n) { return n->kind & fits; });
        return c;
    }

    void spell(const Clause& c) { spell(Sentence{c, Conjunction::None, {}}); }
    // Files the words of the sentence, in both languages.
    void spell(const Sentence& s) {
        for (const Word& word : englishWords(s)) {
            const std::string text = lowerAscii(withoutPunctuation(word.text));
            known.englishByPart[word.sources.front().part].insert(text);
            known.english.insert(text);
        }
        for (const Word& word : germanWords(s)) known.german.insert(withoutPunctuation(word.text));
    }

    KnownWords known;

private:
    const std::vector<const Noun*>& nouns_;
};

// Each form of a noun phrase in a place: number, article, and a clause negated or not (a
// negated clause turns an indefinite object's "ein" into "kein").
void spellPhrase(Speller& speller, const PhrasePlace& place, const VerbUse& use, NounPhrase np) {
    for (bool plural : {false, true})
        for (Article article : {Article::Definite, Article::Indefinite})
            for (bool negated : {false, true}) {
                Clause c = speller.clause(use);
                c.negated = negated;
                np.plural = plural;
                np.article = article;
                phraseIn(c, place.slot) = np;
                speller.spell(c);
            }
}

// An adjective's German ending depends on the article, the case and the noun's gender, and the
// English article on the adjective: one noun of each gender that it describes, in each place.
void spellAdjectives(Speller& speller, const PhrasePlace& place) {
    for (const Adjective& adjective : adjectives())
        for (Gender gender : {Gender::Masculine, Gender::Feminine, Gender::Neuter}) {
            const auto entry =
                std::find_if(place.nouns.begin(), place.nouns.end(), [&](const auto& e) {
                    return e.first->gender == gender && (adjective.fits & e.first->kind);
                });
            if (entry != place.nouns.end())
                spellPhrase(speller, place, entry->second, {entry->first, &adjective});
        }
}

KnownWords buildKnownWords() {
    const SentenceSampler sampler;
    const std::vector<const Noun*>& nouns = sampler.drawnNouns();
    const std::vector<VerbUse> uses = verbUses();
    Speller speller(nouns);
    // The conjunctions (and the comma before "dass" and "weil"), once: a That clause's head
    // with a clause after it, a clause because of another.
    for (const VerbUse& use : uses)
        if (use.usage->frame == Frame::That) {
            const Clause other = speller.clause(uses.front());
            speller.spell({speller.clause(use), Conjunction::That, other});
            speller.spell({other, Conjunction::Because, other});
            break;
        }
    // The verb's forms: every tense, negation and number of the subject.
    for (const VerbUse& use : uses)
        for (Tense tense : {Tense::Present, Tense::Past})
            for (bool negated : {false, true})
                for (bool plural : {false, true}) {
                    Clause c = speller.clause(use);
                    c.tense = tense;
                    c.negated = negated;
                    c.subject.plural = plural;
                    speller.spell(c);
                }
    for (const PhrasePlace& place : phrasePlaces(nouns, uses)) {
        for (const auto& [noun, use] : place.nouns) spellPhrase(speller, place, use, {noun});
        spellAdjectives(speller, place);
    }
    return std::move(speller.known);
}

// ä → Ä and the other Latin-1 letters in UTF-8 (C3 80–9E ↔ C3 A0–BE), as AlignedPair
// capitalises.
std::string lowerFirstLetter(std::string_view word) {
    std::string lower(word);
    if (!lower.empty() && lower[0] >= 'A' && lower[0] <= 'Z') {
        lower[0] = char(lower[0] - 'A' + 'a');
    } else if (lower.size() > 1 && uint8_t(lower[0]) == 0xC3 && uint8_t(lower[1]) >= 0x80 &&
               uint8_t(lower[1]) <= 0x9E && uint8_t(lower[1]) != 0x97) {
        lower[1] = char(uint8_t(lower[1]) + 0x20);
    }
    return lower;
}

}  // namespace

bool KnownWords::knowsEnglish(std::string_view word) const {
    return english.count(lowerAscii(word)) != 0;
}

bool KnownWords::knowsGerman(std::string_view word) const {
    return german.count(std::string(word)) != 0 || german.count(lowerFirstLetter(word)) != 0;
}

const KnownWords& knownWords() {
    static const KnownWords words = buildKnownWords();
    return words;
}

}  // namespace atlas::corpus
