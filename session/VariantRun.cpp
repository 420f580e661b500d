#include "VariantRun.h"

#include <algorithm>

#include "DefaultModelCache.h"
#include "KvStepper.h"
#include "ModelThreads.h"
#include "SourceLength.h"

namespace atlas::views {

namespace {

constexpr AttentionKind kKinds[] = {AttentionKind::MHA, AttentionKind::GQA, AttentionKind::MQA,
                                    AttentionKind::MLA};

VariantRun run(AttentionKind kind, const std::string& text, const std::atomic<bool>& cancelled,
               const std::shared_ptr<const Model>& loaded) {
    const auto model = defaultModel(kind);
    useThreadsFor(*model);
    KvStepper stepper(model, text);
    VariantRun r;
    r.config = stepper.model().config();
    r.sourceTokens = sourceLength(*model, text);
    r.loadedSourceTokens = comparedSourceLength(loaded, *model, text);
    r.matchesEveryStep = stepper.initial() == stepper.analytic();
    std::vector<double> seconds;
    while (!stepper.finished() && !cancelled) {
        const KvStep& s = stepper.step();
        r.matchesEveryStep = r.matchesEveryStep && s.measured == s.analytic;
        seconds.push_back(s.seconds);
    }
    r.steps = int(stepper.steps().size());
    r.cache = stepper.measured();
    // The median: the first step warms caches, and a shared machine interrupts at random.
    if (!seconds.empty()) {
        std::nth_element(seconds.begin(), seconds.begin() + seconds.size() / 2, seconds.end());
        r.secondsPerToken = seconds[seconds.size() / 2];
    }
    return r;
}

}  // namespace

std::vector<VariantRun> runVariants(const std::string& text, const std::atomic<bool>& cancelled,
                                    std::shared_ptr<const Model> loaded) {
    std::vector<VariantRun> runs;
    for (AttentionKind kind : kKinds) {
        if (cancelled) break;
        runs.push_back(run(kind, text, cancelled, loaded));
    }
    return runs;
}

}  // namespace atlas::views
