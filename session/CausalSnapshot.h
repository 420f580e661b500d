#pragma once
// A decoder-only model's snapshot (SPEC §5 "Decoder-only", docs/format.md): one causal pass over
// the prompt and its continuation gives the decoder self-attention stack, the only one there is.
// Our arrow models (model/ArrowPrompt.h) read the text as English and continue it with German;
// a plain language model continues the text itself.
//
// The continuation is greedyContinue's, cached, one token a pass. Encoder-decoders check the
// previous keystroke's translation several positions a pass (recordedGreedyDecode), rewinding the
// cache after a wrong guess; a sliding layer's cache cannot be rewound past what its window
// forgot (KvCache::canTruncateSelf), so decoder-only models take no draft.

#include <QString>
#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "Snapshot.h"

namespace atlas {
class KvStepper;
class Model;
}  // namespace atlas

namespace atlas::views {

// New tokens a plain language model appends when no target is given (SPEC §5's default).
inline constexpr int kContinuationTokens = 32;

// With a `target`, its pieces are the continuation instead of generated ones. Text too long for
// max_positions or the run budget is cut (Snapshot::notice says so). Throws Cancelled when
// `cancel` (may be null) is raised between the stages of the work (and between generated
// tokens). `promptRead` (may be empty) is handed the prompt's own snapshot, with no
// continuation and Snapshot::continuing set, before the continuation is generated.
Snapshot buildCausalSnapshot(const atlas::Model& model, const QString& text,
                             const QString& modelName, const std::atomic<bool>* cancel,
                             const std::optional<QString>& target,
                             const PromptSnapshotSink& promptRead);

// A decoder-only model's prompt of `text` (arrowPrompt() for an arrow model, else promptIds())
// and how many tokens greedy decoding appends to it at most: the translation limit of SPEC §2
// for an arrow model's German (as if the English ended in eos), else kContinuationTokens.
struct CausalPrompt {
    std::vector<int> ids;
    int newTokens = 0;
};
CausalPrompt causalPrompt(const atlas::Model& model, const std::string& text);

// The KV stepper of `text`: an encoder-decoder's source, encoded, or a decoder-only model's
// causalPrompt(), fed one token a step.
std::unique_ptr<atlas::KvStepper> makeKvStepper(std::shared_ptr<const atlas::Model> model,
                                                const std::string& text);

}  // namespace atlas::views
