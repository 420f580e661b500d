#pragma once
// A combo box whose current text, when the box is narrower than it (a German model name in
// the left panel at 1280 px), ends in "…" with the whole text in the tooltip; QComboBox itself
// cuts the text off at the edge mid-letter, which reads as a broken name.

#include <QComboBox>

namespace atlas::views {

class ElidingComboBox : public QComboBox {
    Q_OBJECT

public:
    explicit ElidingComboBox(QWidget* parent = nullptr);

    // The current text as drawn at the box's present width.
    QString shownText() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;  // a new font elides anew

private:
    int textWidth() const;  // the label's room: the edit field less the icon
    void updateToolTip();
};

}  // namespace atlas::views
