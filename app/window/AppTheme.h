#pragma once
// The window's colours: light, dark or high contrast, applied as the application's QPalette so
// that every widget and view follows (heatmaps, strips and charts paint from the palette). By
// default the theme follows the system: Qt 6.4 has no colour-scheme API, so the platform
// palette's window lightness at start decides between light and dark. High contrast also
// draws frames and focus in its ink (HighContrastStyle).

#include <QFont>
#include <QObject>
#include <QPalette>
#include <QString>
#include <optional>

namespace atlas {

class AppTheme : public QObject {
    Q_OBJECT

public:
    enum class Kind { System, Light, Dark, HighContrast };

    // The one instance, made on first use (needs the QApplication).
    static AppTheme* instance();

    Kind theme() const { return theme_; }
    // System resolved to Light or Dark.
    Kind effective() const;
    bool isDark() const;

    // For settings and sessions: "system", "light", "dark", "high-contrast".
    static QString id(Kind kind);
    static std::optional<Kind> fromId(const QString& id);
    static QString displayName(Kind kind);  // translated
    // The palette of a theme (System: the platform's own at start), its muted text raised to a
    // contrast of 4.5 where the source palette has it paler.
    QPalette palette(Kind kind) const;
    // Charts keep a theme of their own: recolours their background, titles, axes and legend
    // from the application's palette, in their view's font; their series' colours moved just far
    // enough from the background to be seen (views::fitColours).
    static void restyleCharts();

public slots:
    void setTheme(atlas::AppTheme::Kind kind);

signals:
    void themeChanged(atlas::AppTheme::Kind kind);

private:
    AppTheme();
    QPalette rawPalette(Kind kind) const;

    Kind theme_ = Kind::System;
    QPalette system_;  // the platform's palette at start
    bool systemDark_ = false;
    QString styleName_;  // the style at start, which high contrast draws over
};

}  // namespace atlas
