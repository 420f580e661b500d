// KV-cache accounting (SPEC §2 "KV cache", §4 "kv") against figures worked out by hand: each
// expected value is written as its arithmetic so that a reader can redo it.

#include <QtTest>
#include <fstream>
#include <sstream>

#include "KvMemory.h"
#include "PublishedModel.h"

using namespace atlas;

namespace {

const std::vector<PublishedModel>& published() {
    static const std::vector<PublishedModel> models = [] {
        std::ifstream in(ATLAS_MODEL_CONFIGS);
        std::stringstream text;
        text << in.rdbuf();
        return parsePublishedModels(text.str());
    }();
    return models;
}

const PublishedModel& model(const std::string& id) {
    for (const PublishedModel& m : published())
        if (m.id == id) return m;
    throw std::runtime_error("no model " + id);
}

MemorySize cache(const PublishedModel& m, long long T, ElementType type = ElementType::BF16) {
    return kvCacheSize(kvShape(m), {T, 0, 1}, type);
}

double perToken(const PublishedModel& m, long long T, ElementType type = ElementType::BF16) {
    return kvBytesPerToken(kvShape(m), {T, 0, 1}, type);
}

// One entry of the data file with a key replaced, for the refusals.
std::string withKey(const std::string& key, const std::string& value) {
    std::string entry = R"({"id": "toy", "name": "Toy", "family": "T", "attention": "gqa",
        "n_layers": 2, "d_model": 64, "n_heads": 4, "n_kv_heads": 2, "head_dim": 16, "d_ff": 256,
        "vocab_size": 100, "max_context": 128, "sliding_window": null,
        "global_layer_every": null, "sources": ["hand-made"]})";
    const size_t at = entry.find("\"" + key + "\"");
    if (at != std::string::npos) {
        const size_t colon = entry.find(':', at), end = entry.find_first_of(",}", colon);
        entry.replace(colon + 1, end - colon - 1, " " + value);
    } else {
        entry.insert(1, "\"" + key + "\": " + value + ", ");
    }
    return R"({"models": [)" + entry + "]}";
}

}  // namespace

class TestKvMemory : public QObject {
    Q_OBJECT

private slots:
    void parsesEveryPublishedModel() {
        QCOMPARE(published().size(), size_t(11));
        const PublishedModel& llama = model("llama-3-70b");
        QCOMPARE(llama.attention, AttentionKind::GQA);
        QCOMPARE(llama.n_layers, 80);
        QCOMPARE(llama.n_kv_heads, 8);
        QCOMPARE(llama.head_dim, 128);
        QVERIFY(!llama.sliding_window);
        QVERIFY(!llama.sources.empty());
        QCOMPARE(model("deepseek-v2").kv_lora_rank.value(), 512);
        QCOMPARE(model("deepseek-v2").qk_rope_head_dim.value(), 64);
        QCOMPARE(model("transformer-base").encoder_layers, 6);
        QVERIFY(!model("transformer-base").max_context);
    }

    void llama3_70b() {
        // 2·L·Hkv·dh elements, 2 bytes each in bf16: 2·80·8·128·2.
        const long long bytesPerToken = 2LL * 80 * 8 * 128 * 2;
        QCOMPARE(bytesPerToken, 327680LL);
        for (long long T : {1LL, 4096LL, 131072LL}) {
            QCOMPARE(cache(model("llama-3-70b"), T).bits, 327680LL * T * 8);
            QCOMPARE(perToken(model("llama-3-70b"), T), 327680.0);
        }
        QCOMPARE(cache(model("llama-3-70b"), 4096).wholeBytes(), 1342177280LL);  // 1.25 GiB
    }

    void gemma3_27bKeepsItsWindow() {
        const KvShape shape = kvShape(model("gemma-3-27b"));
        // Global layers 5, 11, 17, 23, 29, 35, 41, 47, 53, 59; the other 52 keep 1024 tokens.
        QCOMPARE(shape.fullLayers, 10);
        QCOMPARE(shape.windowedLayers, 52);
        QCOMPARE(shape.window, 1024LL);
        // One layer and token: 2·16·128 elements · 2 bytes = 8192 bytes.
        const long long layerToken = 2LL * 16 * 128 * 2;
        QCOMPARE(layerToken, 8192LL);
        // T = 1: all 62 layers hold the token.
        QCOMPARE(cache(model("gemma-3-27b"), 1).wholeBytes(), 62LL * 8192);
        QCOMPARE(perToken(model("gemma-3-27b"), 1), 507904.0);
        // T = 4096: (10·4096 + 52·1024)·8192 = 94208·8192.
        QCOMPARE(cache(model("gemma-3-27b"), 4096).wholeBytes(), 771751936LL);
        QCOMPARE(perToken(model("gemma-3-27b"), 4096), 771751936.0 / 4096);
        QCOMPARE(perToken(model("gemma-3-27b"), 4096), 188416.0);
        // T = 131072: (10·131072 + 52·1024)·8192 = 1363968·8192.
        QCOMPARE(cache(model("gemma-3-27b"), 131072).wholeBytes(), 11173625856LL);
        QCOMPARE(perToken(model("gemma-3-27b"), 131072), 85248.0);
    }

    void deepseekV2() {
        // MLA caches dc + dr per layer whatever H is: 60·(512 + 64)·2 bytes.
        QCOMPARE(60LL * (512 + 64) * 2, 69120LL);
        QCOMPARE(cache(model("deepseek-v2"), 1).wholeBytes(), 69120LL);
        QCOMPARE(cache(model("deepseek-v2"), 4096).wholeBytes(), 283115520LL);
        QCOMPARE(cache(model("deepseek-v2"), 131072).wholeBytes(), 9059696640LL);
        for (long long T : {1LL, 4096LL, 131072LL})
            QCOMPARE(perToken(model("deepseek-v2"), T), 69120.0);
    }

    void mistralWindowsEveryLayer() {
        // 32·2·8·128·2 = 131072 bytes a token until the 4096-token window is full.
        QCOMPARE(cache(model("mistral-7b-v0.1"), 4096).wholeBytes(), 131072LL * 4096);
        QCOMPARE(cache(model("mistral-7b-v0.1"), 8192).wholeBytes(), 131072LL * 4096);
        QCOMPARE(perToken(model("mistral-7b-v0.1"), 8192), 65536.0);
    }

    void batchAndElementTypes() {
        const KvShape llama = kvShape(model("llama-3-70b"));
        QCOMPARE(kvCacheSize(llama, {4096, 0, 8}, ElementType::BF16).wholeBytes(),
                 327680LL * 4096 * 8);
        QCOMPARE(kvBytesPerToken(llama, {4096, 0, 8}, ElementType::BF16), 327680.0);
        QCOMPARE(kvCacheSize(llama, {1, 0, 1}, ElementType::FP32).wholeBytes(), 655360LL);
        QCOMPARE(kvCacheSize(llama, {1, 0, 1}, ElementType::FP16).wholeBytes(), 327680LL);
        QCOMPARE(kvCacheSize(llama, {1, 0, 1}, ElementType::FP8).wholeBytes(), 163840LL);
        QCOMPARE(kvCacheSize(llama, {1, 0, 1}, ElementType::INT4).wholeBytes(), 81920LL);
        QCOMPARE(elementTypeFromString("int4"), ElementType::INT4);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, elementTypeFromString("fp64"));
    }

    void int4StaysExact() {
        // One decoder layer caching a 3-wide latent: 3 elements · 4 bits = 1.5 bytes a token.
        Config c;
        c.attention = AttentionKind::MLA;
        c.d_latent = 3;
        c.n_decoder_layers = 1;
        const KvShape shape = kvShape(c);
        const MemorySize one = kvCacheSize(shape, {1, 0, 1}, ElementType::INT4);
        QCOMPARE(one.bits, 12LL);
        QVERIFY(!one.isWholeBytes());
        QCOMPARE(one.bytes(), 1.5);
        QCOMPARE(kvCacheSize(shape, {3, 0, 1}, ElementType::INT4).bytes(), 4.5);
        // Self and cross caches together: (1 + 1)·3·4 bits = 3 bytes.
        QCOMPARE(kvCacheSize(shape, {1, 1, 1}, ElementType::INT4).bits, 24LL);
        // DeepSeek-V3 (61 layers) with an odd latent: 61·511·4 bits = 124684 bits = 15585.5 B.
        const PublishedModel odd =
            withAttention(model("deepseek-v3"), {AttentionKind::MLA, 0, 511, 0});
        QCOMPARE(cache(odd, 1, ElementType::INT4).bits, 124684LL);
        QCOMPARE(perToken(odd, 1, ElementType::INT4), 15585.5);
    }

    void ourCheckpointConfig() {
        // The base model: 6+6 layers, 8 heads of 64, MHA: 2·8·64 = 1024 elements a layer.
        Config c;
        c.d_model = 512;
        c.n_heads = 8;
        c.d_head = 64;
        c.n_kv_heads = 8;
        c.n_encoder_layers = 6;
        c.n_decoder_layers = 6;
        QCOMPARE(c.kvElementsPerToken(), 1024LL);
        const KvShape shape = kvShape(c);
        // 10 decoded tokens and 7 source tokens in fp32: (6·10 + 6·7)·1024·4 bytes.
        QCOMPARE(kvCacheSize(shape, {10, 7, 1}, ElementType::FP32).wholeBytes(), 417792LL);
    }

    void whatIfTwins() {
        const PublishedModel& llama = model("llama-3-70b");
        const PublishedModel mha = withAttention(llama, {AttentionKind::MHA});
        const PublishedModel mqa = withAttention(llama, {AttentionKind::MQA});
        const PublishedModel gqa = withAttention(llama, {AttentionKind::GQA, 4});
        const PublishedModel mla = withAttention(llama, {AttentionKind::MLA, 0, 512, 64});
        QCOMPARE(perToken(mha, 4096), 2.0 * 80 * 64 * 128 * 2);  // 2621440
        QCOMPARE(perToken(mqa, 4096), 2.0 * 80 * 1 * 128 * 2);   // 40960
        QCOMPARE(perToken(gqa, 4096), 2.0 * 80 * 4 * 128 * 2);   // 163840
        QCOMPARE(perToken(mla, 4096), 80.0 * (512 + 64) * 2);    // 92160
        QCOMPARE(mha.id, std::string("llama-3-70b+mha"));
        QCOMPARE(gqa.id, std::string("llama-3-70b+gqa4"));
        QCOMPARE(mla.id, std::string("llama-3-70b+mla512-64"));
        // MHA's K and V projections grow from 8 to 64 heads: 80·2·8192·(64 − 8)·128 more.
        QCOMPARE(mha.parameters - llama.parameters, 80LL * 2 * 8192 * 56 * 128);
        // DeepSeek-V2 with MHA, the paper's comparison: 2·60·128·128·2 bytes.
        QCOMPARE(perToken(withAttention(model("deepseek-v2"), {AttentionKind::MHA}), 1), 3932160.0);
        // A twin keeps the model's window.
        const PublishedModel gemmaMqa = withAttention(model("gemma-3-27b"), {AttentionKind::MQA});
        QCOMPARE(cache(gemmaMqa, 4096).wholeBytes(), (10LL * 4096 + 52 * 1024) * 2 * 128 * 2);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 withAttention(llama, {AttentionKind::GQA, 5}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 withAttention(llama, {AttentionKind::MLA, 0, 0, 64}));
    }

    void weights() {
        // Llama 3 70B, estimated, untied (config.json tie_word_embeddings false): embeddings
        // and lm_head 2·128256·8192 + 80·(2·8192² + 2·8192·1024 + 3·8192·28672) = 70.55 B.
        const PublishedModel& llama = model("llama-3-70b");
        QVERIFY(llama.parameters_estimated);
        QVERIFY(!llama.tied_embeddings);
        QCOMPARE(llama.parameters,
                 2 * 128256LL * 8192 +
                     80LL * (2LL * 8192 * 8192 + 2LL * 8192 * 1024 + 3LL * 8192 * 28672));
        QCOMPARE(llama.parameters, 70552387584LL);
        // 131.4 GiB in BF16, as published (not 129 GiB as a tied count gives).
        QCOMPARE(weightsSize(llama.parameters, ElementType::BF16).wholeBytes(), 141104775168LL);
        // Qwen2.5 72B is untied too; Gemma 3 27B ties.
        QVERIFY(!model("qwen2.5-72b").tied_embeddings);
        QVERIFY(model("gemma-3-27b").tied_embeddings);
        // Transformer base: 37000·512 + 18 attention blocks·4·512² + 12 FFNs·2·512·2048 (~65M).
        QCOMPARE(model("transformer-base").parameters, 62984192LL);
        // DeepSeek-V2's MoE experts are not in the shapes; the data publishes its total.
        QVERIFY(!model("deepseek-v2").parameters_estimated);
        QCOMPARE(weightsSize(model("deepseek-v2").parameters, ElementType::BF16).wholeBytes(),
                 472000000000LL);
        // Mixture of experts: a token passes through 21 B of the 236 B.
        QCOMPARE(model("deepseek-v2").active_parameters.value_or(0), 21000000000LL);
        QVERIFY(!model("llama-3-70b").active_parameters);
        QCOMPARE(weightsSize(3, ElementType::INT4).bytes(), 1.5);
    }

    void budget() {
        const ElementType bf16 = ElementType::BF16;
        const MemorySize weights = {140000000000LL * 8};
        // 141 GB less 140 GB of weights leaves 1e9 bytes: ⌊1e9 / 327680⌋ = 3051 tokens.
        const ContextFit llama =
            largestContext(kvShape(model("llama-3-70b")), 141000000000LL, weights, 1, bf16);
        QCOMPARE(llama.tokens, 3051LL);
        QVERIFY(!llama.unlimited);
        QCOMPARE(
            largestContext(kvShape(model("llama-3-70b")), 141000000000LL, weights, 2, bf16).tokens,
            1525LL);  // ⌊1e9 / (2·327680)⌋
        QCOMPARE(
            largestContext(kvShape(model("llama-3-70b")), 139000000000LL, weights, 1, bf16).tokens,
            0LL);

        const KvShape gemma = kvShape(model("gemma-3-27b"));
        // Within the window every layer grows: ⌊1e8 / (62·8192)⌋ = 196.
        QCOMPARE(largestContext(gemma, 100000000LL, {0}, 1, bf16).tokens, 196LL);
        // Beyond it only the 10 global layers do: ⌊(1e9 − 52·1024·8192) / (10·8192)⌋ = 6882.
        QCOMPARE(largestContext(gemma, 1000000000LL, {0}, 1, bf16).tokens, 6882LL);
        for (long long budget : {100000000LL, 1000000000LL, 24000000000LL}) {
            const long long T = largestContext(gemma, budget, {0}, 1, bf16).tokens;
            QVERIFY(kvCacheSize(gemma, {T, 0, 1}, bf16).wholeBytes() <= budget);
            QVERIFY(kvCacheSize(gemma, {T + 1, 0, 1}, bf16).wholeBytes() > budget);
        }

        // Mistral's cache stops at 32·4096·4096 bytes, so a larger budget holds any context.
        const KvShape mistral = kvShape(model("mistral-7b-v0.1"));
        QVERIFY(largestContext(mistral, 536870912LL, {0}, 1, bf16).unlimited);
        QCOMPARE(largestContext(mistral, 100000000LL, {0}, 1, bf16).tokens, 762LL);
    }

    void countsThatOverflowAreRefused() {
        QVERIFY_THROWS_EXCEPTION(
            std::overflow_error,
            kvCacheSize(kvShape(model("gpt-3-175b")), {1LL << 40, 0, 1 << 20}, ElementType::FP32));
    }

    void malformedDataNamesModelAndKey() {
        QCOMPARE(parsePublishedModels(withKey("n_layers", "2")).size(), size_t(1));
        auto refusal = [](const std::string& text) -> std::string {
            try {
                parsePublishedModels(text);
            } catch (const PublishedModelError& e) {
                return e.what();
            }
            return "accepted";
        };
        const std::string missing = refusal(withKey("n_layers", "null"));
        QVERIFY2(missing.find("'toy'") != std::string::npos &&
                     missing.find("'n_layers'") != std::string::npos,
                 missing.c_str());
        QVERIFY(refusal(withKey("head_dim", "\"128\"")).find("'head_dim'") != std::string::npos);
        QVERIFY(refusal(withKey("attention", "\"sparse\"")).find("'attention'") !=
                std::string::npos);
        QVERIFY(refusal(withKey("n_kv_heads", "3")).find("'n_kv_heads'") != std::string::npos);
        QVERIFY(refusal(withKey("attention", "\"mla\"")).find("'kv_lora_rank'") !=
                std::string::npos);
        QVERIFY(refusal(withKey("global_layer_every", "6")).find("'sliding_window'") !=
                std::string::npos);
        QVERIFY(refusal(withKey("parameters", "-1")).find("'parameters'") != std::string::npos);
        QVERIFY(refusal(withKey("d_model", "80.5")).find("'d_model'") != std::string::npos);
        QVERIFY(refusal("{\"models\": [").find("not valid JSON") != std::string::npos);
        QVERIFY(refusal("{\"models\": 3}").find("'models'") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestKvMemory)
#include "tst_kvmemory.moc"
