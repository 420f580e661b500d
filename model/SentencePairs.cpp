#include "SentencePairs.h"

#include "Random.h"

namespace atlas {

namespace {

// ---- Vocabulary: data only, so that growing the grammar means adding rows. ----

enum class Gender { Masculine, Feminine, Neuter };
enum class Case { Nominative, Accusative };
// Negative is German "kein"; English says it with "does not" and an indefinite article.
enum class Determiner { Definite, Indefinite, Negative };

struct Noun {
    const char* english;
    const char* englishPlural;
    const char* german;
    const char* germanPlural;
    Gender gender;
    bool animate;  // people and animals: subjects, since every verb below wants an agent
};

// No weak masculine nouns (Junge, Löwe, Student …): their accusative would need its own
// ending. English nouns start with a consonant or a vowel sound as spelt, so that "a"/"an"
// can follow the first letter.
constexpr Noun kNouns[] = {
    {"dog", "dogs", "Hund", "Hunde", Gender::Masculine, true},
    {"man", "men", "Mann", "Männer", Gender::Masculine, true},
    {"bird", "birds", "Vogel", "Vögel", Gender::Masculine, true},
    {"teacher", "teachers", "Lehrer", "Lehrer", Gender::Masculine, true},
    {"friend", "friends", "Freund", "Freunde", Gender::Masculine, true},
    {"cook", "cooks", "Koch", "Köche", Gender::Masculine, true},
    {"brother", "brothers", "Bruder", "Brüder", Gender::Masculine, true},
    {"father", "fathers", "Vater", "Väter", Gender::Masculine, true},
    {"king", "kings", "König", "Könige", Gender::Masculine, true},
    {"fish", "fish", "Fisch", "Fische", Gender::Masculine, true},
    {"apple", "apples", "Apfel", "Äpfel", Gender::Masculine, false},
    {"table", "tables", "Tisch", "Tische", Gender::Masculine, false},
    {"chair", "chairs", "Stuhl", "Stühle", Gender::Masculine, false},
    {"tree", "trees", "Baum", "Bäume", Gender::Masculine, false},
    {"letter", "letters", "Brief", "Briefe", Gender::Masculine, false},
    {"key", "keys", "Schlüssel", "Schlüssel", Gender::Masculine, false},
    {"train", "trains", "Zug", "Züge", Gender::Masculine, false},
    {"ball", "balls", "Ball", "Bälle", Gender::Masculine, false},
    {"cake", "cakes", "Kuchen", "Kuchen", Gender::Masculine, false},
    {"hat", "hats", "Hut", "Hüte", Gender::Masculine, false},
    {"cat", "cats", "Katze", "Katzen", Gender::Feminine, true},
    {"woman", "women", "Frau", "Frauen", Gender::Feminine, true},
    {"mouse", "mice", "Maus", "Mäuse", Gender::Feminine, true},
    {"sister", "sisters", "Schwester", "Schwestern", Gender::Feminine, true},
    {"mother", "mothers", "Mutter", "Mütter", Gender::Feminine, true},
    {"cow", "cows", "Kuh", "Kühe", Gender::Feminine, true},
    {"duck", "ducks", "Ente", "Enten", Gender::Feminine, true},
    {"daughter", "daughters", "Tochter", "Töchter", Gender::Feminine, true},
    {"flower", "flowers", "Blume", "Blumen", Gender::Feminine, false},
    {"lamp", "lamps", "Lampe", "Lampen", Gender::Feminine, false},
    {"door", "doors", "Tür", "Türen", Gender::Feminine, false},
    {"city", "cities", "Stadt", "Städte", Gender::Feminine, false},
    {"bag", "bags", "Tasche", "Taschen", Gender::Feminine, false},
    {"clock", "clocks", "Uhr", "Uhren", Gender::Feminine, false},
    {"newspaper", "newspapers", "Zeitung", "Zeitungen", Gender::Feminine, false},
    {"bottle", "bottles", "Flasche", "Flaschen", Gender::Feminine, false},
    {"bridge", "bridges", "Brücke", "Brücken", Gender::Feminine, false},
    {"street", "streets", "Straße", "Straßen", Gender::Feminine, false},
    {"child", "children", "Kind", "Kinder", Gender::Neuter, true},
    {"horse", "horses", "Pferd", "Pferde", Gender::Neuter, true},
    {"girl", "girls", "Mädchen", "Mädchen", Gender::Neuter, true},
    {"sheep", "sheep", "Schaf", "Schafe", Gender::Neuter, true},
    {"animal", "animals", "Tier", "Tiere", Gender::Neuter, true},
    {"house", "houses", "Haus", "Häuser", Gender::Neuter, false},
    {"book", "books", "Buch", "Bücher", Gender::Neuter, false},
    {"car", "cars", "Auto", "Autos", Gender::Neuter, false},
    {"window", "windows", "Fenster", "Fenster", Gender::Neuter, false},
    {"picture", "pictures", "Bild", "Bilder", Gender::Neuter, false},
    {"ship", "ships", "Schiff", "Schiffe", Gender::Neuter, false},
    {"bicycle", "bicycles", "Fahrrad", "Fahrräder", Gender::Neuter, false},
    {"egg", "eggs", "Ei", "Eier", Gender::Neuter, false},
    {"bed", "beds", "Bett", "Betten", Gender::Neuter, false},
    {"song", "songs", "Lied", "Lieder", Gender::Neuter, false},
};

struct Adjective {
    const char* english;
    const char* german;  // the stem the declension ending is attached to
    bool animateOnly;    // "hungry", "clever": people and animals, not doors
};

// Stems whose ending would change the stem (hoch → hohe, dunkel → dunkle) are left out.
constexpr Adjective kAdjectives[] = {
    {"big", "groß", false},           {"small", "klein", false},   {"old", "alt", false},
    {"young", "jung", true},          {"new", "neu", false},       {"fast", "schnell", false},
    {"slow", "langsam", false},       {"red", "rot", false},       {"blue", "blau", false},
    {"green", "grün", false},         {"black", "schwarz", false}, {"white", "weiß", false},
    {"tired", "müde", true},          {"clever", "klug", true},    {"loud", "laut", false},
    {"quiet", "leise", false},        {"hungry", "hungrig", true}, {"happy", "glücklich", true},
    {"friendly", "freundlich", true}, {"strong", "stark", false},
};

enum class Animacy { Any, Animate, Inanimate };

struct Verb {
    const char* english;     // base form: plural subjects and after "does not"
    const char* english3sg;  // "sees"
    const char* german3sg;
    const char* german3pl;
    Animacy object;  // what it can sensibly be done to: one reads books, not women
};

// Transitive verbs that take a plain accusative object (no dative: helfen, folgen …).
constexpr Verb kVerbs[] = {
    {"see", "sees", "sieht", "sehen", Animacy::Any},
    {"have", "has", "hat", "haben", Animacy::Any},
    {"like", "likes", "mag", "mögen", Animacy::Any},
    {"find", "finds", "findet", "finden", Animacy::Any},
    {"buy", "buys", "kauft", "kaufen", Animacy::Any},
    {"carry", "carries", "trägt", "tragen", Animacy::Any},
    {"paint", "paints", "malt", "malen", Animacy::Any},
    {"want", "wants", "will", "wollen", Animacy::Any},
    {"need", "needs", "braucht", "brauchen", Animacy::Any},
    {"hold", "holds", "hält", "halten", Animacy::Any},
    {"sell", "sells", "verkauft", "verkaufen", Animacy::Any},
    {"build", "builds", "baut", "bauen", Animacy::Inanimate},
    {"open", "opens", "öffnet", "öffnen", Animacy::Inanimate},
    {"visit", "visits", "besucht", "besuchen", Animacy::Any},
    {"hear", "hears", "hört", "hören", Animacy::Any},
    {"know", "knows", "kennt", "kennen", Animacy::Any},
    {"look for", "looks for", "sucht", "suchen", Animacy::Any},
    {"bring", "brings", "bringt", "bringen", Animacy::Any},
    {"wash", "washes", "wäscht", "waschen", Animacy::Any},
    {"draw", "draws", "zeichnet", "zeichnen", Animacy::Any},
    {"love", "loves", "liebt", "lieben", Animacy::Any},
    {"read", "reads", "liest", "lesen", Animacy::Inanimate},
    {"take", "takes", "nimmt", "nehmen", Animacy::Any},
    {"catch", "catches", "fängt", "fangen", Animacy::Any},
};

// Declension, indexed [determiner][case][slot] with slot masculine, feminine, neuter, plural.
// An indefinite plural has no article ("Hunde"), so its adjective takes the strong ending.
constexpr const char* kArticles[3][2][4] = {
    {{"der", "die", "das", "die"}, {"den", "die", "das", "die"}},
    {{"ein", "eine", "ein", ""}, {"einen", "eine", "ein", ""}},
    {{"kein", "keine", "kein", "keine"}, {"keinen", "keine", "kein", "keine"}},
};
constexpr const char* kAdjectiveEndings[3][2][4] = {
    {{"e", "e", "e", "en"}, {"en", "e", "e", "en"}},     // weak, after der/die/das
    {{"er", "e", "es", "e"}, {"en", "e", "es", "e"}},    // mixed after ein, strong plural
    {{"er", "e", "es", "en"}, {"en", "e", "es", "en"}},  // mixed after kein, weak plural
};

// ---- Phrases: what was chosen, kept apart from how each language says it. ----

struct NounPhrase {
    const Noun* noun = nullptr;
    const Adjective* adjective = nullptr;  // optional
    bool plural = false;
    Determiner determiner = Determiner::Definite;
};

struct Clause {
    NounPhrase subject;
    const Verb* verb = nullptr;
    bool negated = false;
    NounPhrase object;
};

using Words = std::vector<std::string>;

int slot(const NounPhrase& np) {
    return np.plural ? 3 : int(np.noun->gender);
}

bool startsWithVowel(const std::string& word) {
    return !word.empty() && std::string("aeiou").find(word[0]) != std::string::npos;
}

Words englishNounPhrase(const NounPhrase& np) {
    Words words;
    const std::string head = np.adjective ? np.adjective->english : np.noun->english;
    if (np.determiner == Determiner::Definite)
        words.push_back("the");
    else if (!np.plural)
        words.push_back(startsWithVowel(head) ? "an" : "a");
    if (np.adjective) words.push_back(np.adjective->english);
    words.push_back(np.plural ? np.noun->englishPlural : np.noun->english);
    return words;
}

std::string declinedAdjective(const std::string& stem, const std::string& ending) {
    // müde + e → müde, müde + en → müden: a stem's final e absorbs the ending's.
    if (!stem.empty() && stem.back() == 'e' && ending.front() == 'e')
        return stem + ending.substr(1);
    return stem + ending;
}

Words germanNounPhrase(const NounPhrase& np, Case grammaticalCase) {
    const int d = int(np.determiner), c = int(grammaticalCase), s = slot(np);
    Words words;
    if (*kArticles[d][c][s]) words.push_back(kArticles[d][c][s]);
    if (np.adjective)
        words.push_back(declinedAdjective(np.adjective->german, kAdjectiveEndings[d][c][s]));
    words.push_back(np.plural ? np.noun->germanPlural : np.noun->german);
    return words;
}

Words englishClause(const Clause& clause) {
    Words words = englishNounPhrase(clause.subject);
    const bool plural = clause.subject.plural;
    if (clause.negated) {
        words.push_back(plural ? "do" : "does");
        words.push_back("not");
        words.push_back(clause.verb->english);
    } else {
        words.push_back(plural ? clause.verb->english : clause.verb->english3sg);
    }
    const Words object = englishNounPhrase(clause.object);
    words.insert(words.end(), object.begin(), object.end());
    return words;
}

Words germanClause(const Clause& clause) {
    Words words = germanNounPhrase(clause.subject, Case::Nominative);
    words.push_back(clause.subject.plural ? clause.verb->german3pl : clause.verb->german3sg);
    // Negating an indefinite object is "kein" ("sieht keine Katze"); anything else takes
    // "nicht" after the object ("sieht die Katze nicht").
    NounPhrase object = clause.object;
    const bool kein = clause.negated && object.determiner == Determiner::Indefinite;
    if (kein) object.determiner = Determiner::Negative;
    const Words objectWords = germanNounPhrase(object, Case::Accusative);
    words.insert(words.end(), objectWords.begin(), objectWords.end());
    if (clause.negated && !kein) words.push_back("nicht");
    return words;
}

// Upper-cases the first letter: ASCII, or a Latin-1 letter such as ä (UTF-8 C3 A0–BE).
void capitalize(std::string& s) {
    if (s.empty()) return;
    if (s[0] >= 'a' && s[0] <= 'z') {
        s[0] = char(s[0] - 'a' + 'A');
    } else if (s.size() > 1 && uint8_t(s[0]) == 0xC3 && uint8_t(s[1]) >= 0xA0 &&
               uint8_t(s[1]) <= 0xBE && uint8_t(s[1]) != 0xB7) {
        s[1] = char(uint8_t(s[1]) - 0x20);
    }
}

std::string sentence(const Words& words) {
    std::string s;
    for (const std::string& w : words) s += (s.empty() ? "" : " ") + w;
    capitalize(s);
    return s + ".";
}

// ---- Random choices ----

bool fits(const Noun& noun, Animacy animacy) {
    return animacy == Animacy::Any || noun.animate == (animacy == Animacy::Animate);
}

NounPhrase drawNounPhrase(Random& random, Animacy animacy, const Noun* avoid) {
    NounPhrase np;
    do {
        np.noun = &random.pick(kNouns);
    } while (!fits(*np.noun, animacy) || np.noun == avoid);
    if (random.chance(0.4)) {
        do {
            np.adjective = &random.pick(kAdjectives);
        } while (np.adjective->animateOnly && !np.noun->animate);
    }
    np.plural = random.chance(0.3);
    np.determiner = random.chance(0.35) ? Determiner::Indefinite : Determiner::Definite;
    return np;
}

Clause drawClause(Random& random) {
    Clause clause;
    clause.subject = drawNounPhrase(random, Animacy::Animate, nullptr);
    clause.verb = &random.pick(kVerbs);
    clause.negated = random.chance(0.25);
    clause.object = drawNounPhrase(random, clause.verb->object, clause.subject.noun);
    return clause;
}

}  // namespace

std::vector<SentencePair> generateSentencePairs(size_t count, uint64_t seed) {
    Random random(seed);
    std::vector<SentencePair> pairs;
    pairs.reserve(count);
    for (size_t i = 0; i < count; ++i) {
        const Clause clause = drawClause(random);
        pairs.push_back({sentence(englishClause(clause)), sentence(germanClause(clause))});
    }
    return pairs;
}

}  // namespace atlas
