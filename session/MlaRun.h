#pragma once
// The KV page's "MLA explained" work: the largest difference between MLA's naive and absorbed
// evaluation on the current sentence (SPEC §2 `mla`), as plain values. The evaluation is a
// per-call option of the pass (Pass::mla), so the shared, immutable model is evaluated as it is.

#include <memory>
#include <string>

#include "Config.h"

namespace atlas {
class Model;
}  // namespace atlas

namespace atlas::views {

struct MlaRun {
    bool own = false;                   // the current model's blocks, not the built-in MLA model's
    Config config;                      // of the model evaluated
    int sourceTokens = 0;               // n of the model evaluated (SourceLength.h)
    long long loadedSourceTokens = -1;  // the loaded model's n when it is not the one evaluated
    int decoderTokens = 0;
    double attentionGap = 0;  // largest |Δ| over every Z⁻¹A entry
    double logitGap = 0;      // largest |Δ| over the decoder's logits
    double logitScale = 0;    // largest |logit|, to read the gap against
};

// Evaluates `text` both ways on `model` when it is an MLA model, else on the built-in MLA model
// (shared from DefaultModelCache). Thread-safe: nothing is kept between calls.
MlaRun measureMlaGap(const std::shared_ptr<const atlas::Model>& model, const std::string& text);

}  // namespace atlas::views
