#include "ChartFigure.h"

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsScene>
#include <QLegend>
#include <QPainter>

namespace atlas::views {

namespace {

// What a theme changes on a chart, kept to be put back after the paint.
struct ChartLook {
    QBrush background;
    bool backgroundVisible = true;
    QBrush title;
    QColor legend;
    struct Axis {
        QBrush labels, title;
        QColor grid;
    };
    QList<Axis> axes;

    static ChartLook of(const QChart* chart) {
        ChartLook look{chart->backgroundBrush(),
                       chart->isBackgroundVisible(),
                       chart->titleBrush(),
                       chart->legend()->labelColor(),
                       {}};
        for (QAbstractAxis* a : chart->axes())
            look.axes.append({a->labelsBrush(), a->titleBrush(), a->gridLineColor()});
        return look;
    }

    void applyTo(QChart* chart) const {
        chart->setBackgroundBrush(background);
        chart->setBackgroundVisible(backgroundVisible);
        chart->setTitleBrush(title);
        chart->legend()->setLabelColor(legend);
        const QList<QAbstractAxis*> list = chart->axes();
        for (int i = 0; i < list.size() && i < axes.size(); ++i) {
            list[i]->setLabelsBrush(axes[i].labels);
            list[i]->setTitleBrush(axes[i].title);
            list[i]->setGridLineColor(axes[i].grid);
        }
    }

    static ChartLook themed(const QChart* chart, const FigureTheme& theme) {
        const QColor ink = theme.palette().color(QPalette::WindowText);
        QColor grid = ink;
        grid.setAlphaF(0.18f);
        ChartLook look{
            theme.background(), theme.kind() != FigureTheme::Kind::Transparent, ink, ink, {}};
        for (int i = 0; i < chart->axes().size(); ++i) look.axes.append({ink, ink, grid});
        return look;
    }
};

}  // namespace

ChartFigure::ChartFigure(QChart* chart, QSizeF size) : chart_(chart), size_(size) {}

QString ChartFigure::title() const {
    return chart_->title();
}

QSizeF ChartFigure::size() const {
    return size_.isEmpty() ? chart_->size() : size_;
}

void ChartFigure::paint(QPainter& p, const FigureTheme& theme, bool) const {
    const ChartLook before = ChartLook::of(chart_);
    const QSizeF onScreen = chart_->size();
    ChartLook::themed(chart_, theme).applyTo(chart_);
    chart_->resize(size());
    const QRectF source(chart_->pos(), chart_->size());
    // A chart that no view shows has no scene: lend it one for the paint.
    QGraphicsScene lent;
    QGraphicsScene* scene = chart_->scene();
    if (!scene) {
        scene = &lent;
        lent.addItem(chart_);
    }
    scene->render(&p, QRectF(QPointF(), size()), source, Qt::IgnoreAspectRatio);
    if (scene == &lent) lent.removeItem(chart_);
    before.applyTo(chart_);
    chart_->resize(onScreen);
}

}  // namespace atlas::views
