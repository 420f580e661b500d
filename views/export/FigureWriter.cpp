#include "FigureWriter.h"

#include <QBuffer>
#include <QFile>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <cmath>
#include <memory>

namespace atlas::views {

namespace {

constexpr qreal kFigureDpi = 96.0;    // figure pixels per inch, as CSS has it
constexpr int kPdfResolution = 1200;  // device units per inch inside the PDF
constexpr qreal kInchesPerMeter = 39.3700787;
// A PNG is painted whole in memory at 4 bytes a pixel: 2^28 pixels are 1 GiB. A larger one
// (a long sentence at 2400 DPI: 67 350 × 66 200) would fail to allocate, or exhaust the
// machine, so it is refused before any allocation, with its size. Qt's raster painter
// draws at most 32767 pixels a side.
constexpr double kMaxPixels = double(1 << 28);
constexpr double kMaxSide = 32767;

// PNG is drawn as pixels; SVG and PDF keep vectors (gradients, not images, for colour bars).
enum class Output { Raster, Vector };

void paintOn(QPainter& p, const Figure& figure, const FigureTheme& theme, qreal scale,
             Output output) {
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.scale(scale, scale);
    const QRectF all(QPointF(), figure.size());
    if (theme.background().alpha() > 0) p.fillRect(all, theme.background());
    figure.paint(p, theme, output == Output::Vector);
}

// A painter that could not start or finish leaves no file, or a broken one, behind it.
[[noreturn]] void failedToEncode(const Figure& figure, const char* format) {
    throw ExportError(FigureWriter::tr("cannot encode “%1” as %2")
                          .arg(figure.title(), QLatin1String(format))
                          .toStdString());
}

// The first matrix the figure shows, or why there is none to save as `format`.
MatrixData firstMatrix(const Figure& figure, ExportFormat format) {
    std::vector<MatrixData> matrices = figure.data();
    if (matrices.empty())
        throw ExportError(
            FigureWriter::tr("“%1” shows no matrix to save as %2; export it as a picture")
                .arg(figure.title(), formatName(format).toUpper())
                .toStdString());
    return std::move(matrices.front());
}

}  // namespace

QImage FigureWriter::image(const Figure& figure, const ImageOptions& options) {
    const qreal k = options.pixelsPerFigurePixel();
    const QSizeF size = figure.size() * k;
    const double width = std::ceil(size.width()), height = std::ceil(size.height());
    // Written so that NaN (an unchecked scale) fails the test too.
    if (!(width >= 1 && height >= 1 && width <= kMaxSide && height <= kMaxSide &&
          width * height <= kMaxPixels))
        throw ExportError(tr("the picture would be %1 × %2 pixels, more than the %3 megapixels "
                             "(at most %4 a side) an export may have; choose a lower scale or DPI")
                              .arg(width, 0, 'f', 0)
                              .arg(height, 0, 'f', 0)
                              .arg(kMaxPixels / 1e6, 0, 'f', 0)
                              .arg(kMaxSide, 0, 'f', 0)
                              .toStdString());
    QImage image(int(width), int(height), QImage::Format_ARGB32_Premultiplied);
    // Within the limits an allocation can still fail: a null image would encode as 0 bytes.
    if (image.isNull())
        throw ExportError(tr("not enough memory for a picture of %1 × %2 pixels")
                              .arg(int(width))
                              .arg(int(height))
                              .toStdString());
    image.fill(Qt::transparent);
    // Slides and word processors place the picture at its physical size: 96 figure pixels an inch.
    const int dotsPerMeter = int(std::lround(kFigureDpi * k * kInchesPerMeter));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    QPainter p(&image);
    paintOn(p, figure, FigureTheme(options.theme), k, Output::Raster);
    return image;
}

QByteArray FigureWriter::png(const Figure& figure, const ImageOptions& options) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image(figure, options).save(&buffer, "PNG") || bytes.isEmpty())
        failedToEncode(figure, "PNG");
    return bytes;
}

QByteArray FigureWriter::svg(const Figure& figure, const ImageOptions& options) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QSizeF size = figure.size();
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size.toSize());
    svg.setViewBox(QRectF(QPointF(), size));
    svg.setResolution(int(kFigureDpi));
    svg.setTitle(figure.title());
    svg.setDescription(tr("Made with Attention Atlas"));
    QPainter p(&svg);
    if (!p.isActive()) failedToEncode(figure, "SVG");
    paintOn(p, figure, FigureTheme(options.theme), 1.0, Output::Vector);
    if (!p.end() || bytes.isEmpty()) failedToEncode(figure, "SVG");
    return bytes;
}

QByteArray FigureWriter::pdf(const Figure& figure, const ImageOptions& options) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QSizeF size = figure.size();
    QPdfWriter pdf(&buffer);
    pdf.setTitle(figure.title());
    pdf.setCreator(tr("Attention Atlas"));
    pdf.setResolution(kPdfResolution);
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setPageSize(
        QPageSize(size * (72.0 / kFigureDpi), QPageSize::Point, QString(), QPageSize::ExactMatch));
    QPainter p(&pdf);
    if (!p.isActive()) failedToEncode(figure, "PDF");
    paintOn(p, figure, FigureTheme(options.theme), kPdfResolution / kFigureDpi, Output::Vector);
    if (!p.end() || bytes.isEmpty()) failedToEncode(figure, "PDF");
    return bytes;
}

QByteArray FigureWriter::data(const Figure& figure, ExportFormat format) {
    const MatrixData d = firstMatrix(figure, format);
    switch (format) {
        case ExportFormat::Csv:
            return toCsv(d);
        case ExportFormat::Json:
            return toJson(d);
        default:
            return toNpy(d.values);
    }
}

QByteArray FigureWriter::encode(const Figure& figure, ExportFormat format,
                                const ImageOptions& options) {
    switch (format) {
        case ExportFormat::Png:
            return png(figure, options);
        case ExportFormat::Svg:
            return svg(figure, options);
        case ExportFormat::Pdf:
            return pdf(figure, options);
        default:
            return data(figure, format);
    }
}

QStringList FigureWriter::paths(ExportFormat format, const QString& path) {
    if (format != ExportFormat::Npy) return {path};
    const QString suffix = QStringLiteral(".npy");
    const QString name =
        path.endsWith(suffix, Qt::CaseInsensitive) ? path.chopped(suffix.size()) : path;
    return {path, name + QStringLiteral(".rows") + suffix,
            name + QStringLiteral(".columns") + suffix};
}

std::vector<ExportFile> FigureWriter::files(const Figure& figure, ExportFormat format,
                                            const QString& path, const ImageOptions& options) {
    const QStringList to = paths(format, path);
    if (format != ExportFormat::Npy) return {{path, encode(figure, format, options)}};
    const MatrixData d = firstMatrix(figure, format);
    return {{to[0], toNpy(d.values)},
            {to[1], toNpyLabels(d.rowLabels)},
            {to[2], toNpyLabels(d.columnLabels())}};
}

void FigureWriter::write(const Figure& figure, ExportFormat format, const QString& path,
                         const ImageOptions& options, Links links) {
    saveAll(files(figure, format, path, options), links);
}

void FigureWriter::save(const QString& path, const QByteArray& bytes) {
    saveAll({{path, bytes}});
}

void FigureWriter::saveAll(const std::vector<ExportFile>& files, Links links) {
    std::vector<std::string> paths;
    std::vector<OutputFile> out;
    paths.reserve(files.size());
    for (const ExportFile& f : files) paths.push_back(QFile::encodeName(f.path).toStdString());
    for (size_t i = 0; i < files.size(); ++i)
        out.push_back({paths[i], std::string_view(files[i].bytes.constData(),
                                                  size_t(files[i].bytes.size()))});
    try {
        writeFilesAtomically(out, links);
    } catch (const WriteError& e) {
        throw ExportError(tr("cannot write %1: %2")
                              .arg(QFile::decodeName(e.path().c_str()),
                                   QString::fromLocal8Bit(e.reason().c_str()))
                              .toStdString());
    }
}

}  // namespace atlas::views
