#include "NaiveMarian.h"

#include <cmath>
#include <stdexcept>

namespace naive {

namespace {

struct Ctx {
    const MarianShape& s;
    const Tensors& w;
    const std::vector<float>& t(const std::string& name) const {
        const auto it = w.find(name);
        if (it == w.end()) throw std::runtime_error("naive Marian: no tensor " + name);
        return it->second;
    }
};

// nn.Linear: y = x Wᵀ + b, W [out, in].
Mat linear(const Ctx& c, const Mat& x, const std::string& p, int out, int in) {
    const auto& W = c.t(p + ".weight");
    const auto& b = c.t(p + ".bias");
    Mat y(x.size(), std::vector<double>(out));
    for (size_t r = 0; r < x.size(); ++r)
        for (int o = 0; o < out; ++o) {
            double sum = b[o];
            for (int i = 0; i < in; ++i) sum += x[r][i] * W[size_t(o) * in + i];
            y[r][o] = sum;
        }
    return y;
}

// nn.LayerNorm(d), eps 1e-5, biased variance.
Mat layerNorm(const Ctx& c, const Mat& x, const std::string& p) {
    const auto& g = c.t(p + ".weight");
    const auto& b = c.t(p + ".bias");
    Mat y = x;
    for (auto& row : y) {
        double mean = 0, var = 0;
        for (double v : row) mean += v;
        mean /= row.size();
        for (double v : row) var += (v - mean) * (v - mean);
        var /= row.size();
        for (size_t j = 0; j < row.size(); ++j)
            row[j] = (row[j] - mean) / std::sqrt(var + 1e-5) * g[j] + b[j];
    }
    return y;
}

Mat add(Mat a, const Mat& b) {
    for (size_t i = 0; i < a.size(); ++i)
        for (size_t j = 0; j < a[i].size(); ++j) a[i][j] += b[i][j];
    return a;
}

double activate(const std::string& name, double v) {
    if (name == "swish" || name == "silu") return v / (1 + std::exp(-v));
    if (name == "relu") return v > 0 ? v : 0;
    return 0.5 * v * (1 + std::erf(v / std::sqrt(2.0)));  // gelu
}

// MarianAttention with eager_attention_forward: q·scaling, softmax(q kᵀ + mask), out_proj.
Mat attention(const Ctx& c, const Mat& x, const Mat& kv, const std::string& p, bool causal,
              std::vector<Mat>& maps) {
    const int d = c.s.d, H = c.s.heads, dh = d / H;
    const Mat q = linear(c, x, p + ".q_proj", d, d), k = linear(c, kv, p + ".k_proj", d, d),
              v = linear(c, kv, p + ".v_proj", d, d);
    const double scaling = std::pow(double(dh), -0.5);
    Mat y(x.size(), std::vector<double>(d, 0));
    maps.assign(H, Mat(x.size(), std::vector<double>(kv.size(), 0)));
    for (int h = 0; h < H; ++h)
        for (size_t i = 0; i < x.size(); ++i) {
            std::vector<double> s(kv.size());
            double top = -1e300;
            for (size_t j = 0; j < kv.size(); ++j) {
                if (causal && j > i) continue;
                double dot = 0;
                for (int e = 0; e < dh; ++e) dot += q[i][h * dh + e] * k[j][h * dh + e];
                s[j] = dot * scaling;
                top = std::max(top, s[j]);
            }
            double z = 0;
            for (size_t j = 0; j < kv.size(); ++j)
                if (!(causal && j > i)) z += (maps[h][i][j] = std::exp(s[j] - top));
            for (size_t j = 0; j < kv.size(); ++j) {
                maps[h][i][j] /= z;
                for (int e = 0; e < dh; ++e) y[i][h * dh + e] += maps[h][i][j] * v[j][h * dh + e];
            }
        }
    return linear(c, y, p + ".out_proj", d, d);
}

Mat feedForward(const Ctx& c, const Mat& x, const std::string& L) {
    Mat h = linear(c, x, L + "fc1", c.s.ff, c.s.d);
    for (auto& row : h)
        for (double& v : row) v = activate(c.s.activation, v);
    return linear(c, h, L + "fc2", c.s.d, c.s.ff);
}

// embed_tokens(ids) · embed_scale + embed_positions: the stored table when the file has one
// (from_pretrained loads it), else _init_weight's (sin half, then cos half).
Mat embed(const Ctx& c, const std::vector<int>& ids, const char* stack) {
    const int d = c.s.d;
    // Separate vocabularies: each stack's own embed_tokens (MarianModel.__init__).
    const bool shared = c.w.count("model.shared.weight") > 0;
    const auto& E = c.t(shared ? std::string("model.shared.weight")
                               : std::string("model.") + stack + ".embed_tokens.weight");
    const auto stored = c.w.find(std::string("model.") + stack + ".embed_positions.weight");
    const double scale = c.s.scaleEmbedding ? std::sqrt(double(d)) : 1.0;
    Mat x(ids.size(), std::vector<double>(d));
    for (size_t p = 0; p < ids.size(); ++p)
        for (int j = 0; j < d; ++j) {
            const int half = d / 2, i = j < half ? j : j - half;
            const double angle = double(p) / std::pow(10000.0, 2.0 * i / d);
            const double position = stored != c.w.end() ? stored->second[p * d + j]
                                    : j < half          ? std::sin(angle)
                                                        : std::cos(angle);
            x[p][j] = E[size_t(ids[p]) * d + j] * scale + position;
        }
    return x;
}

}  // namespace

MarianResult marianForward(const MarianShape& shape, const Tensors& w, const std::vector<int>& src,
                           const std::vector<int>& decoderInput) {
    const Ctx c{shape, w};
    MarianResult r;
    Mat x = embed(c, src, "encoder");
    for (int l = 0; l < shape.encoderLayers; ++l) {  // MarianEncoderLayer.forward
        const std::string L = "model.encoder.layers." + std::to_string(l) + ".";
        r.encoderSelf.emplace_back();
        x = layerNorm(c, add(x, attention(c, x, x, L + "self_attn", false, r.encoderSelf.back())),
                      L + "self_attn_layer_norm");
        x = layerNorm(c, add(x, feedForward(c, x, L)), L + "final_layer_norm");
    }
    Mat y = embed(c, decoderInput, "decoder");
    for (int l = 0; l < shape.decoderLayers; ++l) {  // MarianDecoderLayer.forward
        const std::string L = "model.decoder.layers." + std::to_string(l) + ".";
        r.decoderSelf.emplace_back();
        r.cross.emplace_back();
        y = layerNorm(c, add(y, attention(c, y, y, L + "self_attn", true, r.decoderSelf.back())),
                      L + "self_attn_layer_norm");
        y = layerNorm(c, add(y, attention(c, y, x, L + "encoder_attn", false, r.cross.back())),
                      L + "encoder_attn_layer_norm");
        y = layerNorm(c, add(y, feedForward(c, y, L)), L + "final_layer_norm");
    }
    // MarianMTModel.forward: lm_head(outputs[0]) + final_logits_bias, lm_head tied to shared
    // (or, with separate vocabularies, to the decoder's embed_tokens: decoder_vocab_size rows).
    const auto& E = c.t(w.count("model.shared.weight") ? "model.shared.weight"
                                                       : "model.decoder.embed_tokens.weight");
    const auto& bias = c.t("final_logits_bias");
    const int V = int(bias.size());
    r.logits.assign(y.size(), std::vector<double>(V));
    for (size_t p = 0; p < y.size(); ++p)
        for (int v = 0; v < V; ++v) {
            double sum = bias[v];
            for (int j = 0; j < shape.d; ++j) sum += y[p][j] * E[size_t(v) * shape.d + j];
            r.logits[p][v] = sum;
        }
    return r;
}

}  // namespace naive
