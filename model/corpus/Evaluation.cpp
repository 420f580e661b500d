#include "Evaluation.h"

#include <algorithm>
#include <string_view>

#include "ArrowPrompt.h"
#include "Greedy.h"
#include "train/TrainingData.h"

namespace atlas::corpus {

namespace {

int wordCount(const std::vector<int>& words) {
    int n = 0;
    for (int w : words) n = std::max(n, w + 1);
    return n;
}

// Mean over heads of one layer's maps.
Matrix meanOverHeads(const std::vector<Matrix>& heads) {
    Matrix mean = heads.front();
    for (size_t h = 1; h < heads.size(); ++h) mean += heads[h];
    return mean / double(heads.size());
}

// One pair through the model: its greedy translation, and with the gold German forced, the maps
// its alignment is scored on.
struct PairRun {
    bool exact = false;           // the greedy translation is the gold German
    std::vector<int> target;      // y1 … ym
    std::vector<int> sourceWord;  // the English word of each column (−1: none)
    // Per decoder layer, the mean over heads of the m + 1 rows × the columns; row t predicts
    // y_{t+1} (the last one eos).
    std::vector<Matrix> layers;
};

PairRun runEncoderDecoder(const Model& model, const AlignedPair& pair) {
    const Transformer& transformer = model.transformer();
    const Tokenizer& tokenizer = model.tokenizer();
    PairRun run;
    const std::vector<int> source = model.sourceIds(pair.english);
    const Matrix memory = transformer.encode(source);
    run.exact = tokenizer.decode(greedyDecode(transformer, memory)) == pair.german;

    // Teacher forcing: decoder input bos, y1 … ym; position t predicts y_{t+1}.
    run.target = model.targetIds(pair.german);
    const std::vector<int> input = model.decoderInput(run.target);
    DecoderState state = transformer.startDecoding(memory, int(input.size()));
    LayerMaps cross;
    transformer.decode(state, input, {.crossAttention = &cross, .logits = Logits::LastOnly});
    run.sourceWord = pieceWords(tokenizer, source);
    for (const std::vector<Matrix>& heads : cross) run.layers.push_back(meanOverHeads(heads));
    return run;
}

// ArrowPrompt.h: one causal pass over [bos] english… ⇒ german…; the rows from the arrow's (which
// predicts y1) on, the columns of the prompt, of which the English pieces have a word.
PairRun runDecoderOnly(const Model& model, const AlignedPair& pair) {
    const Transformer& transformer = model.transformer();
    const Tokenizer& tokenizer = model.tokenizer();
    PairRun run;
    const std::vector<int> prompt = arrowPrompt(model, pair.english);
    run.exact = tokenizer.decode(train::continueTranslation(transformer, prompt)) == pair.german;

    run.target = model.targetIds(pair.german);
    std::vector<int> sequence = prompt;
    sequence.insert(sequence.end(), run.target.begin(), run.target.end());
    LayerMaps self;
    transformer.causalPass(sequence, &self);
    const ArrowLayout at = *arrowLayout(prompt, prompt.back(), model.config().bos_id);
    const std::vector<int> englishWord =
        pieceWords(tokenizer, {prompt.begin() + at.sourceBegin, prompt.begin() + at.arrow});
    run.sourceWord.assign(prompt.size(), -1);
    std::copy(englishWord.begin(), englishWord.end(), run.sourceWord.begin() + at.sourceBegin);
    const Eigen::Index rows = Eigen::Index(run.target.size()) + 1;
    for (const std::vector<Matrix>& heads : self)
        run.layers.push_back(
            meanOverHeads(heads).block(at.arrow, 0, rows, Eigen::Index(prompt.size())));
    return run;
}

// Adds the pair's aligned and counted words to each layer of `result`.
void scoreAlignment(const Tokenizer& tokenizer, const AlignedPair& pair, const PairRun& run,
                    AlignmentQuery query, Evaluation& result) {
    const std::vector<int> targetWord = pieceWords(tokenizer, run.target);
    const int english = wordCount(run.sourceWord), german = wordCount(targetWord);
    if (size_t(english) != splitWords(pair.english).size() ||
        size_t(german) != pair.alignment.size()) {
        ++result.unaligned;
        return;
    }
    std::vector<int> rowWord(run.target.size() + 1, -1);
    for (size_t t = 0; t < run.target.size(); ++t)
        rowWord[query == AlignmentQuery::Predicting ? t : t + 1] = targetWord[t];
    for (size_t l = 0; l < run.layers.size(); ++l) {
        const std::vector<int> peak =
            peakSourceWords(run.layers[l], rowWord, run.sourceWord, german, english);
        LayerAlignment& layer = result.layers[l];
        for (int g = 0; g < german; ++g) {
            const std::vector<int>& gold = pair.alignment[size_t(g)];
            if (gold.empty()) continue;
            ++layer.words;
            layer.aligned += std::find(gold.begin(), gold.end(), peak[size_t(g)]) != gold.end();
        }
    }
}

}  // namespace

std::vector<int> pieceWords(const Tokenizer& tokenizer, const std::vector<int>& ids) {
    static constexpr std::string_view kBoundary = "\xE2\x96\x81";  // ▁
    std::vector<int> words;
    words.reserve(ids.size());
    int word = -1;
    for (int id : ids) {
        if (tokenizer.isControl(id)) {
            words.push_back(-1);
            continue;
        }
        if (word < 0 || std::string_view(tokenizer.piece(id)).starts_with(kBoundary)) ++word;
        words.push_back(word);
    }
    return words;
}

std::vector<int> peakSourceWords(const Matrix& cross, const std::vector<int>& rowWord,
                                 const std::vector<int>& sourceWord, int germanWords,
                                 int englishWords) {
    // W[g][e] = mean over the rows of g of the attention the row gives to e's pieces.
    Matrix W = Matrix::Zero(germanWords, englishWords);
    std::vector<int> rows(size_t(germanWords), 0);
    for (int t = 0; t < int(rowWord.size()) && t < cross.rows(); ++t) {
        const int g = rowWord[size_t(t)];
        if (g < 0 || g >= germanWords) continue;
        ++rows[size_t(g)];
        for (int s = 0; s < int(sourceWord.size()) && s < cross.cols(); ++s) {
            const int e = sourceWord[size_t(s)];
            if (e >= 0 && e < englishWords) W(g, e) += cross(t, s);
        }
    }
    std::vector<int> peak(size_t(germanWords), -1);
    for (int g = 0; g < germanWords; ++g) {
        if (rows[size_t(g)] == 0 || englishWords == 0) continue;
        Eigen::Index e = 0;
        // The first maximum: the lowest index on a tie. None when the rows gave the English no
        // attention at all (a sliding layer whose window ends after it).
        if (W.row(g).maxCoeff(&e) <= 0) continue;
        peak[size_t(g)] = int(e);
    }
    return peak;
}

Evaluation evaluate(const Model& model, const std::vector<AlignedPair>& pairs,
                    AlignmentQuery query) {
    Evaluation result;
    result.layers.resize(size_t(model.config().n_decoder_layers));
    for (const AlignedPair& pair : pairs) {
        ++result.pairs;
        const PairRun run = model.config().decoderOnly() ? runDecoderOnly(model, pair)
                                                         : runEncoderDecoder(model, pair);
        result.exact += run.exact;
        scoreAlignment(model.tokenizer(), pair, run, query, result);
    }
    return result;
}

}  // namespace atlas::corpus
