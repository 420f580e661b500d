// The built-in decoder-only models and the masked LM (docs/models.md, "The built-in models"): their
// figures reproduced by evaluate on a sample of the corpus they were evaluated on (seed 1, the
// default sizes): 100 novel and 100 other test pairs. The counts are what `attention-atlas
// evaluate` gave for these pairs when the models were shipped; a change to the computation, the
// tokenizer, the corpus or the files changes them.
#include <QTest>

#include "ArrowPrompt.h"
#include "Checkpoint.h"
#include "Model.h"
#include "corpus/Corpus.h"
#include "corpus/Evaluation.h"
#include "train/TrainingData.h"

using namespace atlas;

namespace {

std::vector<corpus::AlignedPair> sample() {
    const corpus::Corpus c = corpus::generateCorpus({}, 1);
    std::vector<corpus::AlignedPair> pairs(c.test.begin(), c.test.begin() + 100);  // novel
    pairs.insert(pairs.end(), c.test.begin() + 500, c.test.begin() + 600);
    return pairs;
}

// What `evaluate` counted on sample() for the built-in masked LM when it was shipped.
constexpr long long kMaskedPieces = 1947, kMaskedTop1 = 839, kMaskedTop5 = 1137;

}  // namespace

class TestBuiltinDecoders : public QObject {
    Q_OBJECT

private slots:
    void evaluateReproducesTheirFigures_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("exact");
        QTest::addColumn<QList<int>>("aligned");
        QTest::addColumn<int>("words");
        QTest::newRow("decoder-only MHA")
            << "decoder-mha.safetensors" << 198 << QList<int>{428, 486, 1327, 1355} << 1645;
        QTest::newRow("decoder-only GQA, local/global")
            << "decoder-gqa.safetensors" << 198 << QList<int>{66, 962, 66, 1542} << 1645;
    }
    // The built-in masked LM (issue 38): each English piece of the sample masked alone, the
    // pieces its head ranks first and among the first five, as `evaluate` counted them.
    void maskedLmReproducesItsFigures() {
        const Model model(Checkpoint::load(ATLAS_MODELS_DIR "/masked-lm.safetensors"));
        QVERIFY(model.config().encoderOnly() && model.config().hasMaskedLm());
        QVERIFY(model.maskId() >= 0);
        std::vector<train::Example> examples;
        for (const corpus::AlignedPair& p : sample())
            examples.push_back({model.tokenizer().encode(p.english), {}});
        const train::MaskedAccuracy a =
            train::maskedAccuracy(model.transformer(), examples, model.maskId());
        QCOMPARE(a.pieces, kMaskedPieces);
        QCOMPARE(qRound64(a.top1 * double(a.pieces)), kMaskedTop1);
        QCOMPARE(qRound64(a.top5 * double(a.pieces)), kMaskedTop5);
    }

    // Its sentence pair (the Alignment page): [bos] A [eos] B [eos], one token type (the
    // checkpoint has no type table); a mask in B stands for a whole piece as in A.
    void maskedLmReadsASentencePair() {
        const Model model(Checkpoint::load(ATLAS_MODELS_DIR "/masked-lm.safetensors"));
        const SentencePairIds pair = model.pairIds("the dog sleeps .", "the cat <mask> .");
        const std::vector<int> a = model.sourceIds("the dog sleeps .");
        const std::vector<int> b = model.sourceIds("the cat <mask> .");
        QCOMPARE(pair.secondBegin, int(a.size()));
        std::vector<int> joined = a;
        joined.insert(joined.end(), b.begin() + 1, b.end());  // B without its bos
        QCOMPARE(pair.ids, joined);
        QCOMPARE(pair.types, std::vector<int>(joined.size(), 0));
        QVERIFY(std::count(pair.ids.begin(), pair.ids.end(), model.maskId()) == 1);
        QVERIFY_THROWS_EXCEPTION(std::length_error,
                                 model.pairIds("the dog", std::string(4000, 'a') + " b"));
    }

    void evaluateReproducesTheirFigures() {
        QFETCH(QString, file);
        QFETCH(int, exact);
        QFETCH(QList<int>, aligned);
        QFETCH(int, words);
        static const std::vector<corpus::AlignedPair> pairs = sample();
        const Model model(Checkpoint::load(ATLAS_MODELS_DIR "/" + file.toStdString()));
        QVERIFY(model.config().decoderOnly());
        QVERIFY(arrowId(model.tokenizer()).has_value());
        const corpus::Evaluation e = corpus::evaluate(model, pairs);
        QCOMPARE(e.pairs, pairs.size());
        QCOMPARE(int(e.exact), exact);
        QCOMPARE(e.layers.size(), size_t(aligned.size()));
        for (int l = 0; l < aligned.size(); ++l) {
            QCOMPARE(int(e.layers[size_t(l)].words), words);
            QCOMPARE(int(e.layers[size_t(l)].aligned), aligned[l]);
        }
    }
};

QTEST_GUILESS_MAIN(TestBuiltinDecoders)
#include "tst_builtindecoders.moc"
