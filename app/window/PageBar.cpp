#include "PageBar.h"

#include <QEvent>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <algorithm>

namespace atlas {

namespace {

constexpr int kGap = 2;  // between buttons and rows, in pixels

}  // namespace

PageBar::PageBar(QTabWidget* pages, QWidget* parent) : QWidget(parent), pages_(pages) {
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
    updateGeometry();
    place(width(), true);
}

int PageBar::place(int width, bool apply, int* rows) const {
    int x = 0, y = 0, lineHeight = 0, lines = buttons_.isEmpty() ? 0 : 1;
    for (QToolButton* b : buttons_) {
        const QSize size = b->sizeHint();
        if (x > 0 && x + size.width() > width) {
            x = 0;
            y += lineHeight + kGap;
            lineHeight = 0;
            ++lines;
        }
        if (apply) b->setGeometry(QRect(QPoint(x, y), size));
        x += size.width() + kGap;
        lineHeight = std::max(lineHeight, size.height());
    }
    if (rows) *rows = lines;
    return y + lineHeight;
}

int PageBar::rowCount() const {
    int rows = 0;
    place(width(), false, &rows);
    return rows;
}

int PageBar::heightForWidth(int width) const {
    return place(width, false);
}

QSize PageBar::sizeHint() const {
    int oneRow = 0;
    for (QToolButton* b : buttons_) oneRow += b->sizeHint().width() + kGap;
    return {oneRow, heightForWidth(oneRow)};
}

QSize PageBar::minimumSizeHint() const {
    int widest = 0;
    for (QToolButton* b : buttons_) widest = std::max(widest, b->sizeHint().width());
    return {widest, heightForWidth(widest)};
}

void PageBar::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    place(width(), true);
    // One row or two: the layout above asks heightForWidth() again.
    updateGeometry();
}

void PageBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        updateGeometry();
        place(width(), true);
    }
    QWidget::changeEvent(event);
}

}  // namespace atlas
