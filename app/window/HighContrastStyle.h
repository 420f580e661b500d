#pragma once
// The high-contrast theme's look beyond its colours: the base style (Fusion) derives its frames
// from the window colour, pale grey on white, so this proxy draws every field, button, frame and
// tab outline again in the text colour and the keyboard focus as a thick accent ring, as
// accessibility themes do. With its black-on-white palette it is plainly not the light theme.

#include <QProxyStyle>

namespace atlas {

class HighContrastStyle : public QProxyStyle {
    Q_OBJECT

public:
    explicit HighContrastStyle(QStyle* base);

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget) const override;
    void drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                     const QWidget* widget) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex* option,
                            QPainter* painter, const QWidget* widget) const override;
};

}  // namespace atlas
