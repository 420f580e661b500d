// The regex engines of model/tokenizers/Regex: the split patterns of GPT-2, Llama 3 and Qwen2
// run on PCRE2's JIT, rewritten where it differs from Oniguruma (what `tokenizers` runs); the
// two must find the same matches on any text. Checked on random texts drawn from the
// characters where engines and Unicode classes disagree, and on every code point.

#include <QTest>

#include <random>

#include "ByteLevel.h"
#include "Regex.h"
#include "Utf8.h"

using atlas::hf::Regex;

namespace {

const char* const kLlama3 =
    "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| "
    "?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";
const char* const kQwen2 =
    "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}| "
    "?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";

// Characters where \s, \p{L}, \p{N} and case folding are delicate.
const std::vector<char32_t> kAlphabet = {
    'a',    'Z',    's',    'S',     't',     'r',    'e',     'v',     'm',    'l',    'd',
    'K',    '\'',   ' ',    ' ',     '\t',    '\n',   '\r',    0x0B,    0x0C,   '1',    '9',
    '.',    '!',    '_',    '-',     0x85,    0xA0,   0x17F,   0x212A,  0x180E, 0x200B, 0x200D,
    0x2028, 0x2029, 0x202F, 0x205F,  0x3000,  0x1680, 0x2003,  0x00E9,  0x0301, 0x0903, 0x4E2D,
    0x0663, 0x00BD, 0x2167, 0x1F600, 0x1F3FD, 0xFE0F, 0x10D50, 0x11F04, 0xE000, 0xFFFD, 0x0000,
    0x007F, 0x2019, 0x00DF, 0x1E9E,  0x0130,  0x03A3, 0x05D0,  0x0E01,  0x0915, 0x094D};

std::string randomText(std::mt19937& rng, size_t length) {
    std::uniform_int_distribution<size_t> pick(0, kAlphabet.size() - 1);
    std::string text;
    for (size_t i = 0; i < length; ++i) atlas::hf::utf8::append(text, kAlphabet[pick(rng)]);
    return text;
}

std::vector<std::string> patterns() {
    return {atlas::hf::ByteLevelPreTokenizer::gpt2Pattern(), kLlama3, kQwen2};
}

}  // namespace

class TestHfRegex : public QObject {
    Q_OBJECT

private slots:
    void knownPatternsUsePcre2() {
        for (const std::string& p : patterns()) {
            QVERIFY(Regex(p).usesPcre2());
            QVERIFY(!Regex(p, Regex::Engine::Oniguruma).usesPcre2());
        }
        QVERIFY(!Regex(R"(\w+|[^\w\s]+)").usesPcre2());
    }

    void enginesAgreeOnRandomTexts() {
        std::mt19937 rng(37);
        for (const std::string& p : patterns()) {
            const Regex fast(p), exact(p, Regex::Engine::Oniguruma);
            for (int round = 0; round < 400; ++round) {
                const std::string text = randomText(rng, 1 + round % 64);
                QCOMPARE(fast.findAll(text), exact.findAll(text));
            }
        }
    }

    // Each code point alone, after a space and after an apostrophe.
    void enginesAgreeOnEveryCodePoint() {
        for (const std::string& p : patterns()) {
            const Regex fast(p), exact(p, Regex::Engine::Oniguruma);
            std::string text;
            for (char32_t c = 1; c < 0x110000; ++c) {
                if (c >= 0xD800 && c < 0xE000) continue;
                text += c % 2 ? " " : "'";
                atlas::hf::utf8::append(text, c);
                text += c % 3 ? "x" : "\n";
            }
            QCOMPARE(fast.findAll(text), exact.findAll(text));
        }
    }

    // onig's find_iter: an empty match right after the previous match is skipped.
    void emptyMatchesAsFindIter() {
        using M = std::vector<std::pair<size_t, size_t>>;
        QCOMPARE(Regex("a*").findAll("baac"), (M{{0, 0}, {1, 3}, {4, 4}}));
        QCOMPARE(Regex("").findAll("ab"), (M{{0, 0}, {1, 1}, {2, 2}}));
        QCOMPARE(Regex("").findAll(""), (M{{0, 0}}));
    }

    void longRunsDoNotFail() {
        const std::string text = std::string(200000, ' ') + "x" + std::string(200000, 'a');
        for (const std::string& p : patterns())
            QCOMPARE(Regex(p).findAll(text), Regex(p, Regex::Engine::Oniguruma).findAll(text));
    }
};

QTEST_APPLESS_MAIN(TestHfRegex)
#include "tst_hfregex.moc"
