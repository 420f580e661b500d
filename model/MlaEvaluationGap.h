#pragma once
// SPEC §2 `mla`: the absorbed evaluation (q_h W_uk,h first, scores against the latent c, W_uv,h
// folded into W_o) must give the naive evaluation's attention and output to float rounding.
// This measures by how much they differ on a real sentence, for the page that explains MLA.

#include <vector>

#include "Transformer.h"

namespace atlas {

struct MlaGap {
    double attention = 0;   // largest |Δ| over every Z⁻¹A entry: encoder, decoder self, cross
    double logits = 0;      // largest |Δ| over the decoder's logits
    double logitScale = 0;  // largest |logit|, to read the gap against
};

// Runs the source and the teacher-forced decoder input through both evaluations. Throws
// std::invalid_argument for a model without latent attention.
MlaGap mlaEvaluationGap(const Transformer& transformer, const std::vector<int>& sourceIds,
                        const std::vector<int>& decoderInput);

}  // namespace atlas
