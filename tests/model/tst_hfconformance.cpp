// SPEC §6, issue 37: the tokenizer.json reader (atlas::hf::FastTokenizer) against Hugging Face's
// own `tokenizers`. Each folder of tests/data/tokenizers/ holds a small tokenizer.json, trained
// and written by scripts/tokenizer-fixtures.sh with the npm binding of `tokenizers` (the
// version docs/tokenizers.md names), and expected.json, the binding's answers for each text:
// the ids and pieces of encode(text, add_special_tokens=true), decode(ids, skip_special_tokens)
// both ways, and whether decode(encode(text), skip) gave the text back. One row per fixture and
// text ("qwen2/emoji-zwj"), so that a failure names both.

#include <QTest>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "FastTokenizer.h"

using atlas::hf::FastTokenizer;
using nlohmann::json;

namespace {

const std::filesystem::path kFixtures = ATLAS_TOKENIZER_FIXTURES;
// The fixtures' oracle, as scripts/tokenizer-fixtures/package.json pins it.
const char* const kOracle = "tokenizers 0.23.2";

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path.string());
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<std::string> fixtureNames() {
    std::vector<std::string> names;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(kFixtures, error))
        if (entry.is_directory()) names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

// One fixture, read once: its tokenizer (or why it could not be read) and the oracle's cases.
struct Fixture {
    std::unique_ptr<FastTokenizer> tokenizer;
    std::string error;
    json expected;
};

const Fixture& fixture(const std::string& name) {
    static std::map<std::string, Fixture> cache;
    auto found = cache.find(name);
    if (found != cache.end()) return found->second;
    Fixture& f = cache[name];
    const std::filesystem::path dir = kFixtures / name;
    f.expected = json::parse(readFile(dir / "expected.json"));
    try {
        const std::string label = "tests/data/tokenizers/" + name + "/tokenizer.json";
        f.tokenizer = std::make_unique<FastTokenizer>(
            FastTokenizer::fromText(readFile(dir / "tokenizer.json"), label));
    } catch (const std::exception& e) {
        f.error = e.what();
    }
    return f;
}

// Control characters and the invisible ones escaped, so that a message shows what differs.
QString shown(const std::string& s) {
    QString out;
    for (const QChar c : QString::fromUtf8(s.data(), qsizetype(s.size()))) {
        const ushort u = c.unicode();
        if (u < 0x20 || u == 0x7f || (u >= 0x80 && u < 0xa0) || u == 0x200b || u == 0x200c ||
            u == 0x200d || u == 0xfeff || u == 0x2028 || u == 0x2029)
            out += QStringLiteral("\\u{%1}").arg(u, 0, 16);
        else
            out += c;
    }
    return QLatin1Char('"') + out + QLatin1Char('"');
}

template <typename T>
QString item(const T& x) {
    if constexpr (std::is_same_v<T, std::string>)
        return shown(x);
    else
        return QString::number(x);
}

// Where two sequences first differ, with a few items either side ("" when they are equal).
template <typename T>
QString firstDifference(const std::vector<T>& expected, const std::vector<T>& actual) {
    if (expected == actual) return {};
    size_t at = 0;
    while (at < expected.size() && at < actual.size() && expected[at] == actual[at]) ++at;
    auto window = [at](const std::vector<T>& v) {
        QStringList parts;
        const size_t from = at < 3 ? 0 : at - 3;
        for (size_t i = from; i < v.size() && i < at + 4; ++i) parts << item(v[i]);
        return parts.join(QLatin1String(", "));
    };
    return QStringLiteral(
               "lengths %1 (oracle) and %2 (ours); first difference at %3:\n"
               "  oracle: ... %4 ...\n  ours:   ... %5 ...")
        .arg(expected.size())
        .arg(actual.size())
        .arg(at)
        .arg(window(expected), window(actual));
}

// The rows: one per fixture and text, carrying the fixture's name and the case's index.
void addCaseRows() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("index");
    for (const std::string& name : fixtureNames()) {
        const json& cases = fixture(name).expected.at("cases");
        for (size_t i = 0; i < cases.size(); ++i) {
            const std::string tag = name + "/" + cases[i].at("name").get<std::string>();
            QTest::newRow(tag.c_str()) << QString::fromStdString(name) << int(i);
        }
    }
}

// One row per fixture and text pair (expected.json "pairs").
void addPairRows() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("index");
    for (const std::string& name : fixtureNames()) {
        const json& pairs = fixture(name).expected.at("pairs");
        for (size_t i = 0; i < pairs.size(); ++i)
            QTest::newRow((name + "/pair" + std::to_string(i)).c_str())
                << QString::fromStdString(name) << int(i);
    }
}

}  // namespace

class TestHfConformance : public QObject {
    Q_OBJECT

    // The row's tokenizer and case; null (after QFAIL's message) when the tokenizer was refused.
    static const FastTokenizer* rowTokenizer(const json*& oracle) {
        QFETCH(QString, name);
        QFETCH(int, index);
        const Fixture& f = fixture(name.toStdString());
        oracle = &f.expected.at("cases").at(size_t(index));
        if (!f.tokenizer) qWarning("%s: refused: %s", qPrintable(name), f.error.c_str());
        return f.tokenizer.get();
    }

private slots:
    // Every fixture is there, written by the pinned oracle, and read without complaint.
    void fixtures() {
        const std::vector<std::string> names = fixtureNames();
        QVERIFY2(names.size() >= 18, qPrintable(QStringLiteral("%1 fixtures in %2")
                                                    .arg(names.size())
                                                    .arg(QString::fromStdString(kFixtures))));
        for (const std::string& name : names) {
            const Fixture& f = fixture(name);
            const std::string oracle = f.expected.at("oracle").get<std::string>();
            QVERIFY2(oracle.rfind(kOracle, 0) == 0, (name + ": written by " + oracle).c_str());
            QVERIFY2(f.tokenizer, (name + ": " + f.error).c_str());
            QVERIFY2(!f.expected.at("cases").empty(), name.c_str());
        }
    }

    // encode(text, add_special_tokens=true): the oracle's ids and pieces.
    void encode_data() { addCaseRows(); }
    void encode() {
        const json* oracle = nullptr;
        const FastTokenizer* tokenizer = rowTokenizer(oracle);
        QVERIFY(tokenizer);
        const std::string text = oracle->at("text").get<std::string>();
        atlas::hf::Encoding ours;
        try {
            ours = tokenizer->encode(text, true);
        } catch (const std::exception& e) {
            QFAIL(qPrintable(QStringLiteral("encode(%1) threw: %2")
                                 .arg(shown(text), QString::fromUtf8(e.what()))));
        }
        const auto ids = oracle->at("ids").get<std::vector<int>>();
        const auto pieces = oracle->at("tokens").get<std::vector<std::string>>();
        const QString idsDiffer = firstDifference(ids, ours.ids);
        const QString piecesDiffer = firstDifference(pieces, ours.pieces);
        const auto orEqual = [](const QString& d) {
            return d.isEmpty() ? QStringLiteral("equal") : d;
        };
        const QString message = shown(text) + QLatin1String("\nids: ") + orEqual(idsDiffer) +
                                QLatin1String("\npieces: ") + orEqual(piecesDiffer);
        QVERIFY2(idsDiffer.isEmpty() && piecesDiffer.isEmpty(), qPrintable(message));
    }

    // encode(text_a, text_b): the post-processor's pair template, with the oracle's type ids
    // (BERT's 0 then 1, RoBERTa's all 0) and sequence ids (−1 for the specials it adds).
    void encodePair_data() { addPairRows(); }
    void encodePair() {
        QFETCH(QString, name);
        QFETCH(int, index);
        const Fixture& f = fixture(name.toStdString());
        QVERIFY2(f.tokenizer, f.error.c_str());
        const json& oracle = f.expected.at("pairs").at(size_t(index));
        const atlas::hf::Encoding ours = f.tokenizer->encodePair(oracle.at("a").get<std::string>(),
                                                                 oracle.at("b").get<std::string>());
        const auto check = [](const char* what, const QString& difference) {
            QVERIFY2(difference.isEmpty(), qPrintable(QLatin1String(what) + difference));
        };
        check("ids: ", firstDifference(oracle.at("ids").get<std::vector<int>>(), ours.ids));
        check("pieces: ",
              firstDifference(oracle.at("tokens").get<std::vector<std::string>>(), ours.pieces));
        check("type ids: ",
              firstDifference(oracle.at("typeIds").get<std::vector<int>>(), ours.type));
        check("sequence ids: ",
              firstDifference(oracle.at("sequenceIds").get<std::vector<int>>(), ours.sequence));
    }

    // A pair template that names a third sequence, a negative type or an undefined special
    // token is refused with its path.
    void hostilePairTemplatesAreRefused_data() {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("says");
        QTest::newRow("sequence C") << "/post_processor/pair/1/Sequence/id" << QByteArray("\"C\"")
                                    << "post_processor.pair[1].Sequence.id: neither";
        QTest::newRow("negative type") << "/post_processor/pair/1/Sequence/type_id"
                                       << QByteArray("-1") << "type_id: not a type id";
        QTest::newRow("text type") << "/post_processor/pair/0/SpecialToken/type_id"
                                   << QByteArray("\"0\"") << "type_id: not a type id";
        QTest::newRow("undefined special")
            << "/post_processor/pair/0/SpecialToken/id" << QByteArray("\"[XYZ]\"") << "'[XYZ]'";
        QTest::newRow("not a list")
            << "/post_processor/pair" << QByteArray("3") << "post_processor.pair: not an array";
    }
    void hostilePairTemplatesAreRefused() {
        QFETCH(QString, pointer);
        QFETCH(QByteArray, value);
        QFETCH(QString, says);
        json root = json::parse(readFile(kFixtures / "bert" / "tokenizer.json"));
        root[json::json_pointer(pointer.toStdString())] = json::parse(value.toStdString());
        try {
            (void)FastTokenizer::fromText(root.dump(), "t.json");
            QFAIL("accepted");
        } catch (const atlas::hf::TokenizerJsonError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(says), e.what());
        }
    }

    // decode(oracle's ids, skip_special_tokens) both ways: the oracle's strings.
    void decode_data() { addCaseRows(); }
    void decode() {
        const json* oracle = nullptr;
        const FastTokenizer* tokenizer = rowTokenizer(oracle);
        QVERIFY(tokenizer);
        const auto ids = oracle->at("ids").get<std::vector<int>>();
        for (const bool skip : {true, false}) {
            const std::string expected =
                oracle->at(skip ? "decoded" : "decodedWithSpecials").get<std::string>();
            std::string ours;
            try {
                ours = tokenizer->decode(ids, skip);
            } catch (const std::exception& e) {
                QFAIL(qPrintable(
                    QStringLiteral("decode(skip_special_tokens=%1) threw: %2")
                        .arg(QLatin1String(skip ? "true" : "false"), QString::fromUtf8(e.what()))));
            }
            QVERIFY2(ours == expected,
                     qPrintable(QStringLiteral("decode(skip_special_tokens=%1):\n  oracle: %2\n"
                                               "  ours:   %3")
                                    .arg(QLatin1String(skip ? "true" : "false"), shown(expected),
                                         shown(ours))));
        }
    }

    // decode(encode(text), skip) gives the text back exactly where the oracle's does (the
    // byte-level and byte-fallback kinds for nearly every text; BERT's lowercasing never).
    void roundTrip_data() { addCaseRows(); }
    void roundTrip() {
        const json* oracle = nullptr;
        const FastTokenizer* tokenizer = rowTokenizer(oracle);
        QVERIFY(tokenizer);
        const std::string text = oracle->at("text").get<std::string>();
        std::string back;
        try {
            back = tokenizer->decode(tokenizer->encode(text, true).ids, true);
        } catch (const std::exception& e) {
            QFAIL(qPrintable(
                QStringLiteral("round trip threw: %1").arg(QString::fromUtf8(e.what()))));
        }
        const bool expected = oracle->at("roundTrip").get<bool>();
        QVERIFY2((back == text) == expected,
                 qPrintable(QStringLiteral("the oracle's round trip %1, ours %2: %3 -> %4")
                                .arg(expected ? "holds" : "fails")
                                .arg(back == text ? "holds" : "fails")
                                .arg(shown(text), shown(back))));
    }
};

QTEST_APPLESS_MAIN(TestHfConformance)
#include "tst_hfconformance.moc"
