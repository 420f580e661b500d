// WordStepsView (views/tokens/WordStepsView.h): how a word was built, said from the steps' kinds
// and operands, with the pieces spelt as the token strips spell them; offscreen, with the
// tokenizers of tests/data/tokenizers.

#include <QImage>
#include <QtTest>

#include <fstream>
#include <memory>
#include <sstream>

#include "FastTokenizer.h"
#include "Tokenizer.h"
#include "WordStepsView.h"

using namespace atlas;

namespace {

Tokenizer load(const std::string& name) {
    const std::string path = std::string(ATLAS_TOKENIZER_FIXTURES) + "/" + name + "/tokenizer.json";
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return Tokenizer(
        std::make_shared<const hf::FastTokenizer>(hf::FastTokenizer::fromText(text.str(), path)),
        {});
}

}  // namespace

class TestWordSteps : public QObject {
    Q_OBJECT

private slots:
    void bpeMergesByRank() {
        const Tokenizer gpt2 = load("gpt2");
        const auto steps = views::wordStepsOf(gpt2, "in the", 1);
        QVERIFY(steps);
        views::WordStepsView view;
        view.resize(700, 240);
        view.setSteps(*steps, hf::PieceSpeller(hf::PieceSpeller::schemeOf(*gpt2.fast())));
        // The space as ▁, never GPT-2's 'Ġ'.
        QVERIFY2(view.title().contains(QStringLiteral("‘\u2581the’")), qPrintable(view.title()));
        QVERIFY(!view.stepsHtml().contains(QStringLiteral("\u0120")));
        QVERIFY(view.stepsHtml().contains(QStringLiteral("Start: the word's characters")));
        QVERIFY(view.stepsHtml().contains(QStringLiteral("(rank ")));
        QVERIFY(view.title().contains(QStringLiteral("BPE")));
        view.show();
        const QImage shot = view.grab().toImage();
        int dark = 0;
        for (int y = 0; y < shot.height(); ++y)
            for (int x = 0; x < shot.width(); ++x) dark += qGray(shot.pixel(x, y)) < 100;
        QVERIFY2(dark > 200, "the steps are drawn");
    }

    void wordPieceLongestMatch() {
        const Tokenizer bert = load("bert");
        const hf::PieceSpeller speller(hf::PieceSpeller::schemeOf(*bert.fast()));
        hf::ModelStep step;
        step.kind = hf::ModelStep::Kind::LongestMatch;
        step.operands = {"##ing"};
        QCOMPARE(views::WordStepsView::sentence(step, speller),
                 QStringLiteral("Longest match: ‘##ing’"));
        step.kind = hf::ModelStep::Kind::Best;
        step.score = -12.345;
        QCOMPARE(views::WordStepsView::sentence(step, speller),
                 QStringLiteral("Best segmentation, log-probability -12.35"));
    }

    void sentencePieceSaysSo() {
        views::WordStepsView view;
        view.setPrompt(false);
        QVERIFY(view.stepsHtml().contains(QStringLiteral("tokenizer.json")));
    }
};

QTEST_MAIN(TestWordSteps)
#include "tst_wordsteps.moc"
