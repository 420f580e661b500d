#include "Evaluation.h"

#include <algorithm>
#include <string_view>

#include "Greedy.h"

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
        W.row(g).maxCoeff(&e);  // the first maximum: the lowest index on a tie
        peak[size_t(g)] = int(e);
    }
    return peak;
}

Evaluation evaluate(const Model& model, const std::vector<AlignedPair>& pairs,
                    AlignmentQuery query) {
    const Transformer& transformer = model.transformer();
    const Tokenizer& tokenizer = model.tokenizer();
    Evaluation result;
    result.layers.resize(size_t(model.config().n_decoder_layers));
    for (const AlignedPair& pair : pairs) {
        ++result.pairs;
        const std::vector<int> source = model.sourceIds(pair.english);
        const Matrix memory = transformer.encode(source);
        result.exact += tokenizer.decode(greedyDecode(transformer, memory)) == pair.german;

        // Teacher forcing: decoder input bos, y1 … ym; position t predicts y_{t+1}.
        const std::vector<int> target = model.targetIds(pair.german);
        const std::vector<int> input = model.decoderInput(target);
        DecoderState state = transformer.startDecoding(memory, int(input.size()));
        LayerMaps cross;
        transformer.decode(state, input, {.crossAttention = &cross, .logits = Logits::LastOnly});

        const std::vector<int> sourceWord = pieceWords(tokenizer, source);
        const std::vector<int> targetWord = pieceWords(tokenizer, target);
        const int english = wordCount(sourceWord), german = wordCount(targetWord);
        if (size_t(english) != splitWords(pair.english).size() ||
            size_t(german) != pair.alignment.size()) {
            ++result.unaligned;
            continue;
        }
        std::vector<int> rowWord(input.size(), -1);
        for (size_t t = 0; t < target.size(); ++t)
            rowWord[query == AlignmentQuery::Predicting ? t : t + 1] = targetWord[t];
        for (size_t l = 0; l < cross.size(); ++l) {
            const std::vector<int> peak =
                peakSourceWords(meanOverHeads(cross[l]), rowWord, sourceWord, german, english);
            LayerAlignment& layer = result.layers[l];
            for (int g = 0; g < german; ++g) {
                const std::vector<int>& gold = pair.alignment[size_t(g)];
                if (gold.empty()) continue;
                ++layer.words;
                layer.aligned += std::find(gold.begin(), gold.end(), peak[size_t(g)]) != gold.end();
            }
        }
    }
    return result;
}

}  // namespace atlas::corpus
