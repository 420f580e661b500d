// docs/format.md: the decoder-only architecture and sliding windows of format 2, on random
// weights. Cached decoding one token at a time equals the one causal pass (SPEC §2 "KV cache"),
// sliding layers included; a sliding layer's maps see exactly its window, and its cache holds
// at most `sliding_window` tokens.
#include <QtTest>

#include "Checkpoint.h"
#include "DefaultModel.h"
#include "RandomInit.h"
#include "SmallConfig.h"
#include "Tokenizer.h"
#include "Transformer.h"

using namespace atlas;
using atlas::test::smallConfig;

namespace {

Config decoderOnly(const std::string& extra) {
    return Config::fromJson(R"({"vocab_size": 50, "d_model": 32, "n_heads": 4, "d_ff": 48,
        "architecture": "decoder-only", "n_encoder_layers": 0, "n_decoder_layers": 3,
        "max_positions": 64, "norm": "pre", "norm_type": "rmsnorm", "positions": "rope",
        "scale_embeddings": false)" +
                            extra + "}");
}

const std::vector<int> kIds{2, 7, 11, 5, 9, 13, 4, 8, 21, 30, 6};

}  // namespace

class DecoderOnlyTest : public QObject {
    Q_OBJECT

private slots:
    void cachedEqualsFullPass_data() {
        QTest::addColumn<QString>("extra");
        QTest::newRow("mha") << QString();
        QTest::newRow("gqa, sliding 3 everywhere")
            << QString(R"(, "attention": "gqa", "n_kv_heads": 2, "sliding_window": 3)");
        QTest::newRow("gemma-like: local/global, gated, sandwich, qk norm, softcap")
            << QString(R"(, "attention": "gqa", "n_kv_heads": 2, "sliding_window": 4,
                "layer_types": ["sliding", "full", "sliding"], "rope_local_base": 100,
                "rope_base": 1000000, "rope_scaling": {"type": "linear", "factor": 4},
                "ffn": "gated", "activation": "gelu_tanh", "sandwich_norms": true,
                "qk_norm": true, "query_scale": 12, "logit_softcap": 5,
                "scale_embeddings": true)");
        QTest::newRow("llama3 rope, silu gated, mqa")
            << QString(R"(, "attention": "mqa", "ffn": "gated", "activation": "silu",
                "rope_scaling": {"type": "llama3", "factor": 8, "low_freq_factor": 1,
                "high_freq_factor": 4, "original_max_positions": 16})");
        QTest::newRow("gpt2-like: learned positions, layernorm, inverse layer scale")
            << QString(R"(, "positions": "learned", "norm_type": "layernorm",
                "activation": "gelu_tanh", "inverse_layer_scale": true, "sliding_window": 5)");
        QTest::newRow("mla, sliding 2")
            << QString(R"(, "attention": "mla", "d_latent": 16, "d_rope": 4, "d_head": 8,
                "sliding_window": 2, "positions": "sinusoidal")");
    }
    void cachedEqualsFullPass() {
        QFETCH(QString, extra);
        const Config c = decoderOnly(extra.toStdString());
        const Transformer t(randomCheckpoint(c, "", 3));
        LayerMaps maps;
        const Matrix full = t.causalPass(kIds, &maps);
        QCOMPARE(full.rows(), Eigen::Index(kIds.size()));
        DecoderState state = t.startDecoding(int(kIds.size()));
        for (size_t p = 0; p < kIds.size(); ++p) {
            const Matrix row = t.decode(state, {kIds[p]});
            QVERIFY2((row - full.row(Eigen::Index(p))).cwiseAbs().maxCoeff() < 2e-5,
                     qPrintable(QString("position %1").arg(p)));
            for (int l = 0; l < c.n_decoder_layers; ++l) {
                const int window = c.windowOf(l);
                const int held = state.cache.self[size_t(l)].tokens();
                QCOMPARE(held, window > 0 ? std::min<int>(int(p) + 1, window) : int(p) + 1);
            }
        }
        QCOMPARE(state.cache.cross.size(), size_t(0));
        // Each map: rows sum to 1 over k with q − W < k ≤ q, exactly 0 elsewhere.
        for (int l = 0; l < c.n_decoder_layers; ++l) {
            const int window = c.windowOf(l);
            for (const Matrix& P : maps[size_t(l)])
                for (Eigen::Index q = 0; q < P.rows(); ++q) {
                    QVERIFY(std::abs(P.row(q).sum() - 1.0f) < 1e-5f);
                    for (Eigen::Index k = 0; k < P.cols(); ++k) {
                        const bool seen = k <= q && (window == 0 || k > q - window);
                        if (!seen) QCOMPARE(P(q, k), 0.0f);
                    }
                }
        }
        if (c.logit_softcap > 0) QVERIFY(full.cwiseAbs().maxCoeff() <= float(c.logit_softcap));
    }

    // A window changes what a sliding layer computes once the sequence is longer than it.
    void windowChangesTheComputation() {
        const Checkpoint wide = randomCheckpoint(decoderOnly(""), "", 4);
        Checkpoint narrow = wide;
        narrow.config = decoderOnly(R"(, "sliding_window": 3)");
        const Matrix a = Transformer(wide).causalPass(kIds);
        const Matrix b = Transformer(narrow).causalPass(kIds);
        QVERIFY((a.topRows(3) - b.topRows(3)).cwiseAbs().maxCoeff() < 1e-6f);
        QVERIFY((a.bottomRows(3) - b.bottomRows(3)).cwiseAbs().maxCoeff() > 1e-3f);
    }

    // Format 2 is written only when a configuration needs it, and reads back to the same model.
    void formatTwoRoundTrip() {
        const Config c = decoderOnly(R"(, "attention": "gqa", "n_kv_heads": 2,
            "sliding_window": 4, "layer_types": ["sliding", "full", "sliding"],
            "ffn": "gated", "activation": "silu", "sandwich_norms": true, "qk_norm": true)");
        QCOMPARE(c.format(), 2);
        QCOMPARE(smallConfig("").format(), 1);
        const Checkpoint ckpt = randomCheckpoint(c, "", 5);
        const std::string bytes = ckpt.toBytes();
        QVERIFY(bytes.find("attention-atlas/2") != std::string::npos);
        QVERIFY(randomCheckpoint(smallConfig(""), "", 5).toBytes().find("attention-atlas/1") !=
                std::string::npos);
        const Config back = Config::fromJson(c.toJson());
        QCOMPARE(back.toJson(), c.toJson());
        Checkpoint again = ckpt;
        again.config = back;
        const Matrix a = Transformer(ckpt).causalPass(kIds);
        const Matrix b = Transformer(again).causalPass(kIds);
        QVERIFY((a - b).cwiseAbs().maxCoeff() == 0.0f);
    }

    // Learned positions (GPT-2's wpe) are a stored table added to the embeddings: written as
    // format 2, read back to the same model, and every row of it counts.
    void learnedPositionsAreStored() {
        Config c = decoderOnly(R"(, "positions": "learned", "inverse_layer_scale": true)");
        QCOMPARE(c.format(), 2);
        QCOMPARE(Config::fromJson(c.toJson()).toJson(), c.toJson());
        const std::string tokenizer = defaultTokenizer();
        c.vocab_size = Tokenizer(tokenizer).pieceCount();  // every piece needs an embedding
        const Checkpoint ckpt = randomCheckpoint(c, tokenizer, 6);
        QCOMPARE(ckpt.tensor(kPositionTable).size(), size_t(64 * 32));
        const Checkpoint back = Checkpoint::fromBytes(ckpt.toBytes());
        const Matrix a = Transformer(ckpt).causalPass(kIds);
        QVERIFY((a - Transformer(back).causalPass(kIds)).cwiseAbs().maxCoeff() == 0.0f);
        Checkpoint moved = ckpt;
        std::vector<float>& table = moved.tensors.at(kPositionTable);
        std::fill(table.begin() + 32 * 3, table.begin() + 32 * 4, 0.0f);  // position 3
        const Matrix b = Transformer(moved).causalPass(kIds);
        QVERIFY((a.topRows(3) - b.topRows(3)).cwiseAbs().maxCoeff() == 0.0f);
        QVERIFY((a.bottomRows(8) - b.bottomRows(8)).cwiseAbs().maxCoeff() > 1e-4f);
    }

    void refusedConfigurations() {
        QVERIFY_THROWS_EXCEPTION(ConfigError, decoderOnly(R"(, "n_encoder_layers": 2)"));
        QVERIFY_THROWS_EXCEPTION(ConfigError, decoderOnly(R"(, "layer_types": ["full"])"));
        QVERIFY_THROWS_EXCEPTION(ConfigError, decoderOnly(R"(, "layer_types": ["a", "b", "c"])"));
        QVERIFY_THROWS_EXCEPTION(ConfigError, decoderOnly(R"(, "sliding_window": -1)"));
        QVERIFY_THROWS_EXCEPTION(
            ConfigError, decoderOnly(R"(, "attention": "mla", "d_latent": 8, "qk_norm": true)"));
    }
};

QTEST_GUILESS_MAIN(DecoderOnlyTest)
#include "tst_decoderonly.moc"
