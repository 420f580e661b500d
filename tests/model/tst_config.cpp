// SPEC §1: defaults are filled in and every broken rule is refused with the key's name.

#include <QTest>
#include <cmath>

#include "Config.h"

using namespace atlas;

class TestConfig : public QObject {
    Q_OBJECT

private slots:
    void defaults() {
        const Config c = Config::fromJson(
            R"({"vocab_size": 100, "d_model": 64, "n_heads": 4, "n_encoder_layers": 2, "n_decoder_layers": 1})");
        QCOMPARE(c.d_head, 16);
        QCOMPARE(c.d_ff, 256);
        QCOMPARE(c.n_kv_heads, 4);
        QVERIFY(c.attention == AttentionKind::MHA);
        QVERIFY(c.positions == PositionKind::Sinusoidal);
        QVERIFY(c.norm == NormPlacement::Post);
        QVERIFY(c.norm_type == NormKind::LayerNorm);
        QVERIFY(c.activation == Activation::ReLU);
        QCOMPARE(c.rope_base, 10000.0);
        QCOMPARE(c.norm_eps, 1e-5);
        QVERIFY(c.scale_embeddings && c.tie_embeddings);
        QCOMPARE(c.max_positions, 512);
        QCOMPARE(c.pad_id, 0);
        QCOMPARE(c.eos_id, 3);
        QCOMPARE(c.kvElementsPerToken(), 2LL * 4 * 16);
    }

    void roundTrip() {
        const Config c = Config::fromJson(
            R"({"vocab_size": 100, "d_model": 64, "n_heads": 4, "n_encoder_layers": 2, "n_decoder_layers": 1,
                "attention": "mla", "d_latent": 24, "d_rope": 8, "positions": "rope", "norm": "pre",
                "norm_type": "rmsnorm", "activation": "gelu", "tie_embeddings": false, "rope_base": 500000})");
        const Config again = Config::fromJson(c.toJson());
        QCOMPARE(again.toJson(), c.toJson());
        QCOMPARE(again.kvElementsPerToken(), 32LL);
        QCOMPARE(again.rope_base, 500000.0);
        QVERIFY(again.activation == Activation::GELU);
    }

    // A separate target vocabulary is data: absent reads and writes as before (old files),
    // present round-trips and gives the decoder its own table, as wide as the output.
    void targetVocabulary() {
        const char* base =
            R"({"vocab_size": 100, "d_model": 64, "n_heads": 4, "n_encoder_layers": 1, "n_decoder_layers": 1)";
        const Config shared = Config::fromJson(std::string(base) + "}");
        QCOMPARE(shared.targetVocab(), 100);
        QVERIFY(shared.toJson().find("target_vocab_size") == std::string::npos);
        const Config separate = Config::fromJson(
            std::string(base) + R"(, "target_vocab_size": 70, "tie_embeddings": false})");
        QCOMPARE(separate.targetVocab(), 70);
        QCOMPARE(shared.format(), 1);  // docs/format.md: a format 2 key
        QCOMPARE(separate.format(), 2);
        QCOMPARE(Config::fromJson(separate.toJson()).target_vocab_size, 70);
        QCOMPARE(separate.parameterCount() - shared.parameterCount(), 70LL * 64 * 2 + 70);
        QVERIFY_THROWS_EXCEPTION(
            ConfigError, Config::fromJson(std::string(base) + R"(, "target_vocab_size": -1})"));
    }
    // Encoder-only (docs/format.md, issue 38): its keys round-trip as format 2 and lay out the
    // tensors BERT's family needs; a decoder layer is refused.
    void encoderOnly() {
        const char* base =
            R"({"vocab_size": 100, "d_model": 16, "n_heads": 4, "n_encoder_layers": 2, "n_decoder_layers": 0)";
        const Config c = Config::fromJson(std::string(base) + R"(, "architecture": "encoder-only",
            "positions": "learned", "max_positions": 30, "position_offset": 2, "token_types": 2,
            "embed_norm": true, "activation": "gelu_tanh", "mlm_activation": "gelu"})");
        QVERIFY(c.encoderOnly() && c.hasMaskedLm());
        QCOMPARE(c.format(), 2);
        const Config again = Config::fromJson(c.toJson());
        QCOMPARE(again.toJson(), c.toJson());
        QCOMPARE(again.position_offset, 2);
        QVERIFY(again.mlm_activation == Activation::GELU);
        QVERIFY(again.activation == Activation::GELUTanh);
        // The table has max_positions + offset rows; types, the embedding norm and the head.
        const long long d = 16, plain = Config::fromJson(std::string(base) + R"(, "architecture":
            "encoder-only", "positions": "learned", "max_positions": 30, "mlm_head": false})")
                                            .parameterCount();
        QCOMPARE(c.parameterCount() - plain, 2 * d + 2 * d + 2 * d + (d * d + d + 2 * d) + 100);
        QVERIFY_THROWS_EXCEPTION(
            ConfigError, Config::fromJson(R"({"vocab_size": 100, "d_model": 16, "n_heads": 4,
                "n_encoder_layers": 2, "n_decoder_layers": 1, "architecture": "encoder-only"})"));
    }

    void refusals_data() {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("key");
        const QString base =
            R"("vocab_size": 100, "d_model": 64, "n_heads": 4, "n_encoder_layers": 1, "n_decoder_layers": 1)";
        auto row = [&](const char* name, const QString& extra, const char* key) {
            QTest::newRow(name) << "{" + base + extra + "}" << QString(key);
        };
        QTest::newRow("not json") << "{vocab_size"
                                  << "config";
        QTest::newRow("not an object") << "[1, 2]"
                                       << "config";
        QTest::newRow("missing d_model")
            << R"({"vocab_size": 100, "n_heads": 4, "n_encoder_layers": 1, "n_decoder_layers": 1})"
            << "d_model";
        row("heads do not divide d", R"(, "n_heads": 5)", "n_heads");
        row("kv heads do not divide", R"(, "attention": "gqa", "n_kv_heads": 3)", "n_kv_heads");
        row("mha with fewer kv heads", R"(, "n_kv_heads": 2)", "n_kv_heads");
        row("mqa with two kv heads", R"(, "attention": "mqa", "n_kv_heads": 2)", "n_kv_heads");
        row("mla without latent", R"(, "attention": "mla")", "d_latent");
        row("odd rotary width", R"(, "attention": "mla", "d_latent": 8, "d_rope": 3)", "d_rope");
        row("odd head for rope", R"(, "d_head": 7, "positions": "rope")", "d_head");
        row("unknown attention", R"(, "attention": "linear")", "attention");
        row("unknown positions", R"(, "positions": "alibi")", "positions");
        row("unknown norm", R"(, "norm": "sandwich")", "norm");
        row("unknown norm type", R"(, "norm_type": "batchnorm")", "norm_type");
        row("unknown activation", R"(, "activation": "swish")", "activation");
        row("eos out of range", R"(, "eos_id": 100)", "eos_id");
        row("negative pad", R"(, "pad_id": -1)", "pad_id");
        row("string width", R"(, "d_ff": "big")", "d_ff");
        row("fractional heads", R"(, "d_head": 1.5)", "d_head");
        row("boolean tie", R"(, "tie_embeddings": 1)", "tie_embeddings");
        row("zero eps", R"(, "norm_eps": 0)", "norm_eps");
        row("negative rope base", R"(, "rope_base": -1)", "rope_base");
        // Positive and finite, yet every angle (and so every score) NaN or the norm 0/0.
        row("denormal rope base", R"(, "rope_base": 5e-324)", "rope_base");
        row("rope base below 1", R"(, "rope_base": 0.5)", "rope_base");
        row("huge rope base", R"(, "rope_base": 1e300)", "rope_base");
        row("eps below float", R"(, "norm_eps": 1e-300)", "norm_eps");
        row("eps above 1", R"(, "norm_eps": 2)", "norm_eps");
        row("string eps", R"(, "norm_eps": "small")", "norm_eps");
        row("zero max positions", R"(, "max_positions": 0)", "max_positions");
        row("huge width", R"(, "d_ff": 1e12)", "d_ff");
    }
    // A Config built in code is held to the same ranges, by name.
    void validateChecksFloatRanges() {
        Config c = Config::fromJson(R"({"vocab_size": 10, "d_model": 8, "n_heads": 2,
            "n_encoder_layers": 1, "n_decoder_layers": 1})");
        c.rope_base = 5e-324;
        QVERIFY_THROWS_EXCEPTION(ConfigError, c.validate());
        try {
            c.validate();
        } catch (const ConfigError& e) {
            QVERIFY2(QString(e.what()).contains("'rope_base': must be a number from 1 to 1e+12"),
                     e.what());
        }
        c.rope_base = 1e12;  // both ends are accepted
        c.norm_eps = 1e-12;
        QVERIFY_THROWS_NO_EXCEPTION(c.validate());
        c.norm_eps = std::nan("");
        QVERIFY_THROWS_EXCEPTION(ConfigError, c.validate());
    }

    void refusals() {
        QFETCH(QString, json);
        QFETCH(QString, key);
        try {
            Config::fromJson(json.toStdString());
            QFAIL("accepted");
        } catch (const ConfigError& e) {
            const QString message = e.what();
            QVERIFY2(message.contains(key == "config" ? "config" : "'" + key + "'"), e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestConfig)
#include "tst_config.moc"
