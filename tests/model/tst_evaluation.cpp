// corpus/Evaluation (issue 5, `attention-atlas evaluate`): the word of each piece, the word-level
// peak of a cross-attention map against a plain-loop reference, and the counts of a whole run;
// for a decoder-only model (ArrowPrompt.h), a model trained on a few pairs translates them all,
// and a window that hides the English from the target rows aligns nothing.

#include <QTest>

#include "ArrowPrompt.h"
#include "DefaultModel.h"
#include "Model.h"
#include "RandomInit.h"
#include "Tensor.h"
#include "Tokenizer.h"
#include "TokenizerTrainer.h"
#include "corpus/Corpus.h"
#include "corpus/Evaluation.h"
#include "train/Trainer.h"
#include "train/TrainingData.h"

using namespace atlas;
using namespace atlas::corpus;

namespace {

// A tokenizer with "⇒" as a piece of its own, trained on 1000 corpus pairs: enough for whole-word
// pieces.
const std::string& arrowTokenizer() {
    static const std::string bytes = [] {
        std::vector<std::string> sentences;
        const Corpus corpus =
            generateCorpus({.train = 1000, .validation = 0, .test = 0, .novel = 0}, 9);
        for (const AlignedPair& p : corpus.train) {
            sentences.push_back(p.english);
            sentences.push_back(p.german);
        }
        TokenizerTrainingOptions options;
        options.vocabSize = 1000;
        options.hardVocabLimit = false;
        options.userDefinedSymbols = {kArrowPiece};
        return trainTokenizer(sentences, options);
    }();
    return bytes;
}

// A small decoder-only model of the corpus, with the configuration `extra` changes.
Checkpoint decoderOnlyModel(const std::string& extra) {
    const std::string& tokenizer = arrowTokenizer();
    const int vocab = Tokenizer(tokenizer).pieceCount();
    const Config config = Config::fromJson(
        R"({"vocab_size": )" + std::to_string(vocab) +
        R"(, "d_model": 32, "n_heads": 4, "d_ff": 64, "architecture": "decoder-only",
        "n_encoder_layers": 0, "n_decoder_layers": 2, "max_positions": 96, "norm": "pre",
        "positions": "rope")" +
        extra + "}");
    return randomCheckpoint(config, tokenizer, 2);
}

long long goldWords(const std::vector<AlignedPair>& pairs) {
    long long words = 0;
    for (const AlignedPair& p : pairs)
        for (const auto& gold : p.alignment) words += !gold.empty();
    return words;
}

}  // namespace

class TestEvaluation : public QObject {
    Q_OBJECT

private slots:
    void piecesGroupIntoTheWordsOfTheText() {
        const Tokenizer tokenizer(defaultTokenizer());
        for (const char* text : {"Die Katze sieht den Hund.", "The cat sees the dog.",
                                 "Die Mädchen schrieben, dass der Lehrer hilft."}) {
            std::vector<int> ids = tokenizer.encode(text);
            ids.push_back(tokenizer.eosId());
            const std::vector<int> words = pieceWords(tokenizer, ids);
            QCOMPARE(words.size(), ids.size());
            QCOMPARE(words.back(), -1);  // eos belongs to no word
            const int count = *std::max_element(words.begin(), words.end()) + 1;
            QCOMPARE(size_t(count), splitWords(text).size());
            // Words are numbered in order, each piece's word is its predecessor's or the next.
            QCOMPARE(words.front(), 0);
            for (size_t i = 1; i + 1 < words.size(); ++i)
                QVERIFY(words[i] == words[i - 1] || words[i] == words[i - 1] + 1);
        }
    }

    void peakMatchesAPlainLoop() {
        // 5 decoder positions × 6 source positions; words: German 0 0 1 2 −, English 0 1 1 2 3 −.
        Matrix cross(5, 6);
        cross << 0.1, 0.2, 0.3, 0.1, 0.2, 0.1,  //
            0.5, 0.1, 0.1, 0.1, 0.1, 0.1,       //
            0.0, 0.3, 0.3, 0.35, 0.0, 0.05,     //
            0.1, 0.1, 0.1, 0.1, 0.5, 0.1,       //
            0.9, 0.0, 0.0, 0.0, 0.0, 0.1;
        const std::vector<int> rowWord{0, 0, 1, 2, -1}, sourceWord{0, 1, 1, 2, 3, -1};
        const std::vector<int> peak = peakSourceWords(cross, rowWord, sourceWord, 3, 4);
        // By hand: word 0: rows 0,1 → e0 (0.1+0.5)/2 = .3, e1 (.5+.2)/2 = .35, e2 .1, e3 .15 → 1;
        // word 1: e0 0, e1 .6, e2 .35, e3 0 → 1 (two pieces outweigh one larger); word 2 → 3.
        QCOMPARE(peak, (std::vector<int>{1, 1, 3}));
        // A German word with no row has no peak.
        QCOMPARE(peakSourceWords(cross, {0, 0, 2, 2, -1}, sourceWord, 3, 4)[1], -1);
    }

    void evaluationCountsEveryGoldWord() {
        const Corpus corpus =
            generateCorpus({.train = 1, .validation = 0, .test = 6, .novel = 2}, 3);
        const Model model(makeDefaultModel(AttentionKind::GQA));
        const Evaluation e = evaluate(model, corpus.test);
        QCOMPARE(e.pairs, size_t(6));
        QCOMPARE(e.layers.size(), size_t(model.config().n_decoder_layers));
        long long words = 0;
        for (const AlignedPair& p : corpus.test)
            for (const auto& gold : p.alignment) words += !gold.empty();
        for (const LayerAlignment& layer : e.layers) {
            QCOMPARE(layer.words, words);
            QVERIFY(layer.aligned >= 0 && layer.aligned <= layer.words);
        }
        QCOMPARE(e.unaligned, size_t(0));
        QCOMPARE(e.exact, size_t(0));  // random weights translate nothing right
    }

    void decoderOnlyModelTranslatesWhatItLearned() {
        // Trained (train::Trainer) on eight pairs as [bos] english… ⇒ german… eos until it knows
        // them, the model continues evaluate's prompt to each exact German: training and
        // evaluation build the same sequence. Every gold word is counted in each layer.
        setThreadCount(1);
        const Corpus corpus =
            generateCorpus({.train = 8, .validation = 0, .test = 0, .novel = 0}, 4);
        const Checkpoint start = decoderOnlyModel(R"(, "sliding_window": 6,
            "layer_types": ["full", "sliding"])");
        const Tokenizer tokenizer(start.tokenizer);
        const std::vector<train::Example> examples =
            train::encodePairs(tokenizer, sentencePairs(corpus.train), start.config);
        QCOMPARE(examples.size(), corpus.train.size());
        QCOMPARE(examples[0].source.back(), *arrowId(tokenizer));
        train::TrainerOptions options;
        options.steps = 300;
        options.batchSize = 8;
        options.shards = 1;
        options.learningRate = 3e-3;
        options.warmup = 20;
        options.dropout = 0;
        options.labelSmoothing = 0;
        train::Trainer trainer(start, examples, options);
        for (int i = 0; i < options.steps; ++i) trainer.step();
        QCOMPARE(train::exactMatch(trainer.checkpoint(), examples), 1.0);

        const Evaluation trained = evaluate(Model(trainer.checkpoint()), corpus.train);
        QCOMPARE(trained.pairs, corpus.train.size());
        QCOMPARE(trained.exact, corpus.train.size());
        QCOMPARE(trained.unaligned, size_t(0));
        QCOMPARE(trained.layers.size(), size_t(2));
        for (const LayerAlignment& layer : trained.layers) {
            QCOMPARE(layer.words, goldWords(corpus.train));
            QVERIFY(layer.aligned >= 0 && layer.aligned <= layer.words);
        }
        const Evaluation untrained = evaluate(Model(start), corpus.train);
        QCOMPARE(untrained.exact, size_t(0));
    }

    void decoderOnlyWindowHidingTheSourceAlignsNothing() {
        // A window of 1: each row sees itself only, so no target row (the arrow's and after)
        // sees an English column: no German word has a peak, none is aligned, all are counted
        // (a peak taken from a row of zeros would align the many German words of "The").
        const Corpus corpus =
            generateCorpus({.train = 20, .validation = 0, .test = 0, .novel = 0}, 6);
        const Model model(decoderOnlyModel(R"(, "sliding_window": 1)"));
        const Evaluation e = evaluate(model, corpus.train);
        QCOMPARE(e.unaligned, size_t(0));
        for (const LayerAlignment& layer : e.layers) {
            QCOMPARE(layer.words, goldWords(corpus.train));
            QCOMPARE(layer.aligned, 0LL);
        }
    }

    void decoderOnlyAlignmentMatchesTheTargetRowsByHand() {
        // The counts of evaluate against the block taken by hand for each pair: the rows
        // [arrow, n − 1) of the causal pass over [bos] english… ⇒ german… eos (ArrowLayout: the
        // arrow's row predicts the first German piece), the English columns only, the heads
        // averaged by a plain loop.
        const Corpus corpus =
            generateCorpus({.train = 20, .validation = 0, .test = 0, .novel = 0}, 6);
        const Model model(decoderOnlyModel(""));
        const Tokenizer& tokenizer = model.tokenizer();
        std::vector<long long> aligned(2, 0);
        for (const AlignedPair& pair : corpus.train) {
            std::vector<int> ids = arrowPrompt(model, pair.english);
            const ArrowLayout at = *arrowLayout(ids, ids.back(), model.config().bos_id);
            const std::vector<int> english(ids.begin() + at.sourceBegin, ids.begin() + at.arrow);
            const std::vector<int> target = model.targetIds(pair.german);
            ids.insert(ids.end(), target.begin(), target.end());
            ids.push_back(model.config().eos_id);
            LayerMaps self;
            model.transformer().causalPass(ids, &self);
            const std::vector<int> germanWord = pieceWords(tokenizer, target);
            std::vector<int> rowWord = germanWord;
            rowWord.push_back(-1);  // the last target row predicts eos
            for (size_t l = 0; l < self.size(); ++l) {
                const Eigen::Index rows = Eigen::Index(ids.size()) - 1 - at.arrow;
                Matrix block = Matrix::Zero(rows, Eigen::Index(english.size()));
                for (const Matrix& head : self[l])
                    for (Eigen::Index r = 0; r < rows; ++r)
                        for (Eigen::Index c = 0; c < block.cols(); ++c)
                            block(r, c) += head(at.arrow + r, at.sourceBegin + c) / 4;
                const int germanWords = germanWord.back() + 1;
                const std::vector<int> peak =
                    peakSourceWords(block, rowWord, pieceWords(tokenizer, english), germanWords,
                                    int(splitWords(pair.english).size()));
                for (int g = 0; g < germanWords; ++g) {
                    const std::vector<int>& gold = pair.alignment[size_t(g)];
                    aligned[l] +=
                        std::find(gold.begin(), gold.end(), peak[size_t(g)]) != gold.end();
                }
            }
        }
        const Evaluation e = evaluate(model, corpus.train);
        QCOMPARE(e.layers[0].aligned, aligned[0]);
        QCOMPARE(e.layers[1].aligned, aligned[1]);
        QVERIFY(aligned[0] + aligned[1] > 0);  // random weights align some words by chance
        // The rows that read each piece instead of predicting it score otherwise.
        const Evaluation reading = evaluate(model, corpus.train, AlignmentQuery::Reading);
        QVERIFY(reading.layers[0].aligned != aligned[0] || reading.layers[1].aligned != aligned[1]);
    }
};

QTEST_APPLESS_MAIN(TestEvaluation)
#include "tst_evaluation.moc"
