#include "KindBarChart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCursor>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>

#include "KvChartStyle.h"

namespace atlas::views {

namespace {

// A bar's name on lines of about a dozen characters, broken at spaces ("Llama 3 70B", "→ MLA"):
// Qt Charts gives the labels beside horizontal bars little width and cuts longer lines with
// "…", German and presentation type most of all.
QStringList wrapped(const QString& label) {
    constexpr int kLine = 12;
    QStringList lines;
    for (const QString& word : label.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!lines.isEmpty() && lines.back().size() + 1 + word.size() <= kLine)
            lines.back() += QLatin1Char(' ') + word;
        else
            lines << word;
    }
    return lines;
}

}  // namespace

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
    labels_.clear();
    lines_.clear();
    for (auto it = bars.rbegin(); it != bars.rend(); ++it) {
        // The name, then the value, on lines of their own, so that long names are not cut.
        QStringList lines;
        for (const QString& line : wrapped(it->label)) {
            lines << line.toHtmlEscaped();
            lines_ << line;
        }
        lines_ << format(it->value);
        categories << lines.join(QStringLiteral("<br>")) + QStringLiteral("<br>") +
                          format(it->value);
        labels_ << QStringLiteral("%1: %2").arg(it->label, format(it->value));
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
    // Hovering a bar names it whole, whatever the axis had room for.
    connect(series, &QHorizontalStackedBarSeries::hovered, this, [this](bool on, int index) {
        if (on && index >= 0 && index < labels_.size())
            QToolTip::showText(QCursor::pos(), labels_[index], this);
        else
            QToolTip::hideText();
    });

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
    fitLabels();
}

void KindBarChart::fitLabels() {
    // Qt Charts gives the names beside the bars at most 40 % of the chart's width and cuts the
    // rest with "…": narrower than that, the names get smaller type (not below 60 %), and
    // hovering a bar names it whole either way.
    const QList<QAbstractAxis*> axes = chart()->axes(Qt::Vertical);
    if (axes.isEmpty() || lines_.isEmpty()) return;
    qreal widest = 0;
    const QFontMetricsF metrics(font());
    for (const QString& line : lines_) widest = std::max(widest, metrics.horizontalAdvance(line));
    const qreal room = 0.4 * width() - 2.5 * metrics.height();  // less the ticks and margins
    QFont labels = font();
    const qreal scale = std::clamp(room / std::max(widest, 1.0), 0.6, 1.0);
    if (labels.pointSizeF() > 0)
        labels.setPointSizeF(labels.pointSizeF() * scale);
    else
        labels.setPixelSize(std::max(1, int(labels.pixelSize() * scale)));
    if (axes.front()->labelsFont() != labels) axes.front()->setLabelsFont(labels);
}

void KindBarChart::resizeEvent(QResizeEvent* event) {
    QChartView::resizeEvent(event);
    fitLabels();
}

}  // namespace atlas::views
