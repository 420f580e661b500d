#include "Greedy.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace atlas {

int greedyLimit(const Config& config, int sourceLength) {
    return std::min(2 * sourceLength + 10, config.max_positions - 1);
}

int greedyLimit(const Config& config, int sourceLength, const GreedyOptions& options) {
    return options.maxTokens >= 0 ? std::min(options.maxTokens, config.max_positions - 1)
                                  : greedyLimit(config, sourceLength);
}

// The limit of a model whose folder sets max_length: the decoder input [start, y1 … ym, eos]
// is at most max_length long, so m + 1 ≤ max_length − 1 (transformers MaxLengthCriteria).
int greedyLimit(const Transformer& t, int sourceLength, const GreedyOptions& options) {
    const int maxLength = t.generation().maxLength;
    if (maxLength <= 0 || options.maxTokens >= 0)
        return greedyLimit(t.config(), sourceLength, options);
    return std::max(0, std::min(maxLength - 1, t.config().max_positions - 1));
}

namespace {

bool endsWith(const std::vector<int>& ids, const std::vector<int>& seq, size_t n) {
    if (n > ids.size()) return false;
    return std::equal(seq.begin(), seq.begin() + long(n), ids.end() - long(n));
}

}  // namespace

int nextToken(const Transformer& transformer, const std::vector<int>& decoderInput,
              const Eigen::Ref<const RowVector>& scores) {
    const GenerationRules& rules = transformer.generation();
    if (!rules.any()) return argmax(scores);
    RowVector logits = scores;
    const float never = -std::numeric_limits<float>::infinity();
    if (rules.neverEmitted >= 0) logits[rules.neverEmitted] = never;
    // NoBadWordsLogitsProcessor (generation/logits_process.py): a sequence's last id is banned
    // when the input ends with the rest of it (a one-id sequence: always).
    for (const std::vector<int>& seq : rules.badWords)
        if (!seq.empty() && endsWith(decoderInput, seq, seq.size() - 1)) logits[seq.back()] = never;
    // ForcedEOSTokenLogitsProcessor: when cur_len == max_length − 1, only eos remains.
    if (rules.forcedEos >= 0 && int(decoderInput.size()) == rules.maxLength - 1) {
        logits.setConstant(never);
        logits[rules.forcedEos] = 0;
    }
    return argmax(logits);
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
    const int limit = greedyLimit(transformer, int(encoderOutput.rows()), options);
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
        next = nextToken(transformer, transformer.decoderInput(out), logits.bottomRows(1));
        if (options.stopAtEos && next == c.eos_id) break;
        out.push_back(next);
    }
    return out;
}

bool isStop(const Transformer& transformer, int id) {
    const std::vector<int>& stops = transformer.generation().stopIds;
    if (stops.empty()) return id == transformer.config().eos_id;
    return std::find(stops.begin(), stops.end(), id) != stops.end();
}

std::vector<int> greedyContinue(const Transformer& transformer, const std::vector<int>& prompt,
                                int maxNewTokens, const GreedyOptions& options) {
    if (!transformer.config().decoderOnly())
        throw std::logic_error("greedyContinue: the model is an encoder-decoder");
    if (prompt.empty()) throw std::invalid_argument("greedyContinue: an empty prompt");
    // The whole n + m sequence must fit one causal pass (the maps of SPEC §5's dump); the stop
    // id that ends generation is never fed.
    const int room = transformer.config().max_positions - int(prompt.size());
    const int limit = std::max(0, std::min(maxNewTokens, room));
    if (limit == 0 && !options.promptMaps && !options.promptRead) return {};
    std::vector<int> sequence = prompt;
    DecoderState cached;
    if (options.useCache) cached = transformer.startDecoding(int(prompt.size()) + limit);
    // One pass: the prompt's (filling the cache) first, then one new token's; the logits of the
    // last row give the next token.
    auto pass = [&](const std::vector<int>& fed, LayerMaps* maps) -> RowVector {
        if (!options.useCache)  // the whole prefix again
            return transformer.causalPass(sequence, maps, options.pass).bottomRows(1);
        const DecoderOutputs outputs{.selfAttention = maps, .logits = Logits::LastOnly};
        return transformer.decode(cached, fed, outputs, options.pass).bottomRows(1);
    };
    RowVector logits = pass(prompt, options.promptMaps);
    if (options.promptRead) options.promptRead();
    const auto stopped = [&] { return options.stop && options.stop->load(); };
    while (int(sequence.size() - prompt.size()) < limit && !stopped()) {
        const int next = nextToken(transformer, sequence, logits);
        if (options.stopAtEos && isStop(transformer, next)) break;
        sequence.push_back(next);
        if (int(sequence.size() - prompt.size()) < limit) logits = pass({next}, nullptr);
    }
    return {sequence.begin() + long(prompt.size()), sequence.end()};
}

}  // namespace atlas
