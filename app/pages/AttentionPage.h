#pragma once
// Page 2: the chosen stack's heads, every layer × head small, the chosen head large, and the
// per-head statistics with the comparison of two heads, layers or sentences.

#include "Page.h"

class QSplitter;

namespace atlas {

namespace views {
class AttentionGridWidget;
class DecodingSteps;
class HeadStatsWidget;
class HeatmapWidget;
class StepThroughBar;
}  // namespace views

class AttentionPage : public Page {
    Q_OBJECT

public:
    explicit AttentionPage(QWidget* parent = nullptr);

    QString title() const override { return tr("Attention"); }
    QString explanation() const override;
    void setSnapshot(const std::shared_ptr<const views::Snapshot>& snapshot) override;
    void setSelection(const ViewSelection& selection) override;
    void setTokenFocus(const TokenFocus& focus) override;

    views::HeatmapWidget* heatmap() const { return heatmap_; }
    views::AttentionGridWidget* grid() const { return grid_; }
    views::HeadStatsWidget* stats() const { return stats_; }
    // Step-through decoding (shared by the pages): while it is on, the page shows the decoder's
    // self- and cross-attention side by side, growing one row per step.
    void setDecodingSteps(views::DecodingSteps* steps);
    views::HeatmapWidget* steppedSelf() const { return steppedSelf_; }
    views::HeatmapWidget* steppedCross() const { return steppedCross_; }
    views::StepThroughBar* stepBar() const { return stepBar_; }

public slots:
    // Sentence B of the comparison, computed by the window.
    void setSecondSnapshot(const std::shared_ptr<const atlas::views::Snapshot>& snapshot);

signals:
    // A small multiple or a head's bars was clicked: show that layer and head (-1: mean).
    void headChosen(int layer, int head);
    void secondSentenceChanged(const QString& text);

private:
    void refresh();
    void refreshSteps();  // the step-through maps, when stepping
    void fitOverview();   // the grid's pane no taller than its thumbnails

    std::shared_ptr<const views::Snapshot> snapshot_;
    ViewSelection selection_;
    TokenFocus focus_;
    QSplitter* overview_ = nullptr;  // the grid above the statistics
    views::AttentionGridWidget* grid_ = nullptr;
    views::HeadStatsWidget* stats_ = nullptr;
    views::HeatmapWidget* heatmap_ = nullptr;
    QWidget* normal_ = nullptr;    // the overview and the chosen head
    QWidget* teaching_ = nullptr;  // step-through: decoder self | cross
    views::HeatmapWidget* steppedSelf_ = nullptr;
    views::HeatmapWidget* steppedCross_ = nullptr;
    views::StepThroughBar* stepBar_ = nullptr;
    views::DecodingSteps* steps_ = nullptr;
    bool teachingShown_ = false;
};

}  // namespace atlas
