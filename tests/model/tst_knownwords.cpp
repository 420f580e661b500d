// The words the corpus generator writes (issue 19, "Teaching"): KnownWords holds every word of
// generated sentences and no word they never hold, and the built-in test split is the one the
// figures of docs/models.md were measured on.

#include <QTest>

#include <set>
#include <string>
#include <vector>

#include "corpus/BuiltinCorpus.h"
#include "corpus/Corpus.h"
#include "corpus/KnownWords.h"

using namespace atlas::corpus;

namespace {

// A sentence's words without its full stop and the comma before "dass"/"weil".
std::vector<std::string> wordsOf(const std::string& sentence) {
    std::vector<std::string> words = splitWords(sentence);
    for (std::string& w : words)
        while (!w.empty() && (w.back() == '.' || w.back() == ',')) w.pop_back();
    return words;
}

}  // namespace

class TestKnownWords : public QObject {
    Q_OBJECT

    Corpus corpus_;  // the built-in models' corpus: default sizes, seed 1

private slots:
    void initTestCase() { corpus_ = generateCorpus({}, kBuiltinCorpusSeed); }

    // Every word of 2000 sentences drawn with another seed, in both languages, is known; the
    // English ones also in upper case, as a sentence starts.
    void everyGeneratedWordIsKnown() {
        const KnownWords& known = knownWords();
        const Corpus other = generateCorpus({2000, 0, 0, 0}, 7);
        size_t checked = 0;
        for (const AlignedPair& pair : other.train) {
            for (const std::string& word : wordsOf(pair.english)) {
                QVERIFY2(known.knowsEnglish(word), (word + " in: " + pair.english).c_str());
                ++checked;
            }
            for (const std::string& word : wordsOf(pair.german))
                QVERIFY2(known.knowsGerman(word), (word + " in: " + pair.german).c_str());
        }
        QVERIFY(checked > 2000 * 5);
        for (const AlignedPair& pair : corpus_.test)  // the novel pairs are drawn differently
            for (const std::string& word : wordsOf(pair.english))
                QVERIFY2(known.knowsEnglish(word), word.c_str());
    }

    // No word is known that the corpus never holds: every known word occurs in the 23 000
    // sentences the built-in models were trained, validated and tested on.
    void everyKnownWordOccurs() {
        std::set<std::string> english, german;
        for (const auto* split : {&corpus_.train, &corpus_.validation, &corpus_.test})
            for (const AlignedPair& pair : *split) {
                const std::vector<std::string> e = wordsOf(pair.english), g = wordsOf(pair.german);
                for (size_t i = 0; i < e.size(); ++i) {
                    // The sentence's first word, as the lexicon spells it: lower case.
                    std::string word = e[i];
                    if (i == 0 && !word.empty()) word[0] = char(std::tolower(word[0]));
                    english.insert(word);
                }
                german.insert(g.begin(), g.end());
            }
        const KnownWords& known = knownWords();
        for (const std::string& word : known.english)
            QVERIFY2(english.count(word), ("known but never written: " + word).c_str());
        size_t missing = 0;
        for (const std::string& word : known.german) {
            std::string capitalised = word;  // (in place: GCC 12 misjudges `string + string`)
            if (!capitalised.empty()) capitalised[0] = char(std::toupper(capitalised[0]));
            if (!german.count(word) && !german.count(capitalised)) ++missing;
        }
        // German has more forms (case × gender × article of every adjective): a few rare ones
        // may be missing from 23 000 sentences, no more.
        QVERIFY2(missing * 100 < known.german.size(), std::to_string(missing).c_str());
    }

    // What a class types: "she" and "Schildkröten" are not English words of the corpus, and
    // "fish", a lexicon row the sampler never draws (one English form for both numbers), is not
    // either; "computer" and "turtles" are.
    void wordsAClassTypes() {
        const KnownWords& known = knownWords();
        QVERIFY(!known.knowsEnglish("she"));
        QVERIFY(!known.knowsEnglish("Schildkröten"));
        QVERIFY(!known.knowsEnglish("fish"));
        QVERIFY(!known.knowsEnglish("sheep"));
        QVERIFY(known.knowsEnglish("computer"));
        QVERIFY(known.knowsEnglish("turtles"));
        QVERIFY(known.knowsEnglish("The"));
        QVERIFY(known.knowsGerman("Schildkröten"));
        QVERIFY(known.knowsGerman("Der"));
        QVERIFY(!known.knowsGerman("sie"));
        QVERIFY(!known.knowsGerman("Fisch"));
    }

    // The groups are the parts of the sentence the grammar says each word spells.
    void wordsAreGroupedByPart() {
        const auto& parts = knownWords().englishByPart;
        QVERIFY(parts.at(Part::Noun).count("dog") && parts.at(Part::Noun).count("dogs"));
        QVERIFY(parts.at(Part::Verb).count("sees") && parts.at(Part::Verb).count("saw") &&
                parts.at(Part::Verb).count("does"));
        QVERIFY(parts.at(Part::Adjective).count("small"));
        QCOMPARE(parts.at(Part::Determiner), (std::set<std::string>{"a", "an", "the"}));
        QCOMPARE(parts.at(Part::Conjunction), (std::set<std::string>{"because", "that"}));
        QCOMPARE(parts.at(Part::Negation), (std::set<std::string>{"not"}));
        QVERIFY(!parts.at(Part::Noun).count("sees"));
        size_t total = 0;
        std::set<std::string> all;
        for (const auto& [part, words] : parts) all.insert(words.begin(), words.end());
        total = all.size();
        QCOMPARE(total, knownWords().english.size());
    }

    // The split the example button draws from is the generated corpus's test split.
    void builtinTestSplitIsTheCorpusTestSplit() {
        const std::vector<AlignedPair> test = builtinTestSplit();
        QCOMPARE(test.size(), size_t(2000));
        QCOMPARE(test.size(), corpus_.test.size());
        for (size_t i = 0; i < test.size(); ++i) {
            QCOMPARE(test[i].english, corpus_.test[i].english);
            QCOMPARE(test[i].german, corpus_.test[i].german);
        }
        QVERIFY(test[0].novel && !test[1999].novel);
    }
};

QTEST_APPLESS_MAIN(TestKnownWords)
#include "tst_knownwords.moc"
