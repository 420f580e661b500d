#include "WordStepsView.h"

#include <QEvent>
#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "PieceSpeller.h"

namespace atlas::views {

namespace {

using Kind = atlas::hf::ModelStep::Kind;

QString quotedPiece(const atlas::hf::PieceSpeller& speller, const std::string& piece) {
    return WordStepsView::tr("‘%1’").arg(spelledPiece(speller, piece).toHtmlEscaped());
}

QString operand(const atlas::hf::ModelStep& step, size_t i,
                const atlas::hf::PieceSpeller& speller) {
    return i < step.operands.size() ? quotedPiece(speller, step.operands[i]) : QString();
}

// What the steps show, by the model that made them.
QString methodOf(const std::vector<atlas::hf::ModelStep>& steps) {
    if (steps.empty()) return {};
    switch (steps.front().kind) {
        case Kind::Characters:
        case Kind::NoMerges:
        case Kind::WholeWord:
        case Kind::Merge:
            return WordStepsView::tr(
                "BPE: from the characters, the merges in the order of "
                "their rank (lowest first)");
        case Kind::LongestMatch:
        case Kind::NoMatch:
        case Kind::TooLong:
            return WordStepsView::tr(
                "WordPiece: the longest piece in the vocabulary, from the "
                "left");
        case Kind::Best:
        case Kind::RunnerUp:
        case Kind::Fused:
            return WordStepsView::tr(
                "Unigram: the segmentation with the highest "
                "log-probability, against the runner-up");
        case Kind::InVocabulary:
        case Kind::NotInVocabulary:
            return WordStepsView::tr("WordLevel: the word, looked up");
    }
    return {};
}

}  // namespace

WordStepsView::WordStepsView(QWidget* parent) : QWidget(parent) {
    title_ = new QLabel(this);
    title_->setTextFormat(Qt::RichText);
    title_->setWordWrap(true);
    steps_ = new QTextBrowser(this);
    steps_->setOpenLinks(false);
    steps_->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(title_);
    layout->addWidget(steps_, 1);
    render();
}

void WordStepsView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange) render();
    QWidget::changeEvent(event);
}

void WordStepsView::setPrompt(bool fast) {
    fast_ = fast;
    shown_.reset();
    render();
}

void WordStepsView::setSteps(const WordSteps& steps, const atlas::hf::PieceSpeller& speller) {
    shown_ = steps;
    scheme_ = speller.scheme();
    render();
}

QString WordStepsView::title() const {
    return title_->text();
}
QString WordStepsView::stepsHtml() const {
    return steps_->toHtml();
}

void WordStepsView::render() {
    steps_->setAccessibleName(tr("How the word was built"));
    if (shown_) {
        renderSteps(*shown_, atlas::hf::PieceSpeller(scheme_));
        return;
    }
    const bool fast = fast_;
    title_->setText(QStringLiteral("<b>%1</b>").arg(tr("How was this word built?")));
    steps_->setHtml(
        QStringLiteral("<p style='color:%1'>%2</p>")
            .arg(palette().color(QPalette::PlaceholderText).name(),
                 fast ? tr("Click a token of the prompt to see the steps by which the tokenizer "
                           "cut its word into pieces.")
                      : tr("The steps are shown for tokenizer.json tokenizers (a Hub folder's "
                           "BPE, WordPiece or Unigram); this model's tokenizer is "
                           "SentencePiece.")));
}

QString WordStepsView::sentence(const atlas::hf::ModelStep& step,
                                const atlas::hf::PieceSpeller& speller) {
    switch (step.kind) {
        case Kind::Characters:
            return tr("Start: the word's characters");
        case Kind::NoMerges:
            return tr("The word's characters (dropout 1: nothing is merged)");
        case Kind::WholeWord:
            return tr("The whole word is in the vocabulary");
        case Kind::Merge:
            return tr("Merge %1 + %2 (rank %3)")
                .arg(operand(step, 0, speller), operand(step, 1, speller))
                .arg(qlonglong(step.score));
        case Kind::LongestMatch:
            return tr("Longest match: %1").arg(operand(step, 0, speller));
        case Kind::NoMatch:
            return tr("No piece begins %1: the word is %2")
                .arg(operand(step, 0, speller), operand(step, 1, speller));
        case Kind::TooLong:
            return tr("Too many characters: the word is %1").arg(operand(step, 0, speller));
        case Kind::Best:
            return tr("Best segmentation, log-probability %1").arg(step.score, 0, 'f', 2);
        case Kind::RunnerUp:
            return tr("Runner-up, log-probability %1").arg(step.score, 0, 'f', 2);
        case Kind::Fused:
            return tr("Unknown characters fused");
        case Kind::InVocabulary:
            return tr("The word is in the vocabulary");
        case Kind::NotInVocabulary:
            return tr("Not in the vocabulary: %1").arg(operand(step, 0, speller));
    }
    return {};
}

void WordStepsView::renderSteps(const WordSteps& steps, const atlas::hf::PieceSpeller& speller) {
    title_->setText(QStringLiteral("<b>%1</b><br><span style='color:%2'>%3</span>")
                        .arg(tr("How %1 was built").arg(quotedPiece(speller, steps.word)),
                             palette().color(QPalette::PlaceholderText).name(),
                             methodOf(steps.steps).toHtmlEscaped()));
    const QColor chip = palette().color(QPalette::AlternateBase);
    const QColor changed = palette().color(QPalette::Highlight);
    const QColor changedText = palette().color(QPalette::HighlightedText);
    QString html = QStringLiteral("<table cellspacing=0 cellpadding=3>");
    for (size_t i = 0; i < steps.steps.size(); ++i) {
        const atlas::hf::ModelStep& step = steps.steps[i];
        const std::string merged = step.kind == Kind::Merge && step.operands.size() == 2
                                       ? step.operands[0] + step.operands[1]
                                       : std::string();
        QString parts;
        for (const std::string& part : step.parts) {
            const bool isNew = !merged.empty() && part == merged;
            parts += QStringLiteral("<span style='background:%1;color:%2'>&nbsp;%3&nbsp;</span> ")
                         .arg(isNew ? changed.name() : chip.name(),
                              isNew ? changedText.name() : palette().color(QPalette::Text).name(),
                              spelledPiece(speller, part).toHtmlEscaped());
        }
        html += QStringLiteral(
                    "<tr><td align=right style='color:%1'>%2</td>"
                    "<td style='padding-right:12px'>%3</td><td>%4</td></tr>")
                    .arg(palette().color(QPalette::PlaceholderText).name())
                    .arg(i + 1)
                    .arg(sentence(step, speller), parts);
    }
    html += QStringLiteral("</table>");
    steps_->setHtml(html);
}

}  // namespace atlas::views
