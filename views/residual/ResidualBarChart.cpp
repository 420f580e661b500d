#include "ResidualBarChart.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QLegend>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>

#include "KvChartStyle.h"

namespace atlas::views {

ResidualBarChart::ResidualBarChart(QWidget* parent) : QChartView(parent) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(320, 220);
}

void ResidualBarChart::clearBars() {
    clearChart(chart());
    chart()->setTitle(QString());
    bars_ = 0;
    largest_ = 0;
}

void ResidualBarChart::setBars(const QString& title, const QStringList& groups,
                               const std::vector<ResidualBars>& bars, const QString& axisTitle) {
    QChart* c = chart();
    clearChart(c);
    applyChartLook(c, this);
    c->setTitle(title);
    auto* series = new QBarSeries;
    series->setBarWidth(0.85);
    largest_ = 0;
    bars_ = 0;
    for (const ResidualBars& b : bars) {
        auto* set = new QBarSet(b.name);
        set->setColor(b.color);
        set->setBorderColor(b.color.darker(115));
        for (double v : b.values) {
            set->append(v);
            largest_ = std::max(largest_, v);
            ++bars_;
        }
        // The exact number under the mouse: the axis alone reads to a tick.
        connect(set, &QBarSet::hovered, this, [this, set, groups](bool on, int index) {
            if (!on || index < 0 || index >= set->count()) return QToolTip::hideText();
            QToolTip::showText(QCursor::pos(), QStringLiteral("%1 · %2: %3")
                                                   .arg(groups.value(index), set->label())
                                                   .arg(set->at(index), 0, 'g', 4));
        });
        series->append(set);
    }
    c->addSeries(series);
    auto* categories = new QBarCategoryAxis;
    categories->append(groups);
    auto* values = new QValueAxis;
    values->setTitleText(axisTitle);
    values->setRange(0, largest_ > 0 ? largest_ * 1.08 : 1);
    values->applyNiceNumbers();
    values->setLabelFormat("%g");
    c->addAxis(categories, Qt::AlignBottom);
    c->addAxis(values, Qt::AlignLeft);
    series->attachAxis(categories);
    series->attachAxis(values);
    c->legend()->setAlignment(Qt::AlignBottom);
    c->legend()->setVisible(true);
}

}  // namespace atlas::views
