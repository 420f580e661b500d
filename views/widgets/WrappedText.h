#pragma once
// Read-only text that wraps at word boundaries and, for a word longer than the line (a German
// compound, a run of pieces without spaces, a narrow panel at presentation size), anywhere
// inside it: a QLabel would widen its panel instead and the panel would cut it off. As tall as
// its lines at the width it gets; selectable with the mouse.

#include <QTextEdit>

namespace atlas::views {

class WrappedText : public QTextEdit {
    Q_OBJECT

public:
    explicit WrappedText(QWidget* parent = nullptr);

    void setText(const QString& text) { setPlainText(text); }
    QString text() const { return toPlainText(); }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
};

}  // namespace atlas::views
