#include "DecodingTiming.h"

#include <algorithm>
#include <chrono>
#include <limits>

#include "Greedy.h"

namespace atlas {

namespace {

template <class Work>
double secondsOf(Work&& work) {
    const auto start = std::chrono::steady_clock::now();
    work();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

bool stop(const std::atomic<bool>* cancel) {
    return cancel && cancel->load();
}

}  // namespace

DecodingTiming timeDecoding(const Transformer& transformer, const std::vector<int>& sourceIds,
                            const TimingOptions& options, const std::atomic<bool>* cancel) {
    const Config& c = transformer.config();
    // N decoder inputs need N positions; max_positions − 1 keeps the old bound, and is 0 (below
    // the lower bound, which std::clamp leaves undefined) when max_positions is 1.
    const int N = std::clamp(options.steps, 1, std::max(1, c.max_positions - 1));
    const Matrix encoderOutput = transformer.encode(sourceIds);
    GreedyOptions greedy;
    greedy.maxTokens = N - 1;  // y_1 … y_{N−1}: with bos they are the N decoder inputs
    greedy.stopAtEos = false;
    const std::vector<int> input =
        transformer.decoderInput(greedyDecode(transformer, encoderOutput, greedy));

    DecodingTiming out;
    out.prefillSeconds = std::numeric_limits<double>::infinity();
    out.steps.resize(size_t(N));
    for (int t = 1; t <= N; ++t)
        out.steps[size_t(t - 1)] = {t, std::numeric_limits<double>::infinity(),
                                    std::numeric_limits<double>::infinity()};

    for (int r = 0; r < std::max(1, options.repeats); ++r) {
        DecoderState cached;
        out.prefillSeconds =
            std::min(out.prefillSeconds,
                     secondsOf([&] { cached = transformer.startDecoding(encoderOutput, N); }));
        for (int t = 1; t <= N; ++t) {
            if (stop(cancel)) {
                out.cancelled = true;
                if (r == 0) out.steps.resize(size_t(t - 1));
                return out;
            }
            StepTiming& s = out.steps[size_t(t - 1)];
            s.cachedSeconds = std::min(s.cachedSeconds, secondsOf([&] {
                                           transformer.decode(cached, {input[size_t(t - 1)]},
                                                              {.logits = Logits::LastOnly});
                                       }));
            const std::vector<int> prefix(input.begin(), input.begin() + t);
            s.uncachedSeconds =
                std::min(s.uncachedSeconds, secondsOf([&] {
                             DecoderState fresh = transformer.startDecoding(encoderOutput);
                             transformer.decode(fresh, prefix, {.logits = Logits::LastOnly});
                         }));
        }
    }
    return out;
}

}  // namespace atlas
