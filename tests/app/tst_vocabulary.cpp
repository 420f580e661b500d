// What the built-in models know (issue 19, "Teaching"), in the window offscreen: the source
// field marks the words the corpus never holds as one types, and nothing for a model of another
// origin; the example button puts a sentence of the test split in the field and the window
// translates it; the Tokens page lists the known words and filters them; it all retranslates.
// The trained GQA and decoder-only GQA checkpoints are compiled into this test as the program
// has them (":/models/…").

#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextLayout>
#include <QToolButton>
#include <QTranslator>
#include <QtTest>
#include <memory>
#include <set>

#include "ExampleSentences.h"
#include "InputPanel.h"
#include "KnownWordsView.h"
#include "MainWindow.h"
#include "SourceVocabulary.h"
#include "TokensPage.h"
#include "UnknownWordHighlighter.h"
#include "WindowFixture.h"
#include "corpus/BuiltinCorpus.h"

using atlas::MainWindow;
using atlas::SourceVocabulary;

namespace {

const QString kTyped = QStringLiteral("The she sees Schildkröten.");

// Marks "[xx] " before every string of the contexts this feature adds, as a translation would.
class MarkingTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char*, int) const override {
        const QByteArray c(context);
        if (c == "atlas::SourceVocabulary" || c == "atlas::views::KnownWordsView")
            return QStringLiteral("[xx] ") + QString::fromUtf8(source);
        return {};
    }
    bool isEmpty() const override { return false; }
};

// The wave's colour, or the wave antialiased over the white field (240, 127, 127).
bool isMarkRed(const QColor& c) {
    return c.red() > 200 && c.red() - c.green() > 60 && c.red() - c.blue() > 60;
}

}  // namespace

class TestVocabulary : public QObject {
    Q_OBJECT

    atlas::test::WindowFixture fixture_{"tst_vocabulary"};
    std::unique_ptr<MainWindow> window_;

    atlas::InputPanel* panel() const { return window_->inputPanel(); }
    SourceVocabulary* vocabulary() const { return panel()->vocabulary(); }
    QPlainTextEdit* editor() const { return panel()->editor(); }
    atlas::TokensPage* tokens() const { return static_cast<atlas::TokensPage*>(window_->page(0)); }

    // Runs `load` and waits until the window computed the text with the new model and both the
    // field and the Tokens page have checked what it knows.
    bool switchModel(const std::function<void()>& load, const QString& id, const QString& path) {
        load();
        const auto& current = [this]() -> const atlas::ModelPicker::Choice& {
            return panel()->picker()->current();
        };
        return QTest::qWaitFor([&] { return current().id == id && current().path == path; },
                               20000) &&
               QTest::qWaitFor(
                   [&] {
                       return vocabulary()->hasChecked(current()) && tokens()->hasCheckedModel();
                   },
                   20000) &&
               atlas::test::settled(*window_);
    }

    bool useBuiltin(const char* id) {
        const auto choice = panel()->picker()->builtin(QString::fromLatin1(id));
        return choice &&
               switchModel([&] { window_->chooseModel(*choice); }, QString::fromLatin1(id), {});
    }
    bool useFile(const QString& path) {
        return switchModel([&] { window_->openModelFile(path); }, {}, path);
    }

    // The ranges the highlighter formats in the field's first line.
    QList<QTextLayout::FormatRange> marks() const {
        return editor()->document()->firstBlock().layout()->formats();
    }
    // Whether red pixels lie under the characters [from, to) of the field's first line.
    bool redUnder(int from, int to) const {
        const QImage image = editor()->viewport()->grab().toImage();
        QTextCursor cursor(editor()->document());
        cursor.setPosition(from);
        const QRect start = editor()->cursorRect(cursor);
        cursor.setPosition(to);
        const QRect end = editor()->cursorRect(cursor);
        int red = 0;
        for (int x = start.left() + 1; x < end.left() - 1; ++x)
            for (int y = start.center().y(); y <= std::min(end.bottom() + 3, image.height() - 1);
                 ++y)
                red += isMarkRed(image.pixelColor(x, y));
        return red > (end.left() - start.left()) / 2;
    }

private slots:
    void initTestCase() {
        window_ = fixture_.open(QStringLiteral("The young woman sees the small dog."));
        QVERIFY(window_);
        QVERIFY(QFile::exists(QStringLiteral(":/models/gqa.safetensors")));
    }

    // The fixture's built-in model is the random-weight twin (the first generator's tokenizer):
    // it learnt no corpus, so nothing is marked, though its examples are the corpus's.
    void randomTwinMarksNothing() {
        editor()->setPlainText(kTyped);
        QVERIFY(atlas::test::settled(*window_));
        QVERIFY(QTest::qWaitFor([&] { return panel()->picker()->current().id == "default"; }));
        QVERIFY(!vocabulary()->knowsCorpus());
        QVERIFY(marks().isEmpty());
        QVERIFY(vocabulary()->hint()->isHidden());
        QVERIFY(vocabulary()->exampleButton()->isEnabled());
        QVERIFY(!redUnder(4, 7));
    }

    // A trained built-in model: exactly "she" and "Schildkröten" are marked, red under them
    // and nowhere under "sees"; the hint counts them; the marks follow the typing.
    void builtinModelMarksTheUnknownWords() {
        QVERIFY(useBuiltin("trained-gqa"));
        QVERIFY(vocabulary()->knowsCorpus());
        editor()->setPlainText(kTyped);
        const QList<QTextLayout::FormatRange> ranges = marks();
        QCOMPARE(ranges.size(), 2);
        QCOMPARE(ranges[0].start, 4);  // she
        QCOMPARE(ranges[0].length, 3);
        QCOMPARE(ranges[1].start, 13);  // Schildkröten
        QCOMPARE(ranges[1].length, 12);
        for (const auto& r : ranges) {
            QCOMPARE(r.format.underlineStyle(), QTextCharFormat::WaveUnderline);
            QVERIFY(isMarkRed(r.format.underlineColor()));
        }
        QCOMPARE(vocabulary()->marker()->unknownWords(),
                 (QStringList{QStringLiteral("she"), QStringLiteral("Schildkröten")}));
        QVERIFY(vocabulary()->hint()->isVisible());
        QVERIFY(vocabulary()->hint()->text().startsWith(QStringLiteral("2 words")));
        QVERIFY(vocabulary()->hint()->text().contains(QStringLiteral("she, Schildkröten")));
        QVERIFY(redUnder(4, 7));
        QVERIFY(redUnder(13, 25));
        QVERIFY(!redUnder(8, 12));  // sees
        QVERIFY(!redUnder(0, 3));   // The: a capital is no new word

        editor()->setPlainText(QStringLiteral("The dog sees the computer."));
        QVERIFY(marks().isEmpty());
        QCOMPARE(vocabulary()->hint()->text(),
                 QStringLiteral("Every word is in the model's vocabulary."));
        // A special token typed in angle brackets is no word (the masked LM's <mask>).
        editor()->setPlainText(QStringLiteral("The <mask> sees </s> the mask>."));
        QCOMPARE(vocabulary()->marker()->unknownWords(), QStringList{QStringLiteral("mask")});
    }

    // The button puts one of the test split's English sentences in the field; the window
    // translates it; a second press draws another.
    void exampleComesFromTheTestSplit() {
        QVERIFY(vocabulary()->exampleButton()->isEnabled());
        std::set<QString> split;
        for (const auto& pair : atlas::corpus::builtinTestSplit())
            split.insert(QString::fromStdString(pair.english));
        QCOMPARE(split.size(), size_t(2000));
        const QString before = editor()->toPlainText();
        vocabulary()->exampleButton()->click();
        QVERIFY(QTest::qWaitFor([&] { return editor()->toPlainText() != before; }, 20000));
        const QString example = editor()->toPlainText();
        QVERIFY2(split.count(example), qPrintable(example));
        QVERIFY(marks().isEmpty());  // every word of the corpus is known
        QVERIFY(atlas::test::settled(*window_));
        QCOMPARE(window_->snapshot()->sourceText, example);
        QVERIFY(!window_->snapshot()->targetText.trimmed().isEmpty());
        QCOMPARE(vocabulary()->examples()->sentences().size(), 2000);
        vocabulary()->exampleButton()->click();
        QVERIFY(QTest::qWaitFor([&] { return editor()->toPlainText() != example; }));
        QVERIFY(split.count(editor()->toPlainText()));
    }

    // The decoder-only built-in reads the same English: marks, and examples it translates.
    void decoderOnlyBuiltin() {
        QVERIFY(useBuiltin("trained-decoder-gqa"));
        QVERIFY(vocabulary()->knowsCorpus());
        editor()->setPlainText(kTyped);
        QCOMPARE(marks().size(), 2);
        vocabulary()->exampleButton()->click();
        QVERIFY(QTest::qWaitFor([&] { return editor()->toPlainText() != kTyped; }));
        QVERIFY(atlas::test::settled(*window_));
        QVERIFY(!window_->snapshot()->targetText.trimmed().isEmpty());
    }

    // The Tokens page lists the known words for a built-in model and filters them.
    void tokensPageListsTheKnownWords() {
        QVERIFY(useBuiltin("trained-gqa"));
        window_->showPage(QStringLiteral("tokens"));
        atlas::views::KnownWordsView* list = tokens()->knownWordsView();
        QVERIFY(QTest::qWaitFor([&] { return list->isVisible(); }));
        QVERIFY(list->wordCount() > 500);
        QVERIFY(list->shownWords().contains(QStringLiteral("turtles")));
        QVERIFY(!list->shownWords().contains(QStringLiteral("she")));
        QVERIFY(list->list()->toPlainText().contains(QStringLiteral("Nouns")));
        QTest::keyClicks(list->filter(), QStringLiteral("dog"));
        const QStringList shown = list->shownWords();
        QVERIFY(shown.contains(QStringLiteral("dog")) && shown.contains(QStringLiteral("dogs")));
        for (const QString& w : shown) QVERIFY2(w.contains(QStringLiteral("dog")), qPrintable(w));
        QVERIFY(!list->list()->toPlainText().contains(QStringLiteral("turtle")));
        QVERIFY(list->count()->text().contains(QStringLiteral("contain “dog”")));
        QVERIFY(tokens()->explanation().contains(QString::number(list->wordCount())));
        // "Copy the words": the filtered words, one per line.
        QGuiApplication::clipboard()->clear();
        QTest::mouseClick(list->copyButton(), Qt::LeftButton);
        const QStringList copied =
            QGuiApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(copied, shown);
        list->filter()->clear();
    }

    // Clicking a word of the list types it into the source sentence, spaced, at the cursor.
    void clickingAKnownWordAddsIt() {
        QVERIFY(useBuiltin("trained-gqa"));
        window_->showPage(QStringLiteral("tokens"));
        atlas::views::KnownWordsView* list = tokens()->knownWordsView();
        QVERIFY(QTest::qWaitFor([&] { return list->isVisible(); }));
        QTest::keyClicks(list->filter(), QStringLiteral("turtles"));
        editor()->setPlainText(QStringLiteral("The dog sees ."));
        QTextCursor end(editor()->document());
        end.setPosition(int(editor()->toPlainText().indexOf(QLatin1Char('.'))));
        editor()->setTextCursor(end);
        const QTextCursor word = list->list()->document()->find(QStringLiteral("turtles"));
        QVERIFY(!word.isNull());
        QTextCursor inside(word);
        inside.setPosition(word.selectionStart() + 2);
        const QPoint at = list->list()->cursorRect(inside).center();
        QTest::mouseClick(list->list()->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(editor()->toPlainText(), QStringLiteral("The dog sees turtles."));
        list->filter()->clear();
    }

    // A user's checkpoint with the built-in tokenizer learnt the corpus (a copy of the trained
    // GQA); one with another tokenizer did not: nothing marked, no examples, and no list.
    void userFiles() {
        const QString copy = fixture_.filePath(QStringLiteral("my-gqa.safetensors"));
        QVERIFY(QFile::copy(QStringLiteral(":/models/gqa.safetensors"), copy));
        QVERIFY(useFile(copy));
        QVERIFY(vocabulary()->knowsCorpus() && tokens()->knowsCorpus());
        editor()->setPlainText(kTyped);
        QCOMPARE(marks().size(), 2);

        const QString other = fixture_.saveModel(atlas::AttentionKind::MQA, "other.safetensors");
        QVERIFY(useFile(other));
        QVERIFY(!vocabulary()->knowsCorpus() && !tokens()->knowsCorpus());
        QVERIFY(marks().isEmpty());
        QVERIFY(!redUnder(4, 7));
        QVERIFY(vocabulary()->hint()->isHidden());
        QVERIFY(!vocabulary()->exampleButton()->isEnabled());
        QVERIFY(
            vocabulary()->exampleButton()->toolTip().contains(QStringLiteral("Only the built-in")));
        QVERIFY(tokens()->knownWordsView()->isHidden());
        QVERIFY(!tokens()->explanation().contains(QStringLiteral("list beside the maps")));
    }

    // A new language reaches the hint, the button and the list at once.
    void retranslatesLive() {
        QVERIFY(useBuiltin("trained-gqa"));
        editor()->setPlainText(kTyped);
        MarkingTranslator translator;
        QCoreApplication::installTranslator(&translator);
        QCoreApplication::processEvents();
        QVERIFY(vocabulary()->hint()->text().startsWith(QStringLiteral("[xx] ")));
        QVERIFY(vocabulary()->exampleButton()->text().startsWith(QStringLiteral("[xx] ")));
        QVERIFY(tokens()->knownWordsView()->filter()->placeholderText().startsWith("[xx] "));
        QCoreApplication::removeTranslator(&translator);
        QCoreApplication::processEvents();
        QVERIFY(vocabulary()->hint()->text().startsWith(QStringLiteral("2 words")));
    }

    void cleanupTestCase() { window_.reset(); }
};

QTEST_MAIN(TestVocabulary)
#include "tst_vocabulary.moc"
