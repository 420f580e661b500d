#include "NaiveEncoder.h"

#include <cmath>
#include <stdexcept>
#include <string>

namespace naive {

namespace {

using json = nlohmann::json;

struct Reader {
    const Tensors& w;
    std::string base;  // "bert." etc. when the names carry it

    const std::vector<float>& operator()(const std::string& name) const {
        for (const std::string& n : {base + name, name}) {
            if (const auto it = w.find(n); it != w.end()) return it->second;
            // PreTrainedModel._fix_state_dict_key_on_load: LayerNorm.gamma/.beta.
            for (const auto& [from, to] :
                 {std::pair<std::string, std::string>{".weight", ".gamma"}, {".bias", ".beta"}})
                if (n.size() > from.size() &&
                    n.compare(n.size() - from.size(), from.size(), from) == 0)
                    if (const auto it2 = w.find(n.substr(0, n.size() - from.size()) + to);
                        it2 != w.end())
                        return it2->second;
        }
        throw std::runtime_error("NaiveEncoder: no tensor " + name);
    }
    bool has(const std::string& name) const { return w.count(base + name) || w.count(name); }
};

double act(const std::string& name, double x) {
    if (name == "gelu") return 0.5 * x * (1 + std::erf(x / std::sqrt(2.0)));  // nn.GELU, erf
    if (name == "gelu_new")                                                   // NewGELUActivation
        return 0.5 * x * (1 + std::tanh(std::sqrt(2 / M_PI) * (x + 0.044715 * x * x * x)));
    if (name == "relu") return x > 0 ? x : 0;
    throw std::runtime_error("NaiveEncoder: activation " + name);
}

// y = x Wᵀ + b, W [out][in] row-major.
Mat linear(const Mat& x, const std::vector<float>& W, const std::vector<float>& b, int out) {
    const size_t in = x.empty() ? 0 : x[0].size();
    Mat y(x.size(), std::vector<double>(size_t(out), 0.0));
    for (size_t i = 0; i < x.size(); ++i)
        for (int o = 0; o < out; ++o) {
            double s = b.empty() ? 0 : b[size_t(o)];
            for (size_t k = 0; k < in; ++k) s += x[i][k] * W[size_t(o) * in + k];
            y[i][size_t(o)] = s;
        }
    return y;
}

// nn.LayerNorm: biased variance, eps inside the square root.
void layerNorm(Mat& x, const std::vector<float>& g, const std::vector<float>& b, double eps) {
    for (auto& row : x) {
        double mean = 0, var = 0;
        for (double v : row) mean += v;
        mean /= double(row.size());
        for (double v : row) var += (v - mean) * (v - mean);
        var /= double(row.size());
        for (size_t j = 0; j < row.size(); ++j)
            row[j] = (row[j] - mean) / std::sqrt(var + eps) * g[j] + b[j];
    }
}

struct Shape {
    int d, heads, ff, V;
    double eps;
    std::string hidden;
    bool distil, roberta;
};

// One layer: BertSelfAttention (softmax of QKᵀ/√dh), BertSelfOutput (LayerNorm(dense + input)),
// BertIntermediate (dense, hidden_act), BertOutput (LayerNorm(dense + input)); DistilBERT's
// TransformerBlock the same under its names. Appends the layer's maps to `self`.
Mat encoderLayer(const Reader& r, const std::string& L, const Mat& x, const Shape& z, Maps& self) {
    const bool distil = z.distil;
    const int n = int(x.size()), d = z.d, heads = z.heads, dh = d / heads;
    const auto lin = [&](const Mat& in, const std::string& name, int o) {
        return linear(in, r(L + name + ".weight"), r(L + name + ".bias"), o);
    };
    const Mat q = lin(x, distil ? "attention.q_lin" : "attention.self.query", d);
    const Mat k = lin(x, distil ? "attention.k_lin" : "attention.self.key", d);
    const Mat v = lin(x, distil ? "attention.v_lin" : "attention.self.value", d);
    Mat context(size_t(n), std::vector<double>(size_t(d), 0));
    self.emplace_back();
    for (int h = 0; h < heads; ++h) {
        Mat a(size_t(n), std::vector<double>(size_t(n), 0.0));
        for (int i = 0; i < n; ++i) {
            double top = -1e300;
            for (int j = 0; j < n; ++j) {
                double s = 0;
                for (int c = 0; c < dh; ++c)
                    s += q[size_t(i)][size_t(h * dh + c)] * k[size_t(j)][size_t(h * dh + c)];
                a[size_t(i)][size_t(j)] = s / std::sqrt(double(dh));
                top = std::max(top, a[size_t(i)][size_t(j)]);
            }
            double zsum = 0;
            for (double& s : a[size_t(i)]) zsum += (s = std::exp(s - top));
            for (double& s : a[size_t(i)]) s /= zsum;
            for (int j = 0; j < n; ++j)
                for (int c = 0; c < dh; ++c)
                    context[size_t(i)][size_t(h * dh + c)] +=
                        a[size_t(i)][size_t(j)] * v[size_t(j)][size_t(h * dh + c)];
        }
        self.back().push_back(a);
    }
    Mat h = lin(context, distil ? "attention.out_lin" : "attention.output.dense", d);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < d; ++j) h[size_t(i)][size_t(j)] += x[size_t(i)][size_t(j)];
    const std::string norm1 = distil ? "sa_layer_norm" : "attention.output.LayerNorm";
    layerNorm(h, r(L + norm1 + ".weight"), r(L + norm1 + ".bias"), z.eps);
    Mat f = lin(h, distil ? "ffn.lin1" : "intermediate.dense", z.ff);
    for (auto& row : f)
        for (double& e : row) e = act(z.hidden, e);
    Mat y = lin(f, distil ? "ffn.lin2" : "output.dense", d);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < d; ++j) y[size_t(i)][size_t(j)] += h[size_t(i)][size_t(j)];
    const std::string norm2 = distil ? "output_layer_norm" : "output.LayerNorm";
    layerNorm(y, r(L + norm2 + ".weight"), r(L + norm2 + ".bias"), z.eps);
    return y;
}

// BertLMPredictionHead / RobertaLMHead (gelu whatever hidden_act) / DistilBERT's
// vocab_transform, activation, vocab_layer_norm, vocab_projector; empty without the head.
Mat maskedLmHead(const Reader& r, const Mat& x, const Shape& z, const nlohmann::json& config) {
    const bool distil = z.distil, roberta = z.roberta;
    const Tensors& w = r.w;
    const std::string dense = distil    ? "vocab_transform"
                              : roberta ? "lm_head.dense"
                                        : "cls.predictions.transform.dense";
    if (!w.count(dense + ".weight")) return {};
    const std::string norm = distil    ? "vocab_layer_norm"
                             : roberta ? "lm_head.layer_norm"
                                       : "cls.predictions.transform.LayerNorm";
    Mat t = linear(x, w.at(dense + ".weight"), w.at(dense + ".bias"), z.d);
    for (auto& row : t)
        for (double& e : row) e = act(roberta ? "gelu" : z.hidden, e);
    layerNorm(t, r(norm + ".weight"), r(norm + ".bias"), z.eps);
    const std::string bias = distil    ? "vocab_projector.bias"
                             : roberta ? "lm_head.bias"
                                       : "cls.predictions.bias";
    const bool tied = config.value("tie_word_embeddings", true);
    const std::string decoder = distil    ? "vocab_projector.weight"
                                : roberta ? "lm_head.decoder.weight"
                                          : "cls.predictions.decoder.weight";
    return linear(t, tied ? r("embeddings.word_embeddings.weight") : w.at(decoder), w.at(bias),
                  z.V);
}

}  // namespace

EncoderResult encoderForward(const json& config, const Tensors& w, const std::vector<int>& ids,
                             const std::vector<int>& tokenTypes) {
    const std::string type = config.value("model_type", "bert");
    const bool distil = type == "distilbert", roberta = type == "roberta";
    const auto get = [&](const char* key, const char* alias, int fallback) {
        if (config.contains(alias) && !config[alias].is_null()) return config[alias].get<int>();
        return config.contains(key) && !config[key].is_null() ? config[key].get<int>() : fallback;
    };
    const int d = distil ? get("dim", "hidden_size", 768) : get("hidden_size", "hidden_size", 768);
    const int layers = distil ? get("n_layers", "num_hidden_layers", 6)
                              : get("num_hidden_layers", "num_hidden_layers", 12);
    const int heads = distil ? get("n_heads", "num_attention_heads", 12)
                             : get("num_attention_heads", "num_attention_heads", 12);
    const int ff = distil ? get("hidden_dim", "hidden_dim", 3072)
                          : get("intermediate_size", "intermediate_size", 3072);
    const int V = get("vocab_size", "vocab_size", 30522);
    const std::string hidden = distil ? config.value("activation", std::string("gelu"))
                                      : config.value("hidden_act", std::string("gelu"));
    const double eps = distil ? 1e-12 : config.value("layer_norm_eps", 1e-12);
    const int pad = get("pad_token_id", "pad_token_id", roberta ? 1 : 0);
    const std::string base = distil ? "distilbert." : roberta ? "roberta." : "bert.";
    const Reader r{w, w.count(base + "embeddings.word_embeddings.weight") ? base : ""};
    const int n = int(ids.size());

    // BertEmbeddings / RobertaEmbeddings / DistilBERT's Embeddings.
    const auto& E = r("embeddings.word_embeddings.weight");
    const auto& P = r("embeddings.position_embeddings.weight");
    const bool types = !distil && r.has("embeddings.token_type_embeddings.weight");
    Mat x(size_t(n), std::vector<double>(size_t(d), 0.0));
    for (int p = 0; p < n; ++p) {
        // create_position_ids_from_input_ids: (cumsum of non-pad) + padding_idx for RoBERTa.
        const int position = roberta ? p + pad + 1 : p;
        for (int j = 0; j < d; ++j) {
            double v = E[size_t(ids[size_t(p)]) * size_t(d) + size_t(j)] +
                       P[size_t(position) * size_t(d) + size_t(j)];
            // BertEmbeddings.forward: token_type_embeddings(token_type_ids), zeros by default.
            const size_t type = tokenTypes.empty() ? 0 : size_t(tokenTypes[size_t(p)]);
            if (types)
                v += r("embeddings.token_type_embeddings.weight")[type * size_t(d) + size_t(j)];
            x[size_t(p)][size_t(j)] = v;
        }
    }
    layerNorm(x, r("embeddings.LayerNorm.weight"), r("embeddings.LayerNorm.bias"), eps);

    EncoderResult out;
    const std::string layerBase = distil ? "transformer.layer." : "encoder.layer.";
    const Shape z{d, heads, ff, V, eps, hidden, distil, roberta};
    for (int l = 0; l < layers; ++l)
        x = encoderLayer(r, layerBase + std::to_string(l) + ".", x, z, out.self);
    out.logits = maskedLmHead(r, x, z, config);
    return out;
}

}  // namespace naive
