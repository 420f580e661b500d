#include "TrainingData.h"

#include <optional>
#include <sstream>
#include <stdexcept>

#include "ArrowPrompt.h"
#include "Greedy.h"
#include "RegularFile.h"
#include "Transformer.h"
#include "corpus/CorpusTsv.h"

namespace atlas::train {

std::vector<Example> encodePairs(const Tokenizer& tokenizer, const std::vector<SentencePair>& pairs,
                                 const Config& config) {
    const bool decoderOnly = config.decoderOnly();
    const std::optional<int> arrow = decoderOnly ? arrowId(tokenizer) : std::nullopt;
    if (decoderOnly && !arrow)
        throw std::invalid_argument(std::string("a decoder-only model's tokenizer needs a '") +
                                    kArrowPiece + "' piece of its own");
    std::vector<Example> examples;
    for (const SentencePair& pair : pairs) {
        Example e{tokenizer.encode(pair.english), tokenizer.encode(pair.german)};
        e.source.push_back(decoderOnly ? *arrow : config.eos_id);
        // Decoder-only: [bos, prompt…, y1 … ym] is one sequence.
        const bool fits =
            decoderOnly ? 1 + e.source.size() + e.target.size() <= size_t(config.max_positions)
                        : int(e.source.size()) <= config.max_positions &&
                              int(e.target.size()) + 1 <= config.max_positions;
        if (fits && e.source.size() > 1 && !e.target.empty()) examples.push_back(std::move(e));
    }
    return examples;
}

std::vector<SentencePair> readSentencePairsTsv(const std::string& path) {
    std::istringstream in(readRegularFile(path, corpus::kMaxTsvBytes));
    std::vector<SentencePair> pairs;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.find_first_not_of(" \t") == std::string::npos) continue;
        const size_t tab = line.find('\t');
        if (tab == std::string::npos)
            throw std::runtime_error(path + ":" + std::to_string(number) +
                                     ": expected a tab between english and german");
        const size_t end = line.find('\t', tab + 1);  // a third column (alignment) is ignored
        pairs.push_back({line.substr(0, tab),
                         line.substr(tab + 1, end == std::string::npos ? end : end - tab - 1)});
    }
    return pairs;
}

std::vector<int> continueTranslation(const Transformer& transformer,
                                     const std::vector<int>& prompt) {
    return greedyContinue(transformer, prompt,
                          greedyLimit(transformer.config(), int(prompt.size())));
}

double exactMatch(const Checkpoint& checkpoint, const std::vector<Example>& examples) {
    if (examples.empty()) return 0;
    const Transformer transformer(checkpoint);
    const Config& c = transformer.config();
    int correct = 0;
    for (const Example& e : examples) {
        if (!c.decoderOnly()) {
            correct += greedyDecode(transformer, transformer.encode(e.source)) == e.target;
            continue;
        }
        std::vector<int> prompt{c.bos_id};
        prompt.insert(prompt.end(), e.source.begin(), e.source.end());
        correct += continueTranslation(transformer, prompt) == e.target;
    }
    return double(correct) / double(examples.size());
}

}  // namespace atlas::train
