#pragma once
// The numbers a view shows, as files other programs read: CSV (token labels as the header row
// and the first column), JSON, and NumPy's .npy (float32) with the labels in two more .npy
// files of unicode strings, so that numpy.load reads all three without allow_pickle.
//
// JSON: {"title": "…", "row_axis": "query", "column_axis": "key", "rows": [labels],
// "columns": [labels], "shape": [rows, cols], "values": [[…], …]} with null for a masked cell.
// CSV writes a masked cell as "nan"; .npy keeps it NaN. Labels are SentencePiece pieces
// ("▁the", "</s>"); columns without tokens (an embedding's dimensions) are numbered from 0, as
// strings ("0", "1", …) in every format, so that a reader treats both axes alike.

#include <QByteArray>
#include <QString>
#include <QStringList>

#include "Snapshot.h"

namespace atlas::views {

struct MatrixData {
    QString title;
    QString rowAxis, colAxis;          // "query" / "key", "token" / "dimension"
    QStringList rowLabels, colLabels;  // colLabels empty: the column numbers
    Grid values;                       // rows × cols, NaN where masked

    // The labels of a heatmap's axes, as the data files write them.
    static QStringList labels(const QVector<Token>& tokens);
    QStringList columnLabels() const;  // colLabels, or 0 … cols−1
};

QByteArray toCsv(const MatrixData& data);
QByteArray toJson(const MatrixData& data);
// NPY format 1.0: the magic, a little-endian header length, a Python dict literal padded to 64
// bytes, then rows × cols float32 little-endian in C order.
QByteArray toNpy(const Grid& values);
// The labels as NPY 1.0 of shape (n,) and dtype '<Uk', k the longest label in code points (at
// least 1): each label k UTF-32LE code points, zero-padded, as numpy stores str arrays.
QByteArray toNpyLabels(const QStringList& labels);

}  // namespace atlas::views
