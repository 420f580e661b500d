#include "AttentionPage.h"

#include <QHBoxLayout>
#include <QSplitter>
#include <QTimer>

#include "AttentionGridWidget.h"
#include "HeadStatsWidget.h"
#include "HeatmapWidget.h"

namespace atlas {

using views::AttentionGridWidget;
using views::HeadStatsWidget;
using views::HeatmapWidget;

AttentionPage::AttentionPage(QWidget* parent) : Page(parent) {
    grid_ = new AttentionGridWidget(this);
    stats_ = new HeadStatsWidget(this);
    heatmap_ = new HeatmapWidget(this);
    heatmap_->setObjectName("attentionHeatmap");

    // Overview on the left (all heads, then their numbers), the chosen head large on the right.
    overview_ = new QSplitter(Qt::Vertical, this);
    auto* overview = overview_;
    overview->addWidget(grid_);
    overview->addWidget(stats_);
    overview->setStretchFactor(0, 2);
    overview->setStretchFactor(1, 3);
    overview->setChildrenCollapsible(false);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(overview);
    split->addWidget(heatmap_);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(split);

    forwardHover(heatmap_, [this] { return selection_.stack; });
    connect(grid_, &AttentionGridWidget::headSelected, this, &AttentionPage::headChosen);
    connect(stats_, &HeadStatsWidget::headSelected, this, &AttentionPage::headChosen);
    connect(stats_, &HeadStatsWidget::filterChanged, heatmap_, &HeatmapWidget::setFilter);
    connect(stats_, &HeadStatsWidget::secondSentenceChanged, this,
            &AttentionPage::secondSentenceChanged);
}

QString AttentionPage::explanation() const {
    return tr(
        "<p>Each head compares every query with every key:</p>"
        "<p align=center><i>S</i> = <i>QK</i><sup>T</sup>/√<i>d<sub>h</sub></i>, "
        "&nbsp;<i>A</i> = exp(<i>S</i>), &nbsp;<i>Z</i> = diag(<i>A</i>·1), "
        "&nbsp;<i>Y</i> = <i>Z</i><sup>−1</sup><i>AV</i></p>"
        "<p>The maps show <i>Z</i><sup>−1</sup><i>A</i>: row <i>i</i> is how query "
        "<i>i</i> divides its attention among the keys, and sums to 1.</p>"
        "<p><b>Encoder self-attention</b>: the source reads itself. <b>Decoder "
        "self-attention</b>: each target position reads only itself and the positions "
        "before it (the causal mask, hatched). <b>Cross-attention</b>: the decoder reads "
        "the encoder's output.</p>"
        "<p>The grid shows every head of every layer; click one to see it large. A sharp "
        "head has low entropy, a diffuse one up to ln <i>n</i>. In GQA and MQA several "
        "query heads share one key/value head; MLA caches one small latent per token "
        "instead.</p>");
}

void AttentionPage::setSnapshot(const std::shared_ptr<const views::Snapshot>& snapshot) {
    const bool newShape = !snapshot_ ||
                          snapshot_->model.layersEncoder != snapshot->model.layersEncoder ||
                          snapshot_->model.heads != snapshot->model.heads;
    snapshot_ = snapshot;
    if (newShape) QTimer::singleShot(0, this, &AttentionPage::fitOverview);
    grid_->setSnapshot(snapshot, selection_.stack);
    stats_->setSnapshot(snapshot);
    refresh();
}

void AttentionPage::fitOverview() {
    // The thumbnails are as wide as the column allows; the height below them is better spent
    // on the statistics and the comparison. The user's own splitter moves are kept until the
    // model's shape changes.
    const views::AttentionGridLayout& l = grid_->layout();
    if (l.layers() == 0) return;
    const int needed =
        int(l.thumbnail(l.layers() - 1, -1).bottom() + 2 * l.gap) + fontMetrics().height();
    const int spare = grid_->height() - needed;
    if (spare <= 0) return;
    QList<int> sizes = overview_->sizes();
    sizes[0] -= spare;
    sizes[1] += spare;
    overview_->setSizes(sizes);
}

void AttentionPage::setSecondSnapshot(const std::shared_ptr<const views::Snapshot>& snapshot) {
    stats_->setSecondSnapshot(snapshot);
}

void AttentionPage::setSelection(const ViewSelection& selection) {
    const bool stackChanged = selection.stack != selection_.stack;
    selection_ = selection;
    applyColours(heatmap_, selection_);
    grid_->setColormap(selection_.colormap);
    grid_->setScaleKind(selection_.scale);
    if (stackChanged) {
        grid_->setStack(selection_.stack);
        stats_->setStack(selection_.stack);
    }
    refresh();
}

void AttentionPage::setTokenFocus(const TokenFocus& focus) {
    focus_ = focus;
    applyFocus(heatmap_, selection_.stack, focus_);
    const MapFocus f = mapFocus(selection_.stack, focus_);
    grid_->setHighlightedQuery(f.row);
    grid_->setHighlightedKey(f.col);
}

void AttentionPage::refresh() {
    grid_->setSelected(selection_.layer, selection_.head);
    stats_->setSelected(selection_.layer, selection_.head);
    if (!snapshot_) return;
    heatmap_->setAttention(*snapshot_, selection_.stack, selection_.layer, selection_.head);
    applyFocus(heatmap_, selection_.stack, focus_);
}

}  // namespace atlas
