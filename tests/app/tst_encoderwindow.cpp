// Issue 38: an encoder-only Hub folder (BertForMaskedLM, tests/support/BertFolder.h) in the
// window, offscreen. The input panel fills the mask (a button types it; the ten likeliest tokens
// with their bars), every page opens on the one bidirectional stack and says what an encoder has
// and has not: nothing to align, no KV cache (with what a decoder-only model of its size would
// keep), learned positions compared instead of rotated, the head statistics naming patterns.
// ATLAS_SHOTS=DIR keeps the pictures.

#include <QLabel>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QToolButton>
#include <QtTest>
#include <memory>

#include "AttentionPage.h"
#include "BertFolder.h"
#include "HeadStatsChart.h"
#include "HeatmapWidget.h"
#include "InputPanel.h"
#include "KvCostPage.h"
#include "MainWindow.h"
#include "MaskPredictionsView.h"
#include "ModelPicker.h"
#include "Shot.h"
#include "TokenStripWidget.h"
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

    void cleanupTestCase() { window_.reset(); }
};

QTEST_MAIN(TestEncoderWindow)
#include "tst_encoderwindow.moc"
