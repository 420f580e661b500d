// SPEC §6, the decoder-only families as data for the one architecture: small Qwen2, Qwen3 and
// GPT-2 folders written here (DecoderFolder: config and tokenizer settings, a SentencePiece
// tokenizer.model in place of the family's tokenizer files, random weights as one safetensors
// file, shards or pytorch_model.bin, in F32/F16/BF16) against plain-loop Qwen2ForCausalLM,
// Qwen3ForCausalLM (NaiveDecoder) and GPT2LMHeadModel (NaiveGpt2) written from transformers'
// source, and refused by name when they lie.
#include <QFile>
#include <QTest>
#include <cmath>
#include <nlohmann/json.hpp>

#include "CausalLmCheck.h"
#include "DecoderFolder.h"
#include "Greedy.h"
#include "Model.h"
#include "NaiveDecoder.h"
#include "Tokenizer.h"
#include "hub/HubFolder.h"

using namespace atlas;
using namespace atlas::test;
using json = nlohmann::json;

Q_DECLARE_METATYPE(atlas::test::DecoderOptions);

namespace {

using F = DecoderFamily;
using W = WeightContainer;

DecoderOptions qwenWindows(F family, DType dtype, W container) {
    DecoderOptions o = decoderOptions(family, dtype, container);
    o.layers = 3;
    o.useSlidingWindow = true;
    o.slidingWindow = 3;
    o.maxWindowLayers = 1;  // layer 0 full, layers 1 and 2 slide
    return o;
}

// A folder whose tensor `name` is replaced by `values` of `shape` (or dropped when empty).
void withTensor(const DecoderOptions& o, const std::string& name, std::vector<long long> shape,
                std::initializer_list<std::string> words) {
    DecoderFolder f(o);
    if (shape.empty()) {
        f.tensors.erase(name);
        f.order.erase(std::find(f.order.begin(), f.order.end(), name));
    } else {
        long long n = 1;
        for (long long s : shape) n *= s;
        f.tensors[name].assign(size_t(n), 0.5f);
        f.shapes[name] = std::move(shape);
    }
    f.writeWeights();
    expectRefused(refusal(f.path()), words);
}

}  // namespace

class TestCausalFamilies : public QObject {
    Q_OBJECT

private slots:
    void matchesThePlainLoopReference_data() {
        QTest::addColumn<DecoderOptions>("o");
        QTest::newRow("qwen2 F32 safetensors")
            << decoderOptions(F::Qwen2, DType::F32, W::Safetensors);
        QTest::newRow("qwen2 BF16 shards, tied, max_window_layers 1") << [] {
            DecoderOptions o = qwenWindows(F::Qwen2, DType::BF16, W::Shards);
            o.tied = true;
            return o;
        }();
        QTest::newRow("qwen2 F16 pytorch_model.bin, layer_types, mqa, add_bos_token") << [] {
            DecoderOptions o = qwenWindows(F::Qwen2, DType::F16, W::TorchBin);
            o.qwenLayerTypes = true;
            o.kvHeads = 1;
            o.addBosToken = true;
            return o;
        }();
        QTest::newRow("qwen3 F32 safetensors")
            << decoderOptions(F::Qwen3, DType::F32, W::Safetensors);
        QTest::newRow("qwen3 BF16 bin, tied view, attention_bias, windows") << [] {
            DecoderOptions o = qwenWindows(F::Qwen3, DType::BF16, W::TorchBin);
            o.tied = true;
            o.storeTiedHead = true;
            o.attentionBias = true;
            return o;
        }();
        QTest::newRow("qwen3 F16 shards, mha, llama3 rope, eos list") << [] {
            DecoderOptions o = decoderOptions(F::Qwen3, DType::F16, W::Shards);
            o.kvHeads = 4;
            o.ropeScaling = atlas::test::RopeScaling::Llama3;
            o.eosIds = {2, 5};
            o.eosListInConfig = true;
            return o;
        }();
        QTest::newRow("gpt2 F32 safetensors")
            << decoderOptions(F::Gpt2, DType::F32, W::Safetensors);
        QTest::newRow("gpt2 BF16 shards, GPT2Model names with mask buffers, n_inner null") << [] {
            DecoderOptions o = decoderOptions(F::Gpt2, DType::BF16, W::Shards);
            o.transformerPrefix = false;
            o.writeInner = false;
            o.layers = 3;
            return o;
        }();
        QTest::newRow("gpt2 F16 bin, tied view, scale_attn_by_inverse_layer_idx") << [] {
            DecoderOptions o = decoderOptions(F::Gpt2, DType::F16, W::TorchBin);
            o.storeTiedHead = true;
            o.scaleByInverseLayer = true;
            o.layers = 3;
            return o;
        }();
        QTest::newRow("gpt2 F32 bin, untied, scale_attn_weights false") << [] {
            DecoderOptions o = decoderOptions(F::Gpt2, DType::F32, W::TorchBin);
            o.tied = false;
            o.scaleAttnWeights = false;
            o.ff = 24;
            return o;
        }();
    }
    void matchesThePlainLoopReference() {
        QFETCH(DecoderOptions, o);
        const DecoderFolder f(o);
        checkAgainstReference(f);
    }

    // What the readers make of each family: our format-2 configuration.
    void theConfigurationItReads() {
        {
            const DecoderFolder f(qwenWindows(F::Qwen2, DType::F32, W::Safetensors));
            const Checkpoint c = openCheckpoint(f.path());
            QCOMPARE(c.config.windowOf(0), 0);
            QCOMPARE(c.config.windowOf(1), 3);
            QCOMPARE(c.config.windowOf(2), 3);
            QVERIFY(!c.config.qk_norm && !c.config.tie_embeddings);
            QVERIFY(c.has("decoder.layers.0.self_attn.k_proj.bias"));
            QVERIFY(!c.has("decoder.layers.0.self_attn.o_proj.bias"));
            QVERIFY(!c.hub->addBos);  // Qwen2Tokenizer: no BOS
        }
        {
            const DecoderFolder f(decoderOptions(F::Qwen3, DType::F32, W::Safetensors));
            const Checkpoint c = openCheckpoint(f.path());
            QVERIFY(c.config.qk_norm && !c.config.sandwich_norms);
            QCOMPARE(c.config.d_head, 8);
            QCOMPARE(c.config.windowOf(1), 0);  // use_sliding_window false
            // Qwen3RMSNorm's gain is w itself (Gemma's would be 1 + w).
            QCOMPARE(c.tensors.at("decoder.layers.1.self_attn.k_norm.weight"),
                     f.tensors.at("model.layers.1.self_attn.k_norm.weight"));
        }
        {
            DecoderOptions o = decoderOptions(F::Gpt2, DType::F32, W::Safetensors);
            o.scaleByInverseLayer = true;
            const DecoderFolder f(o);
            const Config c = openCheckpoint(f.path()).config;
            QCOMPARE(int(c.positions), int(PositionKind::Learned));
            QCOMPARE(int(c.norm_type), int(NormKind::LayerNorm));
            QCOMPARE(int(c.activation), int(Activation::GELUTanh));
            QCOMPARE(int(c.attention), int(AttentionKind::MHA));
            QCOMPARE(c.d_head, 4);
            QCOMPARE(c.scoreScale(1), 0.5 / 2);
            QVERIFY(c.tie_embeddings && c.layer_types.empty() && c.format() == 2);
        }
    }

    // Conv1D's [in, out] matrices are turned into ours, [out, in], and stay in their stored
    // type; c_attn's columns are q, k and v in that order.
    void conv1dWeightsAreTransposedInTheirType() {
        for (const DType dtype : {DType::BF16, DType::F16, DType::F32}) {
            const DecoderFolder f(decoderOptions(F::Gpt2, dtype, W::Safetensors));
            const Checkpoint c = openCheckpoint(f.path());
            const std::vector<float>& cAttn = f.tensors.at("transformer.h.1.attn.c_attn.weight");
            const int d = f.options.d;
            const char* parts[] = {"q_proj", "k_proj", "v_proj"};
            for (int part = 0; part < 3; ++part) {
                const std::string name =
                    std::string("decoder.layers.1.self_attn.") + parts[part] + ".weight";
                QVERIFY2(c.inPlace.count(name) == 1, name.c_str());
                QCOMPARE(int(c.inPlace.at(name).dtype), int(dtype));
                const std::vector<float> ours = c.floats(name);
                for (int o = 0; o < d; ++o)
                    for (int i = 0; i < d; ++i)
                        QCOMPARE(ours[size_t(o * d + i)], cAttn[size_t(i * 3 * d + part * d + o)]);
            }
            QCOMPARE(c.floats(kPositionTable), f.tensors.at("transformer.wpe.weight"));
        }
    }

    // Keys absent from config.json take the class defaults (SPEC §5), here where the defaults
    // fit the weights: the reference reads the same defaults independently.
    void classDefaultsForAbsentKeys() {
        {
            DecoderOptions o = decoderOptions(F::Qwen2, DType::F32, W::Safetensors);
            o.headDim = 4;  // hidden_size / num_attention_heads, as Qwen2Attention's getattr
            o.omit = {"head_dim",          "use_sliding_window",  "sliding_window",
                      "max_window_layers", "rope_theta",          "hidden_act",
                      "rms_norm_eps",      "tie_word_embeddings", "rope_scaling"};
            const DecoderFolder f(o);
            const Config c = openCheckpoint(f.path()).config;
            QCOMPARE(c.d_head, 4);
            QCOMPARE(c.windowOf(1), 0);
            checkAgainstReference(f);
        }
        {
            DecoderOptions o = decoderOptions(F::Qwen3, DType::F32, W::Safetensors);
            o.headDim = 128;  // Qwen3Config's head_dim
            o.omit = {"head_dim", "attention_bias"};
            const DecoderFolder f(o);
            QCOMPARE(openCheckpoint(f.path()).config.d_head, 128);
            checkAgainstReference(f);
        }
        {
            DecoderOptions o = decoderOptions(F::Gpt2, DType::F32, W::Safetensors);
            o.writeInner = false;
            o.omit = {"layer_norm_epsilon",  "activation_function",
                      "scale_attn_weights",  "scale_attn_by_inverse_layer_idx",
                      "tie_word_embeddings", "reorder_and_upcast_attn"};
            DecoderFolder f(o);
            // GPT2Config.attribute_map: hidden_size is n_embd, and wins over it.
            f.config["n_embd"] = 999;
            f.config["hidden_size"] = o.d;
            f.writeJson();
            QCOMPARE(openCheckpoint(f.path()).config.d_ff, 4 * o.d);
            checkAgainstReference(f);
        }
    }

    // Qwen2Config: layer_types, when saved, decide which layers slide, not max_window_layers.
    void qwenLayerTypesComeFirst() {
        DecoderOptions o = qwenWindows(F::Qwen2, DType::F32, W::Safetensors);
        DecoderFolder f(o);
        f.config["layer_types"] = {"sliding_attention", "full_attention", "sliding_attention"};
        f.config["max_window_layers"] = 99;
        f.writeJson();
        const Config c = openCheckpoint(f.path()).config;
        QCOMPARE(c.windowOf(0), 3);
        QCOMPARE(c.windowOf(1), 0);
        checkAgainstReference(f);
    }

    // eos_token_id absent from config.json and generation_config.json is None for Qwen: greedy
    // decoding runs to its limit, stopping at no id.
    void qwenWithoutEosStopsNowhere() {
        DecoderFolder f(decoderOptions(F::Qwen3, DType::F32, W::Safetensors));
        f.config.erase("eos_token_id");
        f.config.erase("bos_token_id");
        f.writeJson();
        QFile::remove(QString::fromStdString(f.file("generation_config.json")));
        const Model model(openCheckpoint(f.path()));
        QCOMPARE(model.transformer().generation().stopIds,
                 std::vector<int>{GenerationRules::kNoStop});
        const std::vector<int> prompt = model.promptIds(kCausalText);
        const std::vector<int> ids = greedyContinue(model.transformer(), prompt, 6);
        QCOMPARE(ids.size(), size_t(6));
        QCOMPARE(ids, naiveGreedy(f, prompt, 6, {}));
    }

    void badConfigsAreRefusedByName() {
        withConfig(F::Gpt2, "n_head", 3, {"config.json", "n_head"});
        withConfig(F::Gpt2, "n_positions", 1 << 20, {"n_positions"});
        withConfig(F::Gpt2, "activation_function", "gelu_fast",
                   {"activation_function", "gelu_fast"});
        withConfig(F::Gpt2, "n_inner", 41, {"mlp.c_fc.weight", "shape"});
        withConfig(F::Gpt2, "layer_norm_epsilon", "small", {"layer_norm_epsilon"});
        withConfig(F::Gpt2, "scale_attn_weights", "yes", {"scale_attn_weights"});
        withConfig(F::Gpt2, "scale_attn_by_inverse_layer_idx", nullptr,
                   {"scale_attn_by_inverse_layer_idx"});
        withConfig(F::Gpt2, "n_embd", 1 << 30, {"config.json"});
        withConfig(F::Gpt2, "eos_token_id", 1 << 20, {"eos_token_id"});
        withConfig(F::Qwen2, "use_sliding_window", "true", {"use_sliding_window"});
        withConfig(F::Qwen2, "max_window_layers", -1, {"max_window_layers"});
        withConfig(F::Qwen2, "layer_types", json::array({"sliding_attention", "full_attention"}),
                   {"sliding_window", "use_sliding_window"});
        withConfig(F::Qwen2, "layer_types", json::array({"full_attention"}), {"layer_types"});
        withConfig(F::Qwen2, "num_key_value_heads", 3, {"num_key_value_heads"});
        withConfig(F::Qwen3, "head_dim", 6, {"q_proj", "shape"});
        withConfig(F::Qwen3, "attention_bias", true, {"q_proj.bias", "missing"});
        withConfig(F::Qwen3, "rope_scaling", json{{"rope_type", "yarn"}, {"factor", 4}},
                   {"rope_scaling", "yarn"});
    }

    void badTensorsAreRefusedByName() {
        const DecoderOptions gpt2 = decoderOptions(F::Gpt2, DType::F32, W::Safetensors);
        withTensor(gpt2, "transformer.h.0.attn.c_attn.weight", {16, 32},
                   {"c_attn.weight", "shape", "[16, 32]"});
        withTensor(gpt2, "transformer.h.1.attn.c_attn.bias", {32}, {"c_attn.bias", "shape"});
        withTensor(gpt2, "transformer.wpe.weight", {}, {"wpe.weight", "missing"});
        withTensor(gpt2, "transformer.h.1.ln_2.bias", {}, {"ln_2.bias", "missing"});
        withTensor(decoderOptions(F::Qwen2, DType::F32, W::Safetensors),
                   "model.layers.0.self_attn.q_proj.bias", {}, {"q_proj.bias", "missing"});
        withTensor(decoderOptions(F::Qwen3, DType::BF16, W::Shards),
                   "model.layers.1.self_attn.k_norm.weight", {}, {"k_norm.weight", "missing"});
    }
};

QTEST_GUILESS_MAIN(TestCausalFamilies)
#include "tst_causalfamilies.moc"
