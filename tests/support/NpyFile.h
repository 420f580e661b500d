#pragma once
// NPY 1.0 files read back as numpy would, for tests of the exports: a reader written from the
// format's description, independent of the writer (views/MatrixData), and python3 with numpy
// when the machine has it.

#include <QByteArray>
#include <QList>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QtEndian>
#include <vector>

namespace atlas::test {

struct Npy {
    QString descr;
    bool fortran = true;
    QList<int> shape;
    QByteArray data;  // what follows the header
};

// The header of an NPY 1.0 file, checked for the 64-byte alignment; empty when it is none.
inline Npy readNpyHeader(const QByteArray& bytes) {
    Npy npy;
    if (!bytes.startsWith(QByteArray("\x93NUMPY\x01\x00", 8))) return npy;
    const int length = qFromLittleEndian<quint16>(bytes.constData() + 8);
    const QString header = QString::fromLatin1(bytes.mid(10, length));
    if ((10 + length) % 64 != 0 || !header.endsWith('\n')) return npy;
    npy.descr = QRegularExpression("'descr': '([^']*)'").match(header).captured(1);
    npy.fortran = !header.contains("'fortran_order': False");
    const QString shape = QRegularExpression("'shape': \\(([^)]*)\\)").match(header).captured(1);
    for (const QString& n : shape.split(',', Qt::SkipEmptyParts)) npy.shape << n.trimmed().toInt();
    npy.data = bytes.mid(10 + length);
    return npy;
}

inline std::vector<float> npyFloats(const Npy& npy) {
    std::vector<float> values;
    for (qsizetype i = 0; i + 4 <= npy.data.size(); i += 4)
        values.push_back(qFromLittleEndian<float>(npy.data.constData() + i));
    return values;
}

// A '<Uk' array of shape (n,): n × k UTF-32LE code points, zero-padded.
inline QStringList npyStrings(const Npy& npy) {
    const auto width = QRegularExpression("^<U(\\d+)$").match(npy.descr);
    if (!width.hasMatch() || npy.shape.size() != 1) return {"not a 1-D unicode array"};
    const int k = width.captured(1).toInt();
    if (npy.data.size() != qsizetype(npy.shape[0]) * k * 4) return {"wrong data size"};
    QStringList out;
    for (int i = 0; i < npy.shape[0]; ++i) {
        QList<char32_t> points;
        for (int c = 0; c < k; ++c) {
            const char32_t p = qFromLittleEndian<quint32>(npy.data.constData() + (i * k + c) * 4);
            if (p != 0) points << p;
        }
        out << QString::fromUcs4(points.constData(), points.size());
    }
    return out;
}

// python3 with numpy, or empty when this machine has none.
inline QString pythonWithNumpy() {
    for (const QString& candidate :
         {QStringLiteral("/usr/bin/python3"), QStandardPaths::findExecutable("python3")}) {
        if (candidate.isEmpty()) continue;
        QProcess probe;
        probe.start(candidate, {"-c", "import numpy"});
        if (probe.waitForFinished() && probe.exitCode() == 0) return candidate;
    }
    return {};
}

}  // namespace atlas::test
