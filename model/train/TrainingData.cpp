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
    const std::optional<int> arrow = arrowId(tokenizer);
    if (decoderOnly && !arrow)
        throw std::invalid_argument(std::string("a decoder-only model's tokenizer needs a '") +
                                    kArrowPiece + "' piece of its own");
    std::vector<Example> examples;
    if (config.encoderOnly()) {  // a masked LM reads one text; the batch frames and masks it
        for (const SentencePair& pair : pairs) {
            Example e{tokenizer.encode(pair.english), {}};
            if (arrow) {  // translation language modelling: english ⇒ german as one text
                e.source.push_back(*arrow);
                const std::vector<int> german = tokenizer.encode(pair.german);
                e.source.insert(e.source.end(), german.begin(), german.end());
            }
            if (!e.source.empty() && e.source.size() + 2 <= size_t(config.max_positions))
                examples.push_back(std::move(e));
        }
        return examples;
    }
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

MaskedAccuracy maskedAccuracy(const Transformer& t, const std::vector<Example>& examples,
                              int maskId) {
    const Config& c = t.config();
    MaskedAccuracy out;
    long long top1 = 0, top5 = 0;
    for (const Example& e : examples) {
        std::vector<int> ids{c.bos_id};
        ids.insert(ids.end(), e.source.begin(), e.source.end());
        ids.push_back(c.eos_id);
        for (size_t p = 1; p + 1 < ids.size(); ++p) {
            std::vector<int> masked = ids;
            masked[p] = maskId;
            const Matrix row = t.encode(masked).row(Eigen::Index(p));
            const Matrix logits = t.maskedLmLogits(row);
            const float hidden = logits(0, ids[p]);
            const long long above = (logits.array() > hidden).count();
            top1 += above == 0;
            top5 += above < 5;
            ++out.pieces;
        }
    }
    out.top1 = out.pieces ? double(top1) / double(out.pieces) : 0;
    out.top5 = out.pieces ? double(top5) / double(out.pieces) : 0;
    return out;
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
