// The models of tokenizer.json (model/tokenizers: Bpe, WordPiece, WordLevel, Unigram, readModel)
// against Hugging Face's own `tokenizers`: tests/data/hfmodels/models.json holds the ids and
// tokens that its npm binding (version in the file's "oracle" field, 0.23.2 when written) gives
// for each word alone, and the models it refuses; scripts/hfmodels-fixture.js regenerates it.
// Then what the oracle cannot check: refusals where tokenizers accepts or panics, explain(),
// BPE against a plain-loop reference, the cache under two threads, hostile sizes and the speed.

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "Components.h"
#include "Utf8.h"

using namespace atlas::hf;
using nlohmann::json;

namespace {

const json& fixture() {
    static const json j = [] {
        std::ifstream in(ATLAS_HFMODELS_FIXTURE, std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        return json::parse(text.str());
    }();
    return j;
}

// The model of a fixture entry: its own, or a trained base with fields replaced and tokens
// appended as scripts/hfmodels-fixture.js variant() does.
json modelOf(const json& entry) {
    if (entry.contains("model")) return entry["model"];
    json m = fixture()["bases"][entry["base"].get<std::string>()];
    for (const auto& [key, value] : entry["patch"].items()) m[key] = value;
    for (const json& token : entry["add_tokens"]) {
        if (m["vocab"].is_array()) {
            m["vocab"].push_back(json::array({token, -20}));
        } else if (!m["vocab"].contains(token.get<std::string>())) {
            int next = 0;
            for (const auto& [_, id] : m["vocab"].items()) next = std::max(next, id.get<int>() + 1);
            m["vocab"][token.get<std::string>()] = next;
        }
    }
    return m;
}

const json& entryNamed(const std::string& name) {
    for (const json& e : fixture()["models"])
        if (e["name"] == name) return e;
    throw std::runtime_error("no fixture model " + name);
}

std::unique_ptr<SubwordModel> model(const std::string& name) {
    return readModel(modelOf(entryNamed(name)), "model");
}

struct Tokens {
    std::vector<int> ids;
    std::vector<std::string> pieces;
};
Tokens tokenize(const SubwordModel& m, std::string_view word) {
    Tokens t;
    m.tokenize(word, t.ids, t.pieces);
    return t;
}

// What readModel says about a model it refuses ("" when it reads it).
QString refusal(const json& j) {
    try {
        readModel(j, "model");
    } catch (const TokenizerJsonError& e) {
        return QString::fromUtf8(e.what());
    }
    return "";
}

json bpe(json vocab, json merges) {
    return {{"type", "BPE"}, {"unk_token", "<unk>"}, {"vocab", vocab}, {"merges", merges}};
}

// BPE as a plain loop: merge the adjacent pair of lowest rank, leftmost first, until none is
// left — what word.rs merge_all's heap computes — from the characters' ids.
std::vector<int> naiveMerges(std::vector<int> ids, const std::map<std::pair<int, int>, int>& rank,
                             const std::map<std::pair<int, int>, int>& made) {
    for (;;) {
        size_t best = ids.size();
        int bestRank = 0;
        for (size_t i = 0; i + 1 < ids.size(); ++i) {
            const auto it = rank.find({ids[i], ids[i + 1]});
            if (it != rank.end() && (best == ids.size() || it->second < bestRank))
                best = i, bestRank = it->second;
        }
        if (best == ids.size()) return ids;
        ids[best] = made.at({ids[best], ids[best + 1]});
        ids.erase(ids.begin() + long(best) + 1);
    }
}

}  // namespace

class TestHfModels : public QObject {
    Q_OBJECT

private slots:
    void fixtureIsComplete();
    void oracleIds_data();
    void oracleIds();
    void oracleRefusals_data();
    void oracleRefusals();
    void refusalsNamePaths();
    void refusalsBeyondTokenizers();
    void unknownNeededButAbsent();
    void explainBpe();
    void explainWordPiece();
    void explainUnigram();
    void explainUnigramRunnerUpIsSecondBest();
    void explainEndsWithTheTokens();
    void bpeAgainstPlainLoop();
    void cacheUnderTwoThreads();
    void hostileSizes();
    void bpeThroughput();
};

void TestHfModels::fixtureIsComplete() {
    // Every kind and every refusal the generator writes is here, each model with its words.
    int read = 0, refused = 0, words = 0;
    std::set<std::string> types;
    for (const json& e : fixture()["models"]) {
        if (e.contains("loadError")) {
            ++refused;
            continue;
        }
        ++read;
        words += int(e["cases"].size());
        QVERIFY2(!e["cases"].empty(), e["name"].get<std::string>().c_str());
        types.insert(modelOf(e).value("type", "BPE"));
    }
    QVERIFY(fixture()["oracle"].get<std::string>().starts_with("tokenizers (npm) "));
    QCOMPARE(types, (std::set<std::string>{"BPE", "WordPiece", "WordLevel", "Unigram"}));
    QVERIFY(read >= 40);
    QVERIFY(refused >= 25);
    QVERIFY(words >= 1000);
}

void TestHfModels::oracleIds_data() {
    QTest::addColumn<QString>("name");
    for (const json& e : fixture()["models"])
        if (!e.contains("loadError")) {
            const std::string name = e["name"];
            QTest::newRow(name.c_str()) << QString::fromStdString(name);
        }
}

void TestHfModels::oracleIds() {
    QFETCH(QString, name);
    const json& entry = entryNamed(name.toStdString());
    const auto m = model(name.toStdString());
    for (int pass = 0; pass < 2; ++pass)  // the second pass reads the word cache
        for (const json& c : entry["cases"]) {
            const std::string word = c["word"];
            const QByteArray shown = QByteArray::fromStdString(word.substr(0, 80));
            if (c.contains("error")) {
                bool threw = false;
                try {
                    tokenize(*m, word);
                } catch (const TokenizerJsonError& e) {
                    threw = std::string(e.what()).starts_with("model.unk");
                }
                QVERIFY2(threw, shown.constData());
                continue;
            }
            const Tokens t = tokenize(*m, word);
            if (t.ids != c["ids"].get<std::vector<int>>() ||
                t.pieces != c["tokens"].get<std::vector<std::string>>())
                QFAIL(qPrintable("'" + QString::fromUtf8(shown) + "': ids " +
                                 QString::fromStdString(json(t.ids).dump()) + ", oracle " +
                                 QString::fromStdString(c["ids"].dump())));
        }
}

void TestHfModels::oracleRefusals_data() {
    QTest::addColumn<QString>("name");
    for (const json& e : fixture()["models"])
        if (e.contains("loadError")) {
            const std::string name = e["name"];
            QTest::newRow(name.c_str()) << QString::fromStdString(name);
        }
}

void TestHfModels::oracleRefusals() {
    QFETCH(QString, name);
    const QString message = refusal(entryNamed(name.toStdString())["model"]);
    QVERIFY2(message.startsWith("model"), qPrintable(message));
    QVERIFY2(!message.contains('\n'), qPrintable(message));
}

void TestHfModels::refusalsNamePaths() {
    const json abc = {{"<unk>", 0}, {"a", 1}, {"b", 2}, {"ab", 3}};
    QCOMPARE(refusal(bpe(abc, {"a b", "a d"})),
             "model.merges[1]: 'a d' names 'd', absent from the vocabulary");
    QCOMPARE(refusal(bpe(abc, {"a b", "b a"})),
             "model.merges[1]: 'b a' makes 'ba', absent from the vocabulary");
    QCOMPARE(refusal(bpe(abc, {"a b c"})),
             "model.merges[0]: 'a b c' is not two tokens separated by one space");
    QCOMPARE(refusal(bpe({{"a", -1}}, json::array())),
             "model.vocab['a']: expected a non-negative integer, not -1");
    QCOMPARE(refusal(bpe({{"a", 4294967296}}, json::array())),
             "model.vocab['a']: 4294967296 is out of range (0..2147483647)");
    QCOMPARE(refusal({{"type", "Foo"}}), "model: unknown type 'Foo'");
    QCOMPARE(refusal({{"type", "BPE"}, {"vocab", abc}}), "model: missing field 'merges'");
    QCOMPARE(refusal({{"type", "WordLevel"}, {"vocab", abc}, {"unk_token", 5}}),
             "model.unk_token: expected a string, not an integer");
    const json unk = json::array({json::array({"<unk>", 0})});
    QCOMPARE(refusal({{"type", "Unigram"}, {"unk_id", 2}, {"vocab", unk}}),
             "model.unk_id: 2 is beyond the vocabulary (1 pieces)");
    const json badScore = json::array({json::array({"<unk>", 0}), json::array({"a", "x"})});
    QCOMPARE(refusal({{"type", "Unigram"}, {"vocab", badScore}}),
             "model.vocab[1]: expected [piece, score], not [\"a\",\"x\"]");
    QCOMPARE(refusal(json::array()), "model: expected an object, not an array");
    // A control character in a token is shown escaped, a long one cut: one line always.
    const QString message = refusal(bpe(abc, {std::string(500, 'a') + "\n b"}));
    QVERIFY(!message.contains('\n'));
    QVERIFY(message.size() < 200);
}

void TestHfModels::refusalsBeyondTokenizers() {
    // tokenizers accepts these; we refuse them (see Vocabulary.h, BpeMerges.cpp).
    // Two tokens with one id: tokenizers gives either text for the id, as its HashMap iterates.
    QCOMPARE(refusal(bpe({{"<unk>", 0}, {"a", 1}, {"b", 1}}, json::array())),
             "model.vocab: tokens 'a' and 'b' both have id 1");
    // An id far beyond the vocabulary's size: a reverse map of holes.
    QCOMPARE(refusal(bpe({{"<unk>", 0}, {"a", 2000000000}}, json::array())),
             "model.vocab: id 2000000000 is out of range: the vocabulary has 2 tokens");
    // Holes are fine.
    QCOMPARE(refusal(bpe({{"<unk>", 0}, {"a", 70}}, json::array())), "");
    // tokenizers panics (slices b before its continuing_subword_prefix ends).
    json shortB = bpe({{"<unk>", 0}, {"a", 1}, {"b", 2}, {"ab", 3}}, {"a b"});
    shortB["continuing_subword_prefix"] = "##";
    QCOMPARE(refusal(shortB),
             "model.merges[0]: 'a b': 'b' does not begin with a whole continuing_subword_prefix");
    json midChar = bpe({{"<unk>", 0}, {"a", 1}, {"#é", 2}, {"ab", 3}}, {"a #é"});
    midChar["continuing_subword_prefix"] = "##";
    QVERIFY(refusal(midChar).startsWith("model.merges[0]: "));
}

void TestHfModels::unknownNeededButAbsent() {
    // tokenizers reads these models and refuses only a word that needs the unknown token.
    const auto m = readModel(bpe({{"a", 0}}, json::array()), "model");
    QCOMPARE(tokenize(*m, "aa").ids, (std::vector<int>{0, 0}));
    QVERIFY_THROWS_EXCEPTION(TokenizerJsonError, tokenize(*m, "ab"));
    try {
        tokenize(*m, "ab");
    } catch (const TokenizerJsonError& e) {
        QCOMPARE(std::string(e.what()), "model.unk_token: '<unk>' is not in the vocabulary");
    }
}

void TestHfModels::explainBpe() {
    const auto m = model("bpe-ranks");  // merges "a b" (0), "b c" (1), "ab c" (2)
    const std::vector<ModelStep> steps = m->explain("abcbc");
    QCOMPARE(steps.size(), size_t(4));
    QCOMPARE(steps[0].parts, (std::vector<std::string>{"a", "b", "c", "b", "c"}));
    QCOMPARE(steps[0].what, "characters");
    QCOMPARE(steps[1].parts, (std::vector<std::string>{"ab", "c", "b", "c"}));
    QCOMPARE(steps[1].what, "merge 'a' + 'b' (rank 0)");
    QCOMPARE(steps[1].score, 0.0);
    // What a view builds its own sentence from.
    QCOMPARE(steps[0].kind, ModelStep::Kind::Characters);
    QCOMPARE(steps[1].kind, ModelStep::Kind::Merge);
    QCOMPARE(steps[1].operands, (std::vector<std::string>{"a", "b"}));
    QCOMPARE(steps[2].parts, (std::vector<std::string>{"ab", "c", "bc"}));
    QCOMPARE(steps[2].what, "merge 'b' + 'c' (rank 1)");
    QCOMPARE(steps[3].parts, (std::vector<std::string>{"abc", "bc"}));
    QCOMPARE(steps[3].score, 2.0);
    const auto whole = model("bpe-ignore-merges");
    QCOMPARE(whole->explain("abab").size(), size_t(1));
    QCOMPARE(whole->explain("abab")[0].what, "the whole word is in the vocabulary");
}

void TestHfModels::explainWordPiece() {
    const auto m = model("wordpiece-small");
    std::vector<ModelStep> steps = m->explain("unaff");
    QCOMPARE(steps.size(), size_t(2));
    QCOMPARE(steps[0].parts, (std::vector<std::string>{"un", "aff"}));
    QCOMPARE(steps[0].what, "longest match 'un'");
    QCOMPARE(steps[1].parts, (std::vector<std::string>{"un", "##aff"}));
    QCOMPARE(steps[1].kind, ModelStep::Kind::LongestMatch);
    QCOMPARE(steps[1].operands, (std::vector<std::string>{"##aff"}));
    steps = m->explain("unx");
    QCOMPARE(steps.back().kind, ModelStep::Kind::NoMatch);
    QCOMPARE(steps.back().operands, (std::vector<std::string>{"x", "[UNK]"}));
    QCOMPARE(steps.back().parts, (std::vector<std::string>{"[UNK]"}));
    QCOMPARE(steps.back().what, "no piece begins 'x': the word is '[UNK]'");
    QCOMPARE(m->explain("unaffable")[0].what, "more than 5 characters: '[UNK]'");
}

void TestHfModels::explainUnigram() {
    // Scores: a b c d -1 each, cd -1.5, ab -1.5, abc -1.2, abcd -4.
    const auto m = model("unigram-small");
    const std::vector<ModelStep> steps = m->explain("abcd");
    QCOMPARE(steps.size(), size_t(2));
    QCOMPARE(steps[0].parts, (std::vector<std::string>{"abc", "d"}));
    QCOMPARE(steps[0].what, "best segmentation");
    QCOMPARE(steps[0].score, -2.2);
    QCOMPARE(steps[1].parts, (std::vector<std::string>{"ab", "cd"}));
    QCOMPARE(steps[1].what, "runner-up");
    QCOMPARE(steps[1].score, -3.0);
    // Unknown characters: scored min score − 10 each, then fused into one token.
    const std::vector<ModelStep> unknown = m->explain("axx");
    QCOMPARE(unknown[0].parts, (std::vector<std::string>{"a", "x", "x"}));
    QCOMPARE(unknown[0].score, -1.0 - 14 - 14);
    QCOMPARE(unknown.back().parts, (std::vector<std::string>{"a", "xx"}));
    QCOMPARE(unknown.back().what, "unknown characters fused");
}

void TestHfModels::explainUnigramRunnerUpIsSecondBest() {
    // Against every segmentation of short words, enumerated: the runner-up's score is the
    // second best score (ties with the best allowed).
    const json vocab = modelOf(entryNamed("unigram-small"))["vocab"];
    std::map<std::string, double> score;
    for (const json& p : vocab) score[p[0]] = p[1];
    const auto m = model("unigram-small");
    for (const std::string word : {"abcd", "abcdab", "cdab", "abab", "dcdc", "abcabc", "bcd"}) {
        std::vector<double> all;
        for (unsigned cuts = 0; cuts < (1u << (word.size() - 1)); ++cuts) {
            double s = 0;
            size_t start = 0;
            bool ok = true;
            for (size_t i = 1; i <= word.size(); ++i)
                if (i == word.size() || (cuts >> (i - 1) & 1)) {
                    const auto it = score.find(word.substr(start, i - start));
                    ok = ok && it != score.end();
                    if (ok) s += it->second;
                    start = i;
                }
            if (ok) all.push_back(s);
        }
        std::sort(all.rbegin(), all.rend());
        const std::vector<ModelStep> steps = m->explain(word);
        QCOMPARE(steps[0].score, all[0]);
        QVERIFY(steps.size() >= 2);
        QCOMPARE(steps[1].what, "runner-up");
        QCOMPARE(steps[1].score, all[1]);
        QVERIFY(steps[1].parts != steps[0].parts);
    }
}

void TestHfModels::explainEndsWithTheTokens() {
    // For every word of the fixture: the last step that is not the runner-up is the tokens.
    int checked = 0;
    for (const json& e : fixture()["models"]) {
        if (e.contains("loadError")) continue;
        const auto m = readModel(modelOf(e), "model");
        for (const json& c : e["cases"]) {
            if (c.contains("error")) continue;
            const std::vector<ModelStep> steps = m->explain(c["word"].get<std::string>());
            auto last = std::find_if(steps.rbegin(), steps.rend(),
                                     [](const ModelStep& s) { return s.what != "runner-up"; });
            QVERIFY(last != steps.rend());
            QCOMPARE(last->parts, c["tokens"].get<std::vector<std::string>>());
            ++checked;
        }
    }
    QVERIFY(checked >= 1000);
}

namespace {

// A BPE model's merges as maps of ids, for naiveMerges.
struct PlainBpe {
    std::map<std::string, int> vocab;
    std::map<std::pair<int, int>, int> rank, made;
    explicit PlainBpe(const json& m) {
        for (const auto& [token, id] : m["vocab"].items()) vocab[token] = id;
        int r = 0;
        for (const json& merge : m["merges"]) {
            std::string a, b;
            if (merge.is_array()) {
                a = merge[0], b = merge[1];
            } else {
                const std::string line = merge;
                a = line.substr(0, line.find(' ')), b = line.substr(line.find(' ') + 1);
            }
            const std::pair key{vocab.at(a), vocab.at(b)};
            rank[key] = r++;
            made[key] = vocab.at(a + b);
        }
    }
};

// Random words of the model's own characters and tokens: `count` words, many distinct.
std::vector<std::string> randomWords(const json& m, size_t count, unsigned seed) {
    std::vector<std::string> singles, tokens;
    for (const auto& [token, id] : m["vocab"].items()) {
        tokens.push_back(token);
        if (utf8::chars(token).size() == 1) singles.push_back(token);
    }
    std::mt19937 random(seed);
    std::vector<std::string> words;
    for (size_t i = 0; i < count; ++i) {
        std::string w;
        const int parts = 1 + int(random() % 4);
        for (int p = 0; p < parts; ++p)
            w += random() % 3 ? tokens[random() % tokens.size()]
                              : singles[random() % singles.size()];
        words.push_back(w);
    }
    return words;
}

std::vector<int> characterIds(const PlainBpe& plain, const std::string& word) {
    std::vector<int> ids;
    for (const std::string_view ch : utf8::chars(word))
        ids.push_back(plain.vocab.at(std::string(ch)));
    return ids;
}

double seconds(std::chrono::steady_clock::time_point since) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

}  // namespace

void TestHfModels::bpeAgainstPlainLoop() {
    for (const char* name : {"trained-bpe", "trained-bytelevel-bpe"}) {
        const json m = modelOf(entryNamed(name));
        const PlainBpe plain(m);
        const auto bpeModel = readModel(m, "model");
        for (const std::string& word : randomWords(m, 3000, 7)) {
            const std::vector<int> expected =
                naiveMerges(characterIds(plain, word), plain.rank, plain.made);
            if (tokenize(*bpeModel, word).ids != expected) QFAIL(("word '" + word + "'").c_str());
        }
    }
}

void TestHfModels::cacheUnderTwoThreads() {
    const json m = modelOf(entryNamed("trained-bytelevel-bpe"));
    const std::vector<std::string> words = randomWords(m, 4000, 11);
    std::vector<std::vector<int>> expected;
    {
        const auto fresh = readModel(m, "model");
        for (const std::string& w : words) expected.push_back(tokenize(*fresh, w).ids);
    }
    const auto shared = readModel(m, "model");
    std::atomic<int> wrong = 0;
    auto work = [&](bool backwards) {
        for (int round = 0; round < 3; ++round)
            for (size_t k = 0; k < words.size(); ++k) {
                const size_t i = backwards ? words.size() - 1 - k : k;
                if (tokenize(*shared, words[i]).ids != expected[i]) ++wrong;
            }
    };
    std::thread other(work, true);
    work(false);
    other.join();
    QCOMPARE(wrong.load(), 0);
}

void TestHfModels::hostileSizes() {
    // A word of 200 000 characters (never cached): merged by the heap, and all of it kept.
    const auto byteLevel = model("trained-bytelevel-bpe");
    std::string huge;
    for (const std::string& w : randomWords(modelOf(entryNamed("trained-bytelevel-bpe")), 40000, 3))
        huge += w;
    auto start = std::chrono::steady_clock::now();
    const Tokens t = tokenize(*byteLevel, huge);
    qInfo("BPE, one word of %zu bytes: %zu tokens in %.3f s", huge.size(), t.ids.size(),
          seconds(start));
    std::string joined;
    for (const std::string& p : t.pieces) joined += p;
    QCOMPARE(joined, huge);
    // WordPiece on a word of 180 000 characters with no length limit: linear in the word,
    // as no match is tried longer than the longest token.
    json unlimited = modelOf(entryNamed("trained-wordpiece"));
    unlimited["max_input_chars_per_word"] = 1000000000;
    const auto wordPiece = readModel(unlimited, "model");
    std::string repeated;
    for (int i = 0; i < 20000; ++i) repeated += "attention";
    start = std::chrono::steady_clock::now();
    const Tokens w = tokenize(*wordPiece, repeated);
    qInfo("WordPiece, one word of %zu bytes: %zu tokens in %.3f s", repeated.size(), w.ids.size(),
          seconds(start));
    std::string rejoined;
    for (const std::string& p : w.pieces) rejoined += p.starts_with("##") ? p.substr(2) : p;
    QCOMPARE(rejoined, repeated);
    // A vocabulary of 475 254 tokens (every word of 1 to 4 letters a–z) and 475 228 merges.
    json vocab = json::object(), merges = json::array();
    std::vector<std::string> level{""};
    for (int length = 1; length <= 4; ++length) {
        std::vector<std::string> next;
        for (const std::string& s : level)
            for (char c = 'a'; c <= 'z'; ++c) {
                const std::string t2 = s + c;
                vocab[t2] = int(vocab.size());
                if (length > 1) merges.push_back(s + " " + std::string(1, c));
                next.push_back(t2);
            }
        level = std::move(next);
    }
    vocab["<unk>"] = int(vocab.size());
    const json big = bpe(vocab, merges);
    start = std::chrono::steady_clock::now();
    const auto giant = readModel(big, "model");
    qInfo("BPE, %d tokens and %zu merges read in %.2f s", giant->vocabSize(), merges.size(),
          seconds(start));
    const PlainBpe plain(big);
    for (const std::string word : {"hello", "attention", "abcdefghijklmnopqrstuvwxyz", "zzzzzzzz"})
        QCOMPARE(tokenize(*giant, word).ids,
                 naiveMerges(characterIds(plain, word), plain.rank, plain.made));
}

void TestHfModels::bpeThroughput() {
    // Not a timed assertion: the figures of docs/speed.md, printed.
    const json m = modelOf(entryNamed("trained-bytelevel-bpe"));
    const std::vector<std::string> distinct = randomWords(m, 200000, 5);
    std::vector<std::string> words;
    size_t bytes = 0;
    for (size_t i = 0; bytes < (1u << 20); ++i) {
        words.push_back(distinct[i % distinct.size()]);
        bytes += words.back().size();
    }
    for (const bool repeated : {false, true}) {
        const auto bpeModel = readModel(m, "model");
        std::vector<std::string> run = words;
        if (repeated)  // as text: a few thousand distinct words, each met many times
            for (size_t i = 0; i < run.size(); ++i) run[i] = distinct[(i * 7919) % 3000];
        size_t total = 0, tokens = 0;
        for (const std::string& w : run) total += w.size();
        const auto start = std::chrono::steady_clock::now();
        for (const std::string& w : run) tokens += tokenize(*bpeModel, w).ids.size();
        const double s = seconds(start);
        qInfo("BPE (%d merges), %s: %.2f MB in %.3f s = %.1f MB/s, %zu tokens",
              int(m["merges"].size()),
              repeated ? "3000 distinct words repeated" : "words mostly new", total / 1e6, s,
              total / 1e6 / s, tokens);
    }
}

QTEST_GUILESS_MAIN(TestHfModels)
#include "tst_hfmodels.moc"
