#include "TrainingData.h"

#include <sstream>
#include <stdexcept>

#include "Greedy.h"
#include "RegularFile.h"
#include "Transformer.h"
#include "corpus/CorpusTsv.h"

namespace atlas::train {

std::vector<Example> encodePairs(const Tokenizer& tokenizer, const std::vector<SentencePair>& pairs,
                                 const Config& config) {
    std::vector<Example> examples;
    for (const SentencePair& pair : pairs) {
        Example e{tokenizer.encode(pair.english), tokenizer.encode(pair.german)};
        e.source.push_back(config.eos_id);
        const bool fits = int(e.source.size()) <= config.max_positions &&
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

double exactMatch(const Checkpoint& checkpoint, const std::vector<Example>& examples) {
    if (examples.empty()) return 0;
    const Transformer transformer(checkpoint);
    int correct = 0;
    for (const Example& e : examples)
        correct += greedyDecode(transformer, transformer.encode(e.source)) == e.target;
    return double(correct) / double(examples.size());
}

}  // namespace atlas::train
