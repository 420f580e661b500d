#include "KindBarChart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QValueAxis>
#include <algorithm>

#include "KvChartStyle.h"

namespace atlas::views {

KindBarChart::KindBarChart(QWidget* parent) : QChartView(parent) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(220, 180);  // three side by side in the pane at 1280 × 720
}

int KindBarChart::barCount() const {
    return bars_;
}

void KindBarChart::setBars(const QString& title, const std::vector<KindBar>& bars,
                           const QString& axisTitle, double unit,
                           const std::function<QString(double)>& format) {
    QChart* c = chart();
    clearChart(c);
    applyChartLook(c, this);
    c->setTitle(title);

    // A stacked series with one set per kind: each bar has a value in its kind's set only, so
    // that it takes that kind's colour (a bar set has one colour).
    auto* series = new QHorizontalStackedBarSeries;
    series->setBarWidth(0.7);
    QStringList categories;
    const AttentionKind kinds[] = {AttentionKind::MHA, AttentionKind::GQA, AttentionKind::MQA,
                                   AttentionKind::MLA};
    std::vector<QBarSet*> sets;
    for (AttentionKind kind : kinds) {
        auto* set = new QBarSet(attentionName(kind));
        set->setColor(attentionColor(kind));
        set->setBorderColor(attentionColor(kind));
        sets.push_back(set);
    }
    double largest = 0;
    // Qt puts the first category at the bottom: feed them last first, so that the list reads
    // top-down like the table beside it.
    for (auto it = bars.rbegin(); it != bars.rend(); ++it) {
        // Two lines: the name, then the value, so that long names are not cut.
        categories << QStringLiteral("%1<br>%2").arg(it->label.toHtmlEscaped(), format(it->value));
        for (size_t k = 0; k < sets.size(); ++k)
            sets[k]->append(kinds[k] == it->kind ? it->value / unit : 0.0);
        largest = std::max(largest, it->value / unit);
    }
    for (size_t k = 0; k < sets.size(); ++k) {
        const bool used = std::any_of(bars.begin(), bars.end(),
                                      [&](const KindBar& b) { return b.kind == kinds[k]; });
        if (used)
            series->append(sets[k]);
        else
            delete sets[k];
    }
    bars_ = int(bars.size());
    c->addSeries(series);

    auto* labels = new QBarCategoryAxis;
    labels->append(categories);
    auto* values = new QValueAxis;
    values->setTitleText(axisTitle);
    values->setRange(0, largest > 0 ? largest * 1.05 : 1);
    values->applyNiceNumbers();
    values->setLabelFormat("%g");
    c->addAxis(labels, Qt::AlignLeft);
    c->addAxis(values, Qt::AlignBottom);
    series->attachAxis(labels);
    series->attachAxis(values);
    c->legend()->setAlignment(Qt::AlignBottom);
    c->legend()->setVisible(legendShown_ && series->count() > 1);
}

}  // namespace atlas::views
