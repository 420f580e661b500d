#include "DecodingCost.h"

#include <cmath>

namespace atlas {

namespace {

// 2·m·k·n: an (m × k) by (k × n) product.
long long product(long long m, long long k, long long n) {
    return 2 * m * k * n;
}

// One attention block's work after its cache is extended: queries q against k cached tokens,
// from the query projection to W_o. Mirrors GroupedAttention::attend and LatentAttention's two
// evaluations.
long long attendFlops(const Config& c, long long q, long long k, MlaEvaluation evaluation) {
    const long long d = c.d_model, H = c.n_heads, dh = c.d_head;
    if (!c.isLatent()) {
        return product(q, d, H * dh)     // Q = X W_qᵀ
               + H * product(q, dh, k)   // S_h = Q_h K_gᵀ
               + H * product(q, k, dh)   // Y_h = Z⁻¹A V_g
               + product(q, H * dh, d);  // concat_h(Y_h) W_oᵀ
    }
    const long long dc = c.d_latent, dr = c.d_rope;
    const long long query = product(q, d, H * (dh + dr));  // [q_h | q_rh] for every head
    if (evaluation == MlaEvaluation::Naive) {
        return query + H * product(k, dc, 2 * dh)  // [k_h | v_h] = c W_upᵀ, every cached token
               + H * product(q, dh + dr, k)        // S_h = [q_h | q_rh] [k_h | k_r]ᵀ
               + H * product(q, k, dh)             // Z⁻¹A v_h
               + product(q, H * dh, d);            // W_o
    }
    return query + H * product(q, dh, dc)  // q_h W_uk,h
           + H * product(q, dc + dr, k)    // S_h against [c | k_r] directly
           + H * product(q, k, dc)         // Z⁻¹A c
           + product(q, H * dc, d);        // W_o with W_uv,h folded in: [d, H·dc]
}

// Projecting n tokens into the cache: [K | V] (2·Hkv·dh wide) or [c | k_r] (dc + dr wide).
long long extendFlops(const Config& c, long long n) {
    return product(n, c.d_model, c.kvElementsPerToken());
}

}  // namespace

DecoderFlops decoderPassFlops(const Config& c, const DecoderPass& pass, MlaEvaluation evaluation) {
    const long long L = c.n_decoder_layers, q = pass.queries;
    DecoderFlops f;
    f.selfAttention = L * (extendFlops(c, q) + attendFlops(c, q, pass.selfKeys, evaluation));
    f.crossAttention = L * attendFlops(c, q, pass.sourceTokens, evaluation);
    f.crossFill = pass.fillCross ? L * extendFlops(c, pass.sourceTokens) : 0;
    f.feedForward = L * (product(q, c.d_model, c.d_ff) + product(q, c.d_ff, c.d_model));
    f.logits = product(1, c.d_model, c.targetVocab());
    return f;
}

DecoderFlops cachedStepFlops(const Config& c, long long sourceTokens, long long step,
                             MlaEvaluation evaluation) {
    return decoderPassFlops(c, {1, step, sourceTokens, false}, evaluation);
}

DecoderFlops uncachedStepFlops(const Config& c, long long sourceTokens, long long step,
                               MlaEvaluation evaluation) {
    return decoderPassFlops(c, {step, step, sourceTokens, true}, evaluation);
}

long long cachedTotalFlops(const Config& c, long long sourceTokens, long long steps,
                           MlaEvaluation evaluation) {
    long long total = c.n_decoder_layers * extendFlops(c, sourceTokens);  // startDecoding, once
    for (long long t = 1; t <= steps; ++t)
        total += cachedStepFlops(c, sourceTokens, t, evaluation).total();
    return total;
}

long long uncachedTotalFlops(const Config& c, long long sourceTokens, long long steps,
                             MlaEvaluation evaluation) {
    long long total = 0;
    for (long long t = 1; t <= steps; ++t)
        total += uncachedStepFlops(c, sourceTokens, t, evaluation).total();
    return total;
}

double quadraticCrossover(const Config& c, long long sourceTokens, MlaEvaluation evaluation) {
    // Three steps fix the quadratic: second differences give c, first differences b.
    const auto f = [&](long long t) {
        return double(uncachedStepFlops(c, sourceTokens, t, evaluation).total());
    };
    const double quadratic = (f(3) - 2 * f(2) + f(1)) / 2;
    const double linear = f(2) - f(1) - 3 * quadratic;
    return quadratic > 0 ? linear / quadratic : INFINITY;
}

double growthExponent(const std::vector<double>& y) {
    const size_t n = y.size();
    if (n < 4) return 0;
    double sx = 0, sy = 0, sxx = 0, sxy = 0, m = 0;
    for (size_t i = n / 2; i < n; ++i) {
        if (y[i] <= 0) continue;
        const double lx = std::log(double(i + 1)), ly = std::log(y[i]);
        sx += lx;
        sy += ly;
        sxx += lx * lx;
        sxy += lx * ly;
        ++m;
    }
    const double denominator = m * sxx - sx * sx;
    return m < 2 || denominator == 0 ? 0 : (m * sxy - sx * sy) / denominator;
}

}  // namespace atlas
