#pragma once
// Page 1, "Tokens & embeddings": the vectors a sentence becomes before attention sees it
// (E[id]·√d + PE, SPEC §2 "Embedding") and how those vectors relate to each other at any depth
// of the encoder: a PCA scatter and the cosine-similarity matrix.

#include <QString>
#include <QWidget>

#include "Snapshot.h"

class QComboBox;
class QLabel;

namespace atlas::views {

class HeatmapWidget;
class PcaScatterWidget;

class EmbeddingsView : public QWidget {
    Q_OBJECT

public:
    explicit EmbeddingsView(QWidget* parent = nullptr);

    // Keeps the chosen depth when the new snapshot has it, else falls back to the input.
    void setSnapshot(const Snapshot& snapshot);

    // Index into Snapshot::encoderStates: 0 = the encoder's input, i = after encoder layer i−1
    // (layers count from 0 here, as on every other page).
    int depth() const { return depth_; }
    int depthCount() const { return int(states_.size()); }
    static QString depthName(int depth);

    // The vectors the scatter and the cosine matrix show: encoderStates[depth], tokens × d.
    const Grid& vectorsAtDepth() const;
    // Cosine similarity of the rows of `vectors`, tokens × tokens, values in [−1, 1].
    static Grid cosineGrid(const Grid& vectors);

    // The parts, for the window's shared settings and for tests.
    HeatmapWidget* embeddingsMap() const { return embeddings_; }
    HeatmapWidget* positionsMap() const { return positions_; }
    // Said instead of the positional map when the model has none to draw (rotary positions: PE
    // is all zeros; or no table at all); the map is shown otherwise.
    QLabel* positionsNotice() const { return positionsNotice_; }
    bool positionsDrawn() const;
    HeatmapWidget* inputMap() const { return input_; }
    HeatmapWidget* cosineMap() const { return cosine_; }
    PcaScatterWidget* scatter() const { return scatter_; }

public slots:
    void setDepth(int depth);
    // A token hovered elsewhere (source index, −1: none): its rows, its point, its row and
    // column of the cosine matrix light up.
    void setHighlightedToken(int index);

signals:
    void tokenHovered(int index);  // source token index, −1 when none
    void depthChanged(int depth);

protected:
    void changeEvent(QEvent* event) override;  // LanguageChange: retranslate()

private:
    void retranslate();
    void showDepth();
    bool depthShown() const;  // the vectors at depth_ belong to the tokens
    void titleDepth();        // the titles that name the depth
    void showPositions();     // the map, or the notice that says why there is none
    void hoverFromView(int index);

    QVector<Token> tokens_;     // source tokens: the rows of every table here
    std::vector<Grid> states_;  // Snapshot::encoderStates
    int depth_ = 0;
    bool hasPositions_ = false, rotary_ = false;
    bool learned_ = false;      // GPT-2's table of trained positions, not sines
    bool decoderOnly_ = false;  // the one causal stack reads X (docs/format.md)
    bool encoderOnly_ = false;  // BERT's family: X is a LayerNorm of three terms
    HeatmapWidget* embeddings_;
    HeatmapWidget* positions_;
    QLabel* positionsNotice_;
    HeatmapWidget* input_;
    HeatmapWidget* cosine_;
    PcaScatterWidget* scatter_;
    QComboBox* depthBox_;
    QLabel* depthLabel_ = nullptr;
};

}  // namespace atlas::views
