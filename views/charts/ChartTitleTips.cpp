#include "ChartTitleTips.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QGraphicsTextItem>
#include <QHelpEvent>
#include <QTextDocumentFragment>
#include <QToolTip>

namespace atlas::views {

namespace {

// A title as plain text: Qt Charts takes rich text in titles and draws it as such.
QString plain(const QString& text) {
    return Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
}

// What `shown` stands for when it is `full` cut short ("Frequenc..."); else empty.
QString cutFrom(const QString& shown, const QString& full) {
    for (const QString& ellipsis : {QStringLiteral("..."), QStringLiteral("…")})
        if (shown.endsWith(ellipsis)) {
            const QString text = plain(full);
            const QString kept = shown.chopped(ellipsis.size());
            return text != shown && text.startsWith(kept) ? text : QString();
        }
    return {};
}

// The full text of `item` if it is the chart's title or an axis title cut short.
QString fullTextOf(const QChart* chart, const QGraphicsTextItem* item) {
    if (item->parentItem() != chart) return {};  // a tick label, a legend entry, a series label
    const QString shown = item->toPlainText();
    // The title and the axes' titles are all the chart's children; a vertical axis's title is
    // turned on its side.
    const bool upright = qFuzzyIsNull(item->rotation());
    if (upright)
        if (const QString full = cutFrom(shown, chart->title()); !full.isEmpty()) return full;
    const Qt::Orientation side = upright ? Qt::Horizontal : Qt::Vertical;
    for (const QAbstractAxis* axis : chart->axes(side)) {
        if (!axis->isVisible() || !axis->isTitleVisible()) continue;
        if (const QString full = cutFrom(shown, axis->titleText()); !full.isEmpty()) return full;
    }
    return {};
}

}  // namespace

ChartTitleTips::ChartTitleTips(QChartView* view) : QObject(view), view_(view) {
    view->viewport()->installEventFilter(this);
}

void ChartTitleTips::install(QChartView* view) {
    if (!view->findChild<ChartTitleTips*>(QString(), Qt::FindDirectChildrenOnly))
        new ChartTitleTips(view);
}

ChartTitleTips::Tip ChartTitleTips::at(const QChartView* view, QPoint viewportPos) {
    const QChart* chart = view->chart();
    if (!chart) return {};
    for (const QGraphicsItem* item : view->items(viewportPos)) {
        const auto* text = qgraphicsitem_cast<const QGraphicsTextItem*>(item);
        if (!text || !text->isVisible()) continue;
        const QString full = fullTextOf(chart, text);
        if (full.isEmpty()) return {};  // the topmost text is drawn whole, or is not a title
        return {full, view->mapFromScene(text->sceneBoundingRect()).boundingRect()};
    }
    return {};
}

bool ChartTitleTips::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ToolTip || watched != view_->viewport()) return false;
    const auto* help = static_cast<QHelpEvent*>(event);
    const Tip tip = at(view_, help->pos());
    if (tip.text.isEmpty()) return false;  // the scene's own tooltips: the legend's
    QToolTip::showText(help->globalPos(), tip.text, view_->viewport(), tip.rect);
    return true;
}

}  // namespace atlas::views
