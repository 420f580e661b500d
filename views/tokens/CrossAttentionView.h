#pragma once
// Page 3, "Alignment": which source tokens each decoder position reads through
// cross-attention, for one layer and one head or the mean over heads, drawn twice: as a
// heatmap (exact, dense) and as lines between the two sentences (the shape at a glance).

#include <QWidget>

#include "Snapshot.h"

class QDoubleSpinBox;
class QLabel;

namespace atlas::views {

class AlignmentLinesWidget;
class HeatmapWidget;

class CrossAttentionView : public QWidget {
    Q_OBJECT

public:
    explicit CrossAttentionView(QWidget* parent = nullptr);

    // Keeps the chosen layer and head, clamped to what the new model has. A decoder-only arrow
    // model's snapshot shows the self-attention block of its target rows × its English columns
    // (arrowAlignment) in place of cross-attention.
    void setSnapshot(const Snapshot& snapshot);
    // An encoder-only model's sentence pair (session/SentencePair.h pairBlock): one part's
    // queries × the other part's keys of the one bidirectional stack.
    void setPairBlock(const Snapshot& block, bool firstReadsSecond);
    // True while the maps are an arrow model's self-attention block.
    bool showsSelfBlock() const { return shown_ == Shown::ArrowBlock; }
    bool showsPair() const {
        return shown_ == Shown::FirstReadsSecond || shown_ == Shown::SecondReadsFirst;
    }

    int layer() const { return layer_; }
    int head() const { return head_; }  // −1: the mean over heads
    float threshold() const;
    // The map both halves show: decoder input × source.
    const Grid& alignment() const { return alignment_; }

    // The parts, for the window's shared settings (colormap, scale) and for tests.
    HeatmapWidget* heatmap() const { return heatmap_; }
    AlignmentLinesWidget* lines() const { return lines_; }

public slots:
    void setLayer(int layer);
    void setHead(int head);
    void setThreshold(double threshold);
    // Another view's hover (source index, decoder-input index; −1: none).
    void setHighlightedSource(int index);
    void setHighlightedTarget(int index);

signals:
    void sourceHovered(int index);  // −1 when none
    void targetHovered(int index);  // decoder-input index, −1 when none

protected:
    void changeEvent(QEvent* event) override;  // LanguageChange: retranslate()

private:
    void retranslate();
    void refresh();
    void hoverSource(int index);
    void hoverTarget(int index);

    QString blockTitle() const;  // the heatmap's title for a block of self-attention
    void adopt(Snapshot cross);  // keeps layer and head, clamped to what `cross` has

    Snapshot cross_;  // only what this page shows: the model, both token lists, cross maps
    enum class Shown { Cross, ArrowBlock, FirstReadsSecond, SecondReadsFirst };
    Shown shown_ = Shown::Cross;
    Grid alignment_;
    int layer_ = 0;
    int head_ = -1;
    HeatmapWidget* heatmap_;
    AlignmentLinesWidget* lines_;
    QDoubleSpinBox* thresholdBox_;
    QLabel* thresholdLabel_ = nullptr;
};

}  // namespace atlas::views
