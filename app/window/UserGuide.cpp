#include "UserGuide.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QToolButton>
#include <QVBoxLayout>

#include "GuideBrowser.h"

namespace atlas {

UserGuide::UserGuide(QWidget* parent)
    : QDialog(parent),
      browser_(new GuideBrowser(this)),
      back_(new QToolButton(this)),
      forward_(new QToolButton(this)),
      contents_(new QToolButton(this)) {
    setObjectName(QStringLiteral("userGuide"));
    back_->setArrowType(Qt::LeftArrow);
    forward_->setArrowType(Qt::RightArrow);
    back_->setEnabled(false);
    forward_->setEnabled(false);
    connect(back_, &QToolButton::clicked, browser_, &GuideBrowser::backward);
    connect(forward_, &QToolButton::clicked, browser_, &GuideBrowser::forward);
    connect(contents_, &QToolButton::clicked, browser_, &QTextBrowser::home);
    connect(browser_, &GuideBrowser::backwardAvailable, back_, &QToolButton::setEnabled);
    connect(browser_, &GuideBrowser::forwardAvailable, forward_, &QToolButton::setEnabled);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(back_);
    buttons->addWidget(forward_);
    buttons->addWidget(contents_);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(browser_);
    resize(900, 720);
    retranslate();
    browser_->setSource(GuideBrowser::contentsPage());
}

UserGuide* UserGuide::open(QWidget* window) {
    auto* guide = window->findChild<UserGuide*>(QString(), Qt::FindDirectChildrenOnly);
    if (!guide) guide = new UserGuide(window);
    guide->show();
    guide->raise();
    guide->activateWindow();
    return guide;
}

void UserGuide::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        browser_->reload();
    }
    QDialog::changeEvent(event);
}

void UserGuide::retranslate() {
    setWindowTitle(tr("User guide — Attention Atlas"));
    back_->setToolTip(tr("Back"));
    forward_->setToolTip(tr("Forward"));
    contents_->setText(tr("Contents"));
}

}  // namespace atlas
