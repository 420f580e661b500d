#pragma once
// The text a hand-drawn view paints, as a test reads it: each run of text that a widget's own
// paintEvent draws (heatmap axes and cell values, token chips, the PCA scatter's labels, a
// chart's labels), with the colour it is drawn in and where it lands. The widget paints onto a
// device that keeps the text and draws nothing, so the views carry no hook of their own; the
// colour under each run is then read from a picture of the window (Contrast.h).

#include <QList>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QRectF>
#include <QString>
#include <QWidget>
#include <climits>

namespace atlas::test {

struct PaintedText {
    QString text;
    QColor ink;   // the pen's colour, its alpha times the painter's opacity
    QRectF rect;  // in the coordinates of the widget that drew it
};

namespace detail {

// Keeps every text item it is asked to draw; every other drawing it drops.
class TextRecordingEngine : public QPaintEngine {
public:
    TextRecordingEngine() : QPaintEngine(QPaintEngine::AllFeatures) {}
    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState&) override {}
    void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
    void drawPath(const QPainterPath&) override {}
    void drawPolygon(const QPointF*, int, PolygonDrawMode) override {}
    void drawPolygon(const QPoint*, int, PolygonDrawMode) override {}
    Type type() const override { return User; }

    void drawTextItem(const QPointF& p, const QTextItem& item) override {
        QColor ink = painter()->pen().color();
        ink.setAlphaF(ink.alphaF() * float(painter()->opacity()));
        // p is the baseline's left end, in the painter's logical coordinates.
        const QRectF box(p.x(), p.y() - item.ascent(), item.width(),
                         item.ascent() + item.descent());
        texts << PaintedText{item.text(), ink, painter()->combinedTransform().mapRect(box)};
    }

    QList<PaintedText> texts;
};

class TextRecordingDevice : public QPaintDevice {
public:
    explicit TextRecordingDevice(const QWidget* like) : like_(like) {}
    QPaintEngine* paintEngine() const override { return &engine; }

    mutable TextRecordingEngine engine;

protected:
    int metric(PaintDeviceMetric metric) const override {
        switch (metric) {
            case PdmWidth:
                return like_->width();
            case PdmHeight:
                return like_->height();
            case PdmWidthMM:
                return like_->widthMM();
            case PdmHeightMM:
                return like_->heightMM();
            case PdmNumColors:
                return INT_MAX;
            case PdmDepth:
                return 32;
            case PdmDpiX:
                return like_->logicalDpiX();  // fonts take the size they take on screen
            case PdmDpiY:
                return like_->logicalDpiY();
            case PdmPhysicalDpiX:
                return like_->physicalDpiX();
            case PdmPhysicalDpiY:
                return like_->physicalDpiY();
            case PdmDevicePixelRatio:
                return 1;
            case PdmDevicePixelRatioScaled:
                return int(devicePixelRatioFScale());
        }
        return 0;
    }

private:
    const QWidget* like_;
};

}  // namespace detail

// The text `w`'s own paintEvent draws (its children's not), in `w`'s coordinates.
inline QList<PaintedText> paintedText(QWidget* w) {
    detail::TextRecordingDevice device(w);
    w->render(&device, QPoint(), QRegion(), QWidget::RenderFlags());
    return device.engine.texts;
}

}  // namespace atlas::test
