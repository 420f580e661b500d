#include "MatrixData.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>
#include <algorithm>
#include <cmath>
#include <cstring>

namespace atlas::views {

namespace {

// RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled.
QString csvField(const QString& text) {
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

// Nine significant digits give back the same float32 when read.
QString number(float v) {
    return std::isnan(v) ? QStringLiteral("nan") : QString::number(double(v), 'g', 9);
}

// The magic, the version (1.0), the header's length and the header: `dict` in braces, padded
// with spaces and ended by a newline to a multiple of 64 bytes, so that the data is aligned.
QByteArray npyHeader(const QString& dict) {
    QByteArray header = QByteArray("{") + dict.toLatin1() + '}';
    const int preamble = 10;  // magic (6) + version (2) + length (2)
    const int padded = (preamble + int(header.size()) + 1 + 63) / 64 * 64;
    header += QByteArray(padded - preamble - int(header.size()) - 1, ' ');
    header += '\n';
    QByteArray out("\x93NUMPY\x01\x00", 8);
    char length[2];
    qToLittleEndian<quint16>(quint16(header.size()), length);
    out.append(length, 2);
    return out + header;
}

}  // namespace

QStringList MatrixData::labels(const QVector<Token>& tokens) {
    QStringList out;
    for (const Token& t : tokens) out << t.piece;
    return out;
}

QStringList MatrixData::columnLabels() const {
    if (!colLabels.isEmpty()) return colLabels;
    QStringList out;
    for (int c = 0; c < values.cols; ++c) out << QString::number(c);
    return out;
}

QByteArray toCsv(const MatrixData& data) {
    const Grid& g = data.values;
    QString out = csvField(data.rowAxis + QLatin1Char('\\') + data.colAxis);
    for (const QString& label : data.columnLabels()) out += QLatin1Char(',') + csvField(label);
    out += QLatin1Char('\n');
    for (int r = 0; r < g.rows; ++r) {
        out += csvField(data.rowLabels.value(r, QString::number(r)));
        for (int c = 0; c < g.cols; ++c) out += QLatin1Char(',') + number(g.at(r, c));
        out += QLatin1Char('\n');
    }
    return out.toUtf8();
}

QByteArray toJson(const MatrixData& data) {
    const Grid& g = data.values;
    QJsonArray rows;
    for (int r = 0; r < g.rows; ++r) {
        QJsonArray row;
        for (int c = 0; c < g.cols; ++c) {
            const float v = g.at(r, c);
            row.append(std::isnan(v) ? QJsonValue() : QJsonValue(double(v)));
        }
        rows.append(row);
    }
    QJsonObject o;
    o[QStringLiteral("title")] = data.title;
    o[QStringLiteral("row_axis")] = data.rowAxis;
    o[QStringLiteral("column_axis")] = data.colAxis;
    o[QStringLiteral("rows")] = QJsonArray::fromStringList(data.rowLabels);
    o[QStringLiteral("columns")] = QJsonArray::fromStringList(data.columnLabels());
    o[QStringLiteral("shape")] = QJsonArray{g.rows, g.cols};
    o[QStringLiteral("values")] = rows;
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QByteArray toNpy(const Grid& g) {
    QByteArray out =
        npyHeader(QStringLiteral("'descr': '<f4', 'fortran_order': False, 'shape': (%1, %2), ")
                      .arg(g.rows)
                      .arg(g.cols));
    const qsizetype start = out.size();
    out.resize(start + qsizetype(g.values.size() * sizeof(float)));
    for (size_t i = 0; i < g.values.size(); ++i)
        qToLittleEndian<float>(g.values[i], out.data() + start + qsizetype(i * sizeof(float)));
    return out;
}

QByteArray toNpyLabels(const QStringList& labels) {
    // Code points, not UTF-16 units: "🐕" is one character to numpy.
    QList<QList<uint>> points;
    qsizetype width = 1;
    for (const QString& label : labels) {
        points.append(label.toUcs4());
        width = std::max(width, points.last().size());
    }
    QByteArray out =
        npyHeader(QStringLiteral("'descr': '<U%1', 'fortran_order': False, 'shape': (%2,), ")
                      .arg(width)
                      .arg(labels.size()));
    const qsizetype start = out.size();
    out.resize(start + labels.size() * width * 4, '\0');
    for (qsizetype i = 0; i < points.size(); ++i)
        for (qsizetype k = 0; k < points[i].size(); ++k)
            qToLittleEndian<quint32>(points[i][k], out.data() + start + (i * width + k) * 4);
    return out;
}

}  // namespace atlas::views
