// tokenizer.json pre-tokenizers (model/tokenizers, readPreTokenizer) against Hugging Face's
// `tokenizers` 0.23.2: every pre-tokenizer type, behaviour and Metaspace scheme on hostile
// texts (tests/data/hf-components, written by the npm binding), with each piece's offset in
// the original text where ours is exact; added tokens left alone; the refusals.

#include <QElapsedTimer>
#include <QTest>

#include <nlohmann/json.hpp>

#include "Components.h"
#include "HfComponentCases.h"

using namespace atlas::hf;
using nlohmann::json;

namespace {

// The offsets are exact unless a step before changed the text's length (ByteLevel's bytes,
// Metaspace's '▁') and a later step cut it again.
bool offsetsExact(const json& config) {
    if (config.at("type") != "Sequence") return true;
    const json& steps = config.at("pretokenizers");
    for (size_t i = 0; i + 1 < steps.size(); ++i) {
        const std::string type = steps[i].at("type");
        if (type == "ByteLevel" || type == "Metaspace") return false;
    }
    return true;
}

Splits run(const json& config, const std::string& text, size_t start = 0) {
    const auto preTokenizer = readPreTokenizer(config, "pre_tokenizer");
    Splits splits{Split{text, start, -1}};
    preTokenizer->preTokenize(splits);
    return splits;
}

}  // namespace

class TestHfPreTokenizers : public QObject {
    Q_OBJECT

private slots:
    void matchesTokenizers_data() { test::addHfComponentRows("preTokenizers"); }
    void matchesTokenizers() {
        QFETCH(int, index);
        const json& c = test::hfComponentCase("preTokenizers", index);
        if (c.at("name") == "SplitEmptyMatchesMerged/newer")
            QEXPECT_FAIL("",
                         "Debian 12's Oniguruma 6.9.8 has \\b of Unicode 14, tokenizers' 6.9.10 "
                         "of Unicode 16 (only \\p{L} and \\p{N} are brought up to date)",
                         Abort);
        const Splits splits = run(c.at("config"), c.at("input"));
        const json& expected = c.at("expected");
        QCOMPARE(splits.size(), expected.size());
        const bool exact = offsetsExact(c.at("config"));
        for (size_t i = 0; i < splits.size(); ++i) {
            QCOMPARE(splits[i].text, expected[i][0].get<std::string>());
            if (exact) QCOMPARE(splits[i].start, expected[i][1].get<size_t>());
            QCOMPARE(splits[i].addedId, -1);
        }
    }

    // Metaspace "first" prepends only to the split at the original text's beginning, as
    // offsets_original().0 == 0 decides; a split after an added token gets nothing.
    void metaspaceFirstFollowsTheOriginalOffset() {
        const json first = json::parse(
            R"({"type":"Metaspace","replacement":"▁","prepend_scheme":"first","split":true})");
        const auto preTokenizer = readPreTokenizer(first, "pre_tokenizer");
        Splits splits{Split{"Hi there", 0, -1}, Split{"<s>", 8, 1}, Split{"you", 11, -1},
                      Split{"x", Split::kNoOffset, -1}};
        preTokenizer->preTokenize(splits);
        QCOMPARE(splits.size(), size_t(5));
        QCOMPARE(splits[0].text, std::string("▁Hi"));
        QCOMPARE(splits[1].text, std::string("▁there"));
        QCOMPARE(splits[1].start, size_t(2));
        QCOMPARE(splits[2].text, std::string("<s>"));  // an added token, untouched
        QCOMPARE(splits[2].addedId, 1);
        QCOMPARE(splits[3].text, std::string("you"));
        QCOMPARE(splits[4].text, std::string("x"));
    }

    void addedTokensAreLeftAlone() {
        const json bytes =
            json::parse(R"({"type":"ByteLevel","add_prefix_space":true,"trim_offsets":true})");
        Splits splits{Split{"a b", 0, -1}, Split{"<|endoftext|>", 3, 50256}, Split{"", 16, -1}};
        readPreTokenizer(bytes, "pre_tokenizer")->preTokenize(splits);
        QCOMPARE(splits.size(), size_t(3));  // the empty split is dropped
        QCOMPARE(splits[0].text, std::string("Ġa"));
        QCOMPARE(splits[1].text, std::string("Ġb"));
        QCOMPARE(splits[2].text, std::string("<|endoftext|>"));
    }

    void refusals_data() {
        QTest::addColumn<QString>("config");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown") << R"({"type":"CharDelimiterSplit2"})"
                                 << "pre_tokenizer: unknown type 'CharDelimiterSplit2'";
        QTest::newRow("nested unknown")
            << R"({"type":"Sequence","pretokenizers":[{"type":"WhitespaceSplit"},{"type":"Foo"}]})"
            << "pre_tokenizer.pretokenizers[1]: unknown type 'Foo'";
        QTest::newRow("digits string")
            << R"({"type":"Sequence","pretokenizers":[{"type":"Digits","individual_digits":"x"}]})"
            << "pre_tokenizer.pretokenizers[0].individual_digits: expected a boolean";
        QTest::newRow("bytelevel missing") << R"({"type":"ByteLevel","add_prefix_space":true})"
                                           << "pre_tokenizer: missing field 'trim_offsets'";
        QTest::newRow("split behavior")
            << R"({"type":"Split","pattern":{"Regex":" "},"behavior":"removed","invert":false})"
            << "pre_tokenizer.behavior: unknown behavior 'removed'";
        QTest::newRow("split pattern string")
            << R"({"type":"Split","pattern":"a","behavior":"Removed","invert":false})"
            << "pre_tokenizer.pattern: expected an object, found string";
        QTest::newRow("split two patterns")
            << R"({"type":"Split","pattern":{"Regex":" ","String":"a"},"behavior":"Removed","invert":false})"
            << "pre_tokenizer.pattern: expected one of";
        QTest::newRow("split missing invert")
            << R"({"type":"Split","pattern":{"String":" "},"behavior":"Removed"})"
            << "pre_tokenizer: missing field 'invert'";
        QTest::newRow("metaspace two chars")
            << R"({"type":"Metaspace","replacement":"ab"})"
            << "pre_tokenizer.replacement: expected a single character, found 'ab'";
        QTest::newRow("metaspace scheme")
            << R"({"type":"Metaspace","replacement":"▁","prepend_scheme":"First"})"
            << "pre_tokenizer.prepend_scheme: unknown scheme 'First'";
        QTest::newRow("metaspace legacy mismatch")
            << R"({"type":"Metaspace","replacement":"▁","add_prefix_space":false})"
            << "pre_tokenizer: add_prefix_space does not match declared prepend_scheme";
        QTest::newRow("catastrophic regex compiles, bad one not")
            << "{\"type\":\"Split\",\"pattern\":{\"Regex\":\"(?<\"},\"behavior\":\"Removed\","
               "\"invert\":false}"
            << "regex '(?<': ";
    }
    void refusals() {
        QFETCH(QString, config);
        QFETCH(QString, message);
        test::checkRefusal([](const json& j) { return readPreTokenizer(j, "pre_tokenizer"); },
                           config, message);
    }

    // A regex that backtracks without end stops at its limit with a one-line error, quickly.
    void catastrophicRegexStops() {
        const json split = json::parse(
            "{\"type\":\"Split\",\"pattern\":{\"Regex\":\"(a+)+b\"},\"behavior\":\"Isolated\","
            "\"invert\":false}");
        QElapsedTimer clock;
        clock.start();
        const std::string what =
            test::thrownMessage([&] { run(split, std::string(40, 'a') + "c"); });
        QVERIFY2(what.find("regex '(a+)+b'") == 0, what.c_str());
        QVERIFY(what.find('\n') == std::string::npos);
        QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
    }
};

QTEST_APPLESS_MAIN(TestHfPreTokenizers)
#include "tst_hfpretokenizers.moc"
