#include "HighContrastStyle.h"

#include <QPainter>
#include <QStyleOption>

namespace atlas {

namespace {

// A crisp outline inside `rect`, `width` pixels wide.
void outline(QPainter* painter, const QRect& rect, const QColor& colour, qreal width) {
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setBrush(Qt::NoBrush);
    QPen pen(colour, width);
    pen.setJoinStyle(Qt::MiterJoin);
    painter->setPen(pen);
    const int inset = int(width / 2);
    painter->drawRect(rect.adjusted(inset, inset, -inset - 1, -inset - 1));
    painter->restore();
}

}  // namespace

HighContrastStyle::HighContrastStyle(QStyle* base) : QProxyStyle(base) {}

void HighContrastStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option,
                                      QPainter* painter, const QWidget* widget) const {
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    const QColor ink = option->palette.color(QPalette::WindowText);
    switch (element) {
        case PE_FrameFocusRect:
            outline(painter, option->rect, option->palette.color(QPalette::Highlight), 2);
            break;
        case PE_FrameLineEdit:
        case PE_FrameTabWidget:
        case PE_FrameGroupBox:
        case PE_PanelButtonCommand:
        case PE_FrameMenu:
        case PE_FrameWindow:
            outline(painter, option->rect, ink, 1);
            break;
        case PE_Frame:
            // A frame the widget asked for (QFrame::StyledPanel): not the frameless ones.
            if (const auto* frame = qstyleoption_cast<const QStyleOptionFrame*>(option);
                frame && frame->lineWidth > 0)
                outline(painter, option->rect, ink, 1);
            break;
        default:
            break;
    }
}

void HighContrastStyle::drawControl(ControlElement element, const QStyleOption* option,
                                    QPainter* painter, const QWidget* widget) const {
    QProxyStyle::drawControl(element, option, painter, widget);
    if (element != CE_TabBarTabShape) return;
    // Every tab framed; the chosen one underlined in the accent, thick enough to see across a
    // room.
    outline(painter, option->rect, option->palette.color(QPalette::WindowText), 1);
    if (option->state & State_Selected) {
        QRect bar = option->rect.adjusted(1, 0, -1, 0);
        bar.setTop(bar.bottom() - 3);
        painter->fillRect(bar, option->palette.color(QPalette::Highlight));
    }
}

void HighContrastStyle::drawComplexControl(ComplexControl control,
                                           const QStyleOptionComplex* option, QPainter* painter,
                                           const QWidget* widget) const {
    QProxyStyle::drawComplexControl(control, option, painter, widget);
    if (control == CC_ComboBox || control == CC_SpinBox)
        outline(painter, option->rect, option->palette.color(QPalette::WindowText), 1);
}

}  // namespace atlas
