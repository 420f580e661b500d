#include "ApproxWidgets.h"

#include <QCoreApplication>
#include <QLabel>
#include <QLocale>

#include "HeatmapWidget.h"

namespace atlas::approx_widgets {

QString runnerText(const QString& source) {
    return QCoreApplication::translate("atlas::ApproxRunner", source.toUtf8().constData());
}

std::vector<views::Series> translated(std::vector<views::Series> series) {
    for (views::Series& s : series) s.name = runnerText(s.name);
    return series;
}

QString number(double v, int digits) {
    return QLocale().toString(v, 'g', digits);
}

QLabel* caption(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    return label;
}

QString formatName(approx::KvFormat f) {
    switch (f) {
        case approx::KvFormat::FP32:
            return QStringLiteral("fp32");
        case approx::KvFormat::BF16:
            return QStringLiteral("bf16");
        case approx::KvFormat::FP16:
            return QStringLiteral("fp16");
        case approx::KvFormat::FP8:
            return QStringLiteral("fp8 e4m3");
        case approx::KvFormat::INT8:
            return QStringLiteral("int8");
        case approx::KvFormat::INT4:
            return QStringLiteral("int4");
    }
    return {};
}

views::HeatmapWidget* makeMap(QWidget* parent) {
    auto* map = new views::HeatmapWidget(parent);
    map->setValueLabelsVisible(false);
    map->setMinimumSize(map->fontMetrics().height() * 12, map->fontMetrics().height() * 12);
    return map;
}

QString brokenAtLastSpace(const QString& text) {
    const qsizetype at = text.lastIndexOf(QLatin1Char(' '));
    return at <= 0 ? text : text.left(at) + QLatin1Char('\n') + text.mid(at + 1);
}

}  // namespace atlas::approx_widgets
