#include "PageBar.h"

#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>

#include "FlowLayout.h"

namespace atlas {

namespace {

constexpr int kGap = 2;  // between buttons and rows, in pixels

}  // namespace

PageBar::PageBar(QTabWidget* pages, QWidget* parent)
    : QWidget(parent), pages_(pages), flow_(new views::FlowLayout(this, kGap)) {
    flow_->setContentsMargins(0, 0, 0, 0);
    setObjectName("pageBar");
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    pages_->tabBar()->hide();
    group_.setExclusive(true);
    for (int i = 0; i < pages_->count(); ++i) {
        auto* b = new QToolButton(this);
        b->setObjectName(QStringLiteral("pageButton%1").arg(i));
        b->setCheckable(true);
        b->setAutoRaise(true);
        b->setFocusPolicy(Qt::TabFocus);
        group_.addButton(b, i);
        flow_->addWidget(b);
        buttons_ << b;
    }
    connect(&group_, &QButtonGroup::idClicked, pages_, &QTabWidget::setCurrentIndex);
    connect(pages_, &QTabWidget::currentChanged, this, [this](int index) {
        if (QToolButton* b = button(index)) b->setChecked(true);
    });
    if (QToolButton* b = button(pages_->currentIndex())) b->setChecked(true);
    sync();
}

void PageBar::sync() {
    for (int i = 0; i < buttons_.size(); ++i) {
        buttons_[i]->setText(pages_->tabText(i));
        buttons_[i]->setToolTip(pages_->tabToolTip(i));
        buttons_[i]->setAccessibleName(pages_->tabText(i));
    }
}

int PageBar::rowCount() const {
    return flow_->lineCount(width());
}

}  // namespace atlas
