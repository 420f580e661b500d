// The corpus grammar (issue 5, "Tests"): a table of hand-checked sentences with their German and
// alignments, German pattern rules over generated sentences, and the lexicon's consistency.

#include <QTest>

#include <cctype>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "corpus/AlignedPair.h"
#include "corpus/CorpusTsv.h"
#include "corpus/Lexicon.h"
#include "corpus/SentenceSampler.h"

using namespace atlas;
using namespace atlas::corpus;
using enum atlas::corpus::Frame;

namespace {

// "the big dog", "a cat", "dogs", "small children": a noun phrase from its English.
NounPhrase phrase(const char* text) {
    if (!text) return {};
    const std::vector<std::string> words = splitWords(text);
    NounPhrase np;
    size_t i = 0;
    np.article = words[0] == "the" ? Article::Definite : Article::Indefinite;
    if (words[0] == "the" || words[0] == "a" || words[0] == "an") ++i;
    if (words.size() - i == 2) np.adjective = findAdjective(words[i++]);
    for (const Noun& noun : nouns())
        if (words[i] == noun.english || words[i] == noun.englishPlural) {
            np.noun = &noun;
            np.plural = words[i] != noun.english;
        }
    if (!np.noun || i + 1 != words.size()) throw std::logic_error(std::string("phrase ") + text);
    return np;
}

struct ClauseSpec {
    const char* verb = nullptr;
    Frame frame = Transitive;
    const char* subject = nullptr;
    const char* object = nullptr;
    const char* other = nullptr;
    bool past = false;
    bool negated = false;
};

Clause clause(const ClauseSpec& spec) {
    Clause c;
    if (!spec.verb) return c;
    c.verb = findVerb(spec.verb, spec.frame);
    if (!c.verb) throw std::logic_error(std::string("verb ") + spec.verb);
    c.frame = spec.frame;
    c.tense = spec.past ? Tense::Past : Tense::Present;
    c.negated = spec.negated;
    c.subject = phrase(spec.subject);
    c.object = phrase(spec.object);
    c.other = phrase(spec.other);
    return c;
}

struct Example {
    ClauseSpec main;
    Conjunction conjunction = Conjunction::None;
    ClauseSpec sub = {};
    const char* english = nullptr;
    const char* german = nullptr;
    const char* alignment = nullptr;  // as in the TSV files; checked where given
};

constexpr bool kPast = true, kNegated = true;

// clang-format off
const Example kExamples[] = {
    // Gender and case of articles; weak, mixed and strong adjective endings.
    {.main = {"see", Transitive, "the dog", "the cat"},
     .english = "The dog sees the cat.", .german = "Der Hund sieht die Katze.", .alignment = "0 1 2 3 4"},
    {.main = {"see", Transitive, "the woman", "the man"},
     .english = "The woman sees the man.", .german = "Die Frau sieht den Mann."},
    {.main = {"see", Transitive, "a child", "a big dog"},
     .english = "A child sees a big dog.", .german = "Ein Kind sieht einen großen Hund."},
    {.main = {"see", Transitive, "the big dog", "the small house"},
     .english = "The big dog sees the small house.", .german = "Der große Hund sieht das kleine Haus."},
    {.main = {"see", Transitive, "a small child", "the tree"},
     .english = "A small child sees the tree.", .german = "Ein kleines Kind sieht den Baum."},
    {.main = {"see", Transitive, "an old man", "an egg"},
     .english = "An old man sees an egg.", .german = "Ein alter Mann sieht ein Ei."},
    {.main = {"see", Transitive, "a tired dog", "the tired dogs"},
     .english = "A tired dog sees the tired dogs.", .german = "Ein müder Hund sieht die müden Hunde."},
    {.main = {"see", Transitive, "big dogs", "small cats"},
     .english = "Big dogs see small cats.", .german = "Große Hunde sehen kleine Katzen."},
    {.main = {"see", Transitive, "the woman", "the young lion"},
     .english = "The woman sees the young lion.", .german = "Die Frau sieht den jungen Löwen."},
    {.main = {"buy", Transitive, "the woman", "an expensive car"},
     .english = "The woman buys an expensive car.", .german = "Die Frau kauft ein teures Auto."},
    {.main = {"see", Transitive, "the man", "the dark forest"},
     .english = "The man sees the dark forest.", .german = "Der Mann sieht den dunklen Wald."},
    {.main = {"see", Transitive, "the men", "a high tower", nullptr, kPast},
     .english = "The men saw a high tower.", .german = "Die Männer sahen einen hohen Turm."},

    // The dative: recipients, dative verbs, mit/zu/von with zum/zur/vom, plural -n, weak nouns.
    {.main = {"give", Ditransitive, "the man", "a book", "the child"},
     .english = "The man gives the child a book.", .german = "Der Mann gibt dem Kind ein Buch.",
     .alignment = "0 1 2 3 4 5 6"},
    {.main = {"show", Ditransitive, "the woman", "the old picture", "the friendly teacher"},
     .english = "The woman shows the friendly teacher the old picture.",
     .german = "Die Frau zeigt dem freundlichen Lehrer das alte Bild."},
    {.main = {"give", Ditransitive, "the girl", "an apple", "a hungry horse"},
     .english = "The girl gives a hungry horse an apple.",
     .german = "Das Mädchen gibt einem hungrigen Pferd einen Apfel."},
    {.main = {"help", DativeObject, "the boy", "the old woman"},
     .english = "The boy helps the old woman.", .german = "Der Junge hilft der alten Frau."},
    {.main = {"help", DativeObject, "the children", "the men", nullptr, kPast},
     .english = "The children helped the men.", .german = "Die Kinder halfen den Männern."},
    {.main = {"follow", DativeObject, "the dogs", "the cars"},
     .english = "The dogs follow the cars.", .german = "Die Hunde folgen den Autos."},
    {.main = {"thank", DativeObject, "the man", "a friendly woman"},
     .english = "The man thanks a friendly woman.", .german = "Der Mann dankt einer freundlichen Frau."},
    {.main = {"play", With, "the child", "the small dog"},
     .english = "The child plays with the small dog.", .german = "Das Kind spielt mit dem kleinen Hund."},
    {.main = {"play", With, "the girls", "big dogs"},
     .english = "The girls play with big dogs.", .german = "Die Mädchen spielen mit großen Hunden."},
    {.main = {"go", To, "the woman", "the old church"},
     .english = "The woman goes to the old church.", .german = "Die Frau geht zur alten Kirche.",
     .alignment = "0 1 2 3,4 5 6"},
    {.main = {"run", To, "the boy", "the house"},
     .english = "The boy runs to the house.", .german = "Der Junge läuft zum Haus."},
    {.main = {"go", To, "the students", "the farmer"},
     .english = "The students go to the farmer.", .german = "Die Studenten gehen zum Bauern."},
    {.main = {"go", To, "the men", "a big tree"},
     .english = "The men go to a big tree.", .german = "Die Männer gehen zu einem großen Baum."},
    {.main = {"get", From, "the woman", "a letter", "the man"},
     .english = "The woman gets a letter from the man.", .german = "Die Frau bekommt einen Brief vom Mann.",
     .alignment = "0 1 2 3 4 5,6 7"},

    // Negation: nicht after the objects, before a prepositional phrase; kein for "not … a".
    {.main = {"see", Transitive, "the dog", "the cat", nullptr, false, kNegated},
     .english = "The dog does not see the cat.", .german = "Der Hund sieht die Katze nicht.",
     .alignment = "0 1 2,4 5 6 3"},
    {.main = {"see", Transitive, "the dog", "a cat", nullptr, false, kNegated},
     .english = "The dog does not see a cat.", .german = "Der Hund sieht keine Katze.",
     .alignment = "0 1 2,4 3,5 6"},
    {.main = {"see", Transitive, "the dogs", "cats", nullptr, kPast, kNegated},
     .english = "The dogs did not see cats.", .german = "Die Hunde sahen keine Katzen.",
     .alignment = "0 1 2,4 3 5"},
    {.main = {"see", Transitive, "the cat", "big dogs", nullptr, false, kNegated},
     .english = "The cat does not see big dogs.", .german = "Die Katze sieht keine großen Hunde."},
    {.main = {"see", Transitive, "the man", "a small house", nullptr, false, kNegated},
     .english = "The man does not see a small house.", .german = "Der Mann sieht kein kleines Haus."},
    {.main = {"play", With, "the girl", "the dog", nullptr, false, kNegated},
     .english = "The girl does not play with the dog.", .german = "Das Mädchen spielt nicht mit dem Hund."},
    {.main = {"play", With, "the girl", "a dog", nullptr, false, kNegated},
     .english = "The girl does not play with a dog.", .german = "Das Mädchen spielt mit keinem Hund."},
    {.main = {"help", DativeObject, "the man", "a child", nullptr, false, kNegated},
     .english = "The man does not help a child.", .german = "Der Mann hilft keinem Kind."},
    {.main = {"get", From, "the child", "a letter", "the teacher", false, kNegated},
     .english = "The child does not get a letter from the teacher.",
     .german = "Das Kind bekommt keinen Brief vom Lehrer."},
    {.main = {"look for", Transitive, "the men", "the keys", nullptr, false, kNegated},
     .english = "The men do not look for the keys.", .german = "Die Männer suchen die Schlüssel nicht.",
     .alignment = "0 1 2,4,5 6 7 3"},
    {.main = {"give", Ditransitive, "the man", "the book", "the child", kPast, kNegated},
     .english = "The man did not give the child the book.", .german = "Der Mann gab dem Kind das Buch nicht."},

    // The past: strong, mixed and weak verbs.
    {.main = {"eat", Transitive, "the horse", "the apple", nullptr, kPast},
     .english = "The horse ate the apple.", .german = "Das Pferd aß den Apfel."},
    {.main = {"read", Transitive, "the woman", "the book", nullptr, kPast},
     .english = "The woman read the book.", .german = "Die Frau las das Buch."},
    {.main = {"bring", Transitive, "the friends", "a cake", nullptr, kPast},
     .english = "The friends brought a cake.", .german = "Die Freunde brachten einen Kuchen."},
    {.main = {"wave to", DativeObject, "the girl", "the teacher", nullptr, kPast},
     .english = "The girl waved to the teacher.", .german = "Das Mädchen winkte dem Lehrer.",
     .alignment = "0 1 2,3 4 5"},
    {.main = {"go", To, "the children", "the school", nullptr, kPast},
     .english = "The children went to the school.", .german = "Die Kinder gingen zur Schule."},
    {.main = {"know", Transitive, "the king", "the city", nullptr, kPast},
     .english = "The king knew the city.", .german = "Der König kannte die Stadt."},
    {.main = {"take", Transitive, "the cats", "the ball", nullptr, kPast},
     .english = "The cats took the ball.", .german = "Die Katzen nahmen den Ball."},

    // dass and weil: a comma, and the verb last, after nicht.
    {.main = {"say", That, "the man"}, .conjunction = Conjunction::That,
     .sub = {"see", Transitive, "the dog", "the cat"},
     .english = "The man says that the dog sees the cat.",
     .german = "Der Mann sagt, dass der Hund die Katze sieht.", .alignment = "0 1 2 3 4 5 7 8 6"},
    {.main = {"know", That, "the woman", nullptr, nullptr, kPast, kNegated}, .conjunction = Conjunction::That,
     .sub = {"help", DativeObject, "the boy", "the old man", nullptr, false, kNegated},
     .english = "The woman did not know that the boy does not help the old man.",
     .german = "Die Frau wusste nicht, dass der Junge dem alten Mann nicht hilft.",
     .alignment = "0 1 2,4 3 5 6 7 11 12 13 9 8,10"},
    {.main = {"run", To, "the dog", "the tree"}, .conjunction = Conjunction::Because,
     .sub = {"see", Transitive, "the cat", "the dog", nullptr, kPast},
     .english = "The dog runs to the tree because the cat saw the dog.",
     .german = "Der Hund läuft zum Baum, weil die Katze den Hund sah."},
    {.main = {"laugh", With, "the child", "the mother"}, .conjunction = Conjunction::Because,
     .sub = {"give", Ditransitive, "the father", "a book", "the child", false, kNegated},
     .english = "The child laughs with the mother because the father does not give the child a book.",
     .german = "Das Kind lacht mit der Mutter, weil der Vater dem Kind kein Buch gibt."},
    {.main = {"hope", That, "the girls"}, .conjunction = Conjunction::That,
     .sub = {"get", From, "the boy", "a ball", "the father"},
     .english = "The girls hope that the boy gets a ball from the father.",
     .german = "Die Mädchen hoffen, dass der Junge einen Ball vom Vater bekommt."},
    {.main = {"see", Transitive, "the women", "the ship", nullptr, kPast, kNegated},
     .conjunction = Conjunction::Because, .sub = {"go", To, "the men", "the sea"},
     .english = "The women did not see the ship because the men go to the sea.",
     .german = "Die Frauen sahen das Schiff nicht, weil die Männer zum Meer gehen."},
    {.main = {"eat", Transitive, "the dog", "the cake"}, .conjunction = Conjunction::Because,
     .sub = {"play", With, "the child", "the dog", nullptr, false, kNegated},
     .english = "The dog eats the cake because the child does not play with the dog.",
     .german = "Der Hund isst den Kuchen, weil das Kind nicht mit dem Hund spielt."},
};
// clang-format on

// English verb forms of the verbs with a use of this frame, as a regular-expression group:
// finite (3rd singular and past) or base forms.
std::string verbForms(Frame frame, bool finite) {
    std::set<std::string> forms;
    for (const Verb& verb : verbs())
        for (const Usage& use : verb.uses)
            if (use.subject && use.frame == frame) {
                if (finite) {
                    forms.insert(verb.english3sg);
                    forms.insert(verb.englishPast);
                } else {
                    forms.insert(verb.english);
                }
            }
    std::string group = "(?:";
    for (const std::string& form : forms) group += (group.size() > 3 ? "|" : "") + form;
    return group + ")";
}

// Replaces {TV} (transitive, finite), {TVbase}, {DV} (dative object, finite) and {DiV}
// (ditransitive, any form) in a rule.
std::string expand(std::string pattern) {
    const std::pair<std::string, std::string> groups[] = {
        {"{TVbase}", verbForms(Transitive, false)},
        {"{TV}", verbForms(Transitive, true)},
        {"{DV}", verbForms(DativeObject, true)},
        {"{DiV}", verbForms(Ditransitive, true) + "|" + verbForms(Ditransitive, false)},
    };
    for (const auto& [name, group] : groups)
        for (size_t at; (at = pattern.find(name)) != std::string::npos;)
            pattern.replace(at, name.size(), "(?:" + group + ")");
    return pattern;
}

struct Rule {
    const char* literal;  // in every English sentence it matches, lower-cased: a filter
    const char* english;  // regular expressions (Perl syntax); see expand()
    const char* german;
};
// Each rule of germanPatternRules, by the English it matches and the German it must have.
const Rule kGermanRules[] = {
    // Nominative subjects.
    {"big dog", "^The big dog ", "^Der große Hund "},
    {"big dog", "^A big dog ", "^Ein großer Hund "},
    {"big dog", "^The big dogs ", "^Die großen Hunde "},
    {"big dog", "^Big dogs ", "^Große Hunde "},
    {"tired cat", "^A tired cat ", "^Eine müde Katze "},
    {"tired cat", "^The tired cats ", "^Die müden Katzen "},
    {"small child", "^A small child ", "^Ein kleines Kind "},
    {"old boy", "^The old boy ", "^Der alte Junge "},
    // Accusative objects: weak, mixed and strong endings, kein, weak nouns.
    {"big dog", "\\b{TV} the big dog( because|\\.$)", " den großen Hund\\b"},
    {"big dog", "\\b{TV} a big dog( because|\\.$)", " einen großen Hund\\b"},
    {"big dog", "\\bnot {TVbase} a big dog( because|\\.$)", " keinen großen Hund\\b"},
    {"big dog", "\\b{TV} big dogs( because|\\.$)", " große Hunde\\b"},
    {"big dog", "\\bnot {TVbase} big dogs( because|\\.$)", " keine großen Hunde\\b"},
    {"small child", "\\b{TV} the small child( because|\\.$)", " das kleine Kind\\b"},
    {"small child", "\\b{TV} a small child( because|\\.$)", " ein kleines Kind\\b"},
    {"tired cat", "\\b{TV} the tired cat( because|\\.$)", " die müde Katze\\b"},
    {"old boy", "\\b{TV} the old boy( because|\\.$)", " den alten Jungen\\b"},
    // Dative objects, recipients and prepositions.
    {"big dog", "\\b{DV} the big dog( because|\\.$)", " dem großen Hund\\b"},
    {"big dog", "\\b{DV} the big dogs( because|\\.$)", " den großen Hunden\\b"},
    {"tired cat", "\\b{DV} a tired cat( because|\\.$)", " einer müden Katze\\b"},
    {"old boy", "\\b{DV} the old boy( because|\\.$)", " dem alten Jungen\\b"},
    {"small child", "\\b{DiV} the small child (a|an|the) ", " dem kleinen Kind "},
    {"big dog", " with the big dog\\b", " mit dem großen Hund\\b"},
    {"big dog", " with big dogs\\b", " mit (keinen )?großen Hunden\\b"},
    {"tired cat", " with a tired cat\\b", " mit (einer|keiner) müden Katze\\b"},
    {"big dog", "\\b(?!wave)[a-z]+ to the big dog\\b", " zum großen Hund\\b"},
    {"tired cat", "\\b(?!wave)[a-z]+ to the tired cat\\b", " zur müden Katze\\b"},
    {"old boy", "\\b(?!wave)[a-z]+ to the old boy\\b", " zum alten Jungen\\b"},
    {"small child", " from the small child\\b", " vom kleinen Kind\\b"},
    {"small child", " from a small child\\b", " von einem kleinen Kind\\b"},
    // Negation in main clauses.
    {"big dog", "^The big dog (does|did) not {TVbase} the [a-z]+\\.$",
     "^Der große Hund \\S+ (den|die|das) \\S+ nicht\\.$"},
    {"big dog", "^The big dog (does|did) not [a-z]+ with the ",
     "^Der große Hund \\S+ nicht mit (dem|der|den) "},
    {"old boy", "^The old boy (does|did) not [a-z]+ that ",
     "^Der alte Junge [a-zäöüß]+ nicht, dass "},
    // The verb last in dass/weil clauses, after nicht; plural agreement.
    {"big dog", " that the big dog ", ", dass der große Hund [^,]* (?!nicht\\.)[a-zäöüß]+\\.$"},
    {"tired cat", " because a tired cat ",
     ", weil eine müde Katze [^,]* (?!nicht\\.)[a-zäöüß]+\\.$"},
    {"big dog", " that the big dog (does|did) not {TVbase} the [a-z]+\\.$",
     ", dass der große Hund (den|die|das) \\S+ nicht [a-zäöüß]+\\.$"},
    {"big dog", "^The big dogs (do|did) not ", "^Die großen Hunde [a-zäöüß]+n "},
};

}  // namespace

class TestCorpusGrammar : public QObject {
    Q_OBJECT

private slots:
    void handCheckedSentences() {
        for (const Example& example : kExamples) {
            const Sentence sentence{clause(example.main), example.conjunction, clause(example.sub)};
            const AlignedPair pair = alignedPair(sentence);
            QCOMPARE(pair.english, std::string(example.english));
            QCOMPARE(pair.german, std::string(example.german));
            if (example.alignment)
                QCOMPARE(formatAlignment(pair.alignment), std::string(example.alignment));
        }
    }

    // Each rule: a generated sentence whose English matches must have German that matches. The
    // sentences are made to hold four noun phrases in every place they fit, and every rule must
    // match some sentence, so that no rule passes by matching nothing.
    void germanPatternRules() {
        const auto& rules = kGermanRules;
        QVERIFY(std::size(rules) >= 25);

        std::vector<AlignedPair> pairs;
        std::vector<std::string> lowerCase;
        const SentenceSampler sampler;
        Random random(17);
        for (const char* combination : {"big dog", "tired cat", "small child", "old boy"}) {
            const NounPhrase np = phrase(combination);
            for (int i = 0; i < 2500; ++i) {
                pairs.push_back(alignedPair(sampler.drawWith(random, {np.noun, np.adjective})));
                lowerCase.push_back(pairs.back().english);
                lowerCase.back()[0] = char(std::tolower(lowerCase.back()[0]));
            }
        }
        // QRegularExpression rather than std::regex: libstdc++'s regex trips GCC 12's
        // -Wmaybe-uninitialized under AddressSanitizer, and the build must stay warning-free.
        for (const Rule& rule : rules) {
            const QRegularExpression english(QString::fromStdString(expand(rule.english))),
                german(QString::fromUtf8(rule.german));
            QVERIFY2(english.isValid() && german.isValid(), rule.english);
            int matched = 0;
            for (size_t i = 0; i < pairs.size(); ++i) {
                const AlignedPair& p = pairs[i];
                if (lowerCase[i].find(rule.literal) == std::string::npos ||
                    !english.match(QString::fromStdString(p.english)).hasMatch())
                    continue;
                ++matched;
                QVERIFY2(german.match(QString::fromStdString(p.german)).hasMatch(),
                         (p.english + " → " + p.german).c_str());
            }
            QVERIFY2(matched > 0, rule.english);
        }
    }

    void vocabularyIsLargeEnough() {
        // Nouns with one English form for both numbers are not drawn (SentenceSampler).
        std::set<std::string> germanNouns, germanVerbs, germanAdjectives;
        for (const Noun& noun : nouns())
            if (std::string(noun.english) != noun.englishPlural) germanNouns.insert(noun.german);
        for (const Verb& verb : verbs()) germanVerbs.insert(verb.german);
        for (const Adjective& adjective : adjectives()) germanAdjectives.insert(adjective.german);
        QVERIFY2(germanNouns.size() >= 150, std::to_string(germanNouns.size()).c_str());
        QVERIFY2(germanVerbs.size() >= 60, std::to_string(germanVerbs.size()).c_str());
        QVERIFY2(germanAdjectives.size() >= 40, std::to_string(germanAdjectives.size()).c_str());
    }

    void lexiconIsConsistent() {
        std::set<std::string> english, german;
        for (const Noun& noun : nouns()) {
            QVERIFY2(english.insert(noun.english).second, noun.english);
            if (std::string(noun.english) != noun.englishPlural)
                QVERIFY2(english.insert(noun.englishPlural).second, noun.englishPlural);
            QVERIFY2(german.insert(noun.german).second, noun.german);
            // Weak declension exists only for masculine nouns.
            QVERIFY(!noun.germanOblique || noun.gender == Gender::Masculine);
            bool described = false;  // some adjective fits every noun
            for (const Adjective& adjective : adjectives())
                described |= bool(adjective.fits & noun.kind);
            QVERIFY2(described, noun.english);
        }
        std::set<std::string> englishAdjectives, germanAdjectives;
        for (const Adjective& adjective : adjectives()) {
            QVERIFY2(englishAdjectives.insert(adjective.english).second, adjective.english);
            QVERIFY2(germanAdjectives.insert(adjective.german).second, adjective.german);
        }
        // One German verb for each English verb and clause shape ("helps the man" and "sees
        // the man" have the same shape), so that every English sentence has one translation;
        // and a noun for every place of every use, or the sampler would search forever.
        std::map<std::pair<std::string, int>, std::string> translation;
        for (const Verb& verb : verbs())
            for (const Usage& use : verb.uses) {
                if (!use.subject) continue;
                const int shape = use.frame == DativeObject ? int(Transitive) : int(use.frame);
                const auto [it, added] = translation.insert({{verb.english, shape}, verb.german});
                QVERIFY2(added || it->second == verb.german, verb.english);
                for (Kinds place : {use.subject, use.object, use.other}) {
                    bool filled = place == 0;
                    for (const Noun& noun : nouns()) filled |= bool(noun.kind & place);
                    QVERIFY2(filled, verb.english);
                }
                const bool needsOther = use.frame == Ditransitive || use.frame == From;
                QCOMPARE(use.other != 0, needsOther);
                QCOMPARE(use.object != 0, use.frame != That);
            }
        // The legacy rows keep the classes the first generator read from them (Lexicon.h).
        QCOMPARE(std::string(nouns()[kLegacyNouns - 1].english), std::string("song"));
        QCOMPARE(std::string(adjectives()[kLegacyAdjectives - 1].english), std::string("strong"));
        QCOMPARE(std::string(verbs()[kLegacyVerbs - 1].english), std::string("catch"));
        for (const Verb& verb : verbs().first(kLegacyVerbs)) {
            QCOMPARE(verb.uses[0].frame, Transitive);
            const std::string name = verb.english;
            const bool inanimateOnly = name == "build" || name == "open" || name == "read";
            QCOMPARE(!(verb.uses[0].object & kind::Animate), inanimateOnly);
        }
        int animateOnly = 0;
        for (const Adjective& adjective : adjectives().first(kLegacyAdjectives))
            animateOnly += adjective.fits == kind::Animate;
        QCOMPARE(animateOnly, 6);  // young, tired, clever, hungry, happy, friendly
    }

    void heldOutCombinationsCanBeDrawn() {
        const SentenceSampler sampler;
        Random random(3);
        const Noun* dog = findNoun("dog");
        const Verb* follow = findVerb("follow", DativeObject);
        for (int i = 0; i < 50; ++i) {
            const Sentence s = sampler.drawWith(random, {dog, nullptr, follow});
            QVERIFY(holds(s, {dog, nullptr, follow}));
            const Sentence t = sampler.drawWith(random, {dog, findAdjective("big"), nullptr});
            QVERIFY(holds(t, {dog, findAdjective("big"), nullptr}));
        }
        // A door cannot be the subject of "see", nor a horse "empty".
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument,
            sampler.drawWith(random, {findNoun("door"), nullptr, findVerb("see", Transitive)}));
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument,
            sampler.drawWith(random, {findNoun("horse"), findAdjective("empty"), nullptr}));
    }
};

QTEST_GUILESS_MAIN(TestCorpusGrammar)
#include "tst_corpusgrammar.moc"
