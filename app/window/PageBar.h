#pragma once
// The page tabs as a row of buttons that wraps onto a second row when the window is too narrow
// for all ten in one (a 1280-px laptop, German titles, presentation mode's type): every page
// stays one click away, never behind scroll arrows or elided. It drives and follows a
// QTabWidget whose own tab bar it hides; titles and tooltips are the tab widget's. The rows are a
// views::FlowLayout's, which also gives the bar its size and its height for a width.

#include <QButtonGroup>
#include <QList>
#include <QWidget>

class QTabWidget;
class QToolButton;

namespace atlas {

namespace views {
class FlowLayout;
}

class PageBar : public QWidget {
    Q_OBJECT

public:
    explicit PageBar(QTabWidget* pages, QWidget* parent = nullptr);

    // Takes the tab widget's titles and tooltips again (after a language change).
    void sync();
    QToolButton* button(int index) const { return buttons_.value(index); }
    int rowCount() const;  // rows at the current width

private:
    QTabWidget* pages_;
    views::FlowLayout* flow_;
    QList<QToolButton*> buttons_;
    QButtonGroup group_;
};

}  // namespace atlas
