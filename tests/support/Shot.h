#pragma once
// A widget's picture as a test reads its pixels, after the events that draw it; with
// ATLAS_SHOTS=DIR set, also kept there as NAME.png for a person to look at.

#include <QCoreApplication>
#include <QImage>
#include <QString>
#include <QWidget>

namespace atlas::test {

inline QImage shot(QWidget* w, const QString& name) {
    QCoreApplication::processEvents();
    const QImage image = w->grab().toImage();
    const QByteArray dir = qgetenv("ATLAS_SHOTS");
    if (!dir.isEmpty()) image.save(QString::fromLocal8Bit(dir) + "/" + name + ".png");
    return image;
}

}  // namespace atlas::test
