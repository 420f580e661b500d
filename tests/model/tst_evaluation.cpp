// corpus/Evaluation (issue 5, `attention-atlas evaluate`): the word of each piece, the word-level
// peak of a cross-attention map against a plain-loop reference, and the counts of a whole run.

#include <QTest>

#include "DefaultModel.h"
#include "Model.h"
#include "Tokenizer.h"
#include "corpus/Corpus.h"
#include "corpus/Evaluation.h"

using namespace atlas;
using namespace atlas::corpus;

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
};

QTEST_APPLESS_MAIN(TestEvaluation)
#include "tst_evaluation.moc"
