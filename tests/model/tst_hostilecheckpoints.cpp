// A corpus of hostile checkpoints, generated from a small sound one: every header field of
// every tensor corrupted, every configuration key given wrong values, absurd shapes and
// sizes, NaN and infinite weights, a vocabulary that disagrees with the embeddings. Each is
// refused with a one-line message naming what is wrong, or loads and translates; none
// crashes (the sanitizer suite runs this too). tst_safetensors covers the container's own
// field checks on hand-made headers and tst_checkpoint the truncations at every 1/16.

#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <nlohmann/json.hpp>

#include "Checkpoint.h"
#include "FifoUnblocker.h"
#include "Model.h"
#include "RandomInit.h"
#include "SentencePairs.h"
#include "Tokenizer.h"
#include "TokenizerTrainer.h"
#include "Translation.h"
#include "WeightLayout.h"

using namespace atlas;
using nlohmann::json;

namespace {

// A model of a few kilobytes: identity normalization, 1 + 1 layers of width 4. Its bytes are
// also the fuzzer's checkpoint seeds (writeFuzzSeeds).
Checkpoint tinyCheckpoint(AttentionKind kind, bool rope) {
    static const std::string tokenizer = [] {
        std::vector<std::string> sentences;
        for (const SentencePair& pair : generateSentencePairs(40, 7)) {
            sentences.push_back(pair.english);
            sentences.push_back(pair.german);
        }
        TokenizerTrainingOptions options;
        options.vocabSize = 400;
        options.hardVocabLimit = false;
        options.normalization = TokenizerTrainingOptions::Normalization::Identity;
        return trainTokenizer(sentences, options);
    }();
    Config c;
    c.vocab_size = Tokenizer(tokenizer).pieceCount();
    c.d_model = 4;
    c.n_heads = 2;
    c.d_head = 2;
    c.d_ff = 4;
    c.n_encoder_layers = 1;
    c.n_decoder_layers = 1;
    c.attention = kind;
    c.n_kv_heads = kind == AttentionKind::MHA ? 2 : 1;
    if (kind == AttentionKind::MLA) {
        c.d_latent = 2;
        c.d_rope = 2;
    }
    c.positions = rope ? PositionKind::Rope : PositionKind::Sinusoidal;
    c.tie_embeddings = !rope;
    c.max_positions = 32;
    return randomCheckpoint(c, tokenizer, 3);
}

struct Parts {
    json header;
    std::string data;
};

Parts split(const std::string& bytes) {
    uint64_t length = 0;
    for (int i = 7; i >= 0; --i) length = length << 8 | uint8_t(bytes[size_t(i)]);
    return {json::parse(bytes.substr(8, length)), bytes.substr(8 + length)};
}

std::string join(const std::string& headerText, const std::string& data) {
    std::string out;
    for (int i = 0; i < 8; ++i) out += char((uint64_t(headerText.size()) >> (8 * i)) & 0xff);
    return out + headerText + data;
}

std::string join(const Parts& parts) {
    return join(parts.header.dump(), parts.data);
}

// "accepted", or the message of the refusal. Only the two errors of a bad file count as a
// refusal: anything else (std::bad_alloc, std::out_of_range) fails the test.
QString load(const std::string& bytes) {
    try {
        Checkpoint::fromBytes(bytes);
    } catch (const CheckpointError& e) {
        return QString::fromUtf8(e.what());
    } catch (const ConfigError& e) {
        return QString::fromUtf8(e.what());
    }
    return "accepted";
}

// Refused, on one line, with the message naming `what`.
void expectRefusal(const std::string& bytes, const QString& what, const QString& label) {
    const QString message = load(bytes);
    QVERIFY2(message != "accepted", qPrintable(label + ": accepted"));
    QVERIFY2(!message.contains('\n'), qPrintable(label + ": " + message));
    QVERIFY2(message.contains(what), qPrintable(label + ": " + message));
}

// A deeply nested array: dumping it into a message would recurse a million times.
json deepArray(int depth) {
    return json::parse(std::string(size_t(depth), '[') + std::string(size_t(depth), ']'));
}

// Values of the wrong type or size for any field.
std::vector<json> wrongValues() {
    return {nullptr,
            true,
            "x",
            json::object(),
            json::array(),
            -1,
            0,
            1.5,
            1e300,
            1LL << 40,
            json::array({-1}),
            deepArray(64),
            "\xe2\x80\x8b"};
}

}  // namespace

class TestHostileCheckpoints : public QObject {
    Q_OBJECT

    Checkpoint model_;
    std::string bytes_;

private slots:
    void initTestCase() {
        model_ = tinyCheckpoint(AttentionKind::MHA, false);
        bytes_ = model_.toBytes();
        QCOMPARE(load(bytes_), QString("accepted"));
        QVERIFY(bytes_.size() < 32 * 1024);
    }

    // The fuzzer starts from these; they must stay sound checkpoints, or it fuzzes the outer
    // checks only. ATLAS_WRITE_FUZZ_SEEDS=dir rewrites them.
    void fuzzSeedsLoad() {
        const QDir dir(ATLAS_FUZZ_CORPUS "/checkpoint");
        if (const QByteArray out = qgetenv("ATLAS_WRITE_FUZZ_SEEDS"); !out.isEmpty()) {
            tinyCheckpoint(AttentionKind::MHA, false).save(out.toStdString() + "/mha.safetensors");
            tinyCheckpoint(AttentionKind::MLA, true)
                .save(out.toStdString() + "/mla-rope.safetensors", DType::F16);
            tinyCheckpoint(AttentionKind::GQA, true)
                .save(out.toStdString() + "/gqa-rope.safetensors", DType::BF16);
        }
        const QStringList seeds = dir.entryList({"*.safetensors"}, QDir::Files);
        QCOMPARE(seeds.size(), 3);
        for (const QString& seed : seeds)
            QVERIFY_THROWS_NO_EXCEPTION(Checkpoint::load(dir.filePath(seed).toStdString()));
    }

    // Each field of each tensor entry, given each wrong value: refused naming the tensor.
    void everyTensorFieldCorrupted() {
        const Parts good = split(bytes_);
        int cases = 0;
        for (const auto& [name, entry] : good.header.items()) {
            if (name == "__metadata__") continue;
            for (const char* field : {"dtype", "shape", "data_offsets"}) {
                for (const json& value : wrongValues()) {
                    Parts bad = good;
                    bad.header[name][field] = value;
                    expectRefusal(join(bad), QString::fromStdString("tensor '" + name + "'"),
                                  QString::fromStdString(name + "." + field + " = ") +
                                      QString::fromStdString(value.dump()).left(40));
                    ++cases;
                }
                Parts missing = good;
                missing.header[name].erase(field);
                expectRefusal(join(missing), QString::fromStdString(name), "missing field");
            }
        }
        QVERIFY(cases > 500);
    }

    // Shapes and dtypes that a well-formed container can carry but the model cannot use.
    void wrongShapesAndTypes_data() {
        QTest::addColumn<QString>("tensor");
        QTest::addColumn<QString>("dtype");
        QTest::addColumn<QString>("shape");  // JSON
        QTest::addColumn<QString>("expected");
        const QString fc1 = "encoder.layers.0.ffn.fc1.weight";
        QTest::newRow("extra dimension") << fc1 << "F32"
                                         << "[4, 4, 1]"
                                         << "shape [4, 4, 1]";
        QTest::newRow("flattened") << fc1 << "F32"
                                   << "[16]"
                                   << "expected [4, 4]";
        QTest::newRow("scalar") << fc1 << "F32"
                                << "[]"
                                << "expected [4, 4]";
        QTest::newRow("zero rows") << fc1 << "F32"
                                   << "[0, 4]"
                                   << "expected [4, 4]";
        QTest::newRow("rank 9") << fc1 << "F32"
                                << "[1, 1, 1, 1, 1, 1, 1, 1, 16]"
                                << "9 dimensions";
        QTest::newRow("U8 weights") << fc1 << "U8"
                                    << "[64]"
                                    << "dtype U8";
        QTest::newRow("tokenizer as floats") << "tokenizer.sentencepiece"
                                             << "F32"
                                             << "[-1]"
                                             << "tokenizer.sentencepiece";
        // The embeddings are the vocabulary: rows that disagree with the tokenizer's pieces.
        QTest::newRow("embedding rows") << "embed.weight"
                                        << "F32"
                                        << "[2, 4]"
                                        << "tensor 'embed.weight': shape";
    }
    void wrongShapesAndTypes() {
        QFETCH(QString, tensor);
        QFETCH(QString, dtype);
        QFETCH(QString, shape);
        QFETCH(QString, expected);
        // Rebuilt through the writer, so that the container itself is sound.
        const SafetensorsFile good = SafetensorsFile::fromBytes(bytes_);
        SafetensorsWriter w;
        for (const auto& [k, v] : good.metadata()) w.setMetadata(k, v);
        for (const auto& [name, entry] : good.tensors()) {
            if (QString::fromStdString(name) != tensor) {
                if (entry.dtype == DType::U8)
                    w.addBytes(name, good.bytes(name));
                else
                    w.addFloats(name, entry.dtype, entry.shape, good.floats(name));
                continue;
            }
            const json dims = json::parse(shape.toStdString());
            if (dims.size() == 1 && dims[0] == -1) {  // the tokenizer's bytes as F32
                const std::string_view raw = good.bytes(name);
                std::vector<float> values(raw.size() / 4);
                std::memcpy(values.data(), raw.data(), values.size() * 4);
                w.addFloats(name, DType::F32, {(long long)values.size()}, values);
                continue;
            }
            long long count = 1;
            for (const json& d : dims) count *= d.get<long long>();
            if (dtype == "U8") {
                w.addBytes(name, std::string(size_t(count), '\x01'));
                continue;
            }
            w.addFloats(name, DType::F32, dims.get<std::vector<long long>>(),
                        std::vector<float>(size_t(count), 0.5f));
        }
        expectRefusal(w.toBytes(), expected, tensor);
    }

    // A sound container, a configuration that lies: each key given each wrong value is
    // refused naming the key, or (null, a key's default) accepted as the default.
    void everyConfigKeyCorrupted() {
        const Parts good = split(bytes_);
        const json config = json::parse(good.header["__metadata__"]["config"].get<std::string>());
        int refused = 0;
        for (const auto& [key, original] : config.items()) {
            for (const json& value : wrongValues()) {
                json lie = config;
                lie[key] = value;
                Parts bad = good;
                bad.header["__metadata__"]["config"] = lie.dump();
                const QString label = QString::fromStdString(key + " = " + value.dump()).left(60);
                const QString message = load(join(bad));
                if (message == "accepted") continue;
                QVERIFY2(!message.contains('\n'), qPrintable(label + ": " + message));
                // A lie about a width is found by the config or by the first tensor it shapes.
                QVERIFY2(message.contains(QString::fromStdString("'" + key + "'")) ||
                             message.startsWith("tensor '") || message.startsWith("config:"),
                         qPrintable(label + ": " + message));
                ++refused;
            }
        }
        QVERIFY(refused > 200);
        for (const char* notJson : {"", "{", "[]", "null", "{\"d_model\": 4}"}) {
            Parts bad = good;
            bad.header["__metadata__"]["config"] = notJson;
            expectRefusal(join(bad), "config", notJson);
        }
    }

    // Sizes no file of ours can hold, refused before anything is allocated for them.
    void absurdSizes_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<qint64>("value");
        QTest::newRow("layers") << "n_encoder_layers" << qint64(1LL << 30);
        QTest::newRow("layers at the limit + 1") << "n_decoder_layers" << qint64(257);
        QTest::newRow("positions") << "max_positions" << qint64(1LL << 30);
        QTest::newRow("vocabulary") << "vocab_size" << qint64((1 << 20) + 1);
        QTest::newRow("width") << "d_model" << qint64(1 << 30);
        QTest::newRow("feed-forward") << "d_ff" << qint64((1 << 16) + 1);
        QTest::newRow("heads") << "n_heads" << qint64(1 << 12);
        QTest::newRow("head width") << "d_head" << qint64(1 << 11);
        QTest::newRow("past an int") << "d_ff" << qint64(1LL << 40);
    }
    void absurdSizes() {
        QFETCH(QString, key);
        QFETCH(qint64, value);
        Parts bad = split(bytes_);
        json config = json::parse(bad.header["__metadata__"]["config"].get<std::string>());
        config[key.toStdString()] = value;
        bad.header["__metadata__"]["config"] = config.dump();
        expectRefusal(join(bad), "'" + key + "'", key);
    }

    void tooManyParameters() {
        Parts bad = split(bytes_);
        json config = json::parse(bad.header["__metadata__"]["config"].get<std::string>());
        config["d_model"] = 65536;
        config["d_head"] = 1024;
        config["d_ff"] = 65536;
        config["n_encoder_layers"] = 256;
        bad.header["__metadata__"]["config"] = config.dump();
        expectRefusal(join(bad), "parameters, more than", "huge model");
    }

    // The header itself: its length field, its size, its number of tensors, its nesting.
    void hostileHeaders() {
        const Parts good = split(bytes_);
        const std::string text = good.header.dump();
        const std::string rest = good.data;
        auto withLength = [&](uint64_t length) {
            std::string out;
            for (int i = 0; i < 8; ++i) out += char((length >> (8 * i)) & 0xff);
            return out + text + rest;
        };
        expectRefusal(withLength(0), "header", "length 0");
        expectRefusal(withLength(text.size() - 1), "header", "length one short");
        expectRefusal(withLength(text.size() + 1), "", "length one long");
        expectRefusal(withLength(text.size() + 3), "", "length odd and long");
        expectRefusal(withLength(UINT64_MAX), "header", "length 2^64-1");
        expectRefusal(withLength(1ull << 63), "header", "length 2^63");

        // 70 000 tensors of no bytes: the count is refused while the header is parsed.
        std::string many = "{";
        for (int i = 0; i < 70000; ++i)
            many += "\"t" + std::to_string(i) +
                    "\":{\"dtype\":\"F32\",\"shape\":[0],\"data_offsets\":[0,0]},";
        many.back() = '}';
        expectRefusal(join(many, ""), "more than 65536 tensors", "tensor count");

        // Nested a million deep, in a shape and in a config value (spliced in as text: even
        // this test cannot dump them).
        const std::string brackets = std::string(1000000, '[') + std::string(1000000, ']');
        auto splice = [](std::string text, const std::string& placeholder,
                         const std::string& value) {
            return text.replace(text.find(placeholder), placeholder.size(), value);
        };
        Parts deep = good;
        deep.header["embed.weight"]["shape"] = "SHAPE";
        expectRefusal(join(splice(deep.header.dump(), "\"SHAPE\"", brackets), good.data),
                      "tensor 'embed.weight'", "deep shape");
        json config = json::parse(good.header["__metadata__"]["config"].get<std::string>());
        config["attention"] = "KIND";
        deep = good;
        deep.header["__metadata__"]["config"] = splice(config.dump(), "\"KIND\"", brackets);
        expectRefusal(join(deep), "'attention'", "deep config value");

        // 1.2 million values in 2.4 MB: refused while scanned, before a tree of them is built.
        std::string values = "{\"t\":{\"dtype\":\"F32\",\"shape\":[";
        for (int i = 0; i < 1200000; ++i) values += "0,";
        values.back() = ']';
        values += ",\"data_offsets\":[0,0]}}";
        expectRefusal(join(values, ""), "more than 1048576 JSON values", "value count");

        // A tensor listed twice, __metadata__ listed twice.
        const std::string twice = "{\"__metadata__\":{},\"__metadata__\":{}}";
        expectRefusal(join(twice, ""), "__metadata__", "metadata twice");
    }

    // Offsets that lie in ways only the set of tensors reveals.
    void offsetsSwappedOverlappingOutOfRange() {
        const Parts good = split(bytes_);
        const std::string a = "encoder.layers.0.ffn.fc1.weight";
        const std::string b = "encoder.layers.0.ffn.fc2.weight";  // same shape [4, 4]

        Parts swapped = good;
        std::swap(swapped.header[a]["data_offsets"], swapped.header[b]["data_offsets"]);
        // A different but sound file: it loads, with the two tensors exchanged.
        QCOMPARE(load(join(swapped)), QString("accepted"));
        const Checkpoint exchanged = Checkpoint::fromBytes(join(swapped));
        QVERIFY(exchanged.tensor(a) == model_.tensor(b));

        Parts overlap = good;
        overlap.header[b]["data_offsets"] = overlap.header[a]["data_offsets"];
        expectRefusal(join(overlap), "overlaps", "same span");

        Parts shifted = good;
        const uint64_t begin = good.header[a]["data_offsets"][0].get<uint64_t>();
        shifted.header[a]["data_offsets"] = {begin + 4, begin + 4 + 64};
        expectRefusal(join(shifted), "overlaps", "half overlap");

        Parts beyond = good;
        beyond.header[a]["data_offsets"] = {good.data.size(), good.data.size() + 64};
        expectRefusal(join(beyond), "beyond data size", "past the end");
    }

    // NaN and infinity in every float type: refused naming the tensor and the index.
    void nonFiniteWeights_data() {
        QTest::addColumn<int>("dtype");
        QTest::addColumn<float>("value");
        const float nan = std::numeric_limits<float>::quiet_NaN();
        const float inf = std::numeric_limits<float>::infinity();
        for (DType t : {DType::F32, DType::F16, DType::BF16}) {
            QTest::addRow("%s NaN", toString(t)) << int(t) << nan;
            QTest::addRow("%s +inf", toString(t)) << int(t) << inf;
            QTest::addRow("%s -inf", toString(t)) << int(t) << -inf;
        }
        QTest::addRow("F16 overflow") << int(DType::F16) << 1e6f;  // rounds to infinity
    }
    void nonFiniteWeights() {
        QFETCH(int, dtype);
        QFETCH(float, value);
        Checkpoint bad = model_;
        bad.tensors["decoder.layers.0.cross_attn.v_proj.weight"][5] = value;
        const QString message = load(bad.toBytes(DType(dtype)));
        QVERIFY2(message.contains("tensor 'decoder.layers.0.cross_attn.v_proj.weight'"),
                 qPrintable(message));
        QVERIFY2(message.contains("at index 5"), qPrintable(message));
        QVERIFY2(message.contains(std::isnan(value) ? "NaN" : "infinite"), qPrintable(message));
    }

    // What is accepted runs: extreme but finite weights translate without crashing, or, when
    // their products overflow float (1e30 · 1e30), the model is refused as it is built, naming
    // the first output that is not finite (before, it translated NaN).
    void acceptedExtremesTranslate() {
        int refused = 0;
        for (float scale : {0.0f, 1e-38f, 1e30f, -1e38f}) {
            Checkpoint extreme = model_;
            for (auto& [name, values] : extreme.tensors)
                for (float& v : values) v = scale * float(1 + (&v - values.data()) % 3);
            const Checkpoint loaded = Checkpoint::fromBytes(extreme.toBytes());
            try {
                const Model model(loaded);
                const Translation t = translate(model, "the dog sees a cat");
                QVERIFY(!t.sourceIds.empty());
                QVERIFY(t.targetIds.size() < size_t(model.config().max_positions));
                QVERIFY(t.logits.allFinite());
            } catch (const CheckpointError& e) {
                QVERIFY2(QString(e.what()).contains("is not finite"), e.what());
                QVERIFY2(!QString(e.what()).contains('\n'), e.what());
                ++refused;
            }
        }
        QVERIFY(refused >= 1);  // 1e30 overflows in the first projection
    }

    // Configurations whose every limit holds but whose computation is NaN: refused by key.
    void nanProducingConfigurations_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("value");
        QTest::newRow("denormal rope base") << "rope_base" << 5e-324;
        QTest::newRow("tiny rope base") << "rope_base" << 1e-300;
        QTest::newRow("rope base below 1") << "rope_base" << 0.25;
        QTest::newRow("huge rope base") << "rope_base" << 1e300;
        QTest::newRow("eps below float") << "norm_eps" << 1e-300;
        QTest::newRow("denormal eps") << "norm_eps" << 5e-324;
        QTest::newRow("huge eps") << "norm_eps" << 1e300;
    }
    void nanProducingConfigurations() {
        QFETCH(QString, key);
        QFETCH(double, value);
        const Checkpoint rope = tinyCheckpoint(AttentionKind::GQA, true);
        Parts bad = split(rope.toBytes());
        json config = json::parse(bad.header["__metadata__"]["config"].get<std::string>());
        config[key.toStdString()] = value;
        bad.header["__metadata__"]["config"] = config.dump();
        expectRefusal(join(bad), "config key '" + key + "': must be a number from", key);
    }

    // The 9 MB checkpoint: 1024 heads of width 1 in 256 encoder layers passes every
    // limit; the maps for 70 tokens would be 5 GB. Refused with the sizes, before computing.
    void mapBudgetBombs_data() {
        QTest::addColumn<int>("encoderLayers");
        QTest::addColumn<int>("decoderLayers");
        QTest::addColumn<QString>("expected");
        QTest::newRow("encoder") << 256 << 1 << "256 layers × 1024 heads × ";
        QTest::newRow("decoder") << 1 << 64 << "64 layers × 1024 heads × ";
    }
    void mapBudgetBombs() {
        QFETCH(int, encoderLayers);
        QFETCH(int, decoderLayers);
        QFETCH(QString, expected);
        Checkpoint bomb = model_;
        Config& c = bomb.config;
        c.d_model = 2;
        c.n_heads = c.n_kv_heads = 1024;
        c.d_head = 1;
        c.d_ff = 2;
        c.n_encoder_layers = encoderLayers;
        c.n_decoder_layers = decoderLayers;
        c.max_positions = 512;
        bomb = randomCheckpoint(c, model_.tokenizer, 5);
        const Model model(Checkpoint::fromBytes(bomb.toBytes(DType::F16)));
        std::string text;
        for (int i = 0; i < 14; ++i) text += "the dog sees a cat ";
        QVERIFY(model.sourceIds(text).size() >= 70);
        try {
            translate(model, text);
            QFAIL("translated");
        } catch (const std::length_error& e) {
            QVERIFY2(QString(e.what()).contains(expected), e.what());
            QVERIFY2(QString(e.what()).contains("budget"), e.what());
            QVERIFY2(!QString(e.what()).contains('\n'), e.what());
        }
    }

    // Paths that are no file at all: refused by name before a byte is read, never blocking.
    void nonRegularFiles() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto refusal = [](const std::string& path) -> QString {
            try {
                Checkpoint::load(path);
            } catch (const CheckpointError& e) {
                return QString::fromUtf8(e.what());
            }
            return "accepted";
        };
        const std::string fifo = dir.filePath("model.safetensors").toStdString();
        QVERIFY(::mkfifo(fifo.c_str(), 0600) == 0);
        {
            const FifoUnblocker unblocker(fifo);
            QVERIFY(refusal(fifo).contains("a FIFO, not a regular file"));
            QVERIFY2(!unblocker.released(), "blocked opening the FIFO");
        }
        QVERIFY(refusal(dir.path().toStdString()).contains("a directory"));
        if (::geteuid() == 0) {
            const std::string zero = dir.filePath("zero.safetensors").toStdString();
            QVERIFY(::mknod(zero.c_str(), S_IFCHR | 0600, makedev(1, 5)) == 0);
            QElapsedTimer clock;
            clock.start();
            const QString message = refusal(zero);
            QVERIFY2(message.contains("a character device") &&
                         message.contains(QString::fromStdString(zero)),
                     qPrintable(message));
            QVERIFY(clock.elapsed() < 1000);  // before: 12 s and 4 GB
        }
    }
};

QTEST_APPLESS_MAIN(TestHostileCheckpoints)
#include "tst_hostilecheckpoints.moc"
