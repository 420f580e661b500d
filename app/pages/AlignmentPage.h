#pragma once
// Page 3: cross-attention, the decoder's tokens reading the source, as a heatmap and as lines
// between the two sentences.

#include "Page.h"

namespace atlas {

namespace views {
class CrossAttentionView;
class DecodingSteps;
class StepThroughBar;
}  // namespace views

class AlignmentPage : public Page {
    Q_OBJECT

public:
    explicit AlignmentPage(const PageContext& context, QWidget* parent = nullptr);

    QString id() const override { return QStringLiteral("alignment"); }
    QString title() const override { return tr("Alignment"); }
    QString explanation() const override;
    views::CrossAttentionView* view() const { return view_; }
    // Step-through decoding (shared by the pages): while it is on, the map and the lines grow
    // one decoder row per step.
    views::StepThroughBar* stepBar() const { return stepBar_; }

private:
    void showSelection(const ViewSelection& selection);
    void showFocus(const TokenFocus& focus);
    void follow();   // the toolbar's layer and head
    void display();  // the snapshot, or the step-through frame while stepping

    views::CrossAttentionView* view_ = nullptr;
    int source_ = -1, target_ = -1;  // hovered here, reported together
    views::DecodingSteps* steps_ = nullptr;
    views::StepThroughBar* stepBar_ = nullptr;
    bool teaching_ = false;
};

}  // namespace atlas
