#pragma once
// "Compare": choose A and B (two heads, two layers, or one head on two sentences) and see
// A − B as a heatmap on the diverging map, blue where B attends more, red where A does.

#include <QWidget>
#include <memory>

#include "Comparison.h"

class QComboBox;
class QLabel;
class QLineEdit;

namespace atlas::views {

class HeatmapWidget;

class ComparePanel : public QWidget {
    Q_OBJECT

public:
    explicit ComparePanel(QWidget* parent = nullptr);

    void setSnapshot(std::shared_ptr<const Snapshot> snapshot);
    // Sentence B of "two sentences" (the same model); null until one has been computed.
    void setSecondSnapshot(std::shared_ptr<const Snapshot> snapshot);
    void setStack(Stack stack);
    void setFilter(const AttentionFilter& filter);
    void setChoice(const CompareChoice& choice);

    CompareChoice choice() const { return choice_; }
    const Comparison& comparison() const { return comparison_; }
    HeatmapWidget* heatmap() const { return heatmap_; }

signals:
    // The user typed sentence B: compute its Snapshot and hand it to setSecondSnapshot.
    void secondSentenceChanged(const QString& text);

protected:
    void changeEvent(QEvent* event) override;  // LanguageChange: retranslate()

private:
    void retranslate();
    void fillChoosers();  // layer and head lists for the current snapshot and stack
    void readChoosers();
    void showChoosers();  // which choosers the mode uses
    void recompute();

    std::shared_ptr<const Snapshot> snapshot_, second_;
    Stack stack_ = Stack::EncoderSelf;
    AttentionFilter filter_;
    CompareChoice choice_;
    Comparison comparison_;

    QComboBox* mode_;
    QComboBox *layerA_, *headA_, *layerB_, *headB_;
    QLabel* compareLabel_;
    QLabel* labelA_;
    QLabel* labelB_;
    QLineEdit* sentenceB_;
    QLabel* legend_;
    QLabel* problem_;
    HeatmapWidget* heatmap_;
    bool filling_ = false;  // choosers are being refilled: their signals are not the user's
};

}  // namespace atlas::views
