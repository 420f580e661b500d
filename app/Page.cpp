#include "Page.h"

#include "HeatmapWidget.h"

namespace atlas {

using views::HeatmapWidget;
using views::Stack;

void Page::applyColours(HeatmapWidget* heatmap, const ViewSelection& selection) {
    heatmap->setColormap(selection.colormap);
    heatmap->setScaleKind(selection.scale);
}

void Page::applyFocus(HeatmapWidget* heatmap, Stack stack, const TokenFocus& focus) {
    const MapFocus f = mapFocus(stack, focus);
    heatmap->setHighlightedQuery(f.row);
    heatmap->setHighlightedKey(f.col);
}

void Page::forwardHover(HeatmapWidget* heatmap, std::function<Stack()> stack) {
    connect(heatmap, &HeatmapWidget::cellHovered, this, [this, stack](int row, int col) {
        // Rows are queries, columns keys; a self-attention stack has both on one strip, where
        // the query (the token doing the looking) is the one shown.
        switch (stack()) {
            case Stack::EncoderSelf:
                return emit tokensHovered(row, -1);
            case Stack::DecoderSelf:
                return emit tokensHovered(-1, row);
            case Stack::Cross:
                return emit tokensHovered(col, row);
        }
    });
}

}  // namespace atlas
