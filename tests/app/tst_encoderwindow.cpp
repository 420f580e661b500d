// Issue 38: an encoder-only Hub folder (BertForMaskedLM, tests/support/BertFolder.h) in the
// window, offscreen. The input panel fills the mask (a button types it; the ten likeliest tokens
// with their bars), every page opens on the one bidirectional stack and says what an encoder has
// and has not: nothing to align, no KV cache (with what a decoder-only model of its size would
// keep), learned positions compared instead of rotated, the head statistics naming patterns.
// ATLAS_SHOTS=DIR keeps the pictures.

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QToolButton>
#include <QtTest>
#include <memory>

#include "AlignmentPage.h"
#include "AttentionPage.h"
#include "BertFolder.h"
#include "CrossAttentionView.h"
#include "HeadStatsChart.h"
#include "HeatmapWidget.h"
#include "InputPanel.h"
#include "KvCostPage.h"
#include "MainWindow.h"
#include "MaskPredictionsView.h"
#include "ModelPicker.h"
#include "SentencePairPanel.h"
#include "Session.h"
#include "SessionController.h"
#include "Shot.h"
#include "TokenStripWidget.h"
#include "ViewState.h"
#include "WindowFixture.h"
#include "WrappedText.h"

using atlas::MainWindow;
using atlas::views::Stack;

namespace {

const QString kText = QStringLiteral("the cat [MASK] on the mat .");

// Whether some label of `root` that is shown says `words`.
bool says(QWidget* root, const QString& words) {
    for (QLabel* label : root->findChildren<QLabel*>())
        if (label->isVisibleTo(root) && label->text().contains(words)) return true;
    return false;
}

}  // namespace

class TestEncoderWindow : public QObject {
    Q_OBJECT

    atlas::test::WindowFixture fixture_{"tst_encoderwindow"};
    QTemporaryDir dir_;
    QString folder_;
    std::unique_ptr<MainWindow> window_;

    bool showsBert() {
        return QTest::qWaitFor(
            [&] {
                const auto s = window_->snapshot();
                return s && s->model.encoderOnly &&
                       s->sourceText == window_->inputPanel()->text() &&
                       !window_->worker()->isBusy();
            },
            30000);
    }

private slots:
    void initTestCase() {
        QLocale::setDefault(QLocale::c());
        folder_ = dir_.filePath("bert-tiny");
        atlas::test::writeBertFolder(folder_);
        window_ = fixture_.open(kText);
        QVERIFY(window_);
        window_->chooseModel(atlas::ModelPicker::fileChoice(folder_));
        QVERIFY(showsBert());
    }

    // The fill-mask: the text with the mask filled, the ten likeliest tokens drawn as bars.
    void theInputPanelFillsTheMask() {
        atlas::InputPanel* panel = window_->inputPanel();
        const auto s = window_->snapshot();
        QCOMPARE(int(s->masks.size()), 1);
        auto* predictions = panel->maskPredictions();
        QVERIFY(predictions->isVisibleTo(window_.get()));
        QVERIFY(!panel->targetStrip()->isVisibleTo(window_.get()));
        QCOMPARE(int(predictions->predictions().size()), 1);
        QCOMPARE(predictions->predictions().front().tokens.size(), 10);
        QVERIFY(panel->translation()->isEnabled());
        for (size_t k = 1; k < 10; ++k)  // likeliest first
            QVERIFY(s->masks.front().probabilities[k] <= s->masks.front().probabilities[k - 1]);
    }

    // Each bar as long as its probability: a prediction of 60 %, 30 % and 10 % draws bars whose
    // lengths are in those proportions, two masks one under the other.
    void theBarsAreTheProbabilities() {
        atlas::views::MaskPredictionsView view;
        atlas::views::MaskPrediction m;
        m.position = 3;
        for (const char* piece : {"sat", "lay", "ran"}) {
            atlas::views::Token t;
            t.piece = t.display = QString::fromLatin1(piece);
            m.tokens.push_back(t);
        }
        m.probabilities = {0.6f, 0.3f, 0.1f};
        view.setPredictions({m, m});
        view.resize(420, view.heightForWidth(420));
        QCOMPARE(view.height(), view.heightForWidth(420));
        QVERIFY(view.rowRect(1, 0).top() > view.rowRect(0, 2).bottom());
        const QImage image = atlas::test::shot(&view, "encoder-predictions");
        const QColor bar = view.palette().color(QPalette::Highlight);
        // The bar's length along the middle of its row.
        const auto barPixels = [&](int mask, int rank) {
            const QRectF r = view.rowRect(mask, rank);
            const int y = int(r.center().y());
            int n = 0;
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                n += std::abs(c.red() - bar.red()) + std::abs(c.green() - bar.green()) +
                         std::abs(c.blue() - bar.blue()) <
                     12;
            }
            return n;
        };
        const double top = barPixels(0, 0);
        QVERIFY(top > 0);
        QVERIFY2(std::abs(barPixels(0, 1) / top - 0.5) < 0.05,
                 qPrintable(QString("%1 %2").arg(top).arg(barPixels(0, 1))));
        QVERIFY(std::abs(barPixels(0, 2) / top - 1.0 / 6) < 0.05);
        QCOMPARE(barPixels(1, 0), barPixels(0, 0));
    }

    // The button types the model's own mask token at the cursor; a text without a mask says
    // how to ask for a guess.
    void theMaskButtonTypesTheMask() {
        atlas::InputPanel* panel = window_->inputPanel();
        QToolButton* button = panel->maskButton();
        QVERIFY(button->isVisibleTo(window_.get()));
        QVERIFY(button->text().contains("[MASK]"));
        panel->setText(QStringLiteral("the dog"));
        QVERIFY(showsBert());
        QVERIFY(window_->snapshot()->masks.empty());
        QVERIFY(panel->translation()->text().contains("[MASK]"));
        QTextCursor end = panel->editor()->textCursor();
        end.movePosition(QTextCursor::End);
        panel->editor()->setTextCursor(end);
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(panel->text(), QStringLiteral("the dog [MASK]"));
        QVERIFY(showsBert());
        QCOMPARE(int(window_->snapshot()->masks.size()), 1);
        panel->setText(kText);
        QVERIFY(showsBert());
    }

    // Every page opens on the encoder-only model; the ones that show a decoder say why there is
    // none.
    void everyPageShowsIt() {
        for (int i = 0; i < window_->pages()->count(); ++i) {
            window_->showPage(i);
            QTest::qWait(50);
            QVERIFY(showsBert());
            atlas::test::shot(window_.get(), QString("encoder-page-%1").arg(i));
        }
        window_->showPage(QStringLiteral("alignment"));
        QVERIFY(QTest::qWaitFor([&] { return says(window_.get(), "Nothing to align"); }, 5000));
        window_->showPage(QStringLiteral("kv-cost"));
        auto* kv = window_->findChild<atlas::views::KvCostPage*>();
        QVERIFY(kv);
        kv->showSection(atlas::views::KvCostPage::LiveCache);
        QVERIFY(QTest::qWaitFor([&] { return says(window_.get(), "keeps no KV cache"); }, 5000));
        QVERIFY(says(window_.get(), "A decoder-only model of the same size"));
        window_->showPage(QStringLiteral("rotary"));
        auto* learned = window_->findChild<atlas::views::HeatmapWidget*>("learnedPositions");
        QVERIFY(learned);
        QVERIFY(QTest::qWaitFor([&] { return learned->isVisibleTo(window_.get()); }, 20000));
    }

    // The head statistics name a pattern for every head (Broad included) of the one stack.
    void theHeadStatisticsNamePatterns() {
        window_->showPage(QStringLiteral("attention"));
        QVERIFY(showsBert());
        QCOMPARE(window_->snapshot()->model.stacks(), std::vector<Stack>{Stack::EncoderSelf});
        auto* chart = window_->findChild<atlas::views::HeadStatsChart*>();
        QVERIFY(chart);
        QTRY_COMPARE(int(chart->stats().size()), 4);
    }

    // The Alignment page's sentence pair: tokenizer(A, B) with BERT's token types, one part's
    // queries × the other's keys of the toolbar's layer and head, and what crosses.
    void theAlignmentPageReadsASentencePair() {
        window_->showPage(QStringLiteral("alignment"));
        auto* page = window_->findChild<atlas::AlignmentPage*>();
        QVERIFY(page);
        atlas::SentencePairPanel* panel = page->sentencePair();
        QVERIFY(panel->isVisibleTo(window_.get()));
        panel->secondField()->setText(QStringLiteral("the dog sat ."));
        QVERIFY(QTest::qWaitFor([&] { return !panel->isBusy() && !panel->pair().empty(); }, 20000));
        const atlas::views::PairAttention& pair = panel->pair();
        // [CLS] A [SEP] | B [SEP]: A's tokens as the window's text has them, B's after them.
        const int n = int(pair.tokens.size()), b = pair.secondBegin;
        const QVector<atlas::views::Token>& alone = window_->snapshot()->source;
        QCOMPARE(b, int(alone.size()));
        for (int i = 0; i < b; ++i) QCOMPARE(pair.tokens[i].id, alone[i].id);
        QCOMPARE(pair.tokens[b - 1].piece, QStringLiteral("[SEP]"));
        QCOMPARE(pair.tokens[b].piece, QStringLiteral("the"));
        QCOMPARE(pair.tokens[n - 1].piece, QStringLiteral("[SEP]"));
        for (int i = 0; i < n; ++i) QCOMPARE(pair.types[size_t(i)], i < b ? 0 : 1);
        QVERIFY(pair.typed);
        // The view: rows A × columns B of each map; each cell the full map's.
        atlas::views::CrossAttentionView* view = panel->view();
        QVERIFY(view->isVisibleTo(window_.get()) && view->showsPair());
        atlas::ViewSelection selection = window_->viewState()->selection();
        selection.layer = 1;
        selection.head = 2;
        window_->viewState()->setSelection(selection);
        QTRY_COMPARE(view->layer(), 1);
        QCOMPARE(view->head(), 2);
        const atlas::views::Grid& shown = view->alignment();
        QCOMPARE(shown.rows, b);
        QCOMPARE(shown.cols, n - b);
        const atlas::views::Grid& full = pair.attention[1][2];
        double crossing = 0;
        for (int q = 0; q < b; ++q)
            for (int k = b; k < n; ++k) {
                QCOMPARE(shown.at(q, k - b), full.at(q, k));
                crossing += full.at(q, k);
            }
        const QString percent = QString::number(100 * crossing / b, 'f', 0);
        QVERIFY(says(panel, QStringLiteral("put %1% of their attention on B").arg(percent)));
        atlas::test::shot(window_.get(), QStringLiteral("encoder-sentence-pair"));
        // The other way round: B's rows × A's columns.
        panel->direction()->setCurrentIndex(1);
        QCOMPARE(view->alignment().rows, n - b);
        QCOMPARE(view->alignment().at(0, 0), full.at(b, 0));
        QVERIFY(says(panel, QStringLiteral("of their attention on A")));
        // Without a second sentence, the panel asks for one.
        panel->secondField()->clear();
        QTRY_VERIFY(says(panel, QStringLiteral("Type a second sentence")));
        QVERIFY(!view->isVisibleTo(window_.get()));
        panel->direction()->setCurrentIndex(0);
        panel->secondField()->setText(QStringLiteral("the dog sat ."));
        QVERIFY(QTest::qWaitFor([&] { return !panel->pair().empty(); }, 20000));
        // A session keeps sentence B.
        const QString path = dir_.filePath("pair.atlas");
        QVERIFY(window_->sessions()->saveFile(path));
        QCOMPARE(atlas::Session::load(path).pairText, QStringLiteral("the dog sat ."));
        panel->secondField()->setText(QStringLiteral("a mat ."));
        QVERIFY(window_->sessions()->openFile(path));
        QCOMPARE(panel->secondField()->text(), QStringLiteral("the dog sat ."));
        QVERIFY(showsBert());
    }

    void cleanupTestCase() { window_.reset(); }
};

QTEST_MAIN(TestEncoderWindow)
#include "tst_encoderwindow.moc"
