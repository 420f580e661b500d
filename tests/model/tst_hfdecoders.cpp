// tokenizer.json decoders (model/tokenizers, readDecoder) against Hugging Face's `tokenizers`
// 0.23.2: every decoder type on hostile token lists (tests/data/hf-components, written by the
// npm binding; the chain joined, as Decoder::decode does), and the refusals.

#include <QTest>

#include <nlohmann/json.hpp>

#include "Components.h"
#include "HfComponentCases.h"

using namespace atlas::hf;
using nlohmann::json;

namespace {

std::string decode(const json& config, std::vector<std::string> tokens) {
    readDecoder(config, "decoder")->decodeChain(tokens);
    std::string joined;
    for (const std::string& t : tokens) joined += t;
    return joined;
}

}  // namespace

class TestHfDecoders : public QObject {
    Q_OBJECT

private slots:
    void matchesTokenizers_data() { test::addHfComponentRows("decoders"); }
    void matchesTokenizers() {
        QFETCH(int, index);
        const json& c = test::hfComponentCase("decoders", index);
        QCOMPARE(decode(c.at("config"), c.at("input")), c.at("expected").get<std::string>());
    }

    // tokenizers panics (and the process aborts) when Strip's stop exceeds a token's length;
    // here the token is only emptied.
    void stripPastTheTokenDoesNotCrash() {
        const json strip = json::parse(R"({"type":"Strip","content":" ","start":3,"stop":3})");
        QCOMPARE(decode(strip, {" ", "", "  a  ", "   "}), std::string("a"));
    }

    // ByteLevel decodes the tokens together: a character split over two tokens is whole again.
    void byteLevelJoinsSplitCharacters() {
        const json bytes = json::parse(
            R"({"type":"ByteLevel","add_prefix_space":true,"trim_offsets":true,"use_regex":true})");
        QCOMPARE(decode(bytes, {"ä¸", "Ń"}), std::string("中"));
        QCOMPARE(decode(bytes, {"ä¸"}), std::string("\xEF\xBF\xBD"));
    }

    void refusals_data() {
        QTest::addColumn<QString>("config");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown") << R"({"type":"CTC2"})"
                                 << "decoder: unknown type 'CTC2'";
        QTest::newRow("nested unknown")
            << R"({"type":"Sequence","decoders":[{"type":"Fuse"},{"type":"Nope"}]})"
            << "decoder.decoders[1]: unknown type 'Nope'";
        QTest::newRow("strip negative") << R"({"type":"Strip","content":" ","start":-1,"stop":0})"
                                        << "decoder.start: expected an unsigned integer";
        QTest::newRow("strip fraction") << R"({"type":"Strip","content":" ","start":1.5,"stop":0})"
                                        << "decoder.start: expected an unsigned integer";
        QTest::newRow("strip content") << R"({"type":"Strip","content":"ab","start":1,"stop":0})"
                                       << "decoder.content: expected a single character";
        QTest::newRow("wordpiece missing") << R"({"type":"WordPiece","prefix":"##"})"
                                           << "decoder: missing field 'cleanup'";
        QTest::newRow("bpe suffix type") << R"({"type":"BPEDecoder","suffix":null})"
                                         << "decoder.suffix: expected a string";
        QTest::newRow("replace content")
            << R"({"type":"Replace","pattern":{"String":"▁"},"content":3})"
            << "decoder.content: expected a string";
        QTest::newRow("bytelevel missing") << R"({"type":"ByteLevel","trim_offsets":true})"
                                           << "decoder: missing field 'add_prefix_space'";
    }
    void refusals() {
        QFETCH(QString, config);
        QFETCH(QString, message);
        test::checkRefusal([](const json& j) { return readDecoder(j, "decoder"); }, config,
                           message);
    }
};

QTEST_APPLESS_MAIN(TestHfDecoders)
#include "tst_hfdecoders.moc"
