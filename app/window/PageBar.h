#pragma once
// The page tabs as a row of buttons that wraps onto a second row when the window is too narrow
// for all ten in one (a 1280-px laptop, German titles, presentation mode's type): every page
// stays one click away, never behind scroll arrows or elided. It drives and follows a
// QTabWidget whose own tab bar it hides; titles and tooltips are the tab widget's.

#include <QButtonGroup>
#include <QList>
#include <QWidget>

class QTabWidget;
class QToolButton;

namespace atlas {

class PageBar : public QWidget {
    Q_OBJECT

public:
    explicit PageBar(QTabWidget* pages, QWidget* parent = nullptr);

    // Takes the tab widget's titles and tooltips again (after a language change).
    void sync();
    QToolButton* button(int index) const { return buttons_.value(index); }
    int rowCount() const;  // rows at the current width

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;  // a new font: the buttons' sizes change

private:
    // Lays the buttons out in rows of at most `width` (moves them when `apply`); the height.
    int place(int width, bool apply, int* rows = nullptr) const;

    QTabWidget* pages_;
    QList<QToolButton*> buttons_;
    QButtonGroup group_;
};

}  // namespace atlas
