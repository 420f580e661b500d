#include "AppTheme.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QStyle>
#include <QStyleFactory>

#include "HighContrastStyle.h"
#include "KvChartStyle.h"
#include "ReadableColour.h"

namespace atlas {

namespace {

struct Colours {
    QColor window, text, base, alternate, button, highlight, highlighted, link, mid, dark, light,
        disabled, placeholder, toolTip;
};

QPalette paletteOf(const Colours& c) {
    QPalette p;
    p.setColor(QPalette::Window, c.window);
    p.setColor(QPalette::WindowText, c.text);
    p.setColor(QPalette::Base, c.base);
    p.setColor(QPalette::AlternateBase, c.alternate);
    p.setColor(QPalette::Text, c.text);
    p.setColor(QPalette::Button, c.button);
    p.setColor(QPalette::ButtonText, c.text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Highlight, c.highlight);
    p.setColor(QPalette::HighlightedText, c.highlighted);
    p.setColor(QPalette::Link, c.link);
    p.setColor(QPalette::LinkVisited, c.link);
    p.setColor(QPalette::Light, c.light);
    p.setColor(QPalette::Midlight, c.light);
    p.setColor(QPalette::Mid, c.mid);
    p.setColor(QPalette::Dark, c.dark);
    p.setColor(QPalette::Shadow, c.dark);
    p.setColor(QPalette::ToolTipBase, c.toolTip);
    p.setColor(QPalette::ToolTipText, c.text);
    p.setColor(QPalette::PlaceholderText, c.placeholder);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, c.disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, c.mid);
    return p;
}

// Near-neutral greys: the heatmaps' colours are the only strong colours on the page.
QPalette darkPalette() {
    return paletteOf({.window = QColor(0x26, 0x27, 0x2b),
                      .text = QColor(0xe6, 0xe6, 0xe8),
                      .base = QColor(0x1c, 0x1d, 0x20),
                      .alternate = QColor(0x2c, 0x2d, 0x32),
                      .button = QColor(0x33, 0x34, 0x39),
                      .highlight = QColor(0x4c, 0x9a, 0xff),
                      .highlighted = Qt::black,
                      .link = QColor(0x7c, 0xb8, 0xff),
                      .mid = QColor(0x5a, 0x5b, 0x62),
                      .dark = QColor(0x10, 0x10, 0x12),
                      .light = QColor(0x48, 0x49, 0x50),
                      .disabled = QColor(0x80, 0x80, 0x86),
                      .placeholder = QColor(0x95, 0x95, 0x9b),
                      .toolTip = QColor(0x3a, 0x3b, 0x40)});
}

// Pure black on white, for projectors in lit rooms: grey text washes out, so there is none; the
// accent (pointer highlight, selection) is a deep orange that no colormap uses.
QPalette highContrastPalette() {
    return paletteOf({.window = Qt::white,
                      .text = Qt::black,
                      .base = Qt::white,
                      .alternate = QColor(0xee, 0xee, 0xee),
                      .button = QColor(0xf2, 0xf2, 0xf2),
                      .highlight = QColor(0xb3, 0x30, 0x00),
                      .highlighted = Qt::white,
                      .link = QColor(0x00, 0x2f, 0xc8),
                      .mid = QColor(0x30, 0x30, 0x30),
                      .dark = Qt::black,
                      .light = Qt::white,
                      .disabled = QColor(0x55, 0x55, 0x55),
                      .placeholder = QColor(0x40, 0x40, 0x40),
                      .toolTip = QColor(0xff, 0xff, 0xe6)});
}

// Every theme's muted text (placeholders, disabled controls, notes) at 4.5 : 1 on the window, on
// fields and on buttons: the platform's and the style's own palettes draw it paler (Fusion:
// #bebebe on #efefef), and the pages use these roles for text a reader needs.
QPalette withReadableText(QPalette p) {
    using views::readableOn;
    const auto onEvery = [&](QPalette::ColorGroup group, QPalette::ColorRole role) {
        QColor c = p.color(group, role);
        for (auto under : {QPalette::Window, QPalette::Base, QPalette::Button})
            c = readableOn(c, p.color(group, under));
        p.setColor(group, role, c);
    };
    for (auto group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        onEvery(group, QPalette::PlaceholderText);
        onEvery(group, QPalette::Link);
    }
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        onEvery(QPalette::Disabled, role);
    // Selected text and the notices drawn on the accent: the accent moves away from the text
    // on it (Fusion's blue under white reaches 3.6 only).
    for (auto group : {QPalette::Active, QPalette::Inactive})
        p.setColor(group, QPalette::Highlight,
                   readableOn(p.color(group, QPalette::Highlight),
                              p.color(group, QPalette::HighlightedText)));
    return p;
}

}  // namespace

AppTheme* AppTheme::instance() {
    static AppTheme* theme = [] {
        auto* t = new AppTheme;
        t->setParent(qApp);
        return t;
    }();
    return theme;
}

AppTheme::AppTheme() : system_(QApplication::palette()), styleName_(QApplication::style()->name()) {
    systemDark_ = system_.color(QPalette::Window).lightnessF() < 0.5;
    // The system theme is in force from the start, its muted text made readable like every
    // other theme's (setTheme() changes nothing while the theme stays the same).
    QApplication::setPalette(palette(Kind::System));
}

AppTheme::Kind AppTheme::effective() const {
    if (theme_ != Kind::System) return theme_;
    return systemDark_ ? Kind::Dark : Kind::Light;
}

bool AppTheme::isDark() const {
    return effective() == Kind::Dark;
}

QString AppTheme::id(Kind kind) {
    switch (kind) {
        case Kind::System:
            return QStringLiteral("system");
        case Kind::Light:
            return QStringLiteral("light");
        case Kind::Dark:
            return QStringLiteral("dark");
        case Kind::HighContrast:
            return QStringLiteral("high-contrast");
    }
    return {};
}

std::optional<AppTheme::Kind> AppTheme::fromId(const QString& id) {
    for (Kind k : {Kind::System, Kind::Light, Kind::Dark, Kind::HighContrast})
        if (AppTheme::id(k) == id) return k;
    return std::nullopt;
}

QString AppTheme::displayName(Kind kind) {
    switch (kind) {
        case Kind::System:
            return tr("Follow the system");
        case Kind::Light:
            return tr("Light");
        case Kind::Dark:
            return tr("Dark");
        case Kind::HighContrast:
            return tr("High contrast");
    }
    return {};
}

QPalette AppTheme::palette(Kind kind) const {
    return withReadableText(rawPalette(kind));
}

QPalette AppTheme::rawPalette(Kind kind) const {
    switch (kind) {
        case Kind::System:
            return system_;
        case Kind::Light:
            // The system's own palette when it is light; the style's standard one otherwise.
            return systemDark_ ? QApplication::style()->standardPalette() : system_;
        case Kind::Dark:
            return systemDark_ ? system_ : darkPalette();
        case Kind::HighContrast:
            return highContrastPalette();
    }
    return system_;
}

void AppTheme::setTheme(Kind kind) {
    if (kind == theme_) return;
    const bool wasHigh = theme_ == Kind::HighContrast;
    theme_ = kind;
    // The style first: setting one resets the application's palette to the style's own.
    if (kind == Kind::HighContrast)
        QApplication::setStyle(new HighContrastStyle(QStyleFactory::create(styleName_)));
    else if (wasHigh)
        QApplication::setStyle(styleName_);
    QApplication::setPalette(palette(kind));
    // The widgets get the palette from a posted event: now, so that the charts below and any
    // caller see it.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::ApplicationPaletteChange);
    restyleCharts();
    emit themeChanged(kind);
}

void AppTheme::restyleCharts() {
    const QPalette p = QApplication::palette();
    const QColor ink = p.color(QPalette::WindowText);
    QColor grid = ink;
    grid.setAlphaF(0.18f);
    for (QWidget* w : QApplication::allWidgets()) {
        auto* view = qobject_cast<QChartView*>(w);
        if (!view || !view->chart()) continue;
        QChart* chart = view->chart();
        chart->setBackgroundBrush(p.color(QPalette::Base));
        chart->setPlotAreaBackgroundVisible(false);
        chart->setTitleBrush(ink);
        QFont title = view->font();
        title.setBold(true);
        chart->setTitleFont(title);
        chart->legend()->setLabelColor(ink);
        chart->legend()->setFont(view->font());
        for (QAbstractAxis* axis : chart->axes()) {
            axis->setLabelsColor(ink);
            axis->setLabelsFont(view->font());
            axis->setTitleBrush(ink);
            axis->setLinePenColor(ink);
            axis->setGridLineColor(grid);
        }
        views::fitColours(chart, p);
    }
}

}  // namespace atlas
