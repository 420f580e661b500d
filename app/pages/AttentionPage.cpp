#include "AttentionPage.h"

#include <QHBoxLayout>
#include <QScrollArea>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

#include "AttentionGridWidget.h"
#include "AttentionLabels.h"
#include "DecodingSteps.h"
#include "HeadStatsWidget.h"
#include "HeatmapWidget.h"
#include "ModelContext.h"
#include "ModelWorker.h"
#include "StepThroughBar.h"
#include "ViewState.h"

namespace atlas {

using views::AttentionGridWidget;
using views::HeadStatsWidget;
using views::HeatmapWidget;

AttentionPage::AttentionPage(const PageContext& context, QWidget* parent)
    : Page(context, parent), steps_(&context.steps) {
    grid_ = new AttentionGridWidget(this);
    stats_ = new HeadStatsWidget(this);
    heatmap_ = new HeatmapWidget(this);
    heatmap_->setObjectName("attentionHeatmap");

    // Overview on the left (all heads, then their numbers), the chosen head large on the right.
    overview_ = new QSplitter(Qt::Vertical, this);
    auto* overview = overview_;
    // 22–32 layers of a real decoder-only model do not fit the pane: the grid scrolls.
    gridScroll_ = new QScrollArea(this);
    gridScroll_->setWidget(grid_);
    gridScroll_->setWidgetResizable(true);
    gridScroll_->setFrameShape(QFrame::NoFrame);
    gridScroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    gridScroll_->setMinimumHeight(grid_->minimumSizeHint().height());
    overview->addWidget(gridScroll_);
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
    normal_ = split;
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(split, 1);

    buildSteps();

    forwardHover(heatmap_, [this] { return stack_; });
    connect(grid_, &AttentionGridWidget::headSelected, this, &AttentionPage::chooseHead);
    connect(stats_, &HeadStatsWidget::headSelected, this, &AttentionPage::chooseHead);
    connect(stats_, &HeadStatsWidget::filterChanged, heatmap_, &HeatmapWidget::setFilter);
    connectComparison();
    guardedConnect(steps_, &views::DecodingSteps::changed, &AttentionPage::refreshSteps);
    guardedConnect(&context.model, &views::ModelContext::snapshotChanged,
                   &AttentionPage::showSnapshot);
    guardedConnect(&context.view, &ViewState::selectionChanged, &AttentionPage::showSelection);
    guardedConnect(&context.view, &ViewState::tokenFocusChanged, &AttentionPage::showFocus);
    showSelection(selection());
}

void AttentionPage::connectComparison() {
    // "Compare two sentences": sentence B goes through the same model on a worker of its own,
    // so that typing it never cancels sentence A.
    second_ = new views::ModelWorker(this);
    const views::ModelContext& model = context().model;
    connect(stats_, &HeadStatsWidget::secondSentenceChanged, this,
            [this, &model](const QString& text) {
                if (second_->model() != model.model())
                    second_->setModel(model.model(), model.modelName());
                second_->setText(text);
            });
    guardedConnect(&model, &views::ModelContext::modelChanged, [this, &model] {
        if (!second_->text().isEmpty()) second_->setModel(model.model(), model.modelName());
    });
    guardedConnect(second_, &views::ModelWorker::snapshotReady,
                   [this](const auto& snapshot) { stats_->setSecondSnapshot(snapshot); });
}

void AttentionPage::chooseHead(int layer, int head) {
    ViewSelection s = selection();
    s.layer = layer;
    s.head = head;
    context().view.setSelection(s);
}

namespace {

// How this model's heads share their keys and values: MHA, GQA, MQA or MLA's latent.
QString kindExplanation(const views::ModelSummary& m) {
    if (views::AttentionLabels::isLatent(m))
        return AttentionPage::tr(
                   "<p><b>MLA</b>: each token is compressed to a latent <i>L</i> = "
                   "<i>XW<sup>L</sup></i> of <i>d<sub>c</sub></i> = %1 numbers; head <i>h</i> "
                   "expands its own <i>K<sub>h</sub></i> = <i>LW<sub>h</sub><sup>K</sup></i> "
                   "and <i>V<sub>h</sub></i> = <i>LW<sub>h</sub><sup>V</sup></i> from it. A "
                   "rotary key <i>k<sub>r</sub></i> of <i>d<sub>r</sub></i> = %2 numbers, "
                   "shared by the heads, stays outside <i>L</i> (rotation by position cannot "
                   "be absorbed into a fixed matrix). The cache holds <i>L</i> and "
                   "<i>k<sub>r</sub></i>: <i>d<sub>c</sub></i> + <i>d<sub>r</sub></i> = %3 "
                   "numbers per token and layer, whatever the number of heads.</p>")
            .arg(m.dLatent)
            .arg(m.dRope)
            .arg(m.dLatent + m.dRope);
    if (m.kvHeads == 1 && m.heads > 1)
        return AttentionPage::tr(
                   "<p><b>MQA</b>: all %1 query heads share one <i>K</i> and one "
                   "<i>V</i>; the cache holds one key/value head.</p>")
            .arg(m.heads);
    if (views::AttentionLabels::sharesKeyValues(m))
        return AttentionPage::tr(
                   "<p><b>GQA</b>: the %1 query heads share %2 key/value heads; head "
                   "<i>h</i> reads <i>K</i>, <i>V</i> of head ⌊<i>h</i> / %3⌋.</p>")
            .arg(m.heads)
            .arg(m.kvHeads)
            .arg(m.heads / std::max(m.kvHeads, 1));
    return AttentionPage::tr(
               "<p><b>MHA</b>: each of the %1 heads has its own <i>K</i> and "
               "<i>V</i>.</p>")
        .arg(m.heads);
}

}  // namespace

QString AttentionPage::explanation() const {
    using views::Stack;
    QString html =
        tr("<p>Each head <i>h</i> compares every query with every key and mixes the values:</p>"
           "<p align=center><i>A</i> = exp(<i>Q<sub>h</sub>K<sub>h</sub></i><sup>T</sup>/"
           "√<i>d</i><sub>QK</sub>), &nbsp;<i>Z</i> = diag(<i>A</i>1), &nbsp;<i>Y<sub>h</sub></i> "
           "= <i>Z</i><sup>−1</sup><i>AV<sub>h</sub></i></p>"
           "<p><i>d</i><sub>QK</sub> is the width of one head's queries and keys (not "
           "<i>d</i><sub>model</sub>).</p>"
           "<p>The maps show <i>Z</i><sup>−1</sup><i>A</i>: row <i>i</i> is how query <i>i</i> "
           "divides its attention among the keys; every row sums to 1.</p>");
    const bool teaching = steps_->isActive();
    const Stack stack = teaching ? Stack::DecoderSelf : stack_;
    if (teaching) {
        html += tr(
            "<p><b>Step through decoding.</b> At step <i>t</i> the decoder reads "
            "<i>y</i><sub><i>t</i>−1</sub>, appends its key and value to the KV cache and computes "
            "one new row of each map: against the <i>t</i> cached keys in self-attention (left) "
            "and the <i>n</i> cached source keys in cross-attention (right). Earlier rows never "
            "change: they equal the full pass's.</p>");
    } else if (stack == Stack::EncoderSelf) {
        html +=
            tr("<p><b>Encoder self-attention</b>: <i>Q</i> = <i>XW<sub>Q</sub></i>, <i>K</i> = "
               "<i>XW<sub>K</sub></i>, <i>V</i> = <i>XW<sub>V</sub></i> all come from the source "
               "<i>X</i>, so a sentence of <i>n</i> tokens gives an <i>n</i> × <i>n</i> map.</p>");
    } else if (stack == Stack::DecoderSelf) {
        html += tr(
            "<p><b>Decoder self-attention</b>: <i>Q</i>, <i>K</i>, <i>V</i> come from the "
            "decoder's input &lt;s&gt;, <i>y</i><sub>1</sub> … <i>y<sub>m</sub></i>. The causal "
            "mask "
            "adds −∞ to <i>QK</i><sup>T</sup>/√<i>d</i><sub>QK</sub> where key <i>j</i> &gt; query "
            "<i>i</i>, so "
            "<i>A<sub>ij</sub></i> = 0 there (hatched): position <i>i</i> reads only itself and "
            "the positions before it. Row <i>t</i> predicts token <i>t</i> + 1.</p>");
    } else {
        html +=
            tr("<p><b>Cross-attention</b>: the queries come from the decoder's states "
               "<i>X</i><sub>dec</sub>, <i>Q</i> = <i>X</i><sub>dec</sub><i>W<sub>Q</sub></i>; the "
               "keys and values from the encoder's output "
               "<i>X</i><sub>enc</sub>: <i>K</i> = <i>X</i><sub>enc</sub><i>W<sub>K</sub></i>, "
               "<i>V</i> = <i>X</i><sub>enc</sub><i>W<sub>V</sub></i>. Rows are target positions, "
               "columns source tokens; <i>K</i> and <i>V</i> are computed once per sentence.</p>");
    }
    if (shown_ && shown_->model.dQK() > 0)
        html += tr("<p>This model: %1.</p>").arg(views::AttentionLabels::scaleHtml(shown_->model));
    if (shown_) html += causalExplanation(shown_->model);
    if (shown_) html += kindExplanation(shown_->model);
    if (!teaching)
        html +=
            tr("<p>The grid shows every head of every layer; click one to see it large. A "
               "sharp head has low entropy, a diffuse one up to ln <i>n</i>.</p>");
    return html;
}

QString AttentionPage::causalExplanation(const views::ModelSummary& m) const {
    QString html;
    if (m.decoderOnly)
        html +=
            tr("<p><b>Decoder-only</b>: one causal stack over the prompt and its "
               "continuation, one sequence; no encoder, nothing across. The tokens strip "
               "marks where the continuation starts.</p>");
    if (m.encoderOnly)
        html +=
            tr("<p><b>Encoder-only</b> (BERT's family): one stack in which every position sees "
               "every position, before and after it; no decoder, nothing across. A special token "
               "opens the text and one ends it ([CLS] and [SEP] in BERT); the masked-LM head "
               "reads the last layer at each mask and predicts the word hidden there. The head "
               "statistics name what a head mostly looks at (the previous or next token, the "
               "separators, the first token): the heads Clark et al. (2019) found in BERT.</p>");
    if (!m.windows.empty())
        html +=
            tr("<p><b>Sliding windows</b>: a <i>local</i> layer's query at position "
               "<i>q</i> sees only the keys <i>q</i> − <i>W</i> &lt; <i>k</i> ≤ <i>q</i>; "
               "the keys before its window are masked too, drawn as a pale band apart from "
               "the causal triangle. A <i>global</i> layer sees every earlier key. Its KV "
               "cache keeps at most <i>W</i> tokens.</p>");
    return html;
}

void AttentionPage::buildSteps() {
    stepBar_ = new views::StepThroughBar(steps_, this);
    steppedSelf_ = new HeatmapWidget(this);
    steppedSelf_->setObjectName("steppedSelfHeatmap");
    steppedCross_ = new HeatmapWidget(this);
    steppedCross_->setObjectName("steppedCrossHeatmap");
    teaching_ = new QSplitter(Qt::Horizontal, this);
    auto* pair = static_cast<QSplitter*>(teaching_);
    pair->addWidget(steppedSelf_);
    pair->addWidget(steppedCross_);
    pair->setChildrenCollapsible(false);
    // Side by side they would otherwise ask for twice a heatmap's minimum, which at
    // presentation size leaves the sentence and the explanation no room.
    for (HeatmapWidget* map : {steppedSelf_, steppedCross_}) map->setMinimumSize(240, 200);
    teaching_->hide();
    auto* box = static_cast<QVBoxLayout*>(layout());
    box->insertWidget(0, stepBar_);
    box->addWidget(teaching_, 1);
    forwardHover(steppedSelf_, [] { return views::Stack::DecoderSelf; });
    forwardHover(steppedCross_, [] { return views::Stack::Cross; });
}

void AttentionPage::showSnapshot(const std::shared_ptr<const views::Snapshot>& snapshot) {
    const bool newShape = !shown_ || shown_->model.layersEncoder != snapshot->model.layersEncoder ||
                          shown_->model.layersDecoder != snapshot->model.layersDecoder ||
                          shown_->model.heads != snapshot->model.heads;
    const bool newKind = !shown_ || shown_->model.attention != snapshot->model.attention ||
                         shown_->model.kvHeads != snapshot->model.kvHeads ||
                         shown_->model.decoderOnly != snapshot->model.decoderOnly ||
                         shown_->model.encoderOnly != snapshot->model.encoderOnly;
    shown_ = snapshot;
    // The selection is clamped to the stacks this model has (a decoder-only model: one).
    const bool newStack = selection().stack != stack_;
    stack_ = selection().stack;
    if (newShape) QTimer::singleShot(0, this, &AttentionPage::fitOverview);
    grid_->setSnapshot(snapshot, stack_);
    stats_->setSnapshot(snapshot);
    if (newStack) stats_->setStack(stack_);
    refresh();
    if (newKind || newStack) emit explanationChanged();
}

void AttentionPage::setPresentation(bool on) {
    if (on == stats_->isHidden()) return;
    auto* split = static_cast<QSplitter*>(normal_);
    if (on) {
        overviewSizes_ = overview_->saveState();
        splitSizes_ = split->saveState();
    }
    stats_->setVisible(!on);
    if (on) {
        // At twice the type the thumbnails need half the width to show every head.
        const int total = split->sizes().value(0) + split->sizes().value(1);
        split->setSizes({total / 2, total - total / 2});
    } else {
        overview_->restoreState(overviewSizes_);
        split->restoreState(splitSizes_);
    }
}

void AttentionPage::fitOverview() {
    if (stats_->isHidden()) return;  // presenting: the grid has the column to itself
    // The thumbnails are as wide as the column allows; the height below them is better spent
    // on the statistics and the comparison. The user's own splitter moves are kept until the
    // model's shape changes.
    const views::AttentionGridLayout& l = grid_->layout();
    if (l.layers() == 0) return;
    const int needed =
        int(l.thumbnail(l.layers() - 1, -1).bottom() + 2 * l.gap) + fontMetrics().height();
    QList<int> sizes = overview_->sizes();
    // A deep model's grid scrolls: it gets up to three fifths of the column, the rest stays
    // the statistics'.
    const int total = sizes[0] + sizes[1];
    const int wanted = std::min(needed, total * 3 / 5);
    const int spare = gridScroll_->viewport()->height() - wanted;
    if (spare == 0 || (spare < 0 && needed <= gridScroll_->viewport()->height())) return;
    sizes[0] -= spare;
    sizes[1] += spare;
    overview_->setSizes(sizes);
}

void AttentionPage::showSelection(const ViewSelection& selection) {
    const bool stackChanged = selection.stack != stack_;
    stack_ = selection.stack;
    applyColours(heatmap_, selection);
    grid_->setColormap(selection.colormap);
    grid_->setScaleKind(selection.scale);
    if (stackChanged) {
        grid_->setStack(stack_);
        stats_->setStack(stack_);
    }
    for (HeatmapWidget* map : {steppedSelf_, steppedCross_}) applyColours(map, selection);
    refresh();
    if (stackChanged) emit explanationChanged();
}

void AttentionPage::showFocus(const TokenFocus& focus) {
    applyFocus(heatmap_, stack_, focus);
    const MapFocus f = mapFocus(stack_, focus);
    grid_->setHighlightedQuery(f.row);
    grid_->setHighlightedKey(f.col);
    applyFocus(steppedSelf_, views::Stack::DecoderSelf, focus);
    applyFocus(steppedCross_, views::Stack::Cross, focus);
}

void AttentionPage::refresh() {
    // The context's snapshot and the selection within its model, whichever signal came first.
    const ViewSelection s = selection();
    grid_->setSelected(s.layer, s.head);
    stats_->setSelected(s.layer, s.head);
    const auto snapshot = context().model.snapshot();
    if (!snapshot) return;
    heatmap_->setAttention(*snapshot, s.stack, s.layer, s.head);
    applyFocus(heatmap_, s.stack, context().view.tokenFocus());
    emit redrawn(snapshot);
    refreshSteps();
}

std::vector<views::Stack> AttentionPage::drawnStacks() const {
    if (!teachingShown_) return {};
    return {views::Stack::DecoderSelf, views::Stack::Cross};
}

void AttentionPage::refreshSteps() {
    const bool teaching = steps_->isActive();
    if (teaching != teachingShown_) {
        teachingShown_ = teaching;
        normal_->setVisible(!teaching);
        teaching_->setVisible(teaching);
        emit explanationChanged();
        emit drawnStacksChanged();
    }
    if (!teaching || !steps_->frame()) return;
    // The toolbar's layer, within the decoder's layers, and its head.
    const views::Snapshot& frame = *steps_->frame();
    const ViewSelection s = selection();
    const int layer =
        std::clamp(s.layer, 0, std::max(frame.layers(views::Stack::DecoderSelf) - 1, 0));
    steppedSelf_->setAttention(frame, views::Stack::DecoderSelf, layer, s.head);
    steppedSelf_->setRevealedRows(steps_->shown(), true);
    steppedCross_->setAttention(frame, views::Stack::Cross, layer, s.head);
    steppedCross_->setRevealedRows(steps_->shown());
    const TokenFocus focus = context().view.tokenFocus();
    applyFocus(steppedSelf_, views::Stack::DecoderSelf, focus);
    applyFocus(steppedCross_, views::Stack::Cross, focus);
}

}  // namespace atlas
