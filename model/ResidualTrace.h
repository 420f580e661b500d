#pragma once
// The Residual stream page's numbers (SPEC §2 "Sublayers"): for every token of one stack, the
// norm of the stream x entering and leaving each sublayer, before and after its norm N, of what
// the sublayer adds, and of each head's share Y_h W_O,hᵀ of the attention output
//   Attn(·) = concat_h(Y_h) W_Oᵀ + b_O = Σ_h Y_h W_O,hᵀ + b_O,
// W_O,h the d_v columns of W_O that read head h. Computed from one recorded pass; MLA evaluated
// naively, so that its Y_h is the head's own d_h-wide output (the absorbed evaluation's is the
// latent A c, whose map is W_O,h W_uv,h).

#include <atomic>
#include <memory>
#include <vector>

#include "HeadOutputs.h"
#include "Linear.h"
#include "ResidualNorms.h"
#include "ResidualRecord.h"

namespace atlas {

class AttentionBlock;
class Transformer;

// A pass with the residual hook on: every layer of the chosen stack and every head's Y.
struct ResidualPass {
    std::vector<LayerRecord> layers;
    std::unique_ptr<HeadOutputs> heads;
};
ResidualPass recordResidual(const Transformer& t, const ResidualInput& input);

// The block's output map W_O [d, H·d_v] and bias b_O (empty when the file has none).
const Linear& outputMap(const AttentionBlock& block);
// Y_h W_O,hᵀ for every head h, each (tokens, d), from concat_h(Y_h) (tokens, H·d_v).
std::vector<Matrix> headContributions(const AttentionBlock& block, const Matrix& Y);

// Runs the pass and reduces it to norms; an empty trace once `cancelled` (may be null) is set.
ResidualTrace traceResidual(const Transformer& t, const ResidualInput& input,
                            const std::atomic<bool>* cancelled = nullptr);

}  // namespace atlas
