#pragma once
// What is wrong with the layout of the page on show, in words (tst_layout, window_tour): parts
// past the window's right edge or wider than the page's pane, tab bars behind scroll arrows,
// controls that overlap or are squeezed below their least size, maps and charts too small to
// read.

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QScrollArea>
#include <QSlider>
#include <QStringList>
#include <QTabBar>
#include <QToolButton>
#include <algorithm>

#include "HeatmapWidget.h"

namespace atlas::test {

// The widget's rectangle in the window's coordinates.
inline QRect inWindow(const QWidget* w, const QWidget* window) {
    return QRect(w->mapTo(window, QPoint(0, 0)), w->size());
}

inline bool insideScrolledContent(const QWidget* w, const QWidget* window) {
    for (const QWidget* p = w->parentWidget(); p && p != window; p = p->parentWidget())
        if (qobject_cast<const QAbstractScrollArea*>(p)) return true;
    return false;
}

// Inside a scroll area other than `pane` (a table's cells, a chart's scene): not laid out by
// the page.
inline bool insideInnerScrollArea(const QWidget* w, const QWidget* pane) {
    for (const QWidget* p = w->parentWidget(); p && p != pane; p = p->parentWidget())
        if (qobject_cast<const QAbstractScrollArea*>(p) && !qobject_cast<const QScrollArea*>(p))
            return true;
    return false;
}

// A control or a line of text: what must neither overlap another nor be squeezed.
inline bool isControl(const QWidget* w) {
    return qobject_cast<const QLabel*>(w) || qobject_cast<const QAbstractButton*>(w) ||
           qobject_cast<const QComboBox*>(w) || qobject_cast<const QAbstractSpinBox*>(w) ||
           qobject_cast<const QSlider*>(w);
}

// What is wrong with the page on show in `pane`, in words; empty when it fits: nothing past
// the window's right edge nor wider than the pane, no tab bar behind scroll arrows, no two
// controls overlapping, none squeezed below its least size, every square map and every chart
// of a readable size.
inline QStringList presentationFaults(const QScrollArea* pane, const QWidget* window) {
    QStringList faults;
    const auto name = [](const QWidget* w) {
        return QStringLiteral("%1 %2").arg(w->metaObject()->className(), w->objectName());
    };
    if (pane->widget()->width() > pane->viewport()->width())
        faults << QStringLiteral("page %1 wide in a pane of %2")
                      .arg(pane->widget()->width())
                      .arg(pane->viewport()->width());
    QList<const QWidget*> controls;
    // Which part asks for more than the pane: the one to fix.
    for (const QWidget* w : pane->widget()->findChildren<QWidget*>()) {
        const int least = std::max(w->minimumSizeHint().width(), w->minimumWidth());
        if (least > pane->viewport()->width() && !insideInnerScrollArea(w, pane))
            faults << QStringLiteral("%1 needs %2").arg(name(w)).arg(least);
    }
    for (const QWidget* w : pane->widget()->findChildren<QWidget*>()) {
        if (!w->isVisible() || insideInnerScrollArea(w, pane)) continue;
        const QRect r = inWindow(w, window);
        if (r.right() > window->width())
            faults << QStringLiteral("%1 ends at %2").arg(name(w)).arg(r.right());
        if (qobject_cast<const QToolButton*>(w) && qobject_cast<const QTabBar*>(w->parent()))
            faults << QStringLiteral("scroll arrows on a tab bar");
        if (auto* map = qobject_cast<const views::HeatmapWidget*>(w);
            map && map->squareCells() && !map->shown().grid.empty()) {
            const QRectF m = map->layout().matrix;
            if (std::max(m.width(), m.height()) < 150)
                faults << QStringLiteral("%1: matrix %2×%3")
                              .arg(name(w))
                              .arg(m.width())
                              .arg(m.height());
        }
        if (auto* chart = qobject_cast<const QChartView*>(w)) {
            const QRectF plot = chart->chart()->plotArea();
            if (plot.width() < 200 || plot.height() < 150)
                faults << QStringLiteral("%1: plot %2×%3")
                              .arg(name(w))
                              .arg(plot.width())
                              .arg(plot.height());
        }
        if (!isControl(w) || r.isEmpty()) continue;
        auto* label = qobject_cast<const QLabel*>(w);
        const bool wraps = label && label->wordWrap();
        if (!wraps && w->width() < w->minimumSizeHint().width())
            faults << QStringLiteral("%1 %2 wide, needs %3")
                          .arg(name(w))
                          .arg(w->width())
                          .arg(w->minimumSizeHint().width());
        if (!(label && label->text().isEmpty())) controls << w;
    }
    for (int i = 0; i < controls.size(); ++i)
        for (int j = i + 1; j < controls.size(); ++j) {
            const QWidget *a = controls[i], *b = controls[j];
            if (a->isAncestorOf(b) || b->isAncestorOf(a)) continue;
            if (inWindow(a, window).intersects(inWindow(b, window)))
                faults << QStringLiteral("%1 overlaps %2").arg(name(a), name(b));
        }
    return faults;
}

}  // namespace atlas::test
