// tokenizer.json normalizers (model/tokenizers, readNormalizer) against Hugging Face's
// `tokenizers` 0.23.2: every normalizer type on hostile texts (tests/data/hf-components,
// written by the npm binding), the Unicode tables of the crates it uses, and the refusals.

#include <QTest>

#include <nlohmann/json.hpp>

#include "Components.h"
#include "HfComponentCases.h"
#include "Unicode.h"

using namespace atlas::hf;
using nlohmann::json;

class TestHfNormalizers : public QObject {
    Q_OBJECT

private slots:
    void matchesTokenizers_data() { test::addHfComponentRows("normalizers"); }
    void matchesTokenizers() {
        QFETCH(int, index);
        const json& c = test::hfComponentCase("normalizers", index);
        const auto normalizer = readNormalizer(c.at("config"), "normalizer");
        QVERIFY(normalizer);
        std::string text = c.at("input");
        normalizer->normalize(text);
        QCOMPARE(text, c.at("expected").get<std::string>());
    }

    // The crates' tables, as tokenizers 0.23.2 gave them for single characters: Unicode 8.0 for
    // unicode_categories, 9.0 for unicode-normalization-alignments, 17 for Rust's lowercase.
    void unicodeTablesOfTheCrates() {
        QVERIFY(unicode::isOther(0x200E));         // Cf of Unicode 6.3
        QVERIFY(!unicode::isOther(0x0890));        // Cf of Unicode 14: unknown to the crate
        QVERIFY(!unicode::isOther(0x0378));        // unassigned is not "other" there
        QVERIFY(unicode::isOther(0xE000));         // Co
        QVERIFY(unicode::isPunctuation(0x166D));   // Po in 8.0, So today
        QVERIFY(!unicode::isPunctuation(0x2E50));  // Po of Unicode 13
        QVERIFY(unicode::isMarkNonspacing(0x0301));
        QVERIFY(!unicode::isMarkNonspacing(0x1AC1));  // Mn of Unicode 14
        QVERIFY(unicode::isCombiningMark(0x0903));    // Mc: every M for StripAccents
        QVERIFY(!unicode::isCombiningMark(0x1AC1));
        std::string lower;
        unicode::appendLowercase(lower, 0x130);
        unicode::appendLowercase(lower, 0x10D50);  // Garay, Unicode 16
        unicode::appendLowercase(lower, 0x3A3);    // Σ: never the final form
        QCOMPARE(lower, std::string("i\xCC\x87\xF0\x90\xB5\xB0\xCF\x83"));
        // A character newer than Unicode 9.0 is not decomposed (U+32FF, Unicode 12.1)
        QCOMPARE(unicode::normalize("\xE3\x8B\xBF", unicode::NormalForm::NFKC),
                 std::string("\xE3\x8B\xBF"));
        QCOMPARE(unicode::normalize("\xEF\xAC\x81", unicode::NormalForm::NFKC), std::string("fi"));
    }

    void nullIsNoNormalizer() { QVERIFY(!readNormalizer(json(nullptr), "normalizer")); }

    void refusals_data() {
        QTest::addColumn<QString>("config");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown type") << R"({"type":"Foo"})"
                                      << "normalizer: unknown type 'Foo'";
        QTest::newRow("nested unknown")
            << R"({"type":"Sequence","normalizers":[{"type":"NFC"},{"type":"Bar"}]})"
            << "normalizer.normalizers[1]: unknown type 'Bar'";
        QTest::newRow("no type") << R"({})"
                                 << "normalizer: missing field 'type'";
        QTest::newRow("array") << R"([])"
                               << "normalizer: expected an object, found array";
        QTest::newRow("prepend number") << R"({"type":"Prepend","prepend":3})"
                                        << "normalizer.prepend: expected a string";
        QTest::newRow("bert lowercase string")
            << R"({"type":"BertNormalizer","clean_text":true,"handle_chinese_chars":true,"lowercase":"yes"})"
            << "normalizer.lowercase: expected a boolean";
        QTest::newRow("bert missing")
            << R"({"type":"BertNormalizer","clean_text":true,"handle_chinese_chars":true})"
            << "normalizer: missing field 'lowercase'";
        QTest::newRow("strip missing") << R"({"type":"Strip","strip_left":true})"
                                       << "normalizer: missing field 'strip_right'";
        QTest::newRow("replace pattern kind")
            << R"({"type":"Replace","pattern":{"Glob":"*"},"content":""})"
            << "normalizer.pattern: unknown pattern 'Glob'";
        QTest::newRow("replace bad regex")
            << "{\"type\":\"Replace\",\"pattern\":{\"Regex\":\"(\"},\"content\":\"\"}"
            << "regex '(': end pattern with unmatched parenthesis";
        QTest::newRow("sequence null")
            << R"({"type":"Sequence","normalizers":[null]})"
            << "normalizer.normalizers[0]: expected an object, found null";
        QTest::newRow("sequence not array")
            << R"({"type":"Sequence","normalizers":{}})"
            << "normalizer.normalizers: expected an array, found object";
    }
    void refusals() {
        QFETCH(QString, config);
        QFETCH(QString, message);
        test::checkRefusal([](const json& j) { return readNormalizer(j, "normalizer"); }, config,
                           message);
    }
};

QTEST_APPLESS_MAIN(TestHfNormalizers)
#include "tst_hfnormalizers.moc"
