// PieceSpeller (model/tokenizers/PieceSpeller.h): tokenizer.json pieces as the text they stand
// for, with the tokenizers of tests/data/tokenizers cutting the text.

#include <QtTest>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "FastTokenizer.h"
#include "PieceSpeller.h"

using namespace atlas::hf;
using Kind = PiecePart::Kind;
using Parts = std::vector<PiecePart>;

namespace {

FastTokenizer load(const std::string& name) {
    const std::string path = std::string(ATLAS_TOKENIZER_FIXTURES) + "/" + name + "/tokenizer.json";
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return FastTokenizer::fromText(text.str(), path);
}

// Each piece of `text` as the tokenizer cuts it, spelt.
std::vector<Parts> spelt(const FastTokenizer& tokenizer, const std::string& text,
                         std::vector<std::string>* pieces = nullptr) {
    const PieceSpeller speller(PieceSpeller::schemeOf(tokenizer));
    const Encoding e = tokenizer.encode(text);
    std::vector<Parts> out;
    for (size_t i = 0; i < e.pieces.size(); ++i)
        out.push_back(speller.spell(e.pieces[i], e.special[i]));
    if (pieces) *pieces = e.pieces;
    return out;
}

}  // namespace

class TestPieceSpeller : public QObject {
    Q_OBJECT

private slots:
    void byteLevelSpaceAndNewline() {
        const FastTokenizer gpt2 = load("gpt2");
        QVERIFY(PieceSpeller::schemeOf(gpt2).byteLevel);
        std::vector<std::string> pieces;
        const auto parts = spelt(gpt2, "in the\n", &pieces);
        QCOMPARE(pieces, (std::vector<std::string>{"in", "\xC4\xA0the", "\xC4\x8A"}));
        QVERIFY(parts[0] == (Parts{{Kind::Text, "in"}}));
        QVERIFY(parts[1] == (Parts{{Kind::Space, " "}, {Kind::Text, "the"}}));
        QVERIFY(parts[2] == (Parts{{Kind::Newline, "\n"}}));
    }

    void byteLevelUmlautIsNotMojibake() {
        // "ü" is one character of two bytes; GPT-2 spells them "Ã¼", which must not show.
        const PieceSpeller speller({.byteLevel = true, .continuingPrefix = {}});
        QVERIFY(speller.spell("\xC3\x83\xC2\xBC") == (Parts{{Kind::Text, "\xC3\xBC"}}));
    }

    void splitEmojiShowsItsBytes() {
        // 🦜 (F0 9F A6 9C) over two pieces of GPT-2's vocabulary: each holds partial bytes.
        const FastTokenizer gpt2 = load("gpt2");
        std::vector<std::string> pieces;
        const auto parts = spelt(gpt2, "\xF0\x9F\xA6\x9C", &pieces);
        QVERIFY(parts.size() >= 2);
        std::string joined;
        for (const Parts& p : parts) {
            QCOMPARE(p.size(), size_t(1));
            QCOMPARE(p.front().kind, Kind::Bytes);
            joined += (joined.empty() ? "" : " ") + p.front().text;
        }
        QCOMPARE(joined, std::string("F0 9F A6 9C"));
        // Two hand-made pieces: "ðŁ" (F0 9F) and "¦ľ" (A6 9C).
        const PieceSpeller speller({.byteLevel = true, .continuingPrefix = {}});
        QVERIFY(speller.spell("\xC3\xB0\xC5\x81") == (Parts{{Kind::Bytes, "F0 9F"}}));
        QVERIFY(speller.spell("\xC2\xA6\xC4\xBE") == (Parts{{Kind::Bytes, "A6 9C"}}));
    }

    void byteFallbackPiece() {
        const PieceSpeller speller({});
        QVERIFY(speller.spell("<0xE4>") == (Parts{{Kind::Bytes, "E4"}}));
        QVERIFY(speller.spell("<0x0A>") == (Parts{{Kind::Newline, "\n"}}));
        const FastTokenizer llama2 = load("llama2");
        std::vector<std::string> pieces;
        const auto parts = spelt(llama2, "\xF0\x9F\xA6\x9C", &pieces);
        bool sawByte = false;
        for (size_t i = 0; i < pieces.size(); ++i)
            if (pieces[i].rfind("<0x", 0) == 0) {
                sawByte = true;
                QCOMPARE(parts[i].front().kind, Kind::Bytes);
            }
        QVERIFY(sawByte);
    }

    void metaspace() {
        const PieceSpeller speller({});
        QVERIFY(speller.spell("\xE2\x96\x81the") ==
                (Parts{{Kind::Space, " "}, {Kind::Text, "the"}}));
    }

    void wordPieceContinuationAndSpecial() {
        const FastTokenizer bert = load("bert");
        QCOMPARE(PieceSpeller::schemeOf(bert).continuingPrefix, std::string("##"));
        QVERIFY(!PieceSpeller::schemeOf(bert).byteLevel);
        const PieceSpeller speller(PieceSpeller::schemeOf(bert));
        QVERIFY(speller.spell("##ing") == (Parts{{Kind::Continuation, "##"}, {Kind::Text, "ing"}}));
        QVERIFY(speller.spell("##") == (Parts{{Kind::Text, "##"}}));
        std::vector<std::string> pieces;
        const auto parts = spelt(bert, "hello", &pieces);
        QCOMPARE(pieces.front(), std::string("[CLS]"));
        QVERIFY(parts.front() == (Parts{{Kind::Special, "[CLS]"}}));
    }
};

QTEST_APPLESS_MAIN(TestPieceSpeller)
#include "tst_piecespeller.moc"
