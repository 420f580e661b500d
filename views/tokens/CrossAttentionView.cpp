#include "CrossAttentionView.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>
#include <algorithm>

#include "AlignmentLinesWidget.h"
#include "ArrowAlignment.h"
#include "AttentionLabels.h"
#include "AttentionStats.h"
#include "HeatmapWidget.h"

namespace atlas::views {

CrossAttentionView::CrossAttentionView(QWidget* parent)
    : QWidget(parent),
      heatmap_(new HeatmapWidget(this)),
      lines_(new AlignmentLinesWidget(this)),
      thresholdBox_(new QDoubleSpinBox(this)) {
    thresholdBox_->setRange(0.0, 0.5);
    thresholdBox_->setSingleStep(0.01);
    thresholdBox_->setDecimals(2);
    thresholdBox_->setValue(lines_->threshold());

    auto* controls = new QHBoxLayout;
    thresholdLabel_ = new QLabel(this);
    thresholdLabel_->setBuddy(thresholdBox_);
    controls->addStretch(1);
    controls->addWidget(thresholdLabel_);
    controls->addWidget(thresholdBox_);

    auto* linesPane = new QWidget(this);
    auto* linesLayout = new QVBoxLayout(linesPane);
    linesLayout->setContentsMargins(0, 0, 0, 0);
    linesLayout->addWidget(lines_, 1);
    linesLayout->addLayout(controls);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(heatmap_);
    split->addWidget(linesPane);
    split->setChildrenCollapsible(false);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(thresholdBox_, &QDoubleSpinBox::valueChanged, this, &CrossAttentionView::setThreshold);
    connect(heatmap_, &HeatmapWidget::cellHovered, this, [this](int row, int col) {
        hoverTarget(row);
        hoverSource(col);
    });
    connect(lines_, &AlignmentLinesWidget::sourceHovered, this, &CrossAttentionView::hoverSource);
    connect(lines_, &AlignmentLinesWidget::targetHovered, this, &CrossAttentionView::hoverTarget);
    refresh();
}

void CrossAttentionView::retranslate() {
    thresholdBox_->setToolTip(tr("Lines for weights below this are not drawn"));
    thresholdLabel_->setText(tr("&Hide lines below weight:"));
    const bool firstRows = shown_ == Shown::FirstReadsSecond;
    const QString a = tr("sentence A"), b = tr("sentence B");
    if (showsPair()) {
        heatmap_->setAxisNames(firstRows ? a : b, firstRows ? b : a);
        //: the tokens of one sentence of a pair, as keys (or queries) of the attention shown
        lines_->setSideNames(tr("%1 · keys").arg(firstRows ? b : a),
                             tr("%1 · queries").arg(firstRows ? a : b));
    } else {
        heatmap_->setAxisNames(tr("target"), tr("source"));
        lines_->setSideNames({}, {});
    }
    if (alignment_.empty()) {
        heatmap_->setTitle(AttentionLabels::stackName(Stack::Cross));
    } else if (shown_ == Shown::ArrowBlock) {
        heatmap_->setTitle(blockTitle());
        lines_->setTitle(
            tr("Each row that predicts the German reads the English in the same "
               "sequence: line opacity and width = weight"));
    } else if (showsPair()) {
        heatmap_->setTitle(blockTitle());
        lines_->setTitle(firstRows ? tr("Each token of sentence A reads sentence B: line "
                                        "opacity and width = weight")
                                   : tr("Each token of sentence B reads sentence A: line "
                                        "opacity and width = weight"));
    } else {  // the heatmap beside it names layer and head; this title says how to read the lines
        lines_->setTitle(
            tr("Each decoder position reads the source: line opacity and width = weight"));
    }
}

QString CrossAttentionView::blockTitle() const {
    const Stack stack = showsPair() ? Stack::EncoderSelf : Stack::DecoderSelf;
    //: a decoder-only model's self-attention, rows predicting the German × the English columns
    QString block = tr("Self-attention, German rows × English columns · layer %1").arg(layer_);
    if (shown_ == Shown::FirstReadsSecond)
        block = tr("Sentence A reads B · layer %1").arg(layer_);
    else if (shown_ == Shown::SecondReadsFirst)
        block = tr("Sentence B reads A · layer %1").arg(layer_);
    const QString span = AttentionLabels::span(cross_.model, stack, layer_);
    const QString head = head_ < 0 ? tr("mean over heads") : tr("head %1").arg(head_);
    return block + (span.isEmpty() ? QString() : QStringLiteral(" (") + span + QLatin1Char(')')) +
           QStringLiteral(" · ") + head;
}

void CrossAttentionView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void CrossAttentionView::setSnapshot(const Snapshot& snapshot) {
    shown_ = snapshot.model.decoderOnly ? Shown::ArrowBlock : Shown::Cross;
    if (shown_ == Shown::ArrowBlock) return adopt(arrowAlignment(snapshot));
    Snapshot cross;
    cross.model = snapshot.model;
    cross.source = snapshot.source;
    cross.decoderInput = snapshot.decoderInput;
    cross.attention[size_t(Stack::Cross)] = snapshot.attention[size_t(Stack::Cross)];
    adopt(std::move(cross));
}

void CrossAttentionView::setPairBlock(const Snapshot& block, bool firstReadsSecond) {
    shown_ = firstReadsSecond ? Shown::FirstReadsSecond : Shown::SecondReadsFirst;
    adopt(block);
}

void CrossAttentionView::adopt(Snapshot cross) {
    cross_ = std::move(cross);
    const int layers = cross_.layers(Stack::Cross);
    layer_ = std::clamp(layer_, 0, std::max(layers - 1, 0));
    const int heads = layers > 0 ? int(cross_.attention[size_t(Stack::Cross)][0].size()) : 0;
    if (head_ >= heads) head_ = -1;
    refresh();
}

float CrossAttentionView::threshold() const {
    return lines_->threshold();
}

void CrossAttentionView::setLayer(int layer) {
    if (layer == layer_ || layer < 0 || layer >= std::max(cross_.layers(Stack::Cross), 1)) return;
    layer_ = layer;
    refresh();
}

void CrossAttentionView::setHead(int head) {
    if (head == head_ || head < -1) return;
    head_ = head;
    refresh();
}

void CrossAttentionView::setThreshold(double threshold) {
    lines_->setThreshold(float(threshold));
    if (thresholdBox_->value() != threshold) thresholdBox_->setValue(threshold);
}

void CrossAttentionView::refresh() {
    alignment_ = headMap(cross_, Stack::Cross, layer_, head_);
    if (alignment_.empty()) {
        heatmap_->clear();
        lines_->clear();
        lines_->setTitle({});
    } else {
        heatmap_->setAttention(cross_, Stack::Cross, layer_, head_);
        lines_->setAlignment(alignment_, cross_.source, cross_.decoderInput);
    }
    retranslate();
}

void CrossAttentionView::setHighlightedSource(int index) {
    heatmap_->setHighlightedKey(index);
    lines_->setHighlightedSource(index);
}

void CrossAttentionView::setHighlightedTarget(int index) {
    heatmap_->setHighlightedQuery(index);
    lines_->setHighlightedTarget(index);
}

void CrossAttentionView::hoverSource(int index) {
    // The page follows its own hover even when no window routes the signal back.
    setHighlightedSource(index);
    emit sourceHovered(index);
}

void CrossAttentionView::hoverTarget(int index) {
    setHighlightedTarget(index);
    emit targetHovered(index);
}

}  // namespace atlas::views
