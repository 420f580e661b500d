// GPT2LMHeadModel in evaluation mode as plain loops in double precision (NaiveDecoder.h).
#include <cmath>
#include <stdexcept>

#include "NaiveConfig.h"
#include "NaiveDecoder.h"

// Sources (huggingface/transformers, stored copies):
//   G2  = src/transformers/models/gpt2/modeling_gpt2.py @c44b2d99 (GPT2Attention._attn,
//         GPT2MLP, GPT2Block.forward, GPT2Model.__init__/forward, GPT2LMHeadModel)
//   G2C = models/gpt2/configuration_gpt2.py @1c70522e (GPT2Config.__init__, attribute_map)
//   PU  = src/transformers/pytorch_utils.py (Conv1D: weight (nx, nf), addmm(bias, x, weight))

namespace naive {

namespace {

struct Gpt2Spec {
    int V = 0, d = 0, layers = 0, heads = 0, ff = 0, positions = 0;
    double eps = 1e-5;
    std::string activation;
    bool scaleAttnWeights = true, inverseLayer = false, tied = true;
    std::string prefix;  // "transformer." (GPT2LMHeadModel) or "" (GPT2Model's names)
};

// G2C __init__ defaults; attribute_map aliases (hidden_size → n_embd, …) win when present.
int count(const json& c, const char* key, const char* alias, int fallback) {
    return present(c, alias) ? integer(c, alias, fallback) : integer(c, key, fallback);
}

Gpt2Spec gpt2Spec(const json& c, const Tensors& w) {
    Gpt2Spec s;
    s.V = integer(c, "vocab_size", 50257);
    s.d = count(c, "n_embd", "hidden_size", 768);
    s.layers = count(c, "n_layer", "num_hidden_layers", 12);
    s.heads = count(c, "n_head", "num_attention_heads", 12);
    s.positions = count(c, "n_positions", "max_position_embeddings", 1024);
    s.ff = integer(c, "n_inner", 4 * s.d);  // GPT2Block.__init__: None → 4 * hidden_size
    s.eps = number(c, "layer_norm_epsilon", 1e-5);
    s.activation = text(c, "activation_function", "gelu_new");
    s.scaleAttnWeights = flag(c, "scale_attn_weights", true);
    s.inverseLayer = flag(c, "scale_attn_by_inverse_layer_idx", false);
    s.tied = flag(c, "tie_word_embeddings", true);
    if (s.d % s.heads != 0) throw std::runtime_error("naive gpt2: n_head does not divide n_embd");
    s.prefix = w.count("transformer.wte.weight") ? "transformer." : "";
    return s;
}

// Conv1D.forward (PU): y = bias + x·W with W (in, out) — the transpose of nn.Linear's.
Mat conv1d(const Tensors& w, const std::string& p, const Mat& x, int in, int out) {
    const auto& W = tensor(w, p + ".weight", size_t(in) * out);
    const auto& b = tensor(w, p + ".bias", size_t(out));
    Mat y(x.size(), std::vector<double>(out));
    for (size_t r = 0; r < x.size(); ++r)
        for (int o = 0; o < out; ++o) {
            double sum = b[o];
            for (int i = 0; i < in; ++i) sum += x[r][i] * W[size_t(i) * out + o];
            y[r][o] = sum;
        }
    return y;
}

// nn.LayerNorm (ln_1, ln_2, ln_f): (x − mean) / √(biased var + eps) · w + b.
Mat layerNorm(const Tensors& w, const std::string& p, Mat x, int d, double eps) {
    const auto& g = tensor(w, p + ".weight", size_t(d));
    const auto& b = tensor(w, p + ".bias", size_t(d));
    for (auto& row : x) {
        double mean = 0, var = 0;
        for (double v : row) mean += v;
        mean /= d;
        for (double v : row) var += (v - mean) * (v - mean);
        var /= d;
        for (int j = 0; j < d; ++j) row[j] = (row[j] - mean) / std::sqrt(var + eps) * g[j] + b[j];
    }
    return x;
}

// GPT2Attention.forward with _attn (G2): q, k, v = c_attn(x).split(embed_dim, dim=2); scores
// q·k / √head_dim when scale_attn_weights, / (layer_idx + 1) when
// scale_attn_by_inverse_layer_idx; the causal mask (the tril buffer "bias") puts finfo.min
// above the diagonal, so a masked probability is 0; softmax; merged heads through c_proj.
Mat attention(const Gpt2Spec& s, const Tensors& w, const Mat& x, int layer,
              std::vector<Mat>& maps) {
    const int n = int(x.size()), d = s.d, H = s.heads, dh = d / H;
    const std::string L = s.prefix + "h." + std::to_string(layer) + ".attn.";
    const Mat qkv = conv1d(w, L + "c_attn", x, d, 3 * d);
    double scale = s.scaleAttnWeights ? 1.0 / std::sqrt(double(dh)) : 1.0;
    if (s.inverseLayer) scale /= double(layer + 1);
    Mat y(n, std::vector<double>(d, 0));
    maps.assign(H, Mat(n, std::vector<double>(n, 0)));
    for (int h = 0; h < H; ++h)
        for (int i = 0; i < n; ++i) {
            std::vector<double> score(i + 1);
            double top = -1e300;
            for (int j = 0; j <= i; ++j) {
                double dot = 0;
                for (int e = 0; e < dh; ++e) dot += qkv[i][h * dh + e] * qkv[j][d + h * dh + e];
                score[j] = dot * scale;
                top = std::max(top, score[j]);
            }
            double z = 0;
            for (int j = 0; j <= i; ++j) z += (maps[h][i][j] = std::exp(score[j] - top));
            for (int j = 0; j <= i; ++j) {
                maps[h][i][j] /= z;
                for (int e = 0; e < dh; ++e)
                    y[i][h * dh + e] += maps[h][i][j] * qkv[j][2 * d + h * dh + e];
            }
        }
    return conv1d(w, L + "c_proj", y, d, d);
}

// GPT2MLP.forward (G2): c_proj(act(c_fc(x))), act = ACT2FN[activation_function].
Mat mlp(const Gpt2Spec& s, const Tensors& w, const Mat& x, int layer) {
    const std::string L = s.prefix + "h." + std::to_string(layer) + ".mlp.";
    Mat h = conv1d(w, L + "c_fc", x, s.d, s.ff);
    for (auto& row : h)
        for (double& v : row) v = activate(s.activation, v);
    return conv1d(w, L + "c_proj", h, s.ff, s.d);
}

void addInto(Mat& a, const Mat& b) {
    for (size_t i = 0; i < a.size(); ++i)
        for (size_t j = 0; j < a[i].size(); ++j) a[i][j] += b[i][j];
}

}  // namespace

DecoderResult gpt2Forward(const json& config, const Tensors& w, const std::vector<int>& ids) {
    const Gpt2Spec s = gpt2Spec(config, w);
    const int n = int(ids.size()), d = s.d;
    if (n > s.positions) throw std::runtime_error("naive gpt2: more ids than n_positions");
    const auto& wte = tensor(w, s.prefix + "wte.weight", size_t(s.V) * d);
    const auto& wpe = tensor(w, s.prefix + "wpe.weight", size_t(s.positions) * d);
    // GPT2Model.forward: inputs_embeds + position_embeds, position_ids = arange(n).
    Mat x(n, std::vector<double>(d));
    for (int p = 0; p < n; ++p) {
        if (ids[p] < 0 || ids[p] >= s.V) throw std::runtime_error("naive gpt2: id out of range");
        for (int j = 0; j < d; ++j)
            x[p][j] = double(wte[size_t(ids[p]) * d + j]) + wpe[size_t(p) * d + j];
    }
    DecoderResult r;
    for (int l = 0; l < s.layers; ++l) {  // GPT2Block.forward: pre-norm residuals
        const std::string L = s.prefix + "h." + std::to_string(l) + ".";
        r.self.emplace_back();
        addInto(x, attention(s, w, layerNorm(w, L + "ln_1", x, d, s.eps), l, r.self.back()));
        addInto(x, mlp(s, w, layerNorm(w, L + "ln_2", x, d, s.eps), l));
    }
    x = layerNorm(w, s.prefix + "ln_f", x, d, s.eps);
    // GPT2LMHeadModel: lm_head = nn.Linear(n_embd, vocab_size, bias=False), tied to wte.
    const auto& head = s.tied ? wte : tensor(w, "lm_head.weight", size_t(s.V) * d);
    r.logits.assign(n, std::vector<double>(s.V));
    for (int p = 0; p < n; ++p)
        for (int v = 0; v < s.V; ++v) {
            double sum = 0;
            for (int j = 0; j < d; ++j) sum += x[p][j] * head[size_t(v) * d + j];
            r.logits[p][v] = sum;
        }
    return r;
}

}  // namespace naive
