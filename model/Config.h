#pragma once
// SPEC §1: the model's configuration, parsed and validated.

#include <stdexcept>
#include <string>
#include <string_view>

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
    // The floating-point keys, within which every angle and norm stays finite in float32:
    // below 1 the rotary angles p·base^(−2i/r) grow without bound (5e-324 makes them infinite,
    // and every score NaN); an ε below float's normal range rounds to 0, and 0/√0 is NaN.
    static constexpr double kRopeBaseLowest = 1, kRopeBaseHighest = 1e12;  // rope_base
    static constexpr double kNormEpsLowest = 1e-12, kNormEpsHighest = 1;   // norm_eps
};

enum class AttentionKind { MHA, GQA, MQA, MLA };
enum class PositionKind { Sinusoidal, Rope };
enum class NormPlacement { Post, Pre };
enum class NormKind { LayerNorm, RMSNorm };
// SiLU (x·σ(x), "swish") comes only from a Hub folder (SPEC §5: OPUS-MT's activation_function);
// SPEC §1's own files name relu or gelu.
enum class Activation { ReLU, GELU, SiLU };

struct Config {
    int vocab_size = 0;
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

    // Parses JSON text, fills the defaults of SPEC §1 and validates; throws ConfigError.
    static Config fromJson(std::string_view json);
    // Every key with its value (defaults filled in); MLA keys only for MLA.
    std::string toJson() const;
    // Throws ConfigError naming the first key that breaks a rule.
    void validate() const;

    bool isLatent() const { return attention == AttentionKind::MLA; }
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
