#pragma once
// Page 3: cross-attention, the decoder's tokens reading the source, as a heatmap and as lines
// between the two sentences.

#include "Page.h"

namespace atlas {

namespace views {
class CrossAttentionView;
}

class AlignmentPage : public Page {
    Q_OBJECT

public:
    explicit AlignmentPage(QWidget* parent = nullptr);

    QString title() const override { return tr("Alignment"); }
    QString explanation() const override;
    void setSnapshot(const std::shared_ptr<const views::Snapshot>& snapshot) override;
    void setSelection(const ViewSelection& selection) override;
    void setTokenFocus(const TokenFocus& focus) override;

    views::CrossAttentionView* view() const { return view_; }

private:
    void follow();  // the toolbar's layer and head

    std::shared_ptr<const views::Snapshot> snapshot_;
    ViewSelection selection_;
    views::CrossAttentionView* view_ = nullptr;
    int source_ = -1, target_ = -1;  // hovered here, reported together
};

}  // namespace atlas
