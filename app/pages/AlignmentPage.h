#pragma once
// Page 3: cross-attention, the decoder's tokens reading the source, as a heatmap and as lines
// between the two sentences.

#include "Page.h"

class QLabel;
class QStackedWidget;

namespace atlas {

namespace views {
class CrossAttentionView;
class DecodingSteps;
class StepThroughBar;
}  // namespace views

class SentencePairPanel;

class AlignmentPage : public Page {
    Q_OBJECT

public:
    explicit AlignmentPage(const PageContext& context, QWidget* parent = nullptr);

    QString id() const override { return QStringLiteral("alignment"); }
    QString title() const override { return tr("Alignment"); }
    QString explanation() const override;
    // Cross-attention; a decoder-only model's self-attention.
    std::vector<views::Stack> drawnStacks() const override;
    views::CrossAttentionView* view() const { return view_; }
    // A plain decoder-only language model has nothing across: this says why, in place of the
    // view (hidden otherwise).
    QLabel* noCrossAttention() const { return noCross_; }
    // An encoder-only model's sentence pair, in place of the view (hidden otherwise).
    SentencePairPanel* sentencePair() const { return pair_; }
    // Step-through decoding (shared by the pages): while it is on, the map and the lines grow
    // one decoder row per step.
    views::StepThroughBar* stepBar() const { return stepBar_; }

private:
    void showSelection(const ViewSelection& selection);
    void showFocus(const TokenFocus& focus);
    void follow();   // the toolbar's layer and head
    void display();  // the snapshot, or the step-through frame while stepping
    QString causalExplanation(const views::Snapshot& snapshot) const;  // decoder-only
    // Where an arrow model's block starts in its sequence: x the first English column, y the
    // arrow's row; (0, 0) otherwise.
    QPoint blockOrigin() const;

    void retranslate();
    void changeEvent(QEvent* event) override;  // LanguageChange: retranslate()

    QStackedWidget* pages_ = nullptr;  // view_, noCross_ or pair_
    QLabel* noCross_ = nullptr;
    SentencePairPanel* pair_ = nullptr;
    views::CrossAttentionView* view_ = nullptr;
    int source_ = -1, target_ = -1;  // hovered here, reported together
    views::DecodingSteps* steps_ = nullptr;
    views::StepThroughBar* stepBar_ = nullptr;
    bool teaching_ = false;
    // 0 cross-attention, 1 an arrow model's block, 2 a plain model's reason, 3 an encoder-only's
    static constexpr int kEncoderOnly = 3;
    int shownKind_ = 0;
};

}  // namespace atlas
