#include "CopyableTableView.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMimeData>
#include <map>
#include <set>

namespace atlas::views {

CopyableTableView::CopyableTableView(QWidget* parent) : QTableView(parent) {
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setAlternatingRowColors(true);
    setWordWrap(false);
    verticalHeader()->setVisible(false);
    // Compact rows: a table of figures reads best when more of it fits.
    verticalHeader()->setDefaultSectionSize(int(fontMetrics().height() * 1.45));
    horizontalHeader()->setHighlightSections(false);
    copyAction_ = new QAction(this);
    copyAction_->setShortcut(QKeySequence::Copy);
    copyAction_->setShortcutContext(Qt::WidgetShortcut);
    connect(copyAction_, &QAction::triggered, this, &CopyableTableView::copy);
    addAction(copyAction_);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    retranslate();
}

void CopyableTableView::retranslate() {
    copyAction_->setText(tr("Copy as tab-separated text"));
}

void CopyableTableView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QTableView::changeEvent(event);
}

QString CopyableTableView::toTsv(const QAbstractItemModel& model, const QModelIndexList& cells) {
    // Tabs and line breaks inside a cell would split it: they become spaces.
    const auto field = [](QString text) {
        return text.replace(QLatin1Char('\t'), QLatin1Char(' '))
            .replace(QLatin1Char('\n'), QLatin1Char(' '));
    };
    std::set<int> columns;
    std::map<int, std::map<int, QString>> rows;
    if (cells.isEmpty()) {
        for (int r = 0; r < model.rowCount(); ++r)
            for (int c = 0; c < model.columnCount(); ++c) {
                rows[r][c] = model.index(r, c).data().toString();
                columns.insert(c);
            }
    } else {
        for (const QModelIndex& cell : cells) {
            rows[cell.row()][cell.column()] = cell.data().toString();
            columns.insert(cell.column());
        }
    }
    QStringList lines, header;
    for (int c : columns) header << field(model.headerData(c, Qt::Horizontal).toString());
    lines << header.join(QLatin1Char('\t'));
    for (const auto& [row, values] : rows) {
        QStringList line;
        for (int c : columns) line << field(values.count(c) ? values.at(c) : QString());
        lines << line.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void CopyableTableView::copy() {
    if (!model()) return;
    const QModelIndexList cells =
        selectionModel() ? selectionModel()->selectedIndexes() : QModelIndexList();
    QApplication::clipboard()->setText(toTsv(*model(), cells));
}

void CopyableTableView::keyPressEvent(QKeyEvent* event) {
    if (event->matches(QKeySequence::Copy)) {
        copy();
        event->accept();
        return;
    }
    QTableView::keyPressEvent(event);
}

}  // namespace atlas::views
