#include "UiZoom.h"

#include <QAction>
#include <QApplication>
#include <QSettings>
#include <QWidget>
#include <cmath>

namespace atlas {

namespace {

const char* const kKey = "ui/zoom";

void scaleFont(QFont& font, double factor) {
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        font.setPixelSize(std::max(1, int(std::lround(font.pixelSize() * factor))));
}

}  // namespace

UiZoom::UiZoom(QObject* parent) : QObject(parent) {
    in_ = new QAction(this);
    in_->setShortcuts(QKeySequence::ZoomIn);
    out_ = new QAction(this);
    out_->setShortcuts(QKeySequence::ZoomOut);
    reset_ = new QAction(this);
    reset_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    // Ctrl+= as well as Ctrl++: on most keyboards "+" needs Shift.
    in_->setShortcuts(in_->shortcuts() << QKeySequence(Qt::CTRL | Qt::Key_Equal));
    connect(in_, &QAction::triggered, this, [this] { setSteps(steps_ + 1); });
    connect(out_, &QAction::triggered, this, [this] { setSteps(steps_ - 1); });
    connect(reset_, &QAction::triggered, this, [this] { setSteps(0); });
    retranslate();
    setSteps(QSettings().value(kKey, 0).toInt());
}

void UiZoom::retranslate() {
    in_->setText(tr("Zoom &in"));
    out_->setText(tr("Zoom &out"));
    reset_->setText(tr("&Actual size"));
}

void UiZoom::setSteps(int steps) {
    steps = std::clamp(steps, -kMaxSteps / 2, kMaxSteps);
    if (steps == steps_) return;
    const double factor = std::pow(kStep, steps - steps_);
    steps_ = steps;
    QFont app = QApplication::font();
    scaleFont(app, factor);
    QApplication::setFont(app);
    // Widgets with a font of their own (headings, the sentence field) scale with the rest.
    for (QWidget* w : QApplication::allWidgets()) {
        if (!w->testAttribute(Qt::WA_SetFont)) continue;
        QFont f = w->font();
        scaleFont(f, factor);
        w->setFont(f);
    }
    QSettings().setValue(kKey, steps_);
    out_->setEnabled(steps_ > -kMaxSteps / 2);
    in_->setEnabled(steps_ < kMaxSteps);
}

}  // namespace atlas
