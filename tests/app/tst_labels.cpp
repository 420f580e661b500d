// Labels that say what is shown (issue 36, item 2): the toolbar names the stack a page draws (the
// Alignment page's cross-attention, step-through decoding's two decoder stacks); the
// Approximations header names the head its figures are of; the Rotary sliders reach the token
// chosen; the KV page's tabs name one n for one model; the Export dialog's path label has a
// working mnemonic, no stray "&"; the MLA argument is said once; a byte piece is never an
// empty box. ATLAS_SHOTS=DIR keeps the pictures.

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QTextLayout>
#include <QTranslator>
#include <QtTest>

#include "AlignmentPage.h"
#include "ApproxPage.h"
#include "AttentionLabels.h"
#include "AttentionPage.h"
#include "CausalModels.h"
#include "DecoderFolder.h"
#include "DecodingSteps.h"
#include "DefaultModel.h"
#include "ExportDialog.h"
#include "HeatmapWidget.h"
#include "KvCostPage.h"
#include "KvVariantsPanel.h"
#include "MlaPanel.h"
#include "Model.h"
#include "PageFixture.h"
#include "RotaryControls.h"
#include "RotaryPage.h"
#include "Shot.h"
#include "SnapshotBuilder.h"
#include "SourceLength.h"
#include "TokenLabel.h"
#include "TokensPage.h"
#include "ViewToolBar.h"
#include "WindowFixture.h"
#include "hub/HubFolder.h"

using namespace atlas;
using views::Stack;
using views::Token;

using atlas::test::shot;

namespace {

const QString kText = QStringLiteral("The young woman sees the small dog.");

// The toolbar's stack box: the buddy of its "Stack" caption.
QComboBox* stackBox(ViewToolBar* bar) {
    for (QLabel* label : bar->findChildren<QLabel*>())
        if (label->text() == ViewToolBar::tr("Stack"))
            return qobject_cast<QComboBox*>(label->buddy());
    return nullptr;
}

// The glyphs `text` is set with in `font`, fallbacks included: .notdef (0) is the empty box.
bool hasMissingGlyph(const QString& text, const QFont& font) {
    QTextLayout layout(text, font);
    layout.beginLayout();
    layout.createLine();
    layout.endLayout();
    for (const QGlyphRun& run : layout.glyphRuns())
        for (quint32 g : run.glyphIndexes())
            if (g == 0) return true;
    return false;
}

// `text` draws some ink: a lone variation selector or combining mark draws none.
bool hasInk(const QString& text, const QFont& font) {
    return !QFontMetricsF(font).tightBoundingRect(text).isEmpty();
}

}  // namespace

class TestLabels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void toolbarNamesTheStackDrawn();
    void approximationsHeaderNamesTheStudiedHead();
    void rotarySlidersReachTheChosenToken();
    void kvTabsNameOneSourceLength();
    void exportPathLabelHasAMnemonic_data();
    void exportPathLabelHasAMnemonic();
    void mlaArgumentIsSaidOnce();
    void bytePiecesAreNeverEmptyBoxes();
    void gpt2SaysItsPositionsAreLearned();

private:
    test::WindowFixture fixture_{"tst_labels"};
};

void TestLabels::toolbarNamesTheStackDrawn() {
    auto window = fixture_.open(kText);
    QVERIFY(window);
    QComboBox* box = stackBox(window->viewToolBar());
    QVERIFY(box);
    // The Attention page draws the chosen stack: the box offers every stack.
    window->showPage(QStringLiteral("attention"));
    QCOMPARE(window->viewState()->selection().stack, Stack::EncoderSelf);
    QVERIFY(box->isEnabled());
    QCOMPARE(box->currentText(), views::AttentionLabels::stackName(Stack::EncoderSelf));
    // The Alignment page draws cross-attention, whatever the choice: the box says so.
    window->showPage(QStringLiteral("alignment"));
    QCOMPARE(box->currentText(), views::AttentionLabels::stackName(Stack::Cross));
    QVERIFY(!box->isEnabled());
    shot(window.get(), "alignment-toolbar");
    // The choice is kept for the other pages.
    QCOMPARE(window->viewState()->selection().stack, Stack::EncoderSelf);
    // Step-through decoding on the Attention page: the decoder's self- and cross-attention.
    window->showPage(QStringLiteral("attention"));
    QVERIFY(box->isEnabled());
    window->decodingSteps()->setActive(true);
    QVERIFY(QTest::qWaitFor([&] { return !box->isEnabled(); }, 20000));
    // Two names elided to one name's width (issue 36): the tooltip holds both whole.
    QVERIFY2(box->toolTip().contains(views::AttentionLabels::stackName(Stack::DecoderSelf)) &&
                 box->toolTip().contains(views::AttentionLabels::stackName(Stack::Cross)),
             qPrintable(box->toolTip()));
    QVERIFY2(box->currentText().startsWith(
                 views::AttentionLabels::stackName(Stack::DecoderSelf).left(8)),
             qPrintable(box->currentText()));
    shot(window.get(), "stepping-toolbar");
    window->decodingSteps()->setActive(false);
    QVERIFY(QTest::qWaitFor([&] { return box->isEnabled(); }, 20000));
    QCOMPARE(box->currentText(), views::AttentionLabels::stackName(Stack::EncoderSelf));
}

void TestLabels::approximationsHeaderNamesTheStudiedHead() {
    // A decoder-only model has one stack: the header names it, not the encoder's, and the
    // study runs on it (it failed with "layer 0 outside 0…-1" before).
    test::PageWithContext<ApproxPage> page;
    page->resize(1400, 900);
    page->show();
    QVERIFY(QTest::qWaitForWindowExposed(page.get()));
    auto* header = page->findChild<QLabel*>(QStringLiteral("approxHead"));
    auto* status = page->findChild<QLabel*>(QStringLiteral("approxStatus"));
    QVERIFY(header && status);
    QSignalSpy figures(page.get(), &ApproxPage::figuresChanged);
    page.fixture->useCheckpoint(test::causalCheckpoint(test::kSlidingGqa, true));
    page.fixture->model.setText(kText);
    QVERIFY(figures.wait(60000));
    QVERIFY2(header->text().startsWith(views::AttentionLabels::stackName(Stack::DecoderSelf)),
             qPrintable(header->text()));
    QVERIFY2(!status->text().contains(QStringLiteral("Failed")), qPrintable(status->text()));
    QCOMPARE(page->drawnStacks(), std::vector<Stack>{Stack::DecoderSelf});

    // An encoder-decoder (MLA) with the decoder's stack chosen: the header says so.
    test::PageWithContext<ApproxPage> mla;
    mla->resize(1400, 900);
    mla->show();
    auto* mlaHeader = mla->findChild<QLabel*>(QStringLiteral("approxHead"));
    mla.fixture->useCheckpoint(makeDefaultModel(AttentionKind::MLA));
    mla.fixture->model.setText(kText);
    mla.fixture->model.setSnapshot(std::make_shared<const views::Snapshot>(
        views::buildSnapshot(*mla.fixture->model.model(), kText, QStringLiteral("test"))));
    ViewSelection s;
    s.stack = Stack::DecoderSelf;
    s.layer = 1;
    s.head = 2;
    mla.select(s);
    QVERIFY2(mlaHeader->text().startsWith(views::AttentionLabels::stackName(Stack::DecoderSelf)),
             qPrintable(mlaHeader->text()));
    QVERIFY(mlaHeader->text().contains(QStringLiteral("layer 1")));
    QVERIFY(mlaHeader->text().contains(QStringLiteral("head 2")));
    QVERIFY(mla->drawnStacks().empty());  // the chosen stack is the one drawn
    // The Quantized tab studies the encoder's heads through the decoder's (the encoder keeps no
    // cache): header and toolbar say the decoder's.
    s.stack = Stack::EncoderSelf;
    mla.select(s);
    mla->tabs()->setCurrentIndex(ApproxPage::Quantized);
    QVERIFY2(mlaHeader->text().startsWith(views::AttentionLabels::stackName(Stack::DecoderSelf)),
             qPrintable(mlaHeader->text()));
    QCOMPARE(mla->drawnStacks(), std::vector<Stack>{Stack::DecoderSelf});
    mla->tabs()->setCurrentIndex(ApproxPage::Spectra);
    QVERIFY2(mlaHeader->text().startsWith(views::AttentionLabels::stackName(Stack::EncoderSelf)),
             qPrintable(mlaHeader->text()));
}

void TestLabels::rotarySlidersReachTheChosenToken() {
    // A Gemma folder's prompt of more than 64 tokens: the last token stands at its own
    // position, and m says that position (it said 63 beside "Query token 65").
    test::DecoderOptions o;
    o.family = test::DecoderFamily::Gemma3;
    o.positions = 256;
    const test::DecoderFolder folder(o);
    auto model = std::make_shared<const Model>(loadHubFolder(folder.path()));
    QString text;
    for (int i = 0; i < 12; ++i) text += QStringLiteral("The young woman sees the small dog. ");
    text = text.trimmed();
    test::PageWithContext<RotaryPage> page;
    page->resize(1500, 1000);
    page.fixture->model.setModel(model, QStringLiteral("gemma"));
    page.fixture->model.setText(text);
    auto snapshot = std::make_shared<const views::Snapshot>(
        views::buildSnapshot(*model, text, QStringLiteral("gemma")));
    const int tokens = int(snapshot->decoderInput.size());
    QVERIFY2(tokens > RotaryControls::kPositions, qPrintable(QString::number(tokens)));
    ViewSelection s;
    s.stack = Stack::DecoderSelf;
    page.select(s);
    page->show();
    QVERIFY(QTest::qWaitForWindowExposed(page.get()));
    QSignalSpy changed(page.get(), &RotaryPage::figuresChanged);
    page.fixture->model.setSnapshot(snapshot);
    QVERIFY(QTest::qWaitFor([&] { return page->shown(); }, 60000));
    RotaryControls* c = page->controls();
    QCOMPARE(c->queryIndex(), tokens - 1);
    QCOMPARE(c->m(), tokens - 1);
    QCOMPARE(c->positions(), tokens);
    auto* combo = page->findChild<QComboBox*>(QStringLiteral("rotaryQueryToken"));
    QVERIFY(combo->currentText().startsWith(QString::number(tokens - 1) + QStringLiteral("  ")));
    bool found = false;
    for (QLabel* label : c->findChildren<QLabel*>())
        found = found || label->text() == QStringLiteral("m = %1").arg(tokens - 1);
    QVERIFY(found);
    // The map covers every position the sliders reach, and marks the query's row.
    QCOMPARE(page->heatmap()->shown().grid.rows, tokens);
    shot(page.get(), "rotary-gemma");
}

void TestLabels::kvTabsNameOneSourceLength() {
    // The trained checkpoint's tokenizer is not the built-in variants': "and" is two pieces for
    // one, one for the other. The variants tab and the MLA tab name both counts.
    const QString text = QStringLiteral("The young woman sees the small dog and the old man.");
    auto loaded = std::make_shared<const Model>(
        Checkpoint::load(std::string(ATLAS_MODELS_DIR) + "/mha.safetensors"));
    const auto standIn = std::make_shared<const Model>(makeDefaultModel(AttentionKind::MHA));
    const long long ours = views::sourceLength(*loaded, text.toStdString());
    const long long theirs = views::sourceLength(*standIn, text.toStdString());
    QVERIFY2(ours != theirs, "the sentence should split differently in the two tokenizers");
    QCOMPARE(ours, (long long)loaded->sourceIds(text.toStdString()).size());

    views::KvCostPage page;
    page.resize(1400, 900);
    page.setModel(loaded);
    page.setSourceText(text);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.showSection(views::KvCostPage::Variants);
    QSignalSpy measured(page.variantsPanel(), &views::KvVariantsPanel::measured);
    QVERIFY(measured.wait(120000));
    QCOMPARE(page.variantsPanel()->runs().front().sourceTokens, theirs);
    QCOMPARE(page.variantsPanel()->runs().front().loadedSourceTokens, ours);
    const QString both = QStringLiteral("n = %1").arg(theirs);
    const QString loadedN = QStringLiteral("n = %1.").arg(ours);
    bool said = false;
    for (QLabel* l : page.variantsPanel()->findChildren<QLabel*>())
        said = said || (l->text().contains(both) && l->text().contains(loadedN));
    QVERIFY2(said, "the variants tab names its n and the loaded model's");
    shot(&page, "kv-variants");

    page.showSection(views::KvCostPage::Mla);
    QSignalSpy evaluated(page.mlaPanel(), &views::MlaPanel::evaluated);
    QVERIFY(evaluated.wait(120000));
    said = false;
    for (QLabel* l : page.mlaPanel()->findChildren<QLabel*>())
        said = said || l->text().contains(loadedN);
    QVERIFY2(said, "the MLA tab names the loaded model's n beside its stand-in's");
}

void TestLabels::exportPathLabelHasAMnemonic_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QString();
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestLabels::exportPathLabelHasAMnemonic() {
    QFETCH(QString, language);
    QTranslator translator;
    if (!language.isEmpty()) {
        QVERIFY(translator.load(QStringLiteral(":/i18n/attention-atlas_%1.qm").arg(language)));
        QCoreApplication::installTranslator(&translator);
    }
    for (auto mode : {ExportDialog::Mode::OneFigure, ExportDialog::Mode::AllHeads}) {
        ExportDialog dialog(mode, QStringLiteral("figure.png"), false);
        // Every label with a mnemonic names the field it focuses: without one, its "&" is
        // drawn as typed ("F&ile:").
        QLineEdit* path = dialog.findChild<QLineEdit*>();
        QVERIFY(path);
        QLabel* pathLabel = nullptr;
        for (QLabel* label : dialog.findChildren<QLabel*>()) {
            if (!label->text().contains(QLatin1Char('&'))) continue;
            QVERIFY2(label->buddy(), qPrintable(label->text()));
            if (label->buddy() == path) pathLabel = label;
        }
        QVERIFY(pathLabel);
        // Alt + its letter puts the cursor in the path field.
        const int amp = pathLabel->text().indexOf(QLatin1Char('&'));
        const QChar letter = pathLabel->text().at(amp + 1).toUpper();
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QDialogButtonBox* buttons = dialog.findChild<QDialogButtonBox*>();
        buttons->setFocus();
        QVERIFY(!path->hasFocus());
        QTest::keyClick(&dialog, Qt::Key(letter.unicode()), Qt::AltModifier);
        QVERIFY2(path->hasFocus(), qPrintable(pathLabel->text()));
    }
    if (!language.isEmpty()) QCoreApplication::removeTranslator(&translator);
}

void TestLabels::mlaArgumentIsSaidOnce() {
    test::PageWithContext<RotaryPage> page;
    page.fixture->useCheckpoint(makeDefaultModel(AttentionKind::MLA));
    page.fixture->model.setText(kText);
    page.fixture->model.setSnapshot(std::make_shared<const views::Snapshot>(views::buildSnapshot(
        *page.fixture->model.model(), kText, QStringLiteral("test"), nullptr, kText)));
    const QString heading = QStringLiteral("Why MLA keeps a separate rotary key");
    auto* panel = page->findChild<QLabel*>(QStringLiteral("rotaryMla"));
    QVERIFY(panel && panel->text().contains(heading));  // on the page, beside its figures
    QVERIFY2(!page->explanation().contains(heading), "the help panel repeats the page's panel");
    QVERIFY(!page->explanation().contains(QStringLiteral("W</i><sup>LQK</sup>")));
    QVERIFY(page->explanation().contains(QStringLiteral("<b>MLA</b>")));  // and points to it
}

void TestLabels::bytePiecesAreNeverEmptyBoxes() {
    // A Gemma folder's tokenizer falls back to bytes for what its 420 pieces lack: the emoji
    // presentation selector U+FE0F after ❤ (it draws nothing alone) and Linear B 𐀀 (U+10000, in
    // no font here). Their chips and axis labels say something readable.
    test::DecoderOptions o;
    o.family = test::DecoderFamily::Gemma3;
    const test::DecoderFolder folder(o);
    const Model model(loadHubFolder(folder.path()));
    const QString text = QStringLiteral("I \u2764\uFE0F \U00010000 ok");
    const views::Snapshot s = views::buildSnapshot(model, text, QStringLiteral("gemma"));
    const QFont font = QGuiApplication::font();
    int bytes = 0;
    bool selector = false, missing = false;
    for (const Token& t : s.decoderInput) {
        if (t.kind != Token::Kind::Byte) continue;
        ++bytes;
        const QString body = views::TokenLabel::body(t);
        const QString chip = views::TokenLabel::character(t);
        selector = selector || t.display == QStringLiteral("U+FE0F");
        missing = missing || hasMissingGlyph(t.display, font);
        for (const QString& label : {body, chip}) {
            QVERIFY2(!hasMissingGlyph(label, font), qPrintable(t.piece + " " + label));
            QVERIFY2(hasInk(label, font), qPrintable(t.piece + " " + label));
        }
    }
    QVERIFY2(bytes >= 7, "❤ (3), FE0F (3) and 𐀀 (4) are bytes of this tokenizer");
    QVERIFY(selector);
    if (!missing) {
        // Every byte's character has a glyph on this machine: the U+10000 case is not seen.
        qWarning("a font here draws U+10000: the missing-glyph case is not exercised");
    } else {
        bool spelt = false;
        for (const Token& t : s.decoderInput)
            spelt = spelt || (t.kind == Token::Kind::Byte &&
                              views::TokenLabel::body(t) == QStringLiteral("<0xF0>"));
        QVERIFY(spelt);
    }
}

void TestLabels::gpt2SaysItsPositionsAreLearned() {
    // GPT-2 adds a learned table P[p] (wpe): the Tokens page says so, not Marian's sines, and
    // the Rotary page's demonstration does not call them sinusoidal.
    test::DecoderOptions o;
    o.family = test::DecoderFamily::Gpt2;
    const test::DecoderFolder folder(o);
    auto model = std::make_shared<const Model>(loadHubFolder(folder.path()));
    const QString text = QStringLiteral("the small dog");
    auto snapshot = std::make_shared<const views::Snapshot>(
        views::buildSnapshot(*model, text, QStringLiteral("gpt2")));
    QVERIFY(snapshot->model.learnedPositions);
    QVERIFY(!snapshot->model.fastTokenizer);  // this folder ships tokenizer.model
    test::PageWithContext<TokensPage> tokens;
    tokens.fixture->model.setModel(model, QStringLiteral("gpt2"));
    tokens.fixture->model.setText(text);
    tokens.fixture->model.setSnapshot(snapshot);
    QVERIFY(QTest::qWaitFor([&] { return tokens->explanation().contains("wpe"); }, 20000));
    QVERIFY(!tokens->explanation().contains(QStringLiteral("Marian")));
    bool titled = false;
    for (auto* map : tokens->findChildren<views::HeatmapWidget*>())
        titled = titled || map->title().startsWith(QStringLiteral("+ learned positions"));
    QVERIFY(titled);
    // A Llama folder keeps its rotary text.
    const test::DecoderFolder llama;
    const Model rotary(loadHubFolder(llama.path()));
    QVERIFY(!views::buildSnapshot(rotary, text, QStringLiteral("llama")).model.learnedPositions);
}

QTEST_MAIN(TestLabels)
#include "tst_labels.moc"
