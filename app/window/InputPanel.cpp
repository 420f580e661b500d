#include "InputPanel.h"

#include <QBoxLayout>
#include <QEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextLayout>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "MaskPredictionsView.h"
#include "SourceVocabulary.h"
#include "TokenStripWidget.h"
#include "WrappedText.h"

namespace atlas {

using views::TokenStripWidget;

InputPanel::InputPanel(views::CheckpointSource builtin, QWidget* parent) : QWidget(parent) {
    picker_ = new ModelPicker(std::move(builtin), this);

    editor_ = new QPlainTextEdit(this);
    editor_->setTabChangesFocus(true);
    QFont big = editor_->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    editor_->setFont(big);
    fitEditor();
    // Presentation mode doubles its font, a narrower panel wraps it more: fitEditor() again.
    editor_->installEventFilter(this);
    editor_->viewport()->installEventFilter(this);
    connect(editor_, &QPlainTextEdit::textChanged, this, [this] { emit textChanged(text()); });
    connect(editor_, &QPlainTextEdit::textChanged, this, &InputPanel::fitEditor);
    vocabulary_ = new SourceVocabulary(editor_, this);

    notice_ = new QLabel(this);
    notice_->setWordWrap(true);
    notice_->setVisible(false);
    notice_->setStyleSheet(
        "QLabel { color: palette(highlighted-text); background: "
        "palette(highlight); border-radius: 4px; padding: 4px 6px; }");

    results_ = new QWidget(this);
    translation_ = new views::WrappedText(results_);
    translation_->setObjectName("translation");
    translation_->setFont(big);
    sourceStrip_ = new TokenStripWidget(results_);
    targetStrip_ = new TokenStripWidget(results_);
    maskPredictions_ = new views::MaskPredictionsView(results_);
    maskPredictions_->setVisible(false);

    auto* resultsLayout = new QVBoxLayout(results_);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    translationHeading_ = heading(QT_TR_NOOP("Translation"), results_);
    resultsLayout->addWidget(translationHeading_);
    resultsLayout->addWidget(translation_);
    resultsLayout->addSpacing(8);
    sourceHeading_ = heading(QT_TR_NOOP("Source tokens"), results_);
    resultsLayout->addWidget(sourceHeading_);
    resultsLayout->addWidget(sourceStrip_);
    resultsLayout->addSpacing(8);
    targetHeading_ = heading(QT_TR_NOOP("Target tokens"), results_);
    resultsLayout->addWidget(targetHeading_);
    resultsLayout->addWidget(targetStrip_);
    resultsLayout->addWidget(maskPredictions_);
    resultsLayout->addStretch(1);

    // Long sentences make tall strips: they scroll, the input above them stays put.
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(results_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 6, 8);
    layout->addWidget(heading(QT_TR_NOOP("Model"), this));
    layout->addWidget(picker_);
    layout->addSpacing(8);
    layout->addLayout(editorHeadingRow());
    layout->addWidget(editor_);
    // Under the field, beside the vocabulary hint (which wraps): a narrow panel never squeezes
    // the heading and the button into one another.
    hintRow_ = new QBoxLayout(QBoxLayout::LeftToRight);
    hintRow_->addWidget(vocabulary_->hint(), 1);
    hintRow_->addWidget(vocabulary_->exampleButton(), 0, Qt::AlignTop);
    layout->addLayout(hintRow_);
    layout->addWidget(notice_);
    layout->addSpacing(8);
    layout->addWidget(scroll, 1);

    connectStrips();
    retranslate();
}

QBoxLayout* InputPanel::editorHeadingRow() {
    editorHeading_ = heading(QT_TR_NOOP("Source sentence"), this);
    editorHeading_->setBuddy(editor_);
    // An encoder-only model guesses the word under a mask: one click types its mask token. The
    // button sits beside the field's heading: the hint row below has no room to spare.
    maskButton_ = new QToolButton(this);
    maskButton_->setObjectName("insertMask");
    maskButton_->setVisible(false);
    connect(maskButton_, &QToolButton::clicked, this, [this] { insertWord(maskToken_); });
    auto* row = new QHBoxLayout;
    row->addWidget(editorHeading_, 1);
    row->addWidget(maskButton_);
    return row;
}

void InputPanel::connectStrips() {
    // A hovered chip is the focus; when the pointer leaves, a pinned (clicked) chip stays it.
    for (auto [strip, side] : {std::pair{sourceStrip_, TokenFocus::Side::Source},
                               std::pair{targetStrip_, TokenFocus::Side::Target}}) {
        connect(strip, &TokenStripWidget::tokenHovered, this, [this, side = side](int index) {
            emit tokenHovered(index >= 0 ? focusOf(side, index) : pinned_);
        });
        connect(strip, &TokenStripWidget::tokenPinned, this, [this, side = side](int index) {
            pinned_ = index >= 0 ? focusOf(side, index) : TokenFocus{};
            // One pin at a time: a pin in one strip releases the other's.
            TokenStripWidget* other =
                side == TokenFocus::Side::Source ? targetStrip_ : sourceStrip_;
            other->setPinned(-1);
            emit tokenHovered(pinned_);
        });
    }
}

void InputPanel::retranslate() {
    for (const auto& [label, text] : headings_) label->setText(tr(text));
    editor_->setAccessibleName(tr("Source sentence"));
    editor_->setPlaceholderText(tr("Type a sentence…"));
    translation_->setAccessibleName(tr("Translation"));
    sourceStrip_->setAccessibleName(tr("Source tokens"));
    targetStrip_->setAccessibleName(tr("Target tokens"));
    if (noText_ != NoText::None) showTranslation({});
    maskButton_->setText(tr("Insert %1").arg(maskToken_));
    maskButton_->setToolTip(
        tr("Types the mask token %1 at the cursor: the model guesses the word it hides, and "
           "the ten likeliest tokens appear under the text.")
            .arg(maskToken_.toHtmlEscaped()));
    vocabulary_->retranslate();
    targetHeading_->setToolTip(
        reading_ == Reading::Translation
            ? tr("What the decoder reads: the start token <s>, then the "
                 "translation so far. Row t of its maps predicts token t + 1.")
        : reading_ == Reading::FillMask
            ? tr("The masked-LM head at each mask: a softmax over the whole vocabulary, its ten "
                 "likeliest tokens; the first fills the text above.")
            : tr("One causal sequence: the prompt, then the tokens the model generated (tinted, "
                 "after the dashed rule). Row t of its maps predicts token t + 1."));
}

void InputPanel::setHeading(QLabel* label, const char* text) {
    for (auto& [l, t] : headings_)
        if (l == label) t = text;
    label->setText(tr(text));
}

void InputPanel::setReading(Reading reading) {
    if (reading == reading_) return;
    reading_ = reading;
    // A decoder-only model reads one sequence: an arrow model's English and German, or a
    // prompt and the continuation a plain language model writes.
    const bool plain = reading == Reading::Continuation;
    const bool fill = reading == Reading::FillMask;
    setHeading(editorHeading_, fill    ? QT_TR_NOOP("Text")
                               : plain ? QT_TR_NOOP("Prompt")
                                       : QT_TR_NOOP("Source sentence"));
    setHeading(translationHeading_, fill    ? QT_TR_NOOP("The text, masks filled")
                                    : plain ? QT_TR_NOOP("Continuation")
                                            : QT_TR_NOOP("Translation"));
    setHeading(sourceHeading_, fill    ? QT_TR_NOOP("Tokens")
                               : plain ? QT_TR_NOOP("Prompt tokens")
                                       : QT_TR_NOOP("Source tokens"));
    setHeading(targetHeading_, reading == Reading::Translation ? QT_TR_NOOP("Target tokens")
                               : fill ? QT_TR_NOOP("Predictions at each mask")
                                      : QT_TR_NOOP("The sequence: prompt, then continuation"));
    // An encoder-only model has no target: its predictions take the target strip's place.
    targetStrip_->setVisible(!fill);
    maskPredictions_->setVisible(fill);
    retranslate();
}

void InputPanel::showTranslation(const QString& text) {
    switch (noText_) {
        case NoText::None:
            return translation_->setText(text);
        case NoText::Coming:  // the prompt's picture, its continuation still being written
            return translation_->setText(reading_ == Reading::Continuation ? tr("(continuing…)")
                                                                           : tr("(translating…)"));
        case NoText::EndsAtOnce:
            return translation_->setText(tr("(no translation: the model ends at once)"));
        case NoText::OnlySpecialTokens:
            return translation_->setText(tr("(no text: the model writes only special tokens)"));
        case NoText::NoMask:
            return translation_->setText(
                tr("(no mask to fill: type %1 where a word should be guessed)").arg(maskToken_));
        case NoText::NoMaskedLmHead:
            return translation_->setText(
                tr("(this folder holds the encoder alone, without a masked-LM head: nothing "
                   "fills a mask, the pages show the encoder)"));
    }
}

void InputPanel::fitEditor() {
    // Three lines, more (up to six) when the sentence wraps onto them at the field's width: the
    // sentence in full, with the rest of the panel for its tokens. Counted here, since the
    // field lays out its lines only when it paints them.
    const QFontMetricsF metrics(editor_->font());
    const qreal width = editor_->viewport()->width() - 2 * editor_->document()->documentMargin();
    int lines = 0;
    for (QTextBlock b = editor_->document()->firstBlock(); b.isValid(); b = b.next()) {
        QTextLayout layout(b.text(), editor_->font());
        layout.setTextOption(editor_->document()->defaultTextOption());
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(std::max<qreal>(width, metrics.averageCharWidth()));
            ++lines;
        }
        layout.endLayout();
    }
    const int shown = std::clamp(lines, 3, 6);
    editor_->setFixedHeight(int(metrics.lineSpacing() * (shown + 0.6)) + 12);
}

void InputPanel::placeHint() {
    // Beside the button while the hint keeps room for a few words; below it when the panel is
    // narrow (presentation mode's type), so that neither runs into the other.
    QWidget* button = vocabulary_->exampleButton();
    const int room = contentsRect().width() - button->sizeHint().width() - hintRow_->spacing();
    const bool beside = room >= fontMetrics().averageCharWidth() * 16;
    hintRow_->setDirection(beside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    hintRow_->setAlignment(button, beside ? Qt::AlignTop : Qt::AlignLeft);
    // The splitter does not ask the panel's height for its width: the wrapped hint asks for
    // its lines itself.
    QLabel* hint = vocabulary_->hint();
    hint->setMinimumHeight(
        std::max(0, hint->heightForWidth(beside ? room : contentsRect().width())));
}

void InputPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    placeHint();
}

bool InputPanel::eventFilter(QObject* watched, QEvent* event) {
    if ((watched == editor_ && event->type() == QEvent::FontChange) ||
        (watched == editor_->viewport() && event->type() == QEvent::Resize))
        fitEditor();
    return QWidget::eventFilter(watched, event);
}

void InputPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange) placeHint();
    QWidget::changeEvent(event);
}

QLabel* InputPanel::heading(const char* text, QWidget* parent) {
    auto* label = new QLabel(tr(text), parent);
    headings_.append({label, text});
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    return label;
}

QString InputPanel::text() const {
    return editor_->toPlainText();
}

void InputPanel::setText(const QString& text) {
    editor_->setPlainText(text);
}

void InputPanel::insertWord(const QString& word) {
    QTextCursor cursor = editor_->textCursor();
    const QString text = editor_->toPlainText();
    const int at = cursor.position();
    QString typed = word;
    if (at > 0 && !text.at(at - 1).isSpace()) typed.prepend(QLatin1Char(' '));
    if (at < text.size() && !text.at(at).isSpace() && !text.at(at).isPunct())
        typed.append(QLatin1Char(' '));
    cursor.insertText(typed);
    editor_->setTextCursor(cursor);
    editor_->setFocus();
}

void InputPanel::setSnapshot(const std::shared_ptr<const views::Snapshot>& snapshot) {
    // The picker names the model in use once it has loaded, before its first snapshot.
    vocabulary_->follow(picker_->current());
    // An untrained model may stop at once or write only special tokens: say so, since an
    // empty line would look like a result still missing.
    const views::ModelSummary& m = snapshot->model;
    const bool fillsMasks = m.encoderOnly && m.maskedLm && !m.maskToken.isEmpty();
    if (m.maskToken != maskToken_ || fillsMasks != maskButton_->isVisibleTo(this)) {
        maskToken_ = fillsMasks ? m.maskToken : QString();
        maskButton_->setVisible(fillsMasks);
        retranslate();
    }
    setReading(m.encoderOnly                 ? Reading::FillMask
               : !m.decoderOnly              ? Reading::Translation
               : snapshot->causal.hasArrow() ? Reading::ArrowTranslation
                                             : Reading::Continuation);
    maskPredictions_->setPredictions(snapshot->masks);
    const bool noText = snapshot->targetText.trimmed().isEmpty();
    noText_ = !noText                        ? NoText::None
              : m.encoderOnly && !m.maskedLm ? NoText::NoMaskedLmHead
              : m.encoderOnly                ? NoText::NoMask
              : snapshot->continuing         ? NoText::Coming
              : snapshot->target.isEmpty()   ? NoText::EndsAtOnce
                                             : NoText::OnlySpecialTokens;
    showTranslation(snapshot->targetText);
    translation_->setEnabled(!noText);
    notice_->setText(snapshot->notice);
    notice_->setVisible(!snapshot->notice.isEmpty());
    placeHint();  // the hint may say more (or less) for the new text
    sourceStrip_->setTokens(snapshot->source);
    targetStrip_->setTokens(snapshot->decoderInput);
    if (m.decoderOnly) targetStrip_->setContinuationFrom(snapshot->causal.promptLength);
    sourceOffset_ = !m.decoderOnly ? -1 : std::max(snapshot->causal.sourceBegin, 0);
    if (pinned_.side != TokenFocus::Side::None) {
        pinned_ = {};  // new tokens: the pinned one is gone
        emit tokenHovered(pinned_);
    }
}

void InputPanel::highlightTokens(int source, int target) {
    if (sourceOffset_ >= 0) {  // decoder-only: both strips show tokens of the one sequence
        if (target < 0 && source >= 0)
            target = source + sourceOffset_;
        else if (source < 0 && target >= 0)
            source = target - sourceOffset_;
        if (source >= sourceStrip_->tokens().size()) source = -1;
    }
    sourceStrip_->setHighlighted(std::max(source, -1));
    targetStrip_->setHighlighted(target);
}

TokenFocus InputPanel::focusOf(TokenFocus::Side side, int index) const {
    // A decoder-only model's prompt (or English) strip shows tokens of its one sequence: the
    // maps know them by their place in it.
    if (side == TokenFocus::Side::Source && sourceOffset_ >= 0)
        return {TokenFocus::Side::Target, index + sourceOffset_};
    return {side, index};
}

}  // namespace atlas
