// SPEC §5, decoder-only: small Llama, Mistral and Gemma 3 folders written here (config,
// generation and tokenizer settings, a SentencePiece tokenizer.model trained in-process with
// the family's special-token layout, weights as one safetensors file, shards or
// pytorch_model.bin, in F32/F16/BF16) against a plain-loop LlamaForCausalLM /
// MistralForCausalLM / Gemma3ForCausalLM written from transformers' source
// (tests/support/NaiveDecoder), and refused when they lie.
#include <QTest>
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include "CausalLmCheck.h"
#include "DecoderFolder.h"
#include "FifoUnblocker.h"
#include "Greedy.h"
#include "MarianFolder.h"
#include "Model.h"
#include "NaiveDecoder.h"
#include "Tokenizer.h"
#include "hub/HubFolder.h"

using namespace atlas;
using namespace atlas::test;
using json = nlohmann::json;

Q_DECLARE_METATYPE(atlas::test::DecoderOptions);

class TestCausalLm : public QObject {
    Q_OBJECT

private slots:
    void matchesThePlainLoopReference_data() {
        QTest::addColumn<DecoderOptions>("o");
        using F = DecoderFamily;
        using W = WeightContainer;
        QTest::newRow("llama F32 safetensors")
            << decoderOptions(F::Llama, DType::F32, W::Safetensors);
        QTest::newRow("llama BF16 shards") << decoderOptions(F::Llama, DType::BF16, W::Shards);
        QTest::newRow("llama F16 pytorch_model.bin")
            << decoderOptions(F::Llama, DType::F16, W::TorchBin);
        {
            DecoderOptions o = decoderOptions(F::Llama, DType::F32, W::Safetensors);
            o.tied = true;
            o.storeTiedHead = true;
            o.attentionBias = o.mlpBias = true;
            o.ropeScaling = atlas::test::RopeScaling::Llama3;
            o.kvHeads = 1;  // mqa
            o.eosIds = {2, 7};
            QTest::newRow("llama tied, biases, llama3 rope, mqa, two eos") << o;
        }
        {
            DecoderOptions o = decoderOptions(F::Llama, DType::BF16, W::TorchBin);
            o.tied = true;
            o.storeTiedHead = true;
            o.kvHeads = 4;  // mha
            o.ropeScaling = atlas::test::RopeScaling::Linear;
            o.addBosToken = false;
            QTest::newRow("llama tied view in pytorch_model.bin, linear rope, no bos") << o;
        }
        {
            DecoderOptions o = decoderOptions(F::Mistral, DType::F32, W::Safetensors);
            o.slidingWindow = 3;
            QTest::newRow("mistral F32, window 3") << o;
        }
        {
            DecoderOptions o = decoderOptions(F::Mistral, DType::BF16, W::Shards);
            o.slidingWindow = 0;  // null: no window
            o.extraVocab = 7;
            QTest::newRow("mistral BF16 shards, no window, spare embeddings") << o;
        }
        QTest::newRow("mistral F16 pytorch_model.bin, window 4") << [] {
            DecoderOptions o = decoderOptions(F::Mistral, DType::F16, W::TorchBin);
            o.slidingWindow = 4;
            return o;
        }();
        QTest::newRow("gemma3 F32 layer_types")
            << decoderOptions(F::Gemma3, DType::F32, W::Safetensors);
        {
            DecoderOptions o = decoderOptions(F::Gemma3, DType::BF16, W::Shards);
            o.gemmaPattern = GemmaPattern::SlidingWindowPattern;
            o.slidingWindowPattern = 3;
            o.layers = 4;
            o.queryPreAttnScalar = 12;
            o.finalLogitSoftcapping = 3;
            o.attnLogitSoftcapping = 1;  // ignored, as transformers ignores it
            o.ropeScaling = atlas::test::RopeScaling::Linear;
            o.ropeLocalBaseFreq = 100;
            QTest::newRow("gemma3 BF16, pattern 3, scalar, softcaps, scaled global rope") << o;
        }
        {
            DecoderOptions o = decoderOptions(F::Gemma3, DType::F16, W::TorchBin);
            o.tied = false;
            o.attentionBias = true;
            o.eosIds = {1, 4};
            o.eosListInConfig = true;
            QTest::newRow("gemma3 F16 bin, untied, biases, eos list in config") << o;
        }
    }
    void matchesThePlainLoopReference() {
        QFETCH(DecoderOptions, o);
        const DecoderFolder f(o);
        checkAgainstReference(f);
    }

    // What the reader makes of each family: our format-2 configuration.
    void theConfigurationItReads() {
        {
            const DecoderFolder f(
                decoderOptions(DecoderFamily::Gemma3, DType::F32, WeightContainer::Safetensors));
            const Config c = openCheckpoint(f.path()).config;
            QCOMPARE(c.n_decoder_layers, 3);
            for (int l = 0; l < 3; ++l)
                QCOMPARE(c.windowOf(l) > 0, bool(f.slidingLayers[size_t(l)]));
            QCOMPARE(c.windowOf(0), 4);
            QVERIFY(c.sandwich_norms && c.qk_norm && c.scale_embeddings && c.tie_embeddings);
            QCOMPARE(c.rope_base, 1e6);
            QCOMPARE(c.rope_local_base, 10000.0);
            QCOMPARE(int(c.attention), int(AttentionKind::GQA));
            QCOMPARE(c.scoreScale(), 1 / std::sqrt(8.0));
        }
        {
            DecoderOptions o =
                decoderOptions(DecoderFamily::Mistral, DType::F32, WeightContainer::Safetensors);
            o.slidingWindow = 5;
            const DecoderFolder f(o);
            const Config c = openCheckpoint(f.path()).config;
            QVERIFY(c.layer_types.empty());
            for (int l = 0; l < c.n_decoder_layers; ++l) QCOMPARE(c.windowOf(l), 5);
            QVERIFY(!c.sandwich_norms && !c.qk_norm && !c.scale_embeddings && !c.tie_embeddings);
            QCOMPARE(int(c.ffn), int(FeedForwardKind::Gated));
            QCOMPARE(int(c.activation), int(Activation::SiLU));
        }
    }

    // Keys absent from config.json take the class defaults (SPEC §5), here where the defaults
    // fit the weights: the reference reads the same defaults independently.
    void classDefaultsForAbsentKeys() {
        {
            DecoderOptions o =
                decoderOptions(DecoderFamily::Llama, DType::F32, WeightContainer::Safetensors);
            o.headDim = 4;  // = hidden_size / num_attention_heads
            o.kvHeads = 4;  // = num_attention_heads
            o.rmsNormEps = 1e-6;
            o.omit = {"head_dim",    "num_key_value_heads", "rms_norm_eps",   "rope_theta",
                      "hidden_act",  "tie_word_embeddings", "attention_bias", "mlp_bias",
                      "rope_scaling"};
            const DecoderFolder f(o);
            const Config c = openCheckpoint(f.path()).config;
            QCOMPARE(c.d_head, 4);
            QCOMPARE(c.n_kv_heads, 4);
            QCOMPARE(c.rope_base, 10000.0);
            checkAgainstReference(f);
        }
        {
            DecoderOptions o =
                decoderOptions(DecoderFamily::Mistral, DType::F32, WeightContainer::Safetensors);
            o.slidingWindow = 4096;  // MistralConfig's when absent
            o.omit = {"sliding_window", "max_position_embeddings"};
            const DecoderFolder f(o);
            const Config c = openCheckpoint(f.path()).config;
            QCOMPARE(c.windowOf(0), 4096);
            QCOMPARE(c.max_positions, ConfigLimits::kPositions);  // 131072, clamped
        }
        {
            DecoderOptions o =
                decoderOptions(DecoderFamily::Gemma3, DType::F32, WeightContainer::Safetensors);
            o.queryPreAttnScalar = 256;
            o.ropeLocalBaseFreq = 10000;
            o.slidingWindowPattern = 6;  // the default: layers 0–4 slide, 5 is full
            o.layers = 6;
            o.gemmaPattern = GemmaPattern::SlidingWindowPattern;
            o.omit = {"query_pre_attn_scalar", "rope_local_base_freq", "sliding_window_pattern",
                      "hidden_activation",     "tie_word_embeddings",  "final_logit_softcapping"};
            const DecoderFolder f(o);
            const Config c = openCheckpoint(f.path()).config;
            QCOMPARE(c.query_scale, 256.0);
            QCOMPARE(c.windowOf(4), 4);
            QCOMPARE(c.windowOf(5), 0);
            checkAgainstReference(f);
        }
    }

    // generation_config.json's eos list comes first; config.json's otherwise.
    void theStopIds() {
        DecoderOptions o =
            decoderOptions(DecoderFamily::Llama, DType::F32, WeightContainer::Safetensors);
        o.eosIds = {2, 5, 9};
        {
            const DecoderFolder f(o);
            const Model model(openCheckpoint(f.path()));
            QCOMPARE(model.transformer().generation().stopIds, (std::vector<int>{2, 5, 9}));
            QVERIFY(isStop(model.transformer(), 5) && !isStop(model.transformer(), 3));
        }
        {
            o.eosListInConfig = true;
            DecoderFolder f(o);
            QFile::remove(QString::fromStdString(f.file("generation_config.json")));
            const Model model(openCheckpoint(f.path()));
            QCOMPARE(model.transformer().generation().stopIds, (std::vector<int>{2, 5, 9}));
        }
    }

    // SPEC §5 "read in place": matrices stay in their mapped file in the stored type; Gemma's
    // norm gains are copied, 1 + w.
    void matricesStayInTheirFiles() {
        for (const DType dtype : {DType::BF16, DType::F16}) {
            const DecoderFolder f(
                decoderOptions(DecoderFamily::Gemma3, dtype, WeightContainer::Safetensors));
            const Checkpoint c = openCheckpoint(f.path());
            for (const char* name : {"embed.weight", "decoder.layers.0.ffn.gate.weight",
                                     "decoder.layers.2.self_attn.k_proj.weight"}) {
                QVERIFY2(c.inPlace.count(name) == 1 && c.tensors.count(name) == 0, name);
                QCOMPARE(int(c.inPlace.at(name).dtype), int(dtype));
            }
            const std::vector<float>& gain = c.tensors.at("decoder.layers.1.post_norm2.weight");
            const std::vector<float>& w =
                f.tensors.at("model.layers.1.post_feedforward_layernorm.weight");
            for (size_t i = 0; i < w.size(); ++i) QCOMPARE(gain[i], w[i] + 1.0f);
        }
    }

    void badConfigsAreRefusedByName() {
        using F = DecoderFamily;
        withConfig(F::Gemma3, "use_bidirectional_attention", true,
                   {"config.json", "use_bidirectional_attention"});
        withConfig(F::Llama, "rope_scaling", json{{"rope_type", "yarn"}, {"factor", 4}},
                   {"rope_scaling", "yarn"});
        withConfig(F::Llama, "rope_scaling", json{{"rope_type", "llama3"}, {"factor", 4}},
                   {"rope_scaling", "low_freq_factor"});
        withConfig(F::Llama, "num_key_value_heads", 3, {"num_key_value_heads"});
        withConfig(F::Llama, "hidden_act", "gelu_fast", {"hidden_act", "gelu_fast"});
        withConfig(F::Llama, "hidden_size", 32, {"model.embed_tokens.weight", "shape"});
        withConfig(F::Llama, "head_dim", 6, {"q_proj", "shape"});
        withConfig(F::Gemma3, "layer_types", json::array({"sliding_attention"}), {"layer_types"});
        withConfig(F::Gemma3, "layer_types", json::array({"sliding_attention", "chunked", "x"}),
                   {"layer_types", "chunked"});
        withConfig(F::Gemma3, "sliding_window", nullptr, {"sliding_window"});
        withConfig(F::Llama, "vocab_size", 100, {"tokenizer.model", "vocab_size"});
        withConfig(F::Llama, "eos_token_id", json::array({2, 1 << 20}), {"eos_token_id"});
        withConfig(F::Llama, "model_type", "gemma3", {"'gemma3'", "gemma3_text"});
        withConfig(F::Llama, "rms_norm_eps", "small", {"rms_norm_eps"});
        withConfig(F::Llama, "num_hidden_layers", 100000, {"config.json", "n_decoder_layers"});
        withConfig(F::Llama, "vocab_size", 1 << 30, {"config.json", "vocab_size"});
        withConfig(F::Gemma3, "query_pre_attn_scalar", 0, {"query_pre_attn_scalar"});
    }

    void badFilesAreRefusedByName() {
        using F = DecoderFamily;
        {  // a tokenizer.json without a model, preferred to the good tokenizer.model beside it
            DecoderFolder f;
            writeFile(f.file("tokenizer.json"), "{}");
            expectRefused(refusal(f.path()), {"tokenizer.json", "no model"});
        }
        {  // attention_bias true, yet the file has no biases
            DecoderFolder f;
            f.config["attention_bias"] = true;
            f.writeJson();
            expectRefused(refusal(f.path()), {"q_proj.bias", "missing"});
        }
        {  // an untied head that is not there
            DecoderFolder f;
            f.tensors.erase("lm_head.weight");
            f.order.erase(std::find(f.order.begin(), f.order.end(), "lm_head.weight"));
            f.writeWeights();
            expectRefused(refusal(f.path()), {"lm_head.weight", "missing"});
        }
        {  // a Gemma q_norm of the wrong width
            DecoderFolder f(decoderOptions(F::Gemma3, DType::F32, WeightContainer::Safetensors));
            f.shapes["model.layers.1.self_attn.q_norm.weight"] = {4};
            f.tensors["model.layers.1.self_attn.q_norm.weight"].resize(4);
            f.writeWeights();
            expectRefused(refusal(f.path()), {"q_norm.weight", "shape"});
        }
        {  // a broken tokenizer.model
            DecoderFolder f;
            writeFile(f.file("tokenizer.model"), "not a model");
            expectRefused(refusal(f.path()), {"tokenizer.model"});
        }
        // Sizes no file backs, refused from config.json before anything is allocated.
        withConfig(F::Llama, "hidden_size", 1 << 30, {"config.json", "d_model"});
        for (const char* name : {"tokenizer.model", "tokenizer_config.json"}) {
            DecoderFolder f;  // a FIFO in place of a tokenizer file: refused, never blocking
            const std::string path = f.file(name);
            QVERIFY(::unlink(path.c_str()) == 0 && ::mkfifo(path.c_str(), 0600) == 0);
            const FifoUnblocker unblocker(path);
            expectRefused(refusal(f.path()), {name, "not a regular file"});
            QVERIFY2(!unblocker.released(), name);
        }
        {  // tokenizer_config.json that is not JSON
            DecoderFolder f;
            writeFile(f.file("tokenizer_config.json"), "{");
            expectRefused(refusal(f.path()), {"tokenizer_config.json"});
        }
    }
};

QTEST_GUILESS_MAIN(TestCausalLm)
#include "tst_causallm.moc"
