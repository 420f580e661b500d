#pragma once
// Writes a figure as PNG (at a scale or a DPI), SVG or PDF, or the numbers it shows as CSV,
// JSON or .npy; .npy is three files, NAME.npy (the values), NAME.rows.npy and NAME.columns.npy
// (the token labels as unicode arrays), all read by numpy.load without allow_pickle. Every file
// goes through writeFilesAtomically (model/AtomicFile.h), and the files of one export are
// committed together: a failed write leaves no file of the group and no part of one, existing
// files stay as they were, and a device is written in place, never replaced.

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QString>
#include <QStringList>
#include <stdexcept>
#include <vector>

#include "AtomicFile.h"
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

// One file of an export: where it goes and what it holds.
struct ExportFile {
    QString path;
    QByteArray bytes;
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
    // The first matrix the figure shows (for .npy its values only); throws ExportError when it
    // shows none (a chart).
    static QByteArray data(const Figure& figure, ExportFormat format);

    // The bytes of `format` (for .npy: the values only).
    static QByteArray encode(const Figure& figure, ExportFormat format,
                             const ImageOptions& options);
    // The files an export to `path` writes: `path` itself and, for .npy, the labels beside it
    // (NAME.rows.npy, NAME.columns.npy for NAME.npy or NAME).
    static QStringList paths(ExportFormat format, const QString& path);
    // Those files with their bytes, in the order of paths().
    static std::vector<ExportFile> files(const Figure& figure, ExportFormat format,
                                         const QString& path, const ImageOptions& options);
    // files() and saveAll(); throws ExportError.
    static void write(const Figure& figure, ExportFormat format, const QString& path,
                      const ImageOptions& options, Links links = Links::Follow);
    // All or nothing; throws ExportError naming the path.
    static void save(const QString& path, const QByteArray& bytes);
    // All or nothing for the group: every file whole, or none of them; throws ExportError
    // naming the path that failed. Links::Replace for the files of a batch in its folder.
    static void saveAll(const std::vector<ExportFile>& files, Links links = Links::Follow);
};

}  // namespace atlas::views
