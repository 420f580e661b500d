#include "DecodingCostRun.h"

#include <QCoreApplication>
#include <stdexcept>

#include "DecodingCost.h"
#include "DecodingTiming.h"
#include "Model.h"
#include "ModelThreads.h"

namespace atlas::views {

namespace {

// The counts of DecodingCost.h beside the timings, step by step, with the running totals.
DecodingCostRun costOf(const DecodingTiming& timing, const Config& c, long long n) {
    DecodingCostRun run{c, n, {}, {}, {}, quadraticCrossover(c, n)};
    CachedAndNot seconds{timing.prefillSeconds, 0};
    CachedAndNot flops{double(cachedTotalFlops(c, n, 0)), 0};  // the one cross-cache fill
    std::vector<double> timeCached, timeUncached, workCached, workUncached;
    for (const StepTiming& s : timing.steps) {
        CostStep step{s.step,
                      {s.cachedSeconds, s.uncachedSeconds},
                      {double(cachedStepFlops(c, n, s.step).total()),
                       double(uncachedStepFlops(c, n, s.step).total())},
                      {},
                      {}};
        seconds.cached += step.seconds.cached;
        seconds.uncached += step.seconds.uncached;
        flops.cached += step.flops.cached;
        flops.uncached += step.flops.uncached;
        step.totalSeconds = seconds;
        step.totalFlops = flops;
        run.steps.push_back(step);
        timeCached.push_back(seconds.cached);
        timeUncached.push_back(seconds.uncached);
        workCached.push_back(flops.cached);
        workUncached.push_back(flops.uncached);
    }
    run.timeGrowth = {growthExponent(timeCached), growthExponent(timeUncached)};
    run.flopGrowth = {growthExponent(workCached), growthExponent(workUncached)};
    return run;
}

}  // namespace

DecodingCostRun measureDecodingCost(std::shared_ptr<const Model> model, const std::string& text,
                                    int steps, const std::atomic<bool>& cancelled) {
    if (model->config().encoderOnly())  // SPEC §6: it fills masks, nothing is decoded
        throw std::runtime_error(
            QCoreApplication::translate("DecodingCostRun",
                                        "an encoder-only model decodes nothing: it reads the whole "
                                        "text in one pass, so no step could use a cache")
                .toStdString());
    useThreadsFor(*model);
    TimingOptions options;
    options.steps = steps;
    options.repeats = 3;  // each step's fastest of three: a shared machine only slows
    const std::vector<int> source = model->sourceIds(text);
    const DecodingTiming timing = timeDecoding(model->transformer(), source, options, &cancelled);
    return costOf(timing, model->config(), (long long)source.size());
}

}  // namespace atlas::views
