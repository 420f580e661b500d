#pragma once
// Help > Keyboard shortcuts: every shortcut of the window's menus, read from the actions
// themselves so that the list cannot drift from what the keys do.

#include <QDialog>

class QMenuBar;

namespace atlas {

class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    ShortcutsDialog(const QMenuBar* menus, QWidget* parent = nullptr);
};

}  // namespace atlas
