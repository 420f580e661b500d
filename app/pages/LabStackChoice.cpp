#include "LabStackChoice.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QSignalBlocker>
#include <algorithm>

#include "LabText.h"

namespace atlas {

using views::Stack;

namespace {

QString stackName(Stack stack) {
    switch (stack) {
        case Stack::Cross:
            return QCoreApplication::translate("atlas::TrainingLabPage", "Cross-attention");
        case Stack::EncoderSelf:
            return QCoreApplication::translate("atlas::TrainingLabPage", "Encoder self-attention");
        case Stack::DecoderSelf:
            break;
    }
    return QCoreApplication::translate("atlas::TrainingLabPage", "Decoder self-attention");
}

// Of a decoder-only snapshot's layers, the one whose answer rows (from ⇒ on) put the most
// weight on a single prompt symbol, summed over rows and heads; the other layers' answer rows
// rest mostly on <s> or on the answer so far. −1 without an arrow.
int answerLayer(const views::Snapshot& s) {
    const views::CausalLayout& c = s.causal;
    if (!c.hasArrow()) return -1;
    int best = -1;
    double bestSharpness = -1;
    for (int layer = 0; layer < s.layers(Stack::DecoderSelf); ++layer) {
        double sharpness = 0;
        for (const views::Grid& head : s.attention[size_t(Stack::DecoderSelf)][size_t(layer)])
            for (int row = c.arrow; row < head.rows; ++row) {
                float peak = 0;
                for (int key = c.sourceBegin; key < c.arrow; ++key)
                    peak = std::max(peak, head.at(row, key));
                sharpness += peak;
            }
        if (sharpness > bestSharpness) {
            best = layer;
            bestSharpness = sharpness;
        }
    }
    return best;
}

}  // namespace

LabStackChoice::LabStackChoice(QWidget* parent) : QObject(parent) {
    combo_ = new QComboBox(parent);
    combo_->setObjectName("labStack");
    combo_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    note_ = new QLabel(parent);
    note_->setObjectName("labStackNote");
    note_->setTextFormat(Qt::PlainText);  // "<s>" is a token here, not markup
    note_->setWordWrap(true);
    note_->setForegroundRole(QPalette::PlaceholderText);
    connect(combo_, &QComboBox::currentIndexChanged, this, [this] {
        showNote();
        emit changed();
    });
    offer(architecture_);
}

Stack LabStackChoice::stack() const {
    return Stack(combo_->currentData().toInt());
}

void LabStackChoice::offer(Architecture architecture) {
    architecture_ = architecture;
    // The same stacks as ModelSummary::stacks() of the model this architecture builds.
    const std::vector<Stack> stacks =
        architecture == Architecture::DecoderOnly ? std::vector<Stack>{Stack::DecoderSelf}
        : architecture == Architecture::EncoderOnly
            ? std::vector<Stack>{Stack::EncoderSelf}
            : std::vector{Stack::Cross, Stack::DecoderSelf, Stack::EncoderSelf};
    const QVariant current = combo_->currentData();  // none yet: the first stack
    {
        const QSignalBlocker quiet(combo_);  // nothing to redraw: the caller draws
        combo_->clear();
        for (Stack stack : stacks) combo_->addItem(stackName(stack), int(stack));
        const int keep = current.isValid() ? combo_->findData(current) : -1;
        combo_->setCurrentIndex(keep < 0 ? 0 : keep);
    }
    showNote();
}

void LabStackChoice::showNote() {
    if (architecture_ == Architecture::DecoderOnly) {
        note_->setText(labText(QT_TRANSLATE_NOOP(
            "atlas::TrainingLabPage",
            "One causal map of the whole sequence: rows and columns are <s>, the prompt (the "
            "task's source), ⇒ and the continuation (its target). Each row sees only itself and "
            "the columns before it; the rows from ⇒ on write the answer.")));
        return;
    }
    if (architecture_ == Architecture::EncoderOnly) {
        note_->setText(labText(QT_TRANSLATE_NOOP(
            "atlas::TrainingLabPage",
            "One map of the whole sequence, both ways: rows and columns are <s>, the source, ⇒, "
            "the target with its masks and </s>. A mask's row learns to look across ⇒ to the "
            "symbol it hides.")));
        return;
    }
    switch (stack()) {
        case Stack::Cross:
            note_->setText(labText(
                QT_TRANSLATE_NOOP("atlas::TrainingLabPage",
                                  "Rows: the decoder's input, <s> first; columns: the source.")));
            break;
        case Stack::DecoderSelf:
            note_->setText(labText(QT_TRANSLATE_NOOP(
                "atlas::TrainingLabPage",
                "Rows and columns: the decoder's input, <s> first; each row sees only itself and "
                "the columns before it.")));
            break;
        case Stack::EncoderSelf:
            note_->setText(labText(
                QT_TRANSLATE_NOOP("atlas::TrainingLabPage",
                                  "Rows and columns: the source; every token sees every other.")));
            break;
    }
}

int LabStackChoice::firstLayer(const views::Snapshot& snapshot, Stack stack) {
    const int layers = snapshot.layers(stack);
    const int found = snapshot.model.decoderOnly ? answerLayer(snapshot) : -1;
    return found >= 0 ? found : layers - 1;
}

}  // namespace atlas
