#include "WrappedText.h"

#include <QAbstractTextDocumentLayout>
#include <QTextDocument>
#include <cmath>
#include <memory>

namespace atlas::views {

WrappedText::WrappedText(QWidget* parent) : QTextEdit(parent) {
    setReadOnly(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setFrameShape(QFrame::NoFrame);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setLineWrapMode(QTextEdit::WidgetWidth);
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    document()->setDocumentMargin(0);
    // Drawn on the panel's background, as a label is.
    viewport()->setAutoFillBackground(false);
    setAutoFillBackground(false);
    setFocusPolicy(Qt::NoFocus);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    connect(document(), &QTextDocument::contentsChanged, this, [this] { updateGeometry(); });
}

int WrappedText::heightForWidth(int width) const {
    // A copy laid out at that width: the shown document keeps its own.
    const std::unique_ptr<QTextDocument> copy(document()->clone());
    copy->setDefaultFont(font());
    QTextOption option = copy->defaultTextOption();
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    copy->setDefaultTextOption(option);
    copy->setTextWidth(std::max(1, width - 2 * frameWidth()));
    const int lines = int(std::ceil(copy->size().height()));
    return std::max(lines, fontMetrics().height()) + 2 * frameWidth();
}

QSize WrappedText::sizeHint() const {
    const int w = width() > 0 ? width() : fontMetrics().averageCharWidth() * 30;
    return {w, heightForWidth(w)};
}

QSize WrappedText::minimumSizeHint() const {
    const int w = fontMetrics().averageCharWidth() * 4;
    return {w, heightForWidth(std::max(w, width()))};
}

void WrappedText::resizeEvent(QResizeEvent* event) {
    QTextEdit::resizeEvent(event);
    if (height() != heightForWidth(width())) updateGeometry();
}

}  // namespace atlas::views
