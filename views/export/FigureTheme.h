#pragma once
// The look of an exported figure: white for paper, dark for dark slides, transparent for
// slides of any colour (dark ink, no background). Exports carry their own font and colours, so
// that a figure looks the same from the window, from the command line and on every machine.

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QPalette>
#include <QString>
#include <optional>

namespace atlas::views {

class FigureTheme {
    Q_DECLARE_TR_FUNCTIONS(FigureTheme)

public:
    enum class Kind { White, Dark, Transparent };

    explicit FigureTheme(Kind kind = Kind::White);

    Kind kind() const { return kind_; }
    // What the figure is painted on; fully transparent for Kind::Transparent.
    QColor background() const;
    // Ink (WindowText), the colour between cells (Window) and the accent (Highlight).
    QPalette palette() const;
    // Sized in pixels of the figure (96 per inch), so that scale and DPI enlarge it evenly.
    QFont font() const;

    static QList<Kind> all();
    static QString name(Kind kind);  // "white", "dark", "transparent": the command line's words
    static std::optional<Kind> fromName(const QString& name);
    static QString displayName(Kind kind);  // translated, for the export dialog

private:
    Kind kind_;
};

}  // namespace atlas::views
