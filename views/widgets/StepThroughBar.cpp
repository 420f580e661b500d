#include "StepThroughBar.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

#include "DecodingSteps.h"
#include "KvChartStyle.h"

namespace atlas::views {

namespace {

QToolButton* buttonFor(QAction* action, QWidget* parent) {
    auto* b = new QToolButton(parent);
    b->setDefaultAction(action);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setAutoRaise(false);
    return b;
}

QString quotedPiece(const QString& piece) {
    return QStringLiteral("‘%1’").arg(piece);
}

}  // namespace

StepThroughBar::StepThroughBar(DecodingSteps* steps, QWidget* parent)
    : QWidget(parent), steps_(steps) {
    setObjectName("stepThroughBar");
    const QList<QAction*> actions = steps->actions();  // toggle, previous, next, restart
    auto* toggle = buttonFor(steps->toggleAction(), this);
    controls_ = new QWidget(this);
    auto* controls = new QHBoxLayout(controls_);
    controls->setContentsMargins(0, 0, 0, 0);
    controls->addWidget(buttonFor(actions[3], controls_));
    controls->addWidget(buttonFor(actions[1], controls_));
    controls->addWidget(buttonFor(actions[2], controls_));
    status_ = new QLabel(this);
    status_->setObjectName("stepStatus");
    status_->setWordWrap(true);
    // Pieces such as "<s>" are words here, not rich text (which struck the rest through).
    status_->setTextFormat(Qt::PlainText);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 4);
    layout->addWidget(toggle);
    layout->addWidget(controls_);
    layout->addSpacing(8);
    layout->addWidget(status_, 1);
    connect(steps, &DecodingSteps::changed, this, [this] {
        failure_.clear();
        refresh();
    });
    connect(steps, &DecodingSteps::failed, this, [this](const QString& message) {
        failure_ = message;
        refresh();
    });
    refresh();
}

QString StepThroughBar::statusText(const DecodingSteps& s) {
    if (!s.isActive()) return {};
    if (s.computed() == 0 && s.isBusy()) return tr("Encoding the source…");
    const CacheBytes cache = s.cacheBytes();
    const QString bytes =
        tr("KV cache %1 bytes (self %2 + cross %3)")
            .arg(formatCount(double(cache.total())), formatCount(double(cache.self)),
                 formatCount(double(cache.cross)));
    const int t = s.shown();
    if (t == 0)
        return tr("Step 0 of %1: the source is encoded, its keys and values cached for "
                  "cross-attention · %2")
            .arg(s.total())
            .arg(bytes);
    const DecodingSteps::Step* step = s.step(t);
    //: Step 3 of 9: row 2 'Hund' → produces 'sieht' · KV cache …
    return tr("Step %1 of %2: row %3 reads %4 and produces %5 · %6")
        .arg(t)
        .arg(s.total())
        .arg(t - 1)
        .arg(quotedPiece(step->inputPiece), quotedPiece(step->outputPiece), bytes);
}

void StepThroughBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        steps_->retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

void StepThroughBar::refresh() {
    controls_->setVisible(steps_->isActive());
    status_->setVisible(steps_->isActive());
    status_->setText(failure_.isEmpty() ? statusText(*steps_)
                                        : tr("Cannot decode: %1").arg(failure_));
}

}  // namespace atlas::views
