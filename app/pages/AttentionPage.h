#pragma once
// Page 2: the chosen stack's heads, every layer × head small, the chosen head large, and the
// per-head statistics with the comparison of two heads, layers or sentences.

#include "Page.h"

class QScrollArea;
class QSplitter;

namespace atlas {

namespace views {
class AttentionGridWidget;
class DecodingSteps;
class HeadStatsWidget;
class HeatmapWidget;
class ModelWorker;
class StepThroughBar;
}  // namespace views

class AttentionPage : public Page {
    Q_OBJECT

public:
    explicit AttentionPage(const PageContext& context, QWidget* parent = nullptr);

    QString id() const override { return QStringLiteral("attention"); }
    QString title() const override { return tr("Attention"); }
    QString explanation() const override;
    // While stepping through decoding: the decoder's self- and cross-attention, side by side.
    std::vector<views::Stack> drawnStacks() const override;
    // Presenting, the statistics and the comparison step aside: the grid of heads gets the
    // whole column instead of a small scrolling pane.
    void setPresentation(bool on) override;
    views::HeatmapWidget* heatmap() const { return heatmap_; }
    views::AttentionGridWidget* grid() const { return grid_; }
    views::HeadStatsWidget* stats() const { return stats_; }
    // Step-through decoding (shared by the pages): while it is on, the page shows the decoder's
    // self- and cross-attention side by side, growing one row per step.
    views::HeatmapWidget* steppedSelf() const { return steppedSelf_; }
    views::HeatmapWidget* steppedCross() const { return steppedCross_; }
    views::StepThroughBar* stepBar() const { return stepBar_; }

signals:
    // The chosen head was drawn again, from `snapshot` (tests count the redraws).
    void redrawn(const std::shared_ptr<const atlas::views::Snapshot>& snapshot);

private:
    void buildSteps();  // the step-through bar and maps
    // The explanation's paragraphs on one causal stack and sliding windows (empty otherwise).
    QString causalExplanation(const views::ModelSummary& model) const;
    void connectComparison();
    void showSnapshot(const std::shared_ptr<const views::Snapshot>& snapshot);
    void showSelection(const ViewSelection& selection);
    void showFocus(const TokenFocus& focus);
    void chooseHead(int layer, int head);
    void refresh();
    void refreshSteps();  // the step-through maps, when stepping
    void fitOverview();   // the grid's pane no taller than its thumbnails

    std::shared_ptr<const views::Snapshot> shown_;    // the last snapshot, to see what changed
    views::Stack stack_ = views::Stack::EncoderSelf;  // the stack shown
    views::ModelWorker* second_ = nullptr;            // sentence B of the comparison
    QSplitter* overview_ = nullptr;                   // the grid above the statistics
    QScrollArea* gridScroll_ = nullptr;               // holds grid_
    QByteArray overviewSizes_, splitSizes_;           // the splits before presenting
    views::AttentionGridWidget* grid_ = nullptr;
    views::HeadStatsWidget* stats_ = nullptr;
    views::HeatmapWidget* heatmap_ = nullptr;
    QWidget* normal_ = nullptr;    // the overview and the chosen head
    QWidget* teaching_ = nullptr;  // step-through: decoder self | cross
    views::HeatmapWidget* steppedSelf_ = nullptr;
    views::HeatmapWidget* steppedCross_ = nullptr;
    views::StepThroughBar* stepBar_ = nullptr;
    views::DecodingSteps* steps_;
    bool teachingShown_ = false;
};

}  // namespace atlas
