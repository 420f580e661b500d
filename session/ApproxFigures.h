#pragma once
// What the Approximations page shows of one head, as plain values (no Eigen): built off the GUI
// thread from model/approx/'s study by the page's runner.

#include <QString>
#include <QVector>
#include <vector>

#include "Snapshot.h"

namespace atlas::views {

// One line of a chart: y against x (x = 1, 2, … when empty).
struct Series {
    QString name;
    std::vector<double> x, y;
};

struct HeadRanks {
    int head = 0;
    int attentionRank = 0, scoresRank = 0;
    double attentionEffective = 0, scoresEffective = 0;
};

// Error against the method's size: the median over seeds, its min–max band, and the theory.
struct ErrorSweep {
    QString sizeName;  // "k" or "m"
    std::vector<double> size, median, low, high, reference;
    QString referenceName;
};

struct ApproxFigures {
    QVector<Token> queries, keys;
    bool causal = false;
    Grid exact, approximate, difference;  // P, P̃, P̃ − P
    double relativeFrobenius = 0, relativeSpectral = 0;
    std::vector<Series> spectra;  // σ of Z⁻¹A, S and the weight factors of the chosen head
    std::vector<HeadRanks> heads;
    std::vector<Series> truncation;  // relative Frobenius and spectral error of rank k
    ErrorSweep sweep;
    double flopsExact = 0, flopsApproximate = 0;
    double maxAbsDeltaY = 0, maxAbsDeltaLogits = 0, argmaxAgreement = 1;
    QString exactTranslation, approximateTranslation;
    double cacheBytesFp32 = 0, cacheBytesFormat = 0;
};

}  // namespace atlas::views
