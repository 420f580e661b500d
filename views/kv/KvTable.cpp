#include "KvTable.h"

#include <QCoreApplication>
#include <QStandardItemModel>

#include "KvChartStyle.h"

namespace atlas::views {

QStringList KvTable::header(const KvSettings& s) {
    const QString at = formatTokens(s.context);
    return {tr("Model"),
            tr("KV / token"),
            s.batch == 1 ? tr("KV cache, T = %1").arg(at)
                         : tr("KV cache, %1 × T = %2").arg(s.batch).arg(at),
            tr("Weights"),
            tr("Weights + KV"),
            tr("Largest T in %1 GB").arg(double(s.budgetBytes) / 1e9),
            tr("Max context")};
}

QStringList KvTable::cells(const KvRow& row) {
    QStringList c;
    c << rowLabel(row);
    // Per token in exact bytes (int4 halves and windowed averages keep a fraction).
    c << tr("%1 B").arg(formatCount(row.bytesPerToken));
    c << formatBytes(row.kv.bytes()) + (row.beyondMaxContext ? QStringLiteral(" *") : QString());
    // A mixture of experts holds every expert in memory but runs a token through a few.
    c << formatBytes(row.weights.bytes()) +
             (row.model.parameters_estimated ? QStringLiteral(" ~") : QString()) +
             (row.model.active_parameters
                  ? tr(" (MoE: %1 of %2 parameters active)")
                        .arg(formatCount(double(*row.model.active_parameters)),
                             formatCount(double(row.model.parameters)))
                  : QString());
    c << formatBytes(row.weights.bytes() + row.kv.bytes());
    if (row.fit.unlimited)
        c << tr("unlimited");
    else if (row.fit.tokens == 0)
        c << tr("weights do not fit");
    else
        c << formatCount(double(row.fit.tokens));
    c << (row.maxContextPublished ? formatCount(double(row.maxContext)) : tr("none"));
    return c;
}

void KvTable::fill(QStandardItemModel* model, const KvComparison& comparison,
                   const KvSettings& settings) {
    model->clear();
    model->setHorizontalHeaderLabels(header(settings));
    for (const KvRow& row : comparison.rows) {
        QList<QStandardItem*> items;
        const QStringList text = cells(row);
        for (int c = 0; c < text.size(); ++c) {
            auto* item = new QStandardItem(text[c]);
            item->setEditable(false);
            if (c != Model) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (row.twin && c == Model) {
                QFont italic = item->font();
                italic.setItalic(true);
                item->setFont(italic);
            }
            items << item;
        }
        // The kind's colour, as on the charts beside the table.
        items[Model]->setData(attentionColor(row.model.attention), Qt::DecorationRole);
        items[Model]->setToolTip(QString::fromStdString(row.model.id));
        model->appendRow(items);
    }
}

}  // namespace atlas::views
