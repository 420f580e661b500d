#include "Greedy.h"

#include <algorithm>

namespace atlas {

int greedyLimit(const Config& config, int sourceLength) {
    return std::min(2 * sourceLength + 10, config.max_positions - 1);
}

int greedyLimit(const Config& config, int sourceLength, const GreedyOptions& options) {
    return options.maxTokens >= 0 ? std::min(options.maxTokens, config.max_positions - 1)
                                  : greedyLimit(config, sourceLength);
}

int argmax(const Eigen::Ref<const RowVector>& logits) {
    int best = 0;
    for (int i = 1; i < int(logits.size()); ++i)
        if (logits[i] > logits[best]) best = i;
    return best;
}

std::vector<int> greedyDecode(const Transformer& transformer, const Matrix& encoderOutput,
                              const GreedyOptions& options) {
    const Config& c = transformer.config();
    const int limit = greedyLimit(c, int(encoderOutput.rows()), options);
    std::vector<int> out;
    DecoderState cached;
    if (options.useCache) cached = transformer.startDecoding(encoderOutput, limit + 1);
    int next = c.bos_id;
    while (int(out.size()) < limit) {
        Matrix logits;
        if (options.useCache) {
            logits = transformer.decode(cached, {next}, {}, options.pass);
        } else {  // the whole prefix again, from fresh caches
            DecoderState fresh = transformer.startDecoding(encoderOutput);
            logits = transformer.decode(fresh, transformer.decoderInput(out),
                                        {.logits = Logits::LastOnly}, options.pass);
        }
        next = argmax(logits.row(logits.rows() - 1));
        if (options.stopAtEos && next == c.eos_id) break;
        out.push_back(next);
    }
    return out;
}

}  // namespace atlas
