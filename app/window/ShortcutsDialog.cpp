#include "ShortcutsDialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace atlas {

namespace {

// "&Open" reads "Open", "Tokens && embeddings" reads "Tokens & embeddings".
QString withoutMnemonic(QString text) {
    static const QRegularExpression single(QStringLiteral("&(?!&)"));
    return text.replace(QStringLiteral("&&"), QStringLiteral("\x01"))
        .remove(single)
        .replace(QChar(1), QChar('&'));
}

void addShortcuts(QTreeWidgetItem* group, const QMenu* menu) {
    for (const QAction* action : menu->actions()) {
        if (action->menu()) addShortcuts(group, action->menu());
        if (action->shortcuts().isEmpty()) continue;
        QStringList keys;
        for (const QKeySequence& key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        auto* item = new QTreeWidgetItem(group);
        item->setText(0, withoutMnemonic(action->text()));
        item->setText(1, keys.join(ShortcutsDialog::tr("  or  ")));
    }
}

}  // namespace

ShortcutsDialog::ShortcutsDialog(const QMenuBar* menus, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Keyboard shortcuts"));
    auto* tree = new QTreeWidget(this);
    tree->setColumnCount(2);
    tree->setHeaderLabels({tr("Action"), tr("Keys")});
    tree->setRootIsDecorated(false);
    tree->setSelectionMode(QAbstractItemView::NoSelection);
    for (const QAction* top : menus->actions()) {
        if (!top->menu()) continue;
        auto* group = new QTreeWidgetItem(tree, {withoutMnemonic(top->text())});
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        group->setFirstColumnSpanned(true);
        addShortcuts(group, top->menu());
        if (group->childCount() == 0) delete group;
    }
    tree->expandAll();
    tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // The one key that depends on where the focus is: say so above the list.
    auto* pages = new QLabel(
        tr("Pages: the keys 1–9 and 0 while no text field has the focus; Alt+1–9 and Alt+0 "
           "always, also while typing the sentence."),
        this);
    pages->setObjectName("pageKeysNote");
    pages->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(pages);
    layout->addWidget(tree);
    layout->addWidget(buttons);
    resize(520, 560);
}

}  // namespace atlas
