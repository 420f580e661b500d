#pragma once
// Page 1: how tokens enter the model: their embeddings, the positional encodings and the sum
// that the encoder reads (SPEC §2 "Embedding").

#include <array>

#include "Page.h"

namespace atlas {

namespace views {
class HeatmapWidget;
}

class TokensPage : public Page {
    Q_OBJECT

public:
    explicit TokensPage(QWidget* parent = nullptr);

    QString title() const override { return tr("Tokens && embeddings"); }
    void setSnapshot(const std::shared_ptr<const views::Snapshot>& snapshot) override;
    void setSelection(const ViewSelection& selection) override;
    void setTokenFocus(const TokenFocus& focus) override;

private:
    std::shared_ptr<const views::Snapshot> snapshot_;
    std::array<views::HeatmapWidget*, 3> tables_{};  // E[id]·√d, PE, their sum
};

}  // namespace atlas
