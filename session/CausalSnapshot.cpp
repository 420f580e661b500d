#include "CausalSnapshot.h"

#include <QElapsedTimer>
#include <algorithm>

#include "ArrowPrompt.h"
#include "CacheBytes.h"
#include "Greedy.h"
#include "GridOf.h"
#include "KvStepper.h"
#include "Model.h"
#include "RunBudget.h"
#include "SnapshotBuilder.h"

namespace atlas::views {

namespace {

// The longest sequence whose one causal pass, its maps and all its logits kept, fits
// max_positions and RunBudget (a wide, deep model can afford only a few tokens).
int longestSequence(const Config& c) {
    int lo = 1, hi = c.max_positions;
    while (lo < hi) {
        const int mid = lo + (hi - lo + 1) / 2;
        if (RunBudget::fits(RunBudget::decoding(c, 0, 0, mid, true, true)))
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

// The prompt, the continuation and the text they were made from.
struct Sequence {
    std::string text;
    std::vector<int> prompt, continuation;
    std::optional<int> arrow;  // our arrow models' ⇒
};

std::vector<int> promptOf(const Model& model, bool arrow, const std::string& text) {
    return arrow ? arrowPrompt(model, text) : model.promptIds(text);
}

int newTokenLimit(const Model& model, bool arrow, int pieces) {
    return arrow ? greedyLimit(model.transformer(), pieces + 1) : kContinuationTokens;
}

// How many tokens the continuation may take for a text of `pieces` pieces: the target's, or
// newTokenLimit's.
int continuationRoom(const Model& model, const Sequence& s, int pieces,
                     const std::optional<QString>& target) {
    if (target) return int(model.targetIds(target->toStdString()).size());
    return newTokenLimit(model, s.arrow.has_value(), pieces);
}

// The text as cut to fit, its prompt and, with a `target`, its continuation; `room` is what the
// continuation may take.
Sequence causalSequence(const Model& model, const QString& text,
                        const std::optional<QString>& target, QString* notice, int* room) {
    Sequence s;
    s.arrow = arrowId(model.tokenizer());
    const std::string whole = text.toStdString();
    const int longest = longestSequence(model.config());
    const int reserved = s.arrow ? 2 : 1;  // bos, and the arrow
    const int wanted =
        continuationRoom(model, s, int(model.tokenizer().encode(whole).size()), target);
    s.text = fitText(model, whole, std::max(reserved, longest - wanted), reserved, notice);
    s.prompt = promptOf(model, s.arrow.has_value(), s.text);
    const int left = std::max(0, longest - int(s.prompt.size()));
    if (target) {
        s.continuation = model.targetIds(target->toStdString());
        if (int(s.continuation.size()) > left) s.continuation.resize(size_t(left));
    }
    const int pieces = int(s.prompt.size()) - reserved;
    *room = std::min(left, continuationRoom(model, s, pieces, target));
    return s;
}

// Where the English lies in an arrow model's sequence; a plain model's layout has no arrow.
CausalLayout layoutOf(const Model& model, const Sequence& s) {
    CausalLayout layout;
    layout.promptLength = int(s.prompt.size());
    if (!s.arrow) return layout;
    if (const auto a = arrowLayout(s.prompt, *s.arrow, model.config().bos_id)) {
        layout.sourceBegin = a->sourceBegin;
        layout.arrow = a->arrow;
    }
    return layout;
}

// The snapshot of `parts` whose one causal pass gave `maps`: `s` holds the model and notice.
void describeSequence(const Model& model, const Sequence& parts, const LayerMaps& maps,
                      Snapshot* s) {
    const Tokenizer& tokenizer = model.tokenizer();
    std::vector<int> ids = parts.prompt;
    ids.insert(ids.end(), parts.continuation.begin(), parts.continuation.end());
    s->causal = layoutOf(model, parts);
    s->sourceText = QString::fromStdString(parts.text);
    s->decoderInput = describeTokens(tokenizer, ids);
    s->target = describeTokens(tokenizer, parts.continuation);
    const auto begin = parts.prompt.begin();
    s->source = s->causal.hasArrow()
                    ? describeTokens(tokenizer, std::vector<int>(begin + s->causal.sourceBegin,
                                                                 begin + s->causal.arrow))
                    : describeTokens(tokenizer, parts.prompt);
    auto& self = s->attention[size_t(Stack::DecoderSelf)];
    self.clear();
    for (const auto& layer : maps) {
        self.emplace_back();
        for (const Matrix& head : layer) self.back().push_back(gridOf(head));
    }
    // SPEC §2 "Embedding" over the whole sequence: the only input there is.
    const Transformer& transformer = model.transformer();
    s->tokenEmbeddings = gridOf(transformer.tokenEmbeddings(ids));
    s->positions = gridOf(transformer.positionTerms(0, int(ids.size())));
    s->encoderInput = gridOf(transformer.embed(ids, 0));
    s->encoderStates = {s->encoderInput};
    // SPEC §5: what the cache holds after the n + m positions, a sliding layer at most W.
    s->selfCacheBytes = analyticCacheBytes(model.config(), 0, (long long)ids.size()).self;
}

}  // namespace

Snapshot buildCausalSnapshot(const Model& model, const QString& text, const QString& modelName,
                             const std::atomic<bool>* cancel, const std::optional<QString>& target,
                             const PromptSnapshotSink& promptRead) {
    Snapshot s;
    s.model = summarize(model, modelName);
    QElapsedTimer clock;
    clock.start();
    int room = 0;
    Sequence parts = causalSequence(model, text, target, &s.notice, &room);
    const Transformer& transformer = model.transformer();
    if (!target) {
        GreedyOptions options;
        options.stop = cancel;
        LayerMaps promptMaps;
        if (promptRead) {
            // The prompt's picture while its continuation is generated (a keystroke's answer).
            options.promptMaps = &promptMaps;
            options.promptRead = [&] {
                Snapshot early = s;
                early.milliseconds = double(clock.nsecsElapsed()) / 1e6;
                early.continuing = true;
                describeSequence(model, parts, promptMaps, &early);
                throwIfCancelled(cancel);
                promptRead(std::move(early));
            };
        }
        parts.continuation = greedyContinue(transformer, parts.prompt, room, options);
    }
    throwIfCancelled(cancel);
    std::vector<int> ids = parts.prompt;
    ids.insert(ids.end(), parts.continuation.begin(), parts.continuation.end());
    LayerMaps maps;
    transformer.causalPass(ids, &maps);
    s.milliseconds = double(clock.nsecsElapsed()) / 1e6;
    throwIfCancelled(cancel);
    describeSequence(model, parts, maps, &s);
    s.targetText =
        target ? *target : QString::fromStdString(model.tokenizer().decode(parts.continuation));
    return s;
}

CausalPrompt causalPrompt(const Model& model, const std::string& text) {
    const bool arrow = arrowId(model.tokenizer()).has_value();
    CausalPrompt p;
    p.ids = promptOf(model, arrow, text);
    p.newTokens = newTokenLimit(model, arrow, int(model.tokenizer().encode(text).size()));
    return p;
}

std::unique_ptr<KvStepper> makeKvStepper(std::shared_ptr<const Model> model,
                                         const std::string& text) {
    if (!model->config().decoderOnly()) return std::make_unique<KvStepper>(std::move(model), text);
    CausalPrompt prompt = causalPrompt(*model, text);
    return std::make_unique<KvStepper>(std::move(model), std::move(prompt.ids), prompt.newTokens);
}

}  // namespace atlas::views
