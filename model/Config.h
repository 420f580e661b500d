#pragma once
// SPEC §1: the model's configuration, parsed and validated.

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace atlas {

// A configuration that breaks a rule of SPEC §1; the message names the key.
class ConfigError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Beyond these a configuration describes no model this program can hold: a hostile header
// would otherwise make the loader allocate rotary tables or tensor lists of many gigabytes
// before finding out that the file lacks the weights. Refused naming the key.
struct ConfigLimits {
    static constexpr int kVocabSize = 1 << 20;  // vocab_size
    static constexpr int kWidth = 1 << 16;      // d_model, d_ff, d_latent
    static constexpr int kHeadWidth = 1024;     // d_head, d_rope
    static constexpr int kHeads = 1024;         // n_heads, n_kv_heads
    static constexpr int kLayers = 256;         // n_encoder_layers, n_decoder_layers
    static constexpr int kPositions = 1 << 14;  // max_positions
    // The most weights a checkpoint can hold: 4 GiB (the file limit) of F16.
    static constexpr long long kParameters = 1LL << 31;
    // A Hub folder's tensors are mapped, each checked against its file before anything is
    // allocated, so only the files bound it; this keeps the sums far from overflow (Llama 3
    // 70B has 2^36).
    static constexpr long long kHubParameters = 1LL << 38;
    // The floating-point keys, within which every angle and norm stays finite in float32:
    // below 1 the rotary angles p·base^(−2i/r) grow without bound (5e-324 makes them infinite,
    // and every score NaN); an ε below float's normal range rounds to 0, and 0/√0 is NaN.
    static constexpr double kRopeBaseLowest = 1, kRopeBaseHighest = 1e12;  // rope_base
    static constexpr double kNormEpsLowest = 1e-12, kNormEpsHighest = 1;   // norm_eps
};

enum class AttentionKind { MHA, GQA, MQA, MLA };
// docs/format.md: format 2 adds the decoder-only architecture (one causal stack, no encoder, no
// cross-attention), the encoder-only one (one bidirectional stack and a masked-LM head) and
// everything the published families of both compute.
enum class Architecture { EncoderDecoder, DecoderOnly, EncoderOnly };
// docs/format.md "Sliding windows": a decoder layer attends to all earlier keys or to a window.
enum class LayerType { Full, Sliding };
// FFN(x) = act(x W₁ᵀ + b₁) W₂ᵀ + b₂, or gated (SwiGLU, GeGLU): (act(x W_gᵀ) ⊙ x W₁ᵀ) W₂ᵀ.
enum class FeedForwardKind { Plain, Gated };
// Learned: a table [max_positions, d] added to the embeddings (GPT-2's wpe; docs/format.md).
enum class PositionKind { Sinusoidal, Rope, Learned };
enum class NormPlacement { Post, Pre };
enum class NormKind { LayerNorm, RMSNorm };
// SPEC §1 names relu and gelu; format 2 adds SiLU (x·σ(x), "swish": Llama, Mistral, OPUS-MT) and
// GELU's tanh form (Gemma's gelu_pytorch_tanh).
enum class Activation { ReLU, GELU, SiLU, GELUTanh };

// docs/format.md "Rotary scaling": transformers' rope_type linear and llama3
// (modeling_rope_utils.py _compute_linear_scaling_rope_parameters, _compute_llama3_parameters):
// θ_i changed before the angles are taken.
struct RopeScaling {
    enum class Type { None, Linear, Llama3 };
    Type type = Type::None;
    double factor = 1;
    double low_freq_factor = 1;  // llama3 only
    double high_freq_factor = 4;
    int original_max_positions = 8192;

    bool operator==(const RopeScaling&) const = default;
};

struct Config {
    int vocab_size = 0;
    // The decoder's own vocabulary (docs/format.md): 0 means the one shared table; otherwise the
    // decoder reads decoder.embed.weight of this many rows and the logits are this wide (a Marian
    // folder with share_encoder_decoder_embeddings false).
    int target_vocab_size = 0;
    int targetVocab() const { return target_vocab_size > 0 ? target_vocab_size : vocab_size; }
    int d_model = 0;
    int n_heads = 0;
    int d_head = 0;
    int d_ff = 0;
    int n_encoder_layers = 0;
    int n_decoder_layers = 0;
    AttentionKind attention = AttentionKind::MHA;
    int n_kv_heads = 0;
    int d_latent = 0;  // MLA only
    int d_rope = 0;    // MLA only
    PositionKind positions = PositionKind::Sinusoidal;
    double rope_base = 10000.0;
    NormPlacement norm = NormPlacement::Post;
    NormKind norm_type = NormKind::LayerNorm;
    double norm_eps = 1e-5;
    Activation activation = Activation::ReLU;
    bool scale_embeddings = true;
    bool tie_embeddings = true;
    int max_positions = 512;
    int pad_id = 0;
    int unk_id = 1;
    int bos_id = 2;
    int eos_id = 3;

    // Format 2 (docs/format.md); their defaults are format 1's computation.
    Architecture architecture = Architecture::EncoderDecoder;
    int sliding_window = 0;              // 0: no layer slides
    std::vector<LayerType> layer_types;  // one per decoder layer; empty: all slide (when W > 0)
    double rope_local_base = 0;          // sliding layers' own base, unscaled; 0: as full layers
    RopeScaling rope_scaling;            // of full layers (and of sliding ones sharing their base)
    FeedForwardKind ffn = FeedForwardKind::Plain;
    bool sandwich_norms = false;  // Gemma 3: a norm also after each sublayer, before the residual
    bool qk_norm = false;         // Gemma 3: RMSNorm over each head's q and k (mha/gqa/mqa)
    double query_scale = 0;    // s = 1/√query_scale (Gemma's query_pre_attn_scalar); 0: dh + dr
    double logit_softcap = 0;  // logits = c·tanh(logits/c) (Gemma's final_logit_softcapping)
    // GPT-2's scale_attn_by_inverse_layer_idx: layer l's s also divided by l + 1.
    bool inverse_layer_scale = false;
    // Encoder-only (BERT's family, docs/format.md): rows of the token-type table added to the
    // embeddings (type_vocab_size; 0: none), a norm over the embedded input, the learned
    // table's row of position p being p + position_offset (RoBERTa's padding_idx + 1), and the
    // masked-LM head: dense, mlm_activation, norm, then the output projection.
    int token_types = 0;
    bool embed_norm = false;
    int position_offset = 0;
    bool mlm_head = true;
    Activation mlm_activation = Activation::GELU;

    // Parses JSON text, fills the defaults of SPEC §1 and validates; throws ConfigError.
    static Config fromJson(std::string_view json);
    // Every key with its value (defaults filled in); MLA keys only for MLA.
    std::string toJson() const;
    // Throws ConfigError naming the first key that breaks a rule.
    void validate(long long maxParameters = ConfigLimits::kParameters) const;

    bool isLatent() const { return attention == AttentionKind::MLA; }
    bool decoderOnly() const { return architecture == Architecture::DecoderOnly; }
    bool encoderOnly() const { return architecture == Architecture::EncoderOnly; }
    // The masked-LM head is there (an encoder-only model whose folder has it).
    bool hasMaskedLm() const { return encoderOnly() && mlm_head; }
    // The format the configuration needs: 1 unless it uses anything format 2 added.
    int format() const;
    // A decoder layer's window (0: it sees every earlier key) and rotary base.
    int windowOf(int layer) const {
        const bool slides =
            layer_types.empty() || (size_t(layer) < layer_types.size() &&
                                    layer_types[size_t(layer)] == LayerType::Sliding);
        return slides ? sliding_window : 0;
    }
    bool localRotary(int layer) const { return windowOf(layer) > 0 && rope_local_base > 0; }
    // s of SPEC §2, 1/√(dh + dr), unless query_scale sets it; over l + 1 in layer l with
    // inverse_layer_scale.
    double scoreScale(int layer = 0) const;
    // dr as it enters the score scale s = 1/√(dh + dr): zero outside MLA.
    int ropeWidth() const { return isLatent() ? d_rope : 0; }
    // The width rotary positions turn (SPEC §2): MLA's decoupled dr, RoPE's whole head dh, else
    // 0 (sinusoidal positions rotate nothing).
    int rotaryWidth() const {
        return isLatent() ? d_rope : (positions == PositionKind::Rope ? d_head : 0);
    }
    // SPEC §2 "KV cache": elements cached per token and layer, 2·Hkv·dh or dc + dr.
    long long kvElementsPerToken() const;
    long long parameterCount() const;
};

const char* toString(AttentionKind kind);

}  // namespace atlas
