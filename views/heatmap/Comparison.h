#pragma once
// A − B for two attention maps: two heads of one layer, one head in two layers, or one head on
// two input sentences. Plain values, so that the numbers are tested apart from the panel.

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include "AttentionStats.h"
#include "Snapshot.h"

namespace atlas::views {

struct CompareChoice {
    enum class Mode { TwoHeads, TwoLayers, TwoSentences };
    Mode mode = Mode::TwoHeads;
    // A, and the B that the mode leaves free: TwoHeads uses layerA for B, TwoLayers headA,
    // TwoSentences both (B is the same head in the second sentence). Head -1: mean over heads.
    int layerA = 0, headA = 0;
    int layerB = 0, headB = 1;
};

class Comparison {
    Q_DECLARE_TR_FUNCTIONS(Comparison)

public:
    Grid difference;  // A − B, masked (NaN) where either map is masked or has no such cell
    QVector<Token> rowTokens, colTokens;
    QString title;    // "Encoder self-attention · layer 1: head 0 − head 3"
    QString problem;  // non-empty when there is nothing to compare, and why

    // The filter is applied to each map before subtracting: special tokens are hidden (and
    // rows renormalised) per sentence, and weights below the threshold count as 0.
    static Comparison of(const Snapshot& a, const Snapshot* secondSentence, Stack stack,
                         const CompareChoice& choice, const AttentionFilter& filter = {});
};

}  // namespace atlas::views
