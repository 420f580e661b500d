#include "ExportFormat.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace atlas::views {

QList<ExportFormat> allExportFormats() {
    return {ExportFormat::Png, ExportFormat::Svg,  ExportFormat::Pdf,
            ExportFormat::Csv, ExportFormat::Json, ExportFormat::Npy};
}

QString formatName(ExportFormat format) {
    switch (format) {
        case ExportFormat::Png:
            return QStringLiteral("png");
        case ExportFormat::Svg:
            return QStringLiteral("svg");
        case ExportFormat::Pdf:
            return QStringLiteral("pdf");
        case ExportFormat::Csv:
            return QStringLiteral("csv");
        case ExportFormat::Json:
            return QStringLiteral("json");
        case ExportFormat::Npy:
            break;
    }
    return QStringLiteral("npy");
}

std::optional<ExportFormat> formatFromName(const QString& name) {
    for (ExportFormat f : allExportFormats())
        if (formatName(f) == name.toLower()) return f;
    return std::nullopt;
}

std::optional<ExportFormat> formatOfPath(const QString& path) {
    const QString suffix = QFileInfo(path).suffix();
    return suffix.isEmpty() ? std::nullopt : formatFromName(suffix);
}

bool isPicture(ExportFormat format) {
    return format == ExportFormat::Png || format == ExportFormat::Svg ||
           format == ExportFormat::Pdf;
}

QString formatFilter(ExportFormat format) {
    const char* kinds[] = {
        QT_TRANSLATE_NOOP("ExportFormat", "PNG image"),
        QT_TRANSLATE_NOOP("ExportFormat", "SVG vector drawing"),
        QT_TRANSLATE_NOOP("ExportFormat", "PDF document"),
        QT_TRANSLATE_NOOP("ExportFormat", "CSV table with token labels"),
        QT_TRANSLATE_NOOP("ExportFormat", "JSON with token labels"),
        QT_TRANSLATE_NOOP("ExportFormat", "NumPy arrays with token labels"),
    };
    return QStringLiteral("%1 (*.%2)")
        .arg(QCoreApplication::translate("ExportFormat", kinds[int(format)]), formatName(format));
}

}  // namespace atlas::views
