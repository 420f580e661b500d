#pragma once
// Page 3: cross-attention, the decoder's tokens reading the source, as a heatmap and as lines
// between the two sentences.

#include "Page.h"

namespace atlas {

namespace views {
class HeatmapWidget;
}

class AlignmentPage : public Page {
    Q_OBJECT

public:
    explicit AlignmentPage(QWidget* parent = nullptr);

    QString title() const override { return tr("Alignment"); }
    void setSnapshot(const std::shared_ptr<const views::Snapshot>& snapshot) override;
    void setSelection(const ViewSelection& selection) override;
    void setTokenFocus(const TokenFocus& focus) override;

    views::HeatmapWidget* heatmap() const { return heatmap_; }

private:
    void refresh();

    std::shared_ptr<const views::Snapshot> snapshot_;
    ViewSelection selection_;
    TokenFocus focus_;
    views::HeatmapWidget* heatmap_ = nullptr;
};

}  // namespace atlas
