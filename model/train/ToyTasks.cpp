#include "ToyTasks.h"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "ArrowPrompt.h"
#include "Random.h"
#include "RandomInit.h"
#include "Tokenizer.h"
#include "TokenizerTrainer.h"
#include "TrainingData.h"
#include "corpus/Corpus.h"

namespace atlas::train {

namespace {

// The user-defined pieces a one-sequence model's tokenizer holds: "⇒" between source and
// target, and the mask an encoder-only model fills.
std::vector<std::string> userPieces(bool arrow, bool mask) {
    std::vector<std::string> pieces;
    if (arrow) pieces.push_back(kArrowPiece);
    if (mask) pieces.push_back(kMaskPiece);
    return pieces;
}

constexpr uint64_t kDataStream = 11, kExampleStream = 12;

std::string joined(const std::vector<std::string>& symbols) {
    std::string text;
    for (const std::string& s : symbols) text += (text.empty() ? "" : " ") + s;
    return text;
}

std::string letter(int i) {
    return std::string(1, char('a' + i));
}

SentencePair letterPair(ToyTask task, const std::vector<std::string>& symbols) {
    return {joined(symbols), joined(taskTarget(task, symbols))};
}

std::vector<std::string> randomLetters(Random& random, const ToyTaskOptions& o) {
    const int n = o.minLength + int(random.index(uint64_t(o.maxLength - o.minLength + 1)));
    std::vector<std::string> symbols;
    for (int k = 0; k < n; ++k) symbols.push_back(letter(int(random.index(uint64_t(o.alphabet)))));
    return symbols;
}

// Distinct letters in a scrambled order, one short of the longest string: every column of its
// attention is a different symbol, so the pattern a task needs is plain to see.
std::vector<std::string> exampleLetters(const ToyTaskOptions& o) {
    const int n = std::max(o.minLength, std::min(o.maxLength - 1, o.alphabet));
    std::vector<std::string> symbols;
    for (int i = 0; i < n; ++i) symbols.push_back(letter(i));
    Random random(mixSeed(o.seed ^ kExampleStream));
    for (size_t i = symbols.size(); i > 1; --i) std::swap(symbols[i - 1], symbols[random.index(i)]);
    if (std::is_sorted(symbols.begin(), symbols.end())) std::swap(symbols[0], symbols[1]);
    return symbols;
}

ToyData letterData(ToyTask task, const ToyTaskOptions& o) {
    if (o.alphabet < 2 || o.alphabet > 26 || o.minLength < 1 || o.maxLength < o.minLength)
        throw std::invalid_argument("toy task: alphabet 2…26 and 1 ≤ minLength ≤ maxLength");
    ToyData data;
    data.example = letterPair(task, exampleLetters(o));
    std::set<std::string> held{data.example.english};
    Random random(mixSeed(o.seed ^ kDataStream));
    // Validation strings first, all distinct; training strings are then drawn around them.
    for (int attempt = 0; int(data.validation.size()) < o.validationPairs; ++attempt) {
        if (attempt > 100 * o.validationPairs + 1000)
            throw std::invalid_argument("toy task: too few distinct strings for validation");
        const SentencePair pair = letterPair(task, randomLetters(random, o));
        if (held.insert(pair.english).second) data.validation.push_back(pair);
    }
    while (int(data.train.size()) < o.trainPairs) {
        const SentencePair pair = letterPair(task, randomLetters(random, o));
        if (!held.count(pair.english)) data.train.push_back(pair);
    }
    data.tokenizer = letterTokenizer(o.alphabet, o.arrowPiece, o.maskPiece);
    return data;
}

ToyData englishGermanData(const ToyTaskOptions& o) {
    corpus::SamplerOptions simple;  // one short clause: learnable in a minute by a small model
    simple.subordinate = 0;
    simple.negated = 0;
    simple.past = 0;
    simple.adjective = 0.3;
    simple.plural = 0.25;
    corpus::CorpusSizes sizes;
    sizes.train = size_t(o.trainPairs);
    sizes.validation = size_t(o.validationPairs) + 1;  // one more: the example
    sizes.test = 0;
    sizes.novel = 0;
    const corpus::Corpus c = corpus::generateCorpus(sizes, o.seed, simple);
    ToyData data;
    data.train = corpus::sentencePairs(c.train);
    data.validation = corpus::sentencePairs(c.validation);
    // The shortest validation sentence with a few words shows its alignment best.
    auto words = [](const SentencePair& p) {
        return std::count(p.english.begin(), p.english.end(), ' ');
    };
    auto example = std::min_element(data.validation.begin(), data.validation.end(),
                                    [&](const SentencePair& a, const SentencePair& b) {
                                        return std::abs(words(a) - 5) < std::abs(words(b) - 5);
                                    });
    data.example = *example;
    data.validation.erase(example);
    // Room for whole words (the byte and special pieces take 260): the corpus's lexicon is
    // large, and 1000 pieces would cut most nouns into fragments.
    data.tokenizer = corpus::corpusTokenizer(c, 2000, userPieces(o.arrowPiece, o.maskPiece));
    return data;
}

}  // namespace

const char* toString(ToyTask task) {
    switch (task) {
        case ToyTask::Copy:
            return "copy";
        case ToyTask::Reverse:
            return "reverse";
        case ToyTask::Sort:
            return "sort";
        case ToyTask::EnglishGerman:
            return "en-de";
    }
    return "?";
}

const char* toString(ToySize size) {
    return size == ToySize::Tiny ? "tiny" : "small";
}

std::vector<std::string> taskTarget(ToyTask task, std::vector<std::string> symbols) {
    switch (task) {
        case ToyTask::Copy:
            break;
        case ToyTask::Reverse:
            std::reverse(symbols.begin(), symbols.end());
            break;
        case ToyTask::Sort:
            std::sort(symbols.begin(), symbols.end());
            break;
        case ToyTask::EnglishGerman:
            throw std::invalid_argument("en-de is not a letter task");
    }
    return symbols;
}

ToyData makeToyData(ToyTask task, const ToyTaskOptions& options) {
    return task == ToyTask::EnglishGerman ? englishGermanData(options) : letterData(task, options);
}

std::string letterTokenizer(int alphabet, bool arrowPiece, bool maskPiece) {
    // Each letter alone between spaces: BPE's only possible merges are "▁" + letter, and the
    // vocabulary leaves room for exactly those.
    std::vector<std::string> sentences;
    std::string letters;
    for (int i = 0; i < alphabet; ++i) letters += letter(i);
    for (int i = 0; i < alphabet; ++i)
        sentences.push_back(letter(i) + " " + letter((i + 1) % alphabet));
    TokenizerTrainingOptions options;
    options.requiredCharacters = letters;
    options.normalization = TokenizerTrainingOptions::Normalization::Identity;
    options.hardVocabLimit = false;
    // Specials, bytes, ▁, letters, ▁ + letter (and ⇒).
    options.userDefinedSymbols = userPieces(arrowPiece, maskPiece);
    options.vocabSize = 4 + 256 + 1 + 2 * alphabet + int(options.userDefinedSymbols.size());
    return trainTokenizer(sentences, options);
}

int toyDecoderOnlyLayers(ToySize) {
    // One causal stack must find the arrow, then each answer row its source symbol: on
    // reverse, tiny at 1000 steps reaches 17 % exact match with 2 layers, 32 % with 3, 72 % with
    // 4 (rotary positions did no better). Small keeps 4: its width is its extra room.
    return 4;
}

Config toyConfig(ToySize size, AttentionKind attention, Architecture architecture, int vocabSize,
                 int maxPositions) {
    const bool tiny = size == ToySize::Tiny;
    Config c;
    c.vocab_size = vocabSize;
    c.d_model = tiny ? 32 : 64;
    c.n_heads = 4;
    c.d_head = c.d_model / c.n_heads;
    c.d_ff = 2 * c.d_model;
    c.architecture = architecture;
    if (c.decoderOnly()) {
        c.n_encoder_layers = 0;
        c.n_decoder_layers = toyDecoderOnlyLayers(size);
    } else if (c.encoderOnly()) {
        c.n_encoder_layers = toyDecoderOnlyLayers(size);
        c.n_decoder_layers = 0;
    } else {
        c.n_encoder_layers = 2;
        c.n_decoder_layers = tiny ? 1 : 2;
    }
    c.attention = attention;
    c.n_kv_heads = attention == AttentionKind::GQA   ? 2
                   : attention == AttentionKind::MQA ? 1
                                                     : c.n_heads;
    if (attention == AttentionKind::MLA) {
        c.d_latent = c.d_model / 2;
        c.d_rope = 4;
    }
    c.norm = NormPlacement::Pre;
    c.max_positions = maxPositions;
    c.validate();
    return c;
}

TrainerOptions toyTrainerOptions(ToyTask task, ToySize size, uint64_t seed) {
    TrainerOptions o;
    const bool letters = task != ToyTask::EnglishGerman;
    o.batchSize = 32;
    o.steps = letters ? (size == ToySize::Tiny ? 1000 : 1500) : 3000;
    o.learningRate = size == ToySize::Tiny ? 5e-3 : 2e-3;
    o.warmup = letters ? 50 : 200;
    o.labelSmoothing = 0;
    o.dropout = 0;
    o.seed = seed;
    // A small model's step is over before a second thread would wake: one replica, one thread,
    // and the other core stays with the window.
    o.shards = 1;
    return o;
}

ToySetup makeToySetup(ToyTask task, ToySize size, AttentionKind attention,
                      Architecture architecture, uint64_t seed) {
    const bool oneSequence = architecture != Architecture::EncoderDecoder;
    ToyTaskOptions taskOptions;
    taskOptions.seed = seed;
    taskOptions.arrowPiece = oneSequence;
    taskOptions.maskPiece = architecture == Architecture::EncoderOnly;
    if (task == ToyTask::EnglishGerman) taskOptions.validationPairs = 100;
    ToyData data = makeToyData(task, taskOptions);
    const Tokenizer tokenizer(data.tokenizer);
    // Encoder-decoder: each side's positions; decoder-only: [bos] source ⇒ target, one sequence.
    const int side = task == ToyTask::EnglishGerman ? 64 : taskOptions.maxLength + 2;
    const int maxPositions = oneSequence ? 2 * side + 2 : side;
    const Config config =
        toyConfig(size, attention, architecture, tokenizer.pieceCount(), maxPositions);
    ToySetup setup;
    setup.train = encodePairs(tokenizer, data.train, config);
    setup.validation = encodePairs(tokenizer, data.validation, config);
    setup.example = data.example;
    setup.options = toyTrainerOptions(task, size, seed);
    setup.options.maskId = tokenizer.userPiece(kMaskPiece).value_or(-1);
    setup.validateEvery = task == ToyTask::EnglishGerman ? 250 : 50;
    setup.start = randomCheckpoint(config, std::move(data.tokenizer), seed);
    return setup;
}

}  // namespace atlas::train
