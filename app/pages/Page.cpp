#include "Page.h"

#include <QChartView>

#include <cstdio>

#include "ChartFigure.h"
#include "FailureNotice.h"
#include "HeatmapFigure.h"
#include "HeatmapWidget.h"
#include "ModelContext.h"
#include "ViewState.h"

namespace atlas {

using views::HeatmapWidget;
using views::Stack;

namespace {

// The visible child of type W with the largest area that `shows` accepts.
template <typename W, typename Shows>
W* largestVisible(const QWidget* page, Shows shows) {
    W* best = nullptr;
    int area = 0;
    for (W* w : page->findChildren<W*>()) {
        const int a = w->width() * w->height();
        if (w->isVisibleTo(page) && shows(w) && a > area) {
            best = w;
            area = a;
        }
    }
    return best;
}

}  // namespace

Page::Page(const PageContext& context, QWidget* parent) : QWidget(parent), context_(context) {
    // A new model starts afresh: the notice of what failed on the old one goes. Connected before
    // any reaction of the page, so a failure on the new model shows.
    connect(&context_.model, &views::ModelContext::modelChanged, this, [this] {
        if (notice_) notice_->hide();
    });
}

QString Page::failure() const {
    return notice_ ? notice_->text() : QString();
}

void Page::fail(const QString& message) noexcept {
    try {
        const QString title = this->title();
        // One line: a message of several lines (a parser's, say) is folded.
        const QString line =
            message.isEmpty() ? QStringLiteral("unknown error") : message.simplified();
        std::fprintf(stderr, "attention-atlas: the page \"%s\" failed: %s\n", qPrintable(title),
                     qPrintable(line));
        if (!notice_) notice_ = new FailureNotice(this);
        notice_->show(title, message);
    } catch (...) {
        // Out of memory while reporting: the page stays as it was, the program goes on.
    }
}

ViewSelection Page::selection() const {
    return context_.view.selection();
}

std::unique_ptr<views::Figure> Page::exportFigure() const {
    if (const auto* heatmap = largestVisible<HeatmapWidget>(
            this, [](const HeatmapWidget* h) { return !h->shown().grid.empty(); }))
        return std::make_unique<views::HeatmapFigure>(views::HeatmapFigure::fromWidget(*heatmap));
    if (auto* chart =
            largestVisible<QChartView>(this, [](const QChartView* c) { return c->chart(); }))
        return std::make_unique<views::ChartFigure>(chart->chart());
    return nullptr;
}

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
