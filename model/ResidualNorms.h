#pragma once
// What the Residual stream page draws (model/ResidualTrace.h computes it), as plain values: for
// every token of one stack, the norm of the stream x entering and leaving each sublayer, before
// and after its norm N, of what the sublayer adds, and of each head's share Y_h W_O,hᵀ of the
// attention output. No Eigen: the views read it.

#include <vector>

#include "Config.h"

namespace atlas {

// The question: one sentence through one stack.
struct ResidualInput {
    std::vector<int> sourceIds;     // with eos (unused by a decoder-only model)
    std::vector<int> decoderInput;  // [bos, y1 … ym], or a decoder-only model's whole sequence
    bool decoder = false;           // the decoder's layers, else the encoder's
};

enum class SublayerKind { SelfAttention, CrossAttention, FeedForward };

// One sublayer's norms, one number per token: ‖·‖ of the rows of SublayerRecord's matrices.
struct SublayerTrace {
    SublayerKind kind = SublayerKind::SelfAttention;
    bool sandwich = false;  // added = N'(f)
    std::vector<float> x, normIn, normOut, f, added, out;
    // Attention only: ‖Y_h W_O,hᵀ‖ as tokens × heads, row-major, and ‖b_O‖.
    std::vector<float> heads;
    float bias = 0;
};

struct LayerTrace {
    std::vector<SublayerTrace> sublayers;

    const SublayerTrace* find(SublayerKind kind) const {
        for (const SublayerTrace& s : sublayers)
            if (s.kind == kind) return &s;
        return nullptr;
    }
};

struct ResidualTrace {
    bool decoder =
        false;  // the decoder's layers (a decoder-only model's one stack), else the encoder's
    NormPlacement placement = NormPlacement::Post;
    NormKind normKind = NormKind::LayerNorm;
    int tokens = 0, heads = 0, dModel = 0;
    std::vector<LayerTrace> layers;

    bool empty() const { return layers.empty() || tokens == 0; }
};

}  // namespace atlas
