#pragma once
// Writes a figure as PNG (at a scale or a DPI), SVG or PDF, or the numbers it shows as CSV,
// JSON or .npy. Every file goes through QSaveFile: a failed write leaves no file and no part of
// one, and an existing file stays as it was.

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QString>
#include <stdexcept>

#include "ExportFormat.h"
#include "Figure.h"

namespace atlas::views {

// Why an export failed, in one line that names the file.
class ExportError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct ImageOptions {
    qreal scale = 1.0;  // 1× … 4×: pixels per figure pixel (PNG)
    int dpi = 0;        // when > 0, instead of scale: the figure's 96 pixels per inch become dpi
    FigureTheme::Kind theme = FigureTheme::Kind::White;

    qreal pixelsPerFigurePixel() const { return dpi > 0 ? dpi / 96.0 : scale; }
};

class FigureWriter {
    Q_DECLARE_TR_FUNCTIONS(FigureWriter)

public:
    // The figure on its background, size() × the options' scale.
    static QImage image(const Figure& figure, const ImageOptions& options);
    static QByteArray png(const Figure& figure, const ImageOptions& options);
    static QByteArray svg(const Figure& figure, const ImageOptions& options);
    // One page exactly the figure's size (96 figure pixels to the inch).
    static QByteArray pdf(const Figure& figure, const ImageOptions& options);
    // The first matrix the figure shows; throws ExportError when it shows none (a chart).
    static QByteArray data(const Figure& figure, ExportFormat format);

    // The bytes of `format`.
    static QByteArray encode(const Figure& figure, ExportFormat format,
                             const ImageOptions& options);
    // encode() and save(); throws ExportError.
    static void write(const Figure& figure, ExportFormat format, const QString& path,
                      const ImageOptions& options);
    // All or nothing: through a QSaveFile; throws ExportError naming the path.
    static void save(const QString& path, const QByteArray& bytes);
};

}  // namespace atlas::views
