#pragma once
// Page 1: how tokens enter the model: their embeddings, the positional encodings and the sum
// that the encoder reads (SPEC §2 "Embedding"), and how the vectors relate at each depth.

#include "Page.h"

namespace atlas {

namespace views {
class EmbeddingsView;
}

class TokensPage : public Page {
    Q_OBJECT

public:
    explicit TokensPage(QWidget* parent = nullptr);

    QString title() const override { return tr("Tokens && embeddings"); }
    QString explanation() const override;
    void setSnapshot(const std::shared_ptr<const views::Snapshot>& snapshot) override;
    void setSelection(const ViewSelection& selection) override;
    void setTokenFocus(const TokenFocus& focus) override;

    views::EmbeddingsView* view() const { return view_; }

private:
    views::EmbeddingsView* view_ = nullptr;
    bool rotary_ = false;  // the model's positions rotate Q and K instead of adding PE
};

}  // namespace atlas
