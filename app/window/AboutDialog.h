#pragma once
// Help → About: what the program is, the paper it follows, its version, its own licence (MIT,
// the LICENSE file) and the licences of the libraries it is built from.

#include <QDialog>

namespace atlas {

class AboutDialog : public QDialog {
    Q_OBJECT

public:
    explicit AboutDialog(QWidget* parent = nullptr);

    // The dialog's text (HTML), in the current language.
    static QString html();
};

}  // namespace atlas
