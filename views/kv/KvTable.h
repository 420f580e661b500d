#pragma once
// The cells of the published-models table, as text, from plain data: what the table shows is
// what Ctrl+C copies and what the tests read.

#include <QCoreApplication>
#include <QStringList>

#include "KvComparison.h"

class QStandardItemModel;

namespace atlas::views {

class KvTable {
    Q_DECLARE_TR_FUNCTIONS(KvTable)

public:
    enum Column {
        Model,
        BytesPerToken,
        Cache,
        Weights,
        WeightsAndCache,
        LargestContext,
        MaxContext,
        ColumnCount
    };

    static QStringList header(const KvSettings& settings);
    static QStringList cells(const KvRow& row);
    // Replaces the content of `model` with every row of `comparison`.
    static void fill(QStandardItemModel* model, const KvComparison& comparison,
                     const KvSettings& settings);
};

}  // namespace atlas::views
