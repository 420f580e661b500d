#include "NaiveTransformer.h"

#include <cmath>
#include <string>

namespace naive {

namespace {

struct Net {
    const atlas::Checkpoint& ck;
    const atlas::Config& c;

    const std::vector<float>& t(const std::string& name) const { return ck.tensor(name); }

    // y = x Wᵀ + b, W stored [out, in].
    Mat linear(const Mat& X, const std::string& p) const {
        const auto& W = t(p + ".weight");
        const auto& b = t(p + ".bias");
        const size_t in = X.empty() ? 0 : X[0].size(), out = W.size() / in;
        Mat Y(X.size(), Vec(out, 0.0));
        for (size_t r = 0; r < X.size(); ++r)
            for (size_t o = 0; o < out; ++o) {
                double s = b.empty() ? 0.0 : b[o];
                for (size_t i = 0; i < in; ++i) s += X[r][i] * W[o * in + i];
                Y[r][o] = s;
            }
        return Y;
    }

    Mat norm(const Mat& X, const std::string& p) const {
        const auto& g = t(p + ".weight");
        const auto& b = t(p + ".bias");
        Mat Y = X;
        for (size_t r = 0; r < X.size(); ++r) {
            const double d = double(X[r].size());
            double mean = 0, sq = 0;
            for (double v : X[r]) mean += v / d;
            for (double v : X[r])
                sq +=
                    (c.norm_type == atlas::NormKind::LayerNorm ? (v - mean) * (v - mean) : v * v) /
                    d;
            for (size_t i = 0; i < X[r].size(); ++i) {
                const double centred =
                    c.norm_type == atlas::NormKind::LayerNorm ? X[r][i] - mean : X[r][i];
                Y[r][i] = centred / std::sqrt(sq + c.norm_eps) * g[i] + (b.empty() ? 0.0 : b[i]);
            }
        }
        return Y;
    }

    Mat ffn(const Mat& X, const std::string& L) const {
        Mat h = linear(X, L + "ffn.fc1");
        for (auto& row : h)
            for (double& v : row)
                v = c.activation == atlas::Activation::ReLU
                        ? std::max(v, 0.0)
                        : 0.5 * v * (1.0 + std::erf(v / std::sqrt(2.0)));
        return linear(h, L + "ffn.fc2");
    }

    // rot(u, p) on u[from, from + r).
    void rope(Vec& u, size_t from, size_t r, int p) const {
        Vec out(r);
        for (size_t i = 0; i < r; ++i) {
            const size_t k = i % (r / 2);
            const double theta = std::pow(c.rope_base, -2.0 * double(k) / double(r));
            const double rotated = i < r / 2 ? -u[from + i + r / 2] : u[from + i - r / 2];
            out[i] = u[from + i] * std::cos(p * theta) + rotated * std::sin(p * theta);
        }
        for (size_t i = 0; i < r; ++i) u[from + i] = out[i];
    }

    Mat embed(const std::vector<int>& ids) const {
        const int d = c.d_model;
        const auto& E = t("embed.weight");
        Mat X(ids.size(), Vec(d));
        for (size_t p = 0; p < ids.size(); ++p)
            for (int j = 0; j < d; ++j) {
                X[p][j] =
                    E[size_t(ids[p]) * d + j] * (c.scale_embeddings ? std::sqrt(double(d)) : 1.0);
                if (c.positions == atlas::PositionKind::Sinusoidal) {
                    const double angle = double(p) / std::pow(10000.0, double(2 * (j / 2)) / d);
                    X[p][j] += j % 2 == 0 ? std::sin(angle) : std::cos(angle);
                }
            }
        return X;
    }

    // One block: returns the output and Z⁻¹A per head.
    Mat attention(const Mat& X, const Mat& Xkv, const std::string& p, bool self, bool causal,
                  std::vector<Mat>& maps) const {
        const int H = c.n_heads, Hkv = c.n_kv_heads, dh = c.d_head, dr = c.ropeWidth(),
                  dc = c.d_latent;
        const size_t nq = X.size(), nk = Xkv.size();
        const double s = 1.0 / std::sqrt(double(dh + dr));
        Mat Q = linear(X, p + ".q_proj");
        // Per head: keys (nk, dh + dr) and values (nk, dh).
        std::vector<Mat> K(H, Mat(nk, Vec(dh + dr))), V(H, Mat(nk, Vec(dh)));
        std::vector<Mat> Qh(H, Mat(nq, Vec(dh + dr)));
        if (c.isLatent()) {
            Mat ckr = linear(Xkv, p + ".kv_down");
            Mat cLatent(nk, Vec(dc));
            for (size_t n = 0; n < nk; ++n) {
                if (self && dr > 0) rope(ckr[n], dc, dr, int(n));
                for (int i = 0; i < dc; ++i) cLatent[n][i] = ckr[n][i];
            }
            Mat up = linear(cLatent, p + ".kv_up");  // head by head: dh key rows, dh value rows
            for (int h = 0; h < H; ++h)
                for (size_t n = 0; n < nk; ++n) {
                    for (int i = 0; i < dh; ++i) {
                        K[h][n][i] = up[n][h * 2 * dh + i];
                        V[h][n][i] = up[n][h * 2 * dh + dh + i];
                    }
                    for (int i = 0; i < dr; ++i) K[h][n][dh + i] = ckr[n][dc + i];
                }
            for (size_t q = 0; q < nq; ++q)
                for (int h = 0; h < H; ++h) {
                    if (self && dr > 0) rope(Q[q], h * (dh + dr) + dh, dr, int(q));
                    for (int i = 0; i < dh + dr; ++i) Qh[h][q][i] = Q[q][h * (dh + dr) + i];
                }
        } else {
            Mat Kall = linear(Xkv, p + ".k_proj"), Vall = linear(Xkv, p + ".v_proj");
            const bool rot = self && c.positions == atlas::PositionKind::Rope;
            for (int h = 0; h < H; ++h) {
                const int g = h / (H / Hkv);
                for (size_t n = 0; n < nk; ++n) {
                    Vec k(Kall[n].begin() + g * dh, Kall[n].begin() + (g + 1) * dh);
                    if (rot) rope(k, 0, dh, int(n));
                    K[h][n] = k;
                    V[h][n] = Vec(Vall[n].begin() + g * dh, Vall[n].begin() + (g + 1) * dh);
                }
                for (size_t q = 0; q < nq; ++q) {
                    Vec u(Q[q].begin() + h * dh, Q[q].begin() + (h + 1) * dh);
                    if (rot) rope(u, 0, dh, int(q));
                    Qh[h][q] = u;
                }
            }
        }
        Mat Y(nq, Vec(H * dh, 0.0));
        maps.assign(H, Mat(nq, Vec(nk, 0.0)));
        for (int h = 0; h < H; ++h)
            for (size_t q = 0; q < nq; ++q) {
                Vec S(nk, -INFINITY);
                double maxS = -INFINITY;
                for (size_t k = 0; k < nk; ++k) {
                    if (causal && k > q) continue;
                    double dot = 0;
                    for (int i = 0; i < dh + dr; ++i) dot += Qh[h][q][i] * K[h][k][i];
                    S[k] = dot * s;
                    maxS = std::max(maxS, S[k]);
                }
                double Z = 0;
                for (size_t k = 0; k < nk; ++k) Z += std::isinf(S[k]) ? 0.0 : std::exp(S[k] - maxS);
                for (size_t k = 0; k < nk; ++k) {
                    const double a = std::isinf(S[k]) ? 0.0 : std::exp(S[k] - maxS) / Z;
                    maps[h][q][k] = a;
                    for (int i = 0; i < dh; ++i) Y[q][h * dh + i] += a * V[h][k][i];
                }
            }
        return linear(Y, p + ".o_proj");
    }

    template <typename F>
    Mat sublayer(const Mat& x, const std::string& normName, F f) const {
        Mat out = c.norm == atlas::NormPlacement::Post ? f(x) : f(norm(x, normName));
        Mat sum = x;
        for (size_t r = 0; r < x.size(); ++r)
            for (size_t i = 0; i < x[r].size(); ++i) sum[r][i] += out[r][i];
        return c.norm == atlas::NormPlacement::Post ? norm(sum, normName) : sum;
    }
};

}  // namespace

Result forward(const atlas::Checkpoint& ck, const std::vector<int>& src,
               const std::vector<int>& decoderInput) {
    const Net net{ck, ck.config};
    const atlas::Config& c = ck.config;
    Result r;
    Mat x = net.embed(src);
    for (int i = 0; i < c.n_encoder_layers; ++i) {
        const std::string L = "encoder.layers." + std::to_string(i) + ".";
        r.encoderSelf.emplace_back();
        x = net.sublayer(x, L + "norm1", [&](const Mat& h) {
            return net.attention(h, h, L + "self_attn", true, false, r.encoderSelf.back());
        });
        x = net.sublayer(x, L + "norm2", [&](const Mat& h) { return net.ffn(h, L); });
    }
    if (c.norm == atlas::NormPlacement::Pre) x = net.norm(x, "encoder.norm");
    const Mat enc = x;
    Mat y = net.embed(decoderInput);
    for (int i = 0; i < c.n_decoder_layers; ++i) {
        const std::string L = "decoder.layers." + std::to_string(i) + ".";
        r.decoderSelf.emplace_back();
        r.cross.emplace_back();
        y = net.sublayer(y, L + "norm1", [&](const Mat& h) {
            return net.attention(h, h, L + "self_attn", true, true, r.decoderSelf.back());
        });
        y = net.sublayer(y, L + "norm2", [&](const Mat& h) {
            return net.attention(h, enc, L + "cross_attn", false, false, r.cross.back());
        });
        y = net.sublayer(y, L + "norm3", [&](const Mat& h) { return net.ffn(h, L); });
    }
    if (c.norm == atlas::NormPlacement::Pre) y = net.norm(y, "decoder.norm");
    r.logits = net.linear(y, c.tie_embeddings ? "embed" : "lm_head");
    return r;
}

}  // namespace naive
