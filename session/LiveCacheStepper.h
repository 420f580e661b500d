#pragma once
// The KV page's "live cache" work (SPEC §2 "KV cache"): our model decodes one sentence a token
// at a time with the cache, and each frame holds what the live caches hold after every step
// beside what the configuration says they must hold. Every member runs off the GUI thread, one
// call at a time (the page's one-thread pool); frames are plain values for the panel to draw.

#include <QStringList>
#include <memory>
#include <string>
#include <vector>

#include "CacheBytes.h"

namespace atlas {
class Model;
class KvStepper;
}  // namespace atlas

namespace atlas::views {

struct LiveCacheFrame {
    Config config;
    long long sourceTokens = 0;
    int limit = 0;
    bool finished = false;
    std::vector<CacheBytes> measured;  // [0] after encoding, [t] after step t
    std::vector<CacheBytes> analytic;  // [0 … limit]
    QStringList pieces;                // y_0 … y_t as the tokenizer writes them
    double lastSeconds = 0;            // the last step's decode() alone
    // Decoder-only (docs/format.md): pieces are the tokens fed, the prompt's first, and the
    // token the last step chose is apart; each layer's self cache holds `held` tokens now, a
    // sliding layer (config.windowOf) at most its window.
    bool decoderOnly = false;
    int promptTokens = 0;
    QString chosen;
    std::vector<int> held;  // [layer]
};

class LiveCacheStepper {
public:
    // Encodes `text` and fills the cross-attention caches (step 0).
    LiveCacheStepper(std::shared_ptr<const atlas::Model> model, const std::string& text);
    ~LiveCacheStepper();

    void step();  // one more token, unless finished
    LiveCacheFrame frame() const;

private:
    std::unique_ptr<atlas::KvStepper> stepper_;
};

}  // namespace atlas::views
