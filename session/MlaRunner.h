#pragma once
// The KV page's "MLA explained" work: the largest difference between MLA's naive and absorbed
// evaluation on the current sentence (SPEC §2 `mla`), as plain values. Switching the evaluation
// changes a model, so the runner keeps a private copy of the MLA model it evaluates: it must be
// used by one thread at a time (the page's one-thread pool), and every call may replace it.

#include <QtGlobal>
#include <memory>
#include <string>

#include "CheckpointSource.h"
#include "Config.h"

namespace atlas {
class Model;
}  // namespace atlas

namespace atlas::views {

struct MlaRun {
    bool own = false;  // the current model's blocks, not the built-in MLA model's
    Config config;     // of the model evaluated
    int sourceTokens = 0;
    int decoderTokens = 0;
    double attentionGap = 0;  // largest |Δ| over every Z⁻¹A entry
    double logitGap = 0;      // largest |Δ| over the decoder's logits
    double logitScale = 0;    // largest |logit|, to read the gap against
};

class MlaRunner {
public:
    MlaRunner();
    ~MlaRunner();

    // Evaluates `text` both ways on the model `read` gives (the current model, `key` naming it),
    // or on the built-in MLA model when `read` is empty. The copy is reused while the key stays.
    MlaRun evaluate(const CheckpointSource& read, quint64 key, const std::string& text);

private:
    std::shared_ptr<atlas::Model> copy_;
    quint64 copyOf_ = ~quint64(0);  // the key of copy_ (0: the built-in MLA model)
};

}  // namespace atlas::views
