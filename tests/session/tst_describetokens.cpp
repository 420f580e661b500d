// describeTokens (session/SnapshotBuilder.h) for a tokenizer.json: GPT-2's byte-level pieces
// read as text with ▁ for the space, ↵ for the newline, and a split emoji as its bytes.

#include <QtTest>

#include <fstream>
#include <memory>
#include <sstream>

#include "FastTokenizer.h"
#include "SnapshotBuilder.h"
#include "Tokenizer.h"

using atlas::views::Token;

namespace {

atlas::Tokenizer load(const std::string& name) {
    const std::string path = std::string(ATLAS_TOKENIZER_FIXTURES) + "/" + name + "/tokenizer.json";
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return atlas::Tokenizer(std::make_shared<const atlas::hf::FastTokenizer>(
                                atlas::hf::FastTokenizer::fromText(text.str(), path)),
                            {});
}

}  // namespace

class TestDescribeTokens : public QObject {
    Q_OBJECT

private slots:
    void byteLevel() {
        const atlas::Tokenizer gpt2 = load("gpt2");
        const QVector<Token> tokens =
            atlas::views::describeTokens(gpt2, gpt2.encode("in the\n\xC3\xBC\xF0\x9F\xA6\x9C"));
        QStringList shown;
        for (const Token& t : tokens) shown << t.display;
        QVERIFY2(shown.size() >= 5, qPrintable(shown.join('|')));
        QCOMPARE(shown[0], QStringLiteral("in"));
        QCOMPARE(shown[1], QStringLiteral("\u2581the"));
        QCOMPARE(tokens[1].kind, Token::Kind::WordStart);
        QCOMPARE(shown[2], QStringLiteral("\u21B5"));
        QCOMPARE(shown[3], QStringLiteral("ü"));
        // The emoji's four bytes over the remaining pieces, in hex, never mojibake.
        QCOMPARE(shown.mid(4).join(' '), QStringLiteral("F0 9F A6 9C"));
        const QVector<Token> mixed =
            atlas::views::describeTokens(gpt2, {int(*gpt2.fast()->tokenToId("r\xC3\x83"))});
        QCOMPARE(mixed.front().display, QStringLiteral("r\u2009C3"));
        for (qsizetype i = 4; i < tokens.size(); ++i) {
            QCOMPARE(tokens[i].kind, Token::Kind::Byte);
            QCOMPARE(tokens[i].byteIndex, -1);
        }
    }

    void wordSteps() {
        const atlas::Tokenizer gpt2 = load("gpt2");
        const auto steps = atlas::views::wordStepsOf(gpt2, "in the", 1);
        QVERIFY(steps);
        QCOMPARE(steps->word, std::string("\xC4\xA0the"));
        QVERIFY(steps->steps.size() >= 2);
        QCOMPARE(steps->steps.front().kind, atlas::hf::ModelStep::Kind::Characters);
        QCOMPARE(steps->steps.back().parts, (std::vector<std::string>{"\xC4\xA0the"}));
        QCOMPARE(steps->steps.back().kind, atlas::hf::ModelStep::Kind::Merge);
        QVERIFY(!atlas::views::wordStepsOf(gpt2, "in the", 2));
    }
};

QTEST_APPLESS_MAIN(TestDescribeTokens)
#include "tst_describetokens.moc"
