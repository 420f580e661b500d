// A corpus of hostile Hugging Face Hub folders (SPEC §5, Marian), each made from a small sound
// one (tests/support/MarianFolder) by changing one file: a config that lies about the tensors'
// shapes or asks for absurd sizes, a broken vocab.json, a shard index that names absent files
// or leaves the folder, weights of a type we do not read, missing or damaged SentencePiece
// models, bad generation settings, oversized and deeply nested JSON, FIFOs and devices. Each is
// refused quickly with a one-line message naming the file and what is wrong; none crashes,
// hangs or allocates what the file asks for (the sanitizer suite runs this too).

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "FifoUnblocker.h"
#include "FileError.h"
#include "MarianFolder.h"
#include "Model.h"
#include "Translation.h"
#include "hub/HubFolder.h"
#include "hub/MappingGuard.h"

using namespace atlas;
using namespace atlas::test;
using json = nlohmann::json;

namespace {

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

// What opening the path as --model does (the folder, then the model built on it) says, or
// "accepted". Any exception but the two refusals escapes and fails the test.
std::string refusal(const std::string& path) {
    try {
        const Model model(openCheckpoint(path));
        return "accepted";
    } catch (const CheckpointError& e) {
        return e.what();
    } catch (const ConfigError& e) {
        return e.what();
    }
}

// The folder's `name` holding `bytes` while `check` runs, then as it was.
class Swap {
public:
    Swap(const MarianFolder& f, const std::string& name, const std::string& bytes)
        : path_(f.file(name)), old_(readAll(path_)) {
        writeFile(path_, bytes);
    }
    ~Swap() { writeFile(path_, old_); }

private:
    std::string path_, old_;
};

}  // namespace

class TestHostileHubFolders : public QObject {
    Q_OBJECT

    MarianFolder* single_ = nullptr;
    MarianFolder* sharded_ = nullptr;

    // Refused within a couple of seconds, on one line, naming every one of `words`.
    static void expectRefused(const std::string& path, std::initializer_list<std::string> words,
                              const char* what) {
        QElapsedTimer clock;
        clock.start();
        const std::string why = refusal(path);
        const std::string label = std::string(what) + ": " + why;
        QVERIFY2(clock.elapsed() < 3000, label.c_str());
        QVERIFY2(why != "accepted", label.c_str());
        QVERIFY2(why.find('\n') == std::string::npos, label.c_str());
        for (const std::string& word : words)
            QVERIFY2(why.find(word) != std::string::npos,
                     (label + " [lacks " + word + "]").c_str());
    }
    void withFile(const MarianFolder& f, const std::string& name, const std::string& bytes,
                  std::initializer_list<std::string> words, const char* what) {
        const Swap swap(f, name, bytes);
        expectRefused(f.path(), words, what);
    }
    void withConfig(const std::string& key, const json& value,
                    std::initializer_list<std::string> words) {
        json c = single_->config;
        c[key] = value;
        withFile(*single_, "config.json", c.dump(), words, (key + " = " + value.dump()).c_str());
    }
    json vocabJson() const {
        json v = json::object();
        for (int i = 0; i < single_->V; ++i) v[single_->vocab[i]] = i;
        return v;
    }

private slots:
    void initTestCase() {
        single_ = new MarianFolder;
        sharded_ = new MarianFolder({DType::F32, true, false});
        QCOMPARE(refusal(single_->path()), std::string("accepted"));
        QCOMPARE(refusal(sharded_->path()), std::string("accepted"));
    }
    void cleanupTestCase() {
        delete single_;
        delete sharded_;
    }

    void configsThatLieAboutTheShapes() {
        withConfig("d_model", 32, {"model.shared.weight", "shape", "the config says"});
        withConfig("encoder_attention_heads", 3, {"config.json", "encoder_attention_heads"});
        json c = single_->config;
        c["encoder_ffn_dim"] = c["decoder_ffn_dim"] = 64;
        withFile(*single_, "config.json", c.dump(), {"fc1.weight", "shape"}, "ffn 64");
        withConfig("encoder_layers", 3, {"model.encoder.layers.2.", "missing"});
        withConfig("decoder_layers", 3, {"model.decoder.layers.2.", "missing"});
        withConfig("vocab_size", single_->V + 1, {"vocab.json", "embeddings"});
        json v = vocabJson();
        v["<extra>"] = single_->V;
        c = single_->config;
        c["vocab_size"] = single_->V + 1;
        const Swap vocab(*single_, "vocab.json", v.dump());
        withFile(*single_, "config.json", c.dump(), {"model.shared.weight", "shape"},
                 "vocab_size and vocab.json one larger than the embeddings");
    }

    // share_encoder_decoder_embeddings false: target_vocab.json is read (MarianTokenizer with
    // separate_vocabs) and must cover vocab_size, decoder_vocab_size must equal vocab_size
    // (MarianModel copies the shared table for the decoder), and each stack needs its own
    // embed_tokens; each fault is named.
    void separateVocabularies() {
        json c = single_->config;
        c["share_encoder_decoder_embeddings"] = false;
        c["decoder_vocab_size"] = single_->V;
        withFile(*single_, "config.json", c.dump(), {"target_vocab.json"},
                 "separate vocabularies without target_vocab.json");
        const std::string target = single_->file("target_vocab.json");
        writeFile(target, vocabJson().dump());
        c["decoder_vocab_size"] = single_->V + 1;
        withFile(*single_, "config.json", c.dump(), {"decoder_vocab_size", "differs"},
                 "decoder_vocab_size one more than vocab_size");
        c["decoder_vocab_size"] = 0;
        withFile(*single_, "config.json", c.dump(), {"decoder_vocab_size"}, "decoder_vocab_size 0");
        c["decoder_vocab_size"] = single_->V;
        json shorter = vocabJson();
        shorter.erase(shorter.begin());
        {
            const Swap separate(*single_, "config.json", c.dump());
            withFile(*single_, "target_vocab.json", shorter.dump(), {"target_vocab.json"},
                     "target_vocab.json one piece short");
        }
        withFile(*single_, "config.json", c.dump(),
                 {"model.encoder.embed_tokens.weight", "missing"},
                 "separate vocabularies over one shared table");
        std::filesystem::remove(target);
        QCOMPARE(refusal(single_->path()), std::string("accepted"));
    }

    // Refused before anything is sized by them (ConfigLimits through Config::validate).
    void hugeNegativeAndNonIntegerValues() {
        withConfig("vocab_size", 1LL << 40, {"config.json", "vocab_size"});
        withConfig("vocab_size", 1 << 30, {"config.json", "vocab_size"});
        withConfig("d_model", 1e9, {"config.json", "d_model"});
        withConfig("d_model", 1 << 30, {"config.json", "d_model"});
        withConfig("encoder_layers", 1000000, {"config.json", "encoder_layers"});
        withConfig("decoder_layers", 1000000, {"config.json", "decoder_layers"});
        withConfig("max_position_embeddings", 1 << 30, {"config.json", "max_position_embeddings"});
        withConfig("encoder_ffn_dim", 1 << 29, {"config.json"});
        withConfig("d_model", -16, {"config.json", "d_model"});
        withConfig("encoder_layers", -1, {"config.json", "encoder_layers"});
        withConfig("d_model", 16.5, {"config.json", "d_model"});
        withConfig("d_model", "16", {"config.json", "d_model"});
        withConfig("encoder_layers", true, {"config.json", "encoder_layers"});
        withConfig("pad_token_id", single_->V, {"config.json", "pad_id"});
        withConfig("activation_function", "tanh", {"config.json", "activation_function"});
    }

    void brokenVocabularies() {
        const int V = single_->V;
        json v = vocabJson();
        v[single_->vocab[5]] = 6;
        withFile(*single_, "vocab.json", v.dump(), {"vocab.json", "twice"}, "duplicate id");
        v = vocabJson();
        v[single_->vocab[5]] = V;
        withFile(*single_, "vocab.json", v.dump(), {"vocab.json", "outside"}, "id out of range");
        v = vocabJson();
        v.erase(single_->vocab[5]);
        withFile(*single_, "vocab.json", v.dump(), {"vocab.json", "pieces for"}, "wrong count");
        v = vocabJson();
        v[single_->vocab[5]] = "5";
        withFile(*single_, "vocab.json", v.dump(), {"vocab.json", "has id"}, "string id");
        v[single_->vocab[5]] = 5.5;
        withFile(*single_, "vocab.json", v.dump(), {"vocab.json", "has id"}, "fractional id");
        v = vocabJson();
        v.erase("<unk>");
        v["<unk-not>"] = 1;
        withFile(*single_, "vocab.json", v.dump(), {"vocab.json", "<unk>"}, "no <unk>");
        withFile(*single_, "vocab.json", "[1, 2]", {"vocab.json", "object"}, "a list");
        withFile(*single_, "vocab.json", "{\"<unk>\": 1", {"vocab.json", "not JSON"}, "cut");
    }

    void shardIndexes() {
        const MarianFolder& f = *sharded_;
        const json index = json::parse(readAll(f.file("model.safetensors.index.json")));
        auto withShard = [&](const std::string& shard, std::initializer_list<std::string> words) {
            json i = index;
            i["weight_map"]["model.shared.weight"] = shard;
            withFile(f, "model.safetensors.index.json", i.dump(), words, shard.c_str());
        };
        withShard("model-00003-of-00002.safetensors",
                  {"model.safetensors.index.json", "model-00003-of-00002.safetensors"});
        withShard("sub/model.safetensors", {"index.json", "not a file of this folder"});
        withShard("..", {"index.json", "not a file of this folder"});
        withShard("../model-00001-of-00002.safetensors", {"not a file of this folder"});
        withShard("/etc/hostname", {"not a file of this folder"});
        withShard("", {"not a file of this folder"});
        json i = index;
        i["weight_map"]["model.extra.weight"] = "model-00001-of-00002.safetensors";
        withFile(f, "model.safetensors.index.json", i.dump(),
                 {"model-00001-of-00002.safetensors", "lacks tensor 'model.extra.weight'"},
                 "a tensor its shard lacks");
        i = index;
        i["weight_map"]["model.shared.weight"] = 7;
        withFile(f, "model.safetensors.index.json", i.dump(), {"index.json", "not a file name"},
                 "a number");
        withFile(f, "model.safetensors.index.json", "{}", {"index.json", "weight_map"}, "empty");
    }

    // model.safetensors with one tensor's dtype changed (its byte range kept as it was).
    void weightTypesWeDoNotRead() {
        const std::string bytes = readAll(single_->file("model.safetensors"));
        uint64_t n = 0;
        for (int i = 7; i >= 0; --i) n = n << 8 | uint8_t(bytes[size_t(i)]);
        for (const char* dtype : {"F64", "I64", "I32", "BOOL"}) {
            json header = json::parse(bytes.substr(8, n));
            header["final_logits_bias"]["dtype"] = dtype;
            std::string text = header.dump();
            text.resize(std::max(text.size(), size_t(n)), ' ');
            std::string out;
            for (int i = 0; i < 8; ++i) out += char((uint64_t(text.size()) >> (8 * i)) & 0xff);
            out += text + bytes.substr(8 + n);
            withFile(*single_, "model.safetensors", out, {"final_logits_bias", dtype}, dtype);
        }
    }

    void tokenizerFiles() {
        for (const char* name : {"source.spm", "target.spm", "vocab.json"}) {
            const std::string path = single_->file(name), kept = readAll(path);
            QVERIFY(::unlink(path.c_str()) == 0);
            expectRefused(single_->path(), {name}, name);
            writeFile(path, kept);
        }
        withFile(*single_, "source.spm", "not a model", {"source.spm", "not a SentencePiece model"},
                 "garbage source.spm");
        withFile(*single_, "target.spm", std::string(4096, '\xff'),
                 {"target.spm", "not a SentencePiece model"}, "garbage target.spm");
        withFile(*single_, "source.spm", "", {"source.spm"}, "empty source.spm");
    }

    void generationSettings() {
        const int V = single_->V;
        auto withBadWords = [&](const json& bad, const char* what) {
            json g = single_->generation;
            g["bad_words_ids"] = bad;
            withFile(*single_, "generation_config.json", g.dump(),
                     {"generation_config.json", "bad_words_ids"}, what);
        };
        withBadWords(json::array({1, 2}), "a list of ids");
        withBadWords(7, "a number");
        withBadWords(json::array({json::array()}), "an empty list");
        withBadWords(json::array({json::array({V + 5})}), "outside the vocabulary");
        withBadWords(json::array({json::array({-1})}), "negative");
        withBadWords(json::array({json::array({"x"})}), "a string");
        json g = single_->generation;
        g["forced_eos_token_id"] = V;
        withFile(*single_, "generation_config.json", g.dump(),
                 {"generation_config.json", "forced_eos_token_id"}, "forced eos");
        g = single_->generation;
        g["max_length"] = -3;
        withFile(*single_, "generation_config.json", g.dump(),
                 {"generation_config.json", "max_length"}, "max_length");
    }

    // Files too big to read, or whose tree would be: refused before it is built.
    void oversizedAndDeeplyNestedJson() {
        std::string big = "{\"model_type\": \"marian\", \"pad\": \"" + std::string(20 << 20, 'x');
        withFile(*single_, "config.json", big + "\"}", {"config.json"}, "20 MB config.json");
        const std::string deep = std::string(1000000, '[') + std::string(1000000, ']');
        withFile(*single_, "config.json", deep, {"config.json", "nested"}, "nested config");
        withFile(*single_, "vocab.json", deep, {"vocab.json", "nested"}, "nested vocab");
        withFile(*single_, "generation_config.json", deep, {"generation_config.json", "nested"},
                 "nested generation config");
        withFile(*sharded_, "model.safetensors.index.json", deep,
                 {"model.safetensors.index.json", "nested"}, "nested index");
        // Flat but huge: ten million values in a file under the size limit.
        std::string many = "[";
        for (int i = 0; i < 4000000; ++i) many += "0,";
        many += "0]";
        json c = single_->config;
        withFile(*single_, "config.json", many, {"config.json", "JSON values"}, "flat config");
        const std::string bad = "{\"model_type\": \"marian\", \"bad_words_ids\": [" +
                                many.substr(1, many.size() - 2) + "]}";
        withFile(*single_, "config.json", bad, {"config.json", "JSON values"}, "long list");
    }

    // Paths that are no regular file, made in a temporary folder (never the machine's /dev).
    // Another program cuts the weights short while the model is open (`cp` over the file opens
    // it with O_TRUNC): the next translation is refused naming the file, instead of a SIGBUS
    // ending the process; the files of other models are not blamed.
    void weightsCutShortWhileOpen() {
        MarianFolder f;
        const Model model(openCheckpoint(f.path()));
        const Model other(openCheckpoint(single_->path()));
        QVERIFY(!translate(model, "the cat").targetText.empty());
        const std::string weights = f.file("model.safetensors");
        QVERIFY(std::filesystem::file_size(weights) > 3 * 4096);
        QCOMPARE(::truncate(weights.c_str(), 4096), 0);
        try {
            translate(model, "the cat");
            QFAIL("a translation read the lost bytes");
        } catch (const ReadError& e) {
            const std::string why = e.what();
            QVERIFY2(why.find(weights) != std::string::npos, why.c_str());
            QVERIFY2(why.find("changed on disk") != std::string::npos, why.c_str());
        }
        QCOMPARE(MappingGuard::changedFile(), weights);
        QVERIFY_THROWS_EXCEPTION(ReadError, translate(other, "the cat"));  // still reported …
    }
    void theGuardForgetsAClosedFile() {  // … until the cut file is no longer mapped
        QCOMPARE(MappingGuard::changedFile(), std::string());
        QVERIFY(!translate(Model(openCheckpoint(single_->path())), "the cat").targetText.empty());
    }

    void fifosAndDevices() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string fifo = dir.filePath("fifo").toStdString();
        QVERIFY(::mkfifo(fifo.c_str(), 0600) == 0);
        {
            const FifoUnblocker unblocker(fifo);
            expectRefused(fifo, {"fifo", "not a regular file"}, "a FIFO as the model path");
            QVERIFY2(!unblocker.released(), "blocked opening the FIFO");
        }
        for (const char* name : {"config.json", "vocab.json", "source.spm", "model.safetensors"}) {
            const std::string path = single_->file(name), kept = readAll(path);
            QVERIFY(::unlink(path.c_str()) == 0);
            QVERIFY(::mkfifo(path.c_str(), 0600) == 0);
            {
                const FifoUnblocker unblocker(path);
                expectRefused(single_->path(), {name, "not a regular file"}, name);
                QVERIFY2(!unblocker.released(), name);
            }
            QVERIFY(::unlink(path.c_str()) == 0);
            if (::geteuid() == 0) {  // /dev/zero's numbers, as a node of our own folder
                QVERIFY(::mknod(path.c_str(), S_IFCHR | 0600, makedev(1, 5)) == 0);
                expectRefused(single_->path(), {name, "not a regular file"}, name);
                QVERIFY(::unlink(path.c_str()) == 0);
            }
            writeFile(path, kept);
        }
        QCOMPARE(refusal(single_->path()), std::string("accepted"));
    }
};

QTEST_APPLESS_MAIN(TestHostileHubFolders)
#include "tst_hostilehubfolders.moc"
