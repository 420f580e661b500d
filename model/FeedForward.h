#pragma once
// SPEC §2: FFN(x) = act(x W₁ᵀ + b₁) W₂ᵀ + b₂; format 2's gated form (SwiGLU, GeGLU):
// FFN(x) = (act(x W_gᵀ + b_g) ⊙ (x W₁ᵀ + b₁)) W₂ᵀ + b₂, transformers' down(act(gate(x)) · up(x))
// (modeling_llama.py LlamaMLP.forward, modeling_gemma3.py Gemma3MLP.forward).

#include "Config.h"
#include "Linear.h"

namespace atlas {

struct FeedForward {
    Linear fc1;   // [d_ff, d]: Llama's up_proj
    Linear fc2;   // [d, d_ff]: down_proj
    Linear gate;  // [d_ff, d], gated only (empty otherwise): gate_proj
    Activation activation = Activation::ReLU;

    Matrix operator()(const ConstMatrixRef& X) const;
    size_t weightBytes() const {
        return fc1.weightBytes() + fc2.weightBytes() + (gated() ? gate.weightBytes() : 0);
    }
    bool gated() const { return !gate.W.empty(); }
};

// act(x), in place on every entry (rows split over threads).
void activate(Activation activation, Matrix& h);

}  // namespace atlas
