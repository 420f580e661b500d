// SPEC §6: a Hub folder's tokenizer as AutoTokenizer.from_pretrained builds it (readHubTokenizer):
// tokenizer.json from tests/data/tokenizers against the ids Hugging Face's tokenizers gave
// (expected.json), through the opened model as well; tokenizer.json before tokenizer.model;
// GPT-2's slow vocab.json + merges.txt equal to its tokenizer.json; tokenizer_config.json's
// add_bos_token / add_eos_token as LlamaTokenizerFast.update_post_processor applies them; and
// hostile files refused on one line naming the file, never hanging.
#include <QTemporaryDir>
#include <QTest>
#include <chrono>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "CausalLmCheck.h"
#include "DecoderFolder.h"
#include "FastTokenizer.h"
#include "FifoUnblocker.h"
#include "MarianFolder.h"
#include "Model.h"
#include "hub/HubFolder.h"
#include "hub/HubTokenizer.h"

using namespace atlas;
using namespace atlas::test;
using json = nlohmann::json;

namespace {

std::string fixturePath(const std::string& name, const std::string& file) {
    return std::string(ATLAS_TOKENIZER_FIXTURES) + "/" + name + "/" + file;
}

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

json fixture(const std::string& name, const std::string& file) {
    return json::parse(slurp(fixturePath(name, file)));
}

// expected.json's cases: {"text", "ids"} written by Hugging Face's tokenizers with specials.
struct Case {
    std::string text;
    std::vector<int> ids;
};

std::vector<Case> casesOf(const std::string& name, size_t maxIds = 100000) {
    std::vector<Case> out;
    const json expected = fixture(name, "expected.json");
    for (const json& c : expected["cases"])
        if (c["ids"].size() <= maxIds)
            out.push_back({c["text"].get<std::string>(), c["ids"].get<std::vector<int>>()});
    return out;
}

// A temporary folder read as a Hub folder by readHubTokenizer (only `folder` is used).
struct TempHub {
    QTemporaryDir dir;
    HubFolder hub() const { return HubFolder{dir.path().toStdString(), "{}", "", nullptr}; }
    std::string file(const std::string& name) const { return hub().folder + "/" + name; }
    void write(const std::string& name, const std::string& bytes) const {
        writeFile(file(name), bytes);
    }
};

std::string readRefusal(const HubFolder& hub, const std::string& modelType = "llama") {
    try {
        (void)readHubTokenizer(hub, modelType, true);
    } catch (const CheckpointError& e) {
        return e.what();
    } catch (const std::exception& e) {
        return std::string("(not a CheckpointError) ") + e.what();
    }
    return "(opened)";
}

void expectIds(const hf::FastTokenizer& t, const std::vector<Case>& cases, const char* what) {
    QVERIFY(!cases.empty());
    for (const Case& c : cases)
        QVERIFY2(t.encode(c.text).ids == c.ids, (std::string(what) + ": " + c.text).c_str());
}

// GPT2Tokenizer's files from a byte-level BPE tokenizer.json: vocab.json holds the model's
// pieces and the added tokens (as openai-community/gpt2's holds <|endoftext|>), merges.txt a
// "#version: 0.2" line and then one "a b" merge a line.
void writeSlowGpt2(const TempHub& t, const json& tokenizerJson) {
    json vocab = tokenizerJson["model"]["vocab"];
    for (const json& a : tokenizerJson["added_tokens"])
        vocab[a["content"].get<std::string>()] = a["id"];
    t.write("vocab.json", vocab.dump());
    std::string merges = "#version: 0.2\n";
    for (const json& m : tokenizerJson["model"]["merges"])
        merges += (m.is_string() ? m.get<std::string>()
                                 : m[0].get<std::string>() + " " + m[1].get<std::string>()) +
                  "\n";
    t.write("merges.txt", merges);
}

}  // namespace

class TestHubTokenizer : public QObject {
    Q_OBJECT

private slots:
    // 1. tokenizer.json copied into a folder: readHubTokenizer's ids are the fixture's.
    void tokenizerJsonGivesTheFixtureIds_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("modelType");
        QTest::newRow("llama3") << "llama3"
                                << "llama";
        QTest::newRow("gpt2") << "gpt2"
                              << "gpt2";
        QTest::newRow("llama2") << "llama2"
                                << "llama";
    }
    void tokenizerJsonGivesTheFixtureIds() {
        QFETCH(QString, name);
        QFETCH(QString, modelType);
        const std::string n = name.toStdString();
        TempHub t;
        t.write("tokenizer.json", slurp(fixturePath(n, "tokenizer.json")));
        // Llama 3's own tokenizer_config.json names PreTrainedTokenizerFast: its post-processor
        // stays as tokenizer.json has it.
        if (n == "llama3")
            t.write("tokenizer_config.json", json{{"tokenizer_class", "PreTrainedTokenizerFast"},
                                                  {"bos_token", "<|begin_of_text|>"},
                                                  {"eos_token", "<|end_of_text|>"}}
                                                 .dump());
        const HubTokenizer h = readHubTokenizer(t.hub(), modelType.toStdString(), true);
        QVERIFY(h.fast && h.sentencePiece.empty());
        expectIds(*h.fast, casesOf(n), n.c_str());
    }

    // 1. The same through the folder-opening path: a Llama folder with Llama 3's tokenizer.json.
    void theOpenedModelsPromptIds() {
        const int tokenizerSize = 1160;  // llama3 fixture: 1156 pieces and 4 added tokens
        DecoderOptions o;
        o.positions = 128;
        const int pieces = DecoderFolder(o).pieces;  // the trained tokenizer.model's
        o.extraVocab = tokenizerSize - pieces;
        DecoderFolder f(o);
        QCOMPARE(f.V, tokenizerSize);
        writeFile(f.file("tokenizer.json"), slurp(fixturePath("llama3", "tokenizer.json")));
        f.tokenizerConfig = {{"tokenizer_class", "PreTrainedTokenizerFast"},
                             {"bos_token", "<|begin_of_text|>"},
                             {"eos_token", "<|end_of_text|>"}};
        f.writeJson();
        const Model model(openCheckpoint(f.path()));
        QVERIFY(model.tokenizer().isFast());
        int checked = 0;
        for (const Case& c : casesOf("llama3", size_t(o.positions))) {
            QVERIFY2(model.promptIds(c.text) == c.ids, c.text.c_str());
            ++checked;
        }
        QVERIFY(checked > 40);
        // One id too many for config.json's vocab_size: refused naming both.
        f.config["vocab_size"] = tokenizerSize - 1;
        f.writeJson();
        expectRefused(refusal(f.path()), {"1160", "vocab_size"});
    }

    // 2. tokenizer.json before tokenizer.model (AutoTokenizer loads the fast class from it).
    void tokenizerJsonBeforeTokenizerModel() {
        const DecoderFolder f;
        writeFile(f.file("tokenizer.json"), slurp(fixturePath("llama2", "tokenizer.json")));
        const HubTokenizer h =
            readHubTokenizer(HubFolder{f.path(), "{}", "", nullptr}, "llama", true);
        QVERIFY(h.fast);
        QVERIFY(h.sentencePiece.empty());
        expectIds(*h.fast, casesOf("llama2"), "llama2 beside tokenizer.model");
        // Without it, tokenizer.model is read.
        QVERIFY(::unlink(f.file("tokenizer.json").c_str()) == 0);
        const HubTokenizer sp =
            readHubTokenizer(HubFolder{f.path(), "{}", "", nullptr}, "llama", true);
        QVERIFY(!sp.fast);
        QCOMPARE(sp.sentencePiece, f.tokenizer);
    }

    // 3. GPT-2's slow files, converted as GPT2Converter does, equal its tokenizer.json.
    void gpt2SlowFilesEqualTokenizerJson() {
        const json tj = fixture("gpt2", "tokenizer.json");
        TempHub t;
        writeSlowGpt2(t, tj);
        const HubTokenizer h = readHubTokenizer(t.hub(), "gpt2", false);
        QVERIFY(h.fast);
        QCOMPARE(h.fast->vocabSize(), 1157);
        expectIds(*h.fast, casesOf("gpt2"), "gpt2 vocab.json + merges.txt");
        QCOMPARE(h.unk, 1156);  // GPT2TokenizerFast's unk_token <|endoftext|>
        {  // vocab.json without <|endoftext|>: PreTrainedTokenizerFast adds the special tokens
           // it lacks after the vocabulary (tokenizers' AddedVocabulary), here at 1156
            TempHub u;
            json noSpecial = tj;
            noSpecial["added_tokens"] = json::array();
            writeSlowGpt2(u, noSpecial);
            const HubTokenizer g = readHubTokenizer(u.hub(), "gpt2", false);
            QCOMPARE(g.fast->vocabSize(), 1157);
            QCOMPARE(g.fast->encode("hello<|endoftext|>world").ids,
                     (std::vector<int>{460, 1156, 69, 281, 384}));
        }
        // A merges.txt line of three pieces is refused naming the file and the line.
        t.write("merges.txt", "#version: 0.2\nĠ t\na b c\n");
        expectRefused(readRefusal(t.hub(), "gpt2"), {"merges.txt", "line 3"});
    }

    // 3b. BERT's slow file, converted as BertConverter does: vocab.txt (one token a line, ids
    // by line) with tokenizer_config.json's do_lower_case and strip_accents gives the ids
    // Hugging Face's tokenizers gives with the fixture's tokenizer.json (uncased: BertNormalizer
    // lowercase; cased: no lowercase, accents stripped).
    void bertVocabTxtEqualsTokenizerJson_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("config");
        QTest::newRow("uncased") << "bert"
                                 << R"({"tokenizer_class": "BertTokenizer"})";
        QTest::newRow("cased, accents stripped")
            << "bert-cased"
            << R"({"tokenizer_class": "BertTokenizerFast", "do_lower_case": false,
                   "strip_accents": true})";
        QTest::newRow("no tokenizer_config.json") << "bert"
                                                  << "";
    }
    void bertVocabTxtEqualsTokenizerJson() {
        QFETCH(QString, name);
        QFETCH(QString, config);
        const json tj = fixture(name.toStdString(), "tokenizer.json");
        std::map<long long, std::string> byId;
        for (const auto& [piece, id] : tj["model"]["vocab"].items())
            byId[id.get<long long>()] = piece;
        std::string lines;
        for (const auto& [id, piece] : byId) lines += piece + "\n";
        QCOMPARE(byId.size(), size_t(byId.rbegin()->first + 1));  // no gaps: ids are lines
        TempHub t;
        t.write("vocab.txt", lines);
        if (!config.isEmpty()) t.write("tokenizer_config.json", config.toStdString());
        const HubTokenizer h = readHubTokenizer(t.hub(), "", false);
        QVERIFY(h.fast);
        expectIds(*h.fast, casesOf(name.toStdString()), "vocab.txt");
        QCOMPARE(h.unk, 1);                                     // [UNK]
        QCOMPARE(h.pad, 0);                                     // [PAD]
        QVERIFY(h.fast->isSpecial(2) && h.fast->isSpecial(3));  // [CLS], [SEP]
        // Decoding joins the ## pieces (the WordPiece decoder) and drops [CLS] and [SEP].
        std::vector<int> ids;  // the first case that holds a ## piece
        for (const Case& c : casesOf(name.toStdString()))
            for (int id : c.ids)
                if (ids.empty() && h.fast->idToToken(id)->starts_with("##")) ids = c.ids;
        QVERIFY(!ids.empty());
        const std::string decoded = h.fast->decode(ids, true);
        QVERIFY2(
            decoded.find("##") == std::string::npos && decoded.find("[CLS]") == std::string::npos,
            decoded.c_str());
    }

    // A vocab.txt without the [CLS] its template needs is refused naming the file and the key.
    void bertVocabTxtWithoutClsIsRefused() {
        TempHub t;
        t.write("vocab.txt", "[PAD]\n[UNK]\n[SEP]\nhello\n");
        expectRefused(readRefusal(t.hub(), ""), {"vocab.txt", "cls_token", "[CLS]"});
    }

    // 3c. tokenizer_config.json's added_tokens_decoder, added on top as
    // PreTrainedTokenizerFast.__init__ adds it: an entry equal to the file's own is nothing new,
    // one with other flags changes them (<think> gains lstrip), a new content gets the next id
    // (<|tool|>, special; hello_world, normalized). Expected ids: the npm binding of tokenizers
    // 0.23.2 with the same tokens added by addAddedTokens to the qwen2 fixture.
    void addedTokensDecoderOnTop() {
        TempHub t;
        t.write("tokenizer.json", slurp(fixturePath("qwen2", "tokenizer.json")));
        t.write("tokenizer_config.json", R"({"added_tokens_decoder": {
            "1159": {"content": "<think>", "lstrip": true, "normalized": false, "rstrip": false,
                     "single_word": false, "special": false},
            "1156": {"content": "<|endoftext|>", "lstrip": false, "normalized": false,
                     "rstrip": false, "single_word": false, "special": true},
            "1161": {"content": "<|tool|>", "lstrip": false, "normalized": false,
                     "rstrip": false, "single_word": false, "special": true},
            "1162": {"content": "hello_world", "lstrip": false, "normalized": true,
                     "rstrip": false, "single_word": false, "special": false}}})");
        const HubTokenizer h = readHubTokenizer(t.hub(), "qwen2", false);
        QVERIFY(h.fast);
        QCOMPARE(h.fast->vocabSize(), 1163);
        const std::vector<Case> cases = {
            {"a<|tool|>b", {47, 1161, 48}},
            {"x <think> y", {70, 1159, 359}},
            {"say hello_world now", {65, 47, 71, 133, 1162, 330, 61, 69}},
            {"<|im_end|><|tool|>", {1158, 1161}},
            {"Hello_World", {171, 51, 311, 61, 183, 44, 282, 383}}};
        expectIds(*h.fast, cases, "added_tokens_decoder");
        QVERIFY(h.fast->isSpecial(1161) && !h.fast->isSpecial(1162));
        // Not an object, or an entry without content: refused naming the key.
        t.write("tokenizer_config.json", R"({"added_tokens_decoder": [1, 2]})");
        expectRefused(readRefusal(t.hub(), "qwen2"),
                      {"tokenizer_config.json", "added_tokens_decoder"});
        t.write("tokenizer_config.json", R"({"added_tokens_decoder": {"7": {"special": true}}})");
        expectRefused(readRefusal(t.hub(), "qwen2"), {"added_tokens_decoder[\"7\"]"});
    }

    // 4. LlamaTokenizerFast.update_post_processor: bos:0 $A:0 eos:0 from add_bos_token and
    // add_eos_token, replacing tokenizer.json's post-processor.
    void addBosAndEosFromTokenizerConfig_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("bos");
        QTest::addColumn<QString>("eos");
        QTest::addColumn<int>("bosId");
        QTest::addColumn<int>("eosId");
        QTest::newRow("llama3") << "llama3"
                                << "<|begin_of_text|>"
                                << "<|end_of_text|>" << 1156 << 1157;
        QTest::newRow("llama2") << "llama2"
                                << "<s>"
                                << "</s>" << 1 << 2;
    }
    void addBosAndEosFromTokenizerConfig() {
        QFETCH(QString, name);
        QFETCH(QString, bos);
        QFETCH(QString, eos);
        QFETCH(int, bosId);
        QFETCH(int, eosId);
        const std::string n = name.toStdString();
        TempHub t;
        t.write("tokenizer.json", slurp(fixturePath(n, "tokenizer.json")));
        const std::vector<Case> cases = casesOf(n);
        QVERIFY(cases.size() > 40);
        for (const bool addBos : {false, true})
            for (const bool addEos : {false, true}) {
                t.write("tokenizer_config.json", json{{"tokenizer_class", "LlamaTokenizerFast"},
                                                      {"add_bos_token", addBos},
                                                      {"add_eos_token", addEos},
                                                      {"bos_token", bos.toStdString()},
                                                      {"eos_token", eos.toStdString()}}
                                                     .dump());
                const HubTokenizer h = readHubTokenizer(t.hub(), "llama", true);
                for (const Case& c : cases) {
                    QVERIFY(!c.ids.empty() && c.ids.front() == bosId);  // the fixture's bos
                    std::vector<int> want(c.ids.begin() + (addBos ? 0 : 1), c.ids.end());
                    if (addEos) want.push_back(eosId);
                    QVERIFY2(h.fast->encode(c.text).ids == want,
                             (n + " bos " + std::to_string(addBos) + " eos " +
                              std::to_string(addEos) + ": " + c.text)
                                 .c_str());
                }
            }
        // An eos the vocabulary lacks is added on top as a special token with the next id
        // (PreTrainedTokenizerFast adds every named special token it does not have), and
        // add_eos_token appends it; with no eos at all, add_eos_token is refused by name
        // (LlamaTokenizerFast.update_post_processor raises).
        t.write("tokenizer_config.json", json{{"tokenizer_class", "LlamaTokenizerFast"},
                                              {"add_eos_token", true},
                                              {"bos_token", bos.toStdString()},
                                              {"eos_token", "<nope>"}}
                                             .dump());
        const HubTokenizer withNope = readHubTokenizer(t.hub(), "llama", true);
        const std::optional<int> nope = withNope.fast->tokenToId("<nope>");
        // The first new id: bos is in the file; the class's default unk may follow.
        const int fileSize =
            hf::FastTokenizer::fromText(slurp(fixturePath(n, "tokenizer.json")), n).vocabSize();
        QVERIFY(nope && *nope == fileSize && withNope.fast->isSpecial(*nope));
        QCOMPARE(withNope.fast->encode("a").ids.back(), *nope);
        QCOMPARE(withNope.fast->encode("x<nope>").ids.size(), size_t(4));  // bos, x, <nope>, eos
        t.write("tokenizer_config.json", json{{"tokenizer_class", "LlamaTokenizerFast"},
                                              {"add_eos_token", true},
                                              {"bos_token", bos.toStdString()},
                                              {"eos_token", nullptr}}
                                             .dump());
        expectRefused(readRefusal(t.hub()),
                      {"tokenizer_config.json", "add_eos_token", "eos_token"});
    }

    // The special tokens PreTrainedTokenizerFast.__init__ adds on top of tokenizer.json (the
    // class's named tokens and additional_special_tokens that no added token has), and
    // GPT2TokenizerFast's add_prefix_space over a ByteLevel pre-tokenizer.
    void specialTokensAndPrefixSpaceOnTop() {
        const std::string file = slurp(fixturePath("gpt2", "tokenizer.json"));
        const hf::FastTokenizer original = hf::FastTokenizer::fromText(file, "gpt2");
        const std::string text = "a<|endoftext|>b Hello world";
        json stripped = json::parse(file);
        stripped["added_tokens"] = json::array();
        TempHub t;
        t.write("tokenizer.json", stripped.dump());
        {  // GPT2TokenizerFast's "<|endoftext|>" (bos, eos, unk) comes back with the next id.
            const HubTokenizer h = readHubTokenizer(t.hub(), "gpt2", false);
            QCOMPARE(h.fast->encode(text).ids, original.encode(text).ids);
            QVERIFY(h.fast->isSpecial(*h.fast->tokenToId("<|endoftext|>")));
        }
        {  // PreTrainedTokenizerFast names none: the text is plain text.
            t.write("tokenizer_config.json",
                    json{{"tokenizer_class", "PreTrainedTokenizerFast"},
                         {"additional_special_tokens",
                          {"<tool>", {{"content", "<sep2>"}, {"lstrip", true}}}}}
                        .dump());
            const HubTokenizer h = readHubTokenizer(t.hub(), "gpt2", false);
            QVERIFY(!h.fast->tokenToId("<|endoftext|>"));
            QVERIFY(h.fast->encode(text).ids.size() > original.encode(text).ids.size());
            const int tool = *h.fast->tokenToId("<tool>"), sep = *h.fast->tokenToId("<sep2>");
            QCOMPARE(tool, original.model().vocabSize());
            QCOMPARE(sep, tool + 1);
            QVERIFY(h.fast->isSpecial(tool) && h.fast->isSpecial(sep));
            // lstrip: the spaces before it go with it.
            QCOMPARE(h.fast->encode("<tool>  <sep2>").ids, (std::vector<int>{tool, sep}));
        }
        // add_prefix_space: the class's own, whatever the file says (default false).
        const auto withPrefixSpace = [&](bool on) {
            json tree = json::parse(file);
            tree["pre_tokenizer"]["add_prefix_space"] = on;
            return tree;
        };
        const hf::FastTokenizer spaced(withPrefixSpace(true), "spaced");
        QCOMPARE(spaced.encode("Hello").ids, original.encode(" Hello").ids);
        QVERIFY(original.encode("Hello").ids != original.encode(" Hello").ids);
        t.write("tokenizer_config.json", json{{"add_prefix_space", true}}.dump());
        t.write("tokenizer.json", file);
        QCOMPARE(readHubTokenizer(t.hub(), "gpt2", false).fast->encode(text).ids,
                 spaced.encode(text).ids);
        t.write("tokenizer_config.json", "{}");
        t.write("tokenizer.json", withPrefixSpace(true).dump());
        QCOMPARE(readHubTokenizer(t.hub(), "gpt2", false).fast->encode(text).ids,
                 original.encode(text).ids);
        // Other classes leave the pre-tokenizer as the file has it.
        t.write("tokenizer_config.json",
                json{{"tokenizer_class", "PreTrainedTokenizerFast"}}.dump());
        QCOMPARE(readHubTokenizer(t.hub(), "gpt2", false).fast->encode(text).ids,
                 spaced.encode(text).ids);
    }

    // 5. Hostile files: refused on one line naming the file, quickly.
    void hostileFilesAreRefused() {
        const auto started = std::chrono::steady_clock::now();
        {  // 100 MB (sparse): refused by its size before it is read
            TempHub t;
            const int fd = ::open(t.file("tokenizer.json").c_str(), O_CREAT | O_WRONLY, 0600);
            QVERIFY(fd >= 0);
            QVERIFY(::ftruncate(fd, 100 << 20) == 0);
            ::close(fd);
            expectRefused(readRefusal(t.hub()), {"tokenizer.json", "104857600 bytes"});
        }
        {  // nested a million levels deep
            TempHub t;
            t.write("tokenizer.json", std::string(1000000, '['));
            expectRefused(readRefusal(t.hub()), {"tokenizer.json", "nested"});
            t.write("tokenizer.json", std::string(1000000, '[') + std::string(1000000, ']'));
            expectRefused(readRefusal(t.hub()), {"tokenizer.json", "nested"});
            t.write("tokenizer.json", "{\"model\":" + std::string(1000000, '['));
            expectRefused(readRefusal(t.hub()), {"tokenizer.json", "nested"});
        }
        {  // an unknown model type
            TempHub t;
            t.write("tokenizer.json", R"({"model":{"type":"Nope"}})");
            expectRefused(readRefusal(t.hub()), {"tokenizer.json", "Nope"});
        }
        {  // a merge naming a token the vocabulary lacks
            TempHub t;
            t.write("tokenizer.json",
                    R"({"model":{"type":"BPE","vocab":{"a":0,"b":1,"ab":2},"merges":["a c"]}})");
            expectRefused(readRefusal(t.hub()), {"tokenizer.json", "'c'", "absent"});
        }
        {  // a FIFO in place of tokenizer.json: refused, never blocking
            TempHub t;
            const std::string path = t.file("tokenizer.json");
            QVERIFY(::mkfifo(path.c_str(), 0600) == 0);
            const FifoUnblocker unblocker(path);
            expectRefused(readRefusal(t.hub()), {"tokenizer.json", "not a regular file"});
            QVERIFY(!unblocker.released());
        }
        {  // vocab.json without merges.txt, and nothing else
            TempHub t;
            t.write("vocab.json", R"({"a":0})");
            expectRefused(readRefusal(t.hub(), "gpt2"), {"no tokenizer"});
        }
        {  // the same refusal through the opened folder: one line naming the file
            DecoderFolder f;
            writeFile(f.file("tokenizer.json"), R"({"model":{"type":"Nope"}})");
            expectRefused(refusal(f.path()), {"tokenizer.json", "Nope"});
        }
        const auto seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        QVERIFY2(seconds < 30, std::to_string(seconds).c_str());
    }
};

QTEST_GUILESS_MAIN(TestHubTokenizer)
#include "tst_hubtokenizer.moc"
