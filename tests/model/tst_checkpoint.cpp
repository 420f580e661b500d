// SPEC §3 at the checkpoint level: a model survives a round trip in F32, F16 and BF16, and a
// file that lies about its contents is refused with a message naming the field or tensor.

#include <QDir>
#include <QTest>

#include "Checkpoint.h"
#include "DefaultModel.h"
#include "RandomInit.h"
#include "Tokenizer.h"
#include "Transformer.h"
#include "WeightLayout.h"

using namespace atlas;

namespace {

Matrix logitsOf(const Checkpoint& ck) {
    const Transformer t(ck);
    DecoderState s = t.startDecoding(t.encode({5, 6, 7, 3}));
    return t.decode(s, {2, 8, 9});
}

template <typename F>
QString refusal(F&& load) {
    try {
        load();
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
    return "accepted";
}

}  // namespace

class TestCheckpoint : public QObject {
    Q_OBJECT

    std::string tokenizer_;
    Checkpoint model_;

private slots:
    void initTestCase() {
        tokenizer_ = defaultTokenizer();
        Config c =
            Config::fromJson(R"({"vocab_size": 100000, "d_model": 16, "n_heads": 2, "d_ff": 24,
            "n_encoder_layers": 1, "n_decoder_layers": 1, "attention": "mla", "d_latent": 8,
            "d_rope": 4, "tie_embeddings": false, "norm": "pre"})");
        c.vocab_size = Tokenizer(tokenizer_).pieceCount();
        model_ = randomCheckpoint(c, tokenizer_, 42);
    }

    void roundTripF32IsExact() {
        const Checkpoint back = Checkpoint::fromBytes(model_.toBytes(DType::F32));
        QCOMPARE(back.config.toJson(), model_.config.toJson());
        QCOMPARE(back.tokenizer, model_.tokenizer);
        QVERIFY(back.tensors == model_.tensors);
        QCOMPARE((logitsOf(back) - logitsOf(model_)).cwiseAbs().maxCoeff(), 0.0f);
    }

    void roundTripHalfTypes_data() {
        QTest::addColumn<int>("dtype");
        QTest::newRow("F16") << int(DType::F16);
        QTest::newRow("BF16") << int(DType::BF16);
    }
    void roundTripHalfTypes() {
        QFETCH(int, dtype);
        const DType type = DType(dtype);
        const Checkpoint back = Checkpoint::fromBytes(model_.toBytes(type));
        for (const auto& [name, values] : model_.tensors) {
            const std::vector<float>& loaded = back.tensor(name);
            QCOMPARE(loaded.size(), values.size());
            for (size_t i = 0; i < values.size(); ++i) {
                const float rounded = type == DType::F16
                                          ? halfToFloat(floatToHalf(values[i]))
                                          : bfloat16ToFloat(floatToBfloat16(values[i]));
                QCOMPARE(loaded[i], rounded);
            }
        }
        // Widened once, the weights are exact: a second trip changes no byte, no output.
        QCOMPARE(Checkpoint::fromBytes(back.toBytes(type)).toBytes(type), back.toBytes(type));
        const float worst = (logitsOf(back) - logitsOf(model_)).cwiseAbs().maxCoeff();
        QVERIFY2(worst < (type == DType::F16 ? 0.05f : 0.5f), qPrintable(QString::number(worst)));
    }

    void savesAtomically() {
        const QString dir = QDir::tempPath() + "/atlas-ckpt-test";
        QDir().mkpath(dir);
        const std::string path = (dir + "/m.safetensors").toStdString();
        model_.save(path);
        QCOMPARE(Checkpoint::load(path).tensors.size(), model_.tensors.size());
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, model_.save("/nonexistent/dir/m.safetensors"));
        QDir(dir).removeRecursively();
    }

    void refusesLies_data() {
        QTest::addColumn<QString>("lie");
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing tensor")
            << "drop:decoder.layers.0.cross_attn.kv_up.weight"
            << "tensor 'decoder.layers.0.cross_attn.kv_up.weight': missing";
        QTest::newRow("wrong shape")
            << "shape:encoder.layers.0.ffn.fc1.weight"
            << "tensor 'encoder.layers.0.ffn.fc1.weight': shape [24, 15], expected [24, 16]";
        QTest::newRow("no tokenizer") << "drop:tokenizer.sentencepiece"
                                      << "tensor 'tokenizer.sentencepiece': missing";
        QTest::newRow("bad tokenizer") << "garble:tokenizer"
                                       << "tensor 'tokenizer.sentencepiece'";
        QTest::newRow("no format") << "meta:format"
                                   << "__metadata__.format";
        QTest::newRow("other format") << "meta:format=safetensors/2"
                                      << "__metadata__.format";
        // A terminal obeys ESC, BEL and newlines: the message shows them as bytes instead.
        QTest::newRow("format with controls")
            << "meta:format=\x1b[31mred\x07\nline"
            << "__metadata__.format: \"\\x1b[31mred\\x07\\x0aline\", expected";
        QTest::newRow("no config") << "meta:config"
                                   << "__metadata__.config";
        QTest::newRow("bad config") << "meta:config={\"d_model\": 16}"
                                    << "config key 'vocab_size'";
        QTest::newRow("vocabulary mismatch") << "vocab"
                                             << "config key 'vocab_size'";
        QTest::newRow("eos mismatch") << "eos"
                                      << "config key 'eos_id'";
    }
    void refusesLies() {
        QFETCH(QString, lie);
        QFETCH(QString, expected);
        // Rebuilds the file with one lie in it, through the writer so the container is sound.
        const SafetensorsFile good = SafetensorsFile::fromBytes(model_.toBytes());
        SafetensorsWriter w;
        std::map<std::string, std::string> meta = good.metadata();
        Config config = model_.config;
        if (lie == "vocab") config.vocab_size += 1;
        if (lie == "eos") config.eos_id = 7;
        meta["config"] = config.toJson();
        if (lie.startsWith("meta:")) {
            const QString field = lie.mid(5);
            const QString key = field.section('=', 0, 0);
            if (field.contains('='))
                meta[key.toStdString()] = field.section('=', 1).toStdString();
            else
                meta.erase(key.toStdString());
        }
        for (const auto& [k, v] : meta) w.setMetadata(k, v);
        for (const auto& [name, entry] : good.tensors()) {
            if (lie == "drop:" + QString::fromStdString(name)) continue;
            if (entry.dtype == DType::U8) {
                w.addBytes(name, lie == "garble:tokenizer" ? std::string(300, '\x07')
                                                           : std::string(good.bytes(name)));
                continue;
            }
            std::vector<long long> shape = entry.shape;
            std::vector<float> values = good.floats(name);
            if (lie == "shape:" + QString::fromStdString(name)) {
                shape.back() -= 1;
                values.resize(size_t(shape[0] * shape[1]));
            }
            w.addFloats(name, entry.dtype, shape, values);
        }
        const QString message = refusal([&] { Checkpoint::fromBytes(w.toBytes()); });
        QVERIFY2(message.contains(expected), qPrintable(message));
    }

    void refusesBrokenContainers() {
        const std::string bytes = model_.toBytes();
        for (int k = 0; k < 16; ++k) {
            const QString m =
                refusal([&] { Checkpoint::fromBytes(bytes.substr(0, bytes.size() * k / 16)); });
            QVERIFY2(m != "accepted", qPrintable(QString::number(k)));
        }
        QVERIFY(refusal([] {
                    Checkpoint::load("/nonexistent/x.safetensors");
                }).contains("/nonexistent/x.safetensors"));
    }
};

QTEST_APPLESS_MAIN(TestCheckpoint)
#include "tst_checkpoint.moc"
