#pragma once
// The left of the window, the one input every page follows: the model, the source sentence,
// its translation and the tokens of both.

#include <QWidget>
#include <memory>

#include "ModelPicker.h"
#include "Snapshot.h"
#include "ViewSelection.h"

class QBoxLayout;
class QLabel;
class QPlainTextEdit;
class QToolButton;

namespace atlas {

class SourceVocabulary;
namespace views {
class MaskPredictionsView;
class TokenStripWidget;
class WrappedText;
}  // namespace views

class InputPanel : public QWidget {
    Q_OBJECT

public:
    InputPanel(views::CheckpointSource builtin, QWidget* parent = nullptr);

    ModelPicker* picker() const { return picker_; }
    QPlainTextEdit* editor() const { return editor_; }
    // The words the model in use knows, marked in the editor, and its example sentences.
    SourceVocabulary* vocabulary() const { return vocabulary_; }
    QString text() const;
    void setText(const QString& text);
    // Types `word` at the editor's cursor, a space between it and the words around it.
    void insertWord(const QString& word);
    // The parts that show results, which the window dims while a newer one is computed.
    QWidget* results() const { return results_; }
    views::WrappedText* translation() const { return translation_; }
    views::TokenStripWidget* sourceStrip() const { return sourceStrip_; }
    views::TokenStripWidget* targetStrip() const { return targetStrip_; }
    // An encoder-only model's answer: the likeliest tokens at each mask, and the button that
    // types the model's mask token at the cursor.
    views::MaskPredictionsView* maskPredictions() const { return maskPredictions_; }
    QToolButton* maskButton() const { return maskButton_; }
    // The clicked chip, focused whenever nothing else is pointed at.
    TokenFocus pinned() const { return pinned_; }

public slots:
    void setSnapshot(const std::shared_ptr<const atlas::views::Snapshot>& snapshot);
    // Highlights one token of each strip (-1: none), as another view points at them.
    void highlightTokens(int source, int target);

signals:
    void textChanged(const QString& text);
    void tokenHovered(const atlas::TokenFocus& focus);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;  // the editor's font and width

private:
    // A bold caption; `text` is untranslated (QT_TR_NOOP), translated again on a language change.
    QLabel* heading(const char* text, QWidget* parent);
    void retranslate();
    void fitEditor();      // three lines of the editor's font
    void placeHint();      // the vocabulary hint beside or below its button, as the width allows
    void connectStrips();  // hover and pin of the two token strips
    QBoxLayout* editorHeadingRow();  // the field's heading and the mask button
    TokenFocus focusOf(TokenFocus::Side side, int index) const;
    // The captions of what the model reads: a translation model's source and target, a
    // decoder-only model's prompt and continuation (SPEC §5), or an encoder-only model's text and
    // its masks filled (SPEC §6).
    enum class Reading { Translation, ArrowTranslation, Continuation, FillMask };
    void setReading(Reading reading);
    void setHeading(QLabel* label, const char* text);  // a new untranslated caption

    ModelPicker* picker_ = nullptr;
    QPlainTextEdit* editor_ = nullptr;
    SourceVocabulary* vocabulary_ = nullptr;
    QLabel* notice_ = nullptr;
    QBoxLayout* hintRow_ = nullptr;
    QWidget* results_ = nullptr;
    views::WrappedText* translation_ = nullptr;
    views::TokenStripWidget* sourceStrip_ = nullptr;
    views::TokenStripWidget* targetStrip_ = nullptr;
    views::MaskPredictionsView* maskPredictions_ = nullptr;
    QToolButton* maskButton_ = nullptr;
    QString maskToken_;  // the model's ("[MASK]", "<mask>"); empty: it fills no masks
    QList<std::pair<QLabel*, const char*>> headings_;
    QLabel* targetHeading_ = nullptr;
    QLabel *editorHeading_ = nullptr, *translationHeading_ = nullptr, *sourceHeading_ = nullptr;
    Reading reading_ = Reading::Translation;
    // Decoder-only: where the source strip's first token lies in the sequence (−1: otherwise).
    int sourceOffset_ = -1;
    TokenFocus pinned_;  // a clicked chip, focused while no other is hovered
    // What the translation line says when the model writes no text (follows the language).
    // An encoder-only model writes the text with its masks filled, or has nothing to fill.
    enum class NoText {
        None,
        Coming,
        EndsAtOnce,
        OnlySpecialTokens,
        NoMask,
        NoMaskedLmHead
    } noText_ = NoText::None;
    void showTranslation(const QString& text);
};

}  // namespace atlas
