#pragma once
// Help > User guide (F1): the guide of docs/guide, offline, in a window beside the main one:
// the contents, a page for each page of the window, and the docs they link to (models, command
// line, speed, ...), in the interface language where translated.

#include <QDialog>

class QToolButton;

namespace atlas {

class GuideBrowser;

class UserGuide : public QDialog {
    Q_OBJECT

public:
    explicit UserGuide(QWidget* parent = nullptr);

    // Shows the guide of `window`, made the first time: one guide a window, kept (with its place
    // in the guide) until the window closes.
    static UserGuide* open(QWidget* window);

    GuideBrowser* browser() const { return browser_; }

protected:
    // A new interface language: the buttons' words and the page shown, in it.
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    GuideBrowser* browser_;
    QToolButton* back_;
    QToolButton* forward_;
    QToolButton* contents_;
};

}  // namespace atlas
