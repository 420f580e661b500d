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
    explicit TokensPage(const PageContext& context, QWidget* parent = nullptr);

    QString id() const override { return QStringLiteral("tokens"); }
    QString title() const override { return tr("Tokens && embeddings"); }
    QString explanation() const override;
    views::EmbeddingsView* view() const { return view_; }

private:
    void showSnapshot(const views::Snapshot& snapshot);
    void showSelection(const ViewSelection& selection);
    void showFocus(const TokenFocus& focus);

    views::EmbeddingsView* view_ = nullptr;
    bool rotary_ = false;       // the model's positions rotate Q and K instead of adding PE
    bool hub_ = false;          // a Hub folder's model (SPEC §5): ids from its vocab.json
    bool decoderOnly_ = false;  // Llama, Mistral, Gemma 3 or our ⇒ models: no encoder
};

}  // namespace atlas
