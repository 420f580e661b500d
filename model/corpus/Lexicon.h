#pragma once
// The corpus's words (issue 5, "The corpus"): every noun, adjective and verb with the forms
// each language needs, and what each can sensibly be said of. Data only: EnglishGrammar and
// GermanGrammar spell these forms into sentences, SentenceSampler chooses among them.

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

namespace atlas::corpus {

enum class Gender : uint8_t { Masculine, Feminine, Neuter };

// What a noun names, one bit each, so that a verb or an adjective can list the kinds it fits
// as a mask: people read books, dogs do not; a door can be opened, a horse cannot.
using Kinds = uint16_t;
namespace kind {
constexpr Kinds Person = 1 << 0;
constexpr Kinds Animal = 1 << 1;
constexpr Kinds Food = 1 << 2;
constexpr Kinds Thing = 1 << 3;      // what one holds, wears, sits on or plays
constexpr Kinds Container = 1 << 4;  // what one opens: doors, bags, boxes
constexpr Kinds Text = 1 << 5;       // what one reads
constexpr Kinds Music = 1 << 6;
constexpr Kinds Building = 1 << 7;  // made places: houses, streets, cities
constexpr Kinds Land = 1 << 8;      // forests, fields, mountains
constexpr Kinds Water = 1 << 9;     // lakes, rivers, islands
constexpr Kinds Plant = 1 << 10;
constexpr Kinds Vehicle = 1 << 11;
constexpr Kinds Animate = Person | Animal;
constexpr Kinds Any = (1 << 12) - 1;
constexpr Kinds Inanimate = Any & ~Animate;
}  // namespace kind

struct Noun {
    const char* english;
    const char* englishPlural;
    const char* german;
    const char* germanPlural;
    Gender gender;
    Kinds kind;
    // Weak masculine nouns (der Junge) take this form in every case but the nominative
    // singular (den Junge*n*, dem Junge*n*); nullptr for every other noun.
    const char* germanOblique = nullptr;
};

struct Adjective {
    const char* english;
    const char* german;  // the predicative form: "groß", "dunkel"
    Kinds fits;          // the nouns it describes
    // The stem an ending attaches to when it is not the predicative form: dunkel → dunkl-e,
    // teuer → teur-e, hoch → hoh-e; nullptr when it is.
    const char* germanStem = nullptr;
};

// The shapes of clause a verb heads. English / German, main clause:
enum class Frame : uint8_t {
    Transitive,    // S V O                   S V O(acc)
    Ditransitive,  // S V R O  "gives the man a book"   S V R(dat) O(acc)
    DativeObject,  // S V O  "helps the man"    S V O(dat)
    With,          // S V with N              S V mit N(dat)
    To,            // S V to N                S V zu N(dat)
    From,          // S V O from N            S V O(acc) von N(dat)
    That,          // S V that CLAUSE         S V, dass CLAUSE (verb last)
};

// One way a verb is used, and the kinds of noun each of its places takes. `object` is the
// accusative object (Transitive, Ditransitive, From), the dative object (DativeObject) or the
// noun after the preposition (With, To); `other` is the recipient of Ditransitive and the noun
// after "from". A That clause has neither.
struct Usage {
    Frame frame = Frame::Transitive;
    Kinds subject = 0;  // 0: an unused entry
    Kinds object = 0;
    Kinds other = 0;
};

// English forms may be two words ("look for", "looks for"). The German infinitive is also the
// present plural, since every subject in the corpus is third person.
struct Verb {
    const char* english;  // base form: plural subjects, and after do/does/did
    const char* english3sg;
    const char* englishPast;
    const char* german;  // infinitive
    const char* german3sg;
    const char* germanPast;  // third person singular Präteritum ("sah"; plural "sahen")
    Usage uses[3];           // unused entries have subject 0
};

std::span<const Noun> nouns();
std::span<const Adjective> adjectives();
std::span<const Verb> verbs();

// The first rows of each table are the words of the project's first, smaller generator, in its
// order: the built-in default model's tokenizer is trained on that generator's output
// (generateSentencePairs), so these rows, their order and their coarse animacy are frozen.
constexpr size_t kLegacyNouns = 53;
constexpr size_t kLegacyAdjectives = 20;
constexpr size_t kLegacyVerbs = 24;

// Look-ups by the English base form, nullptr if there is none: for tests and for naming the
// held-out combinations. A verb is found by its English form and one of its frames.
const Noun* findNoun(std::string_view english);
const Adjective* findAdjective(std::string_view english);
const Verb* findVerb(std::string_view english, Frame frame);

}  // namespace atlas::corpus
