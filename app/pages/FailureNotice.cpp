#include "FailureNotice.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace atlas {

FailureNotice::FailureNotice(QWidget* page) : QFrame(page) {
    setObjectName(QStringLiteral("failureNotice"));
    // Its own colours, both of them, so that every theme reads it the same (contrast 9.8:1).
    setStyleSheet(
        QStringLiteral("#failureNotice { background: #fdecea; border: 1px solid #b3261e; "
                       "border-radius: 4px; } #failureNotice QLabel { color: #5f1410; }"));
    label_ = new QLabel(this);
    label_->setObjectName(QStringLiteral("failureText"));
    label_->setWordWrap(true);
    label_->setTextFormat(Qt::PlainText);
    label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    close_ = new QToolButton(this);
    close_->setObjectName(QStringLiteral("failureClose"));
    close_->setAutoRaise(true);
    close_->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    connect(close_, &QToolButton::clicked, this, &QWidget::hide);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(label_, 1);
    layout->addWidget(close_, 0, Qt::AlignTop);
    page->installEventFilter(this);
    hide();
}

void FailureNotice::show(const QString& pageTitle, const QString& message) {
    label_->setText(message.isEmpty()
                        ? tr("The page “%1” failed. The other pages keep working.").arg(pageTitle)
                        : tr("The page “%1” failed: %2. The other pages keep working.")
                              .arg(pageTitle, message));
    close_->setToolTip(tr("Close this notice"));
    place();
    QFrame::show();
    raise();
}

QString FailureNotice::text() const {
    return isVisible() ? label_->text() : QString();
}

bool FailureNotice::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize) place();
    return QFrame::eventFilter(watched, event);
}

void FailureNotice::place() {
    const QWidget* page = parentWidget();
    const int margin = 8;
    const int width = std::max(page->width() - 2 * margin, 0);
    const int height = heightForWidth(width);
    setGeometry(margin, margin, width, height > 0 ? height : sizeHint().height());
}

}  // namespace atlas
