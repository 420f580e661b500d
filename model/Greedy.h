#pragma once
// SPEC §2: greedy decoding, with the KV cache or by recomputing the whole prefix each step.

#include <atomic>
#include <functional>
#include <vector>

#include "Transformer.h"

namespace atlas {

struct GreedyOptions {
    bool useCache = true;
    int maxTokens = -1;  // −1: SPEC's limit min(2n + 10, max_positions − 1)
    bool stopAtEos = true;
    Pass pass;  // every step's pass: an approximation, an observer, the MLA evaluation
    // greedyContinue only, for a view that shows the prompt before its continuation (as
    // transformers' generate(streamer=…) hands the streamer the prompt before any new token):
    // the prompt's self-attention maps, from the pass that reads it, and a call once it has been
    // read. Either asks for that pass even when nothing is to be generated.
    LayerMaps* promptMaps = nullptr;
    std::function<void()> promptRead;
    // Raised: generation stops before its next step and returns what it has (may be null).
    const std::atomic<bool>* stop = nullptr;
};

// The limit on m for a source of n ids (eos included).
int greedyLimit(const Config& config, int sourceLength);
// The same with the options' own limit, if any: what greedyDecode may produce at most.
int greedyLimit(const Config& config, int sourceLength, const GreedyOptions& options);
// The model's own: a Hub folder's max_length when it sets one (and the options set none).
int greedyLimit(const Transformer& transformer, int sourceLength,
                const GreedyOptions& options = {});

// y1 … ym without eos: the arg-max id each step (the lowest id on a tie) until eos or the limit.
std::vector<int> greedyDecode(const Transformer& transformer, const Matrix& encoderOutput,
                              const GreedyOptions& options = {});

// Decoder-only (SPEC §5 "Decoder-only"): the ids greedy decoding appends to the prompt (which
// holds BOS when the model's tokenizer adds one), at most maxNewTokens and as many as fit
// max_positions, stopping before any stop id (isStop). The same with and without the cache.
std::vector<int> greedyContinue(const Transformer& transformer, const std::vector<int>& prompt,
                                int maxNewTokens, const GreedyOptions& options = {});
// The ids that end a decoder-only continuation: a Hub folder's eos list, else eos_id.
bool isStop(const Transformer& transformer, int id);

// Index of the largest logit, the lowest index on a tie.
int argmax(const Eigen::Ref<const RowVector>& logits);

// The next id after the decoder input [start, y1 … yk] given its last row of logits: the
// arg-max once the model's generation rules (a Hub folder's; none for ours) have masked the
// ids they forbid at this step.
int nextToken(const Transformer& transformer, const std::vector<int>& decoderInput,
              const Eigen::Ref<const RowVector>& logits);

}  // namespace atlas
