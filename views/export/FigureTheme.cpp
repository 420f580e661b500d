#include "FigureTheme.h"

#include <QGuiApplication>

namespace atlas::views {

namespace {

// A line of figure text: readable in a two-column paper at 100 % and on a slide.
constexpr int kFontPixels = 14;

}  // namespace

FigureTheme::FigureTheme(Kind kind) : kind_(kind) {}

QColor FigureTheme::background() const {
    switch (kind_) {
        case Kind::White:
            return Qt::white;
        case Kind::Dark:
            return QColor(0x1e, 0x1f, 0x22);
        case Kind::Transparent:
            break;
    }
    return Qt::transparent;
}

QPalette FigureTheme::palette() const {
    const bool dark = kind_ == Kind::Dark;
    QPalette p;
    // Transparent figures keep white gaps between cells: they sit on light and dark slides alike.
    const QColor window = dark ? background() : QColor(Qt::white);
    const QColor ink = dark ? QColor(0xe8, 0xe8, 0xe8) : QColor(0x20, 0x20, 0x20);
    for (auto role : {QPalette::Window, QPalette::Base}) p.setColor(role, window);
    for (auto role : {QPalette::WindowText, QPalette::Text}) p.setColor(role, ink);
    p.setColor(QPalette::Highlight, dark ? QColor(0x6c, 0xa8, 0xff) : QColor(0x1f, 0x5f, 0xd1));
    return p;
}

QFont FigureTheme::font() const {
    QFont f = QGuiApplication::font();
    f.setPixelSize(kFontPixels);
    return f;
}

QList<FigureTheme::Kind> FigureTheme::all() {
    return {Kind::White, Kind::Dark, Kind::Transparent};
}

QString FigureTheme::name(Kind kind) {
    switch (kind) {
        case Kind::White:
            return QStringLiteral("white");
        case Kind::Dark:
            return QStringLiteral("dark");
        case Kind::Transparent:
            break;
    }
    return QStringLiteral("transparent");
}

std::optional<FigureTheme::Kind> FigureTheme::fromName(const QString& name) {
    for (Kind k : all())
        if (FigureTheme::name(k) == name) return k;
    return std::nullopt;
}

QString FigureTheme::displayName(Kind kind) {
    switch (kind) {
        case Kind::White:
            return tr("White background");
        case Kind::Dark:
            return tr("Dark background");
        case Kind::Transparent:
            break;
    }
    return tr("Transparent background");
}

}  // namespace atlas::views
