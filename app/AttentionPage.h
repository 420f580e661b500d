#pragma once
// Page 2: the chosen stack's heads, every layer × head small, and the selected one large.

#include "Page.h"

namespace atlas {

namespace views {
class HeatmapWidget;
}

class AttentionPage : public Page {
    Q_OBJECT

public:
    explicit AttentionPage(QWidget* parent = nullptr);

    QString title() const override { return tr("Attention"); }
    void setSnapshot(const std::shared_ptr<const views::Snapshot>& snapshot) override;
    void setSelection(const ViewSelection& selection) override;
    void setTokenFocus(const TokenFocus& focus) override;

    views::HeatmapWidget* heatmap() const { return heatmap_; }

signals:
    // A small multiple was clicked: show that layer and head large.
    void headChosen(int layer, int head);

private:
    void refresh();

    std::shared_ptr<const views::Snapshot> snapshot_;
    ViewSelection selection_;
    TokenFocus focus_;
    views::HeatmapWidget* heatmap_ = nullptr;
};

}  // namespace atlas
