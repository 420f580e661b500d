#pragma once
// SPEC §2 "Sublayers": the residual connection and its norm around f, post (Vaswani's
// "Add & Norm", N(x + f(x))) or pre (x + f(N(x))). docs/format.md `sandwich_norms`: Gemma 3 also
// normalises f's output before the residual adds it, x + N'(f(N(x))) (modeling_gemma3.py
// Gemma3DecoderLayer.forward: post_attention_layernorm, post_feedforward_layernorm).

#include "Config.h"
#include "Norm.h"

namespace atlas {

// One sublayer's norms: `after` is N' (empty g: none).
struct SublayerNorms {
    Norm before, after;

    size_t weightBytes() const { return before.weightBytes() + after.weightBytes(); }
};

template <typename F>
Matrix sublayer(NormPlacement placement, const SublayerNorms& norms, const Matrix& x, F&& f) {
    auto out = [&](const Matrix& in) -> Matrix {
        if (norms.after.g.size() == 0) return f(in);
        return norms.after(f(in));
    };
    if (placement == NormPlacement::Post) return norms.before(x + out(x));
    return x + out(norms.before(x));
}

}  // namespace atlas
