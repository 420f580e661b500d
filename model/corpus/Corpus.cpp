#include "Corpus.h"

#include <stdexcept>
#include <unordered_set>

#include "TokenizerTrainer.h"

namespace atlas::corpus {

namespace {

template <typename T>
const T& found(const T* row, const char* english) {
    if (!row) throw std::logic_error(std::string("held-out word not in the lexicon: ") + english);
    return *row;
}

// The verb row with this English base form; held-out verbs name one German verb each.
const Verb* verbNamed(std::string_view english) {
    for (const Verb& verb : verbs())
        if (english == verb.english) return &verb;
    return nullptr;
}

bool holdsAny(const Sentence& sentence, const std::vector<Combination>& combinations) {
    for (const Combination& c : combinations)
        if (holds(sentence, c)) return true;
    return false;
}

}  // namespace

std::vector<Combination> heldOutCombinations() {
    std::vector<Combination> combinations;
    for (const auto& [adjective, noun] : kHeldOutAdjectiveNouns)
        combinations.push_back(
            {&found(findNoun(noun), noun), &found(findAdjective(adjective), adjective), nullptr});
    for (const auto& [noun, verb] : kHeldOutSubjectVerbs)
        combinations.push_back(
            {&found(findNoun(noun), noun), nullptr, &found(verbNamed(verb), verb)});
    return combinations;
}

Corpus generateCorpus(const CorpusSizes& sizes, uint64_t seed, const SamplerOptions& options) {
    if (sizes.novel > sizes.test)
        throw std::invalid_argument("corpus: more novel test pairs than test pairs");
    const SentenceSampler sampler(options);
    const std::vector<Combination> combinations = heldOutCombinations();
    Random random(seed);
    std::unordered_set<std::string> seen;  // English sentences already in a split
    Corpus corpus;

    // Draws until the split has `size` pairs; a sentence already taken is drawn again. The
    // grammar has billions of sentences, so the limit only stops a loop on a broken lexicon.
    const auto fill = [&](std::vector<AlignedPair>& split, size_t size, bool novel, auto draw) {
        for (size_t attempt = 0; split.size() < size; ++attempt) {
            if (attempt > 20 * size + 1000)
                throw std::runtime_error("corpus: too few distinct sentences");
            AlignedPair pair = alignedPair(draw(attempt));
            if (!seen.insert(pair.english).second) continue;
            pair.novel = novel;
            split.push_back(std::move(pair));
        }
    };
    const auto ordinary = [&](size_t) {
        Sentence s = sampler.draw(random);
        while (holdsAny(s, combinations)) s = sampler.draw(random);
        return s;
    };
    fill(corpus.test, sizes.novel, true, [&](size_t attempt) {
        return sampler.drawWith(random, combinations[attempt % combinations.size()]);
    });
    fill(corpus.test, sizes.test, false, ordinary);
    fill(corpus.validation, sizes.validation, false, ordinary);
    fill(corpus.train, sizes.train, false, ordinary);
    return corpus;
}

std::string corpusTokenizer(const Corpus& corpus, int vocabSize,
                            const std::vector<std::string>& userDefinedSymbols) {
    std::vector<std::string> sentences;
    sentences.reserve(2 * corpus.train.size());
    for (const AlignedPair& pair : corpus.train) {
        sentences.push_back(pair.english);
        sentences.push_back(pair.german);
    }
    TokenizerTrainingOptions options;
    options.vocabSize = vocabSize;
    options.algorithm = TokenizerTrainingOptions::Algorithm::Bpe;
    options.hardVocabLimit = false;
    options.userDefinedSymbols = userDefinedSymbols;
    return trainTokenizer(sentences, options);
}

std::vector<SentencePair> sentencePairs(const std::vector<AlignedPair>& pairs) {
    std::vector<SentencePair> result;
    result.reserve(pairs.size());
    for (const AlignedPair& pair : pairs) result.push_back({pair.english, pair.german});
    return result;
}

}  // namespace atlas::corpus
