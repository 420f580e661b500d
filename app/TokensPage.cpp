#include "TokensPage.h"

#include <QVBoxLayout>

#include "HeatmapWidget.h"

namespace atlas {

using views::Colormap;
using views::HeatmapWidget;

TokensPage::TokensPage(QWidget* parent) : Page(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    const QString titles[] = {tr("Token embeddings E[id]·√d"), tr("Positional encodings PE"),
                              tr("Encoder input x = E[id]·√d + PE")};
    for (size_t i = 0; i < tables_.size(); ++i) {
        auto* table = new HeatmapWidget(this);
        table->setSquareCells(false);
        table->setValueLabelsVisible(false);
        table->setAxisNames(tr("token"), tr("dimension"));
        table->setTitle(titles[i]);
        layout->addWidget(table, 1);
        tables_[i] = table;
        connect(table, &HeatmapWidget::cellHovered, this,
                [this](int row, int) { emit tokensHovered(row, -1); });
    }
}

void TokensPage::setSnapshot(const std::shared_ptr<const views::Snapshot>& snapshot) {
    snapshot_ = snapshot;
    const views::Grid* grids[] = {&snapshot->tokenEmbeddings, &snapshot->positions,
                                  &snapshot->encoderInput};
    for (size_t i = 0; i < tables_.size(); ++i) {
        const QString title = tables_[i]->title();
        tables_[i]->setMatrix(*grids[i], snapshot->source);
        tables_[i]->setTitle(title);
    }
}

void TokensPage::setSelection(const ViewSelection& selection) {
    // Embeddings are signed: they take the diverging map whatever the attention colours are.
    for (HeatmapWidget* table : tables_) table->setColormap(Colormap::Name::Diverging);
    Q_UNUSED(selection);
}

void TokensPage::setTokenFocus(const TokenFocus& focus) {
    const int row = focus.side == TokenFocus::Side::Source ? focus.index : -1;
    for (HeatmapWidget* table : tables_) table->setHighlightedQuery(row);
}

}  // namespace atlas
