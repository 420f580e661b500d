#pragma once
// The file formats of exports: pictures (PNG, SVG, PDF) and the numbers shown (CSV, JSON, NPY).

#include <QList>
#include <QString>
#include <optional>

namespace atlas::views {

enum class ExportFormat { Png, Svg, Pdf, Csv, Json, Npy };

QList<ExportFormat> allExportFormats();
// "png", … : the command line's words and the files' suffixes.
QString formatName(ExportFormat format);
std::optional<ExportFormat> formatFromName(const QString& name);
// From a file name's suffix, case-insensitive ("figure.SVG").
std::optional<ExportFormat> formatOfPath(const QString& path);
bool isPicture(ExportFormat format);
// "PNG image (*.png)": for file dialogs, translated.
QString formatFilter(ExportFormat format);

}  // namespace atlas::views
