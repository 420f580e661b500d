#pragma once
// A table whose numbers leave with the user: Ctrl+C (or the context menu) puts the selected
// cells, or the whole table when nothing is selected, on the clipboard as tab-separated text
// with the column headers first, ready for a spreadsheet.

#include <QModelIndexList>
#include <QTableView>

class QAction;

namespace atlas::views {

class CopyableTableView : public QTableView {
    Q_OBJECT

public:
    explicit CopyableTableView(QWidget* parent = nullptr);

    // The TSV of `cells` (all of `model` when empty): the headers of the columns that hold a
    // selected cell, then one line per row that does, empty fields where a row has a gap.
    static QString toTsv(const QAbstractItemModel& model, const QModelIndexList& cells);

public slots:
    void copy();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;  // LanguageChange: retranslate()

private:
    void retranslate();

    QAction* copyAction_ = nullptr;
};

}  // namespace atlas::views
