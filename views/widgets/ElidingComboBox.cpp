#include "ElidingComboBox.h"

#include <QEvent>
#include <QStyleOptionComboBox>
#include <QStylePainter>
#include <algorithm>

namespace atlas::views {

ElidingComboBox::ElidingComboBox(QWidget* parent) : QComboBox(parent) {
    connect(this, &QComboBox::currentTextChanged, this, &ElidingComboBox::updateToolTip);
}

int ElidingComboBox::textWidth() const {
    QStyleOptionComboBox option;
    initStyleOption(&option);
    const QRect field =
        style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
    // CE_ComboBoxLabel draws the icon first, then the text after a small gap.
    const int icon = option.currentIcon.isNull() ? 0 : option.iconSize.width() + 4;
    return std::max(0, field.width() - icon);
}

QString ElidingComboBox::shownText() const {
    return fontMetrics().elidedText(currentText(), Qt::ElideRight, textWidth());
}

void ElidingComboBox::paintEvent(QPaintEvent*) {
    QStylePainter painter(this);  // as QComboBox::paintEvent, the label's text elided
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    option.currentText = shownText();
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

void ElidingComboBox::resizeEvent(QResizeEvent* event) {
    QComboBox::resizeEvent(event);
    updateToolTip();
}

void ElidingComboBox::changeEvent(QEvent* event) {
    QComboBox::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        updateToolTip();
}

void ElidingComboBox::updateToolTip() {
    // Whole in the tooltip only when cut: a tooltip repeating what is shown is noise.
    setToolTip(shownText() == currentText() ? QString() : currentText());
}

}  // namespace atlas::views
