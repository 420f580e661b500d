#include "PresentationMode.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSplitter>
#include <QStatusBar>
#include <QToolBar>
#include <algorithm>

namespace atlas {

namespace {

QFont scaled(QFont font, double factor) {
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        font.setPixelSize(int(font.pixelSize() * factor + 0.5));
    return font;
}

}  // namespace

PresentationMode::PresentationMode(QMainWindow* window) : QObject(window), window_(window) {
    action_ = new QAction(this);
    action_->setObjectName("presentationMode");
    action_->setCheckable(true);
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::FullScreen);
    if (!keys.contains(QKeySequence(Qt::Key_F11))) keys.prepend(QKeySequence(Qt::Key_F11));
    action_->setShortcuts(keys);
    connect(action_, &QAction::toggled, this, &PresentationMode::setActive);
    window_->addAction(action_);  // its key works with the menus hidden

    leave_ = new QAction(this);
    leave_->setShortcut(QKeySequence(Qt::Key_Escape));
    leave_->setEnabled(false);
    connect(leave_, &QAction::triggered, this, [this] { setActive(false); });
    window_->addAction(leave_);

    hint_ = new QLabel(window_);
    hint_->setObjectName("presentationHint");
    hint_->setAttribute(Qt::WA_TransparentForMouseEvents);
    hint_->setStyleSheet(
        "QLabel { background: palette(highlight); color: palette(highlighted-text); "
        "border-radius: 6px; padding: 6px 14px; }");
    hint_->hide();
    hintTimer_.setSingleShot(true);
    hintTimer_.setInterval(3000);
    connect(&hintTimer_, &QTimer::timeout, hint_, &QWidget::hide);
    retranslate();
    window_->installEventFilter(this);
}

void PresentationMode::retranslate() {
    action_->setText(tr("&Presentation mode"));
    action_->setIconText(tr("Present"));
    action_->setToolTip(
        tr("Full screen, large type and high contrast for a class (F11; Esc "
           "leaves)"));
    leave_->setText(tr("Leave presentation mode"));
    hint_->setText(tr("Presentation mode · Esc or F11 leaves"));
}

void PresentationMode::shareWidth() {
    // The same share of the screen for the text around the maps as before, at twice the size:
    // the input panel and the explanation get wider (their layout is put back on leaving).
    if (!active_) return;
    const int w = window_->width();
    // A sixth, or what the panel's headings and buttons need at this type, up to a fifth
    // (at 1280 px a sixth cut "Source sentence" and the model's buttons).
    if (auto* split = qobject_cast<QSplitter*>(window_->centralWidget())) {
        const int left = std::clamp(split->widget(0)->minimumSizeHint().width(), w / 6, w / 5);
        split->setSizes({left, w - left});
    }
    for (QDockWidget* dock : window_->findChildren<QDockWidget*>())
        if (dock->isVisible() && !dock->isFloating())
            window_->resizeDocks({dock}, {w / 6}, Qt::Horizontal);
}

bool PresentationMode::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window_ && event->type() == QEvent::LanguageChange) retranslate();
    // Full screen arrives late on some platforms: share the new width once it has.
    if (watched == window_ && event->type() == QEvent::Resize && active_) shareWidth();
    return QObject::eventFilter(watched, event);
}

void PresentationMode::setActive(bool on) {
    if (on == active_) return;
    on ? enter() : leave();
    active_ = on;
    leave_->setEnabled(on);
    if (action_->isChecked() != on) {
        const QSignalBlocker quiet(action_);
        action_->setChecked(on);
    }
    emit activeChanged(on);
}

QList<QAction*> PresentationMode::menuActions() const {
    QList<QAction*> out;
    QList<QMenu*> menus;
    for (QAction* a : window_->menuBar()->actions())
        if (a->menu()) menus << a->menu();
    while (!menus.isEmpty()) {
        QMenu* menu = menus.takeFirst();
        for (QAction* a : menu->actions()) {
            if (a->menu())
                menus << a->menu();
            else if (!a->isSeparator() && !a->shortcut().isEmpty())
                out << a;
        }
    }
    return out;
}

void PresentationMode::enter() {
    Saved s;
    s.geometry = window_->geometry();
    s.state = window_->saveState();
    s.windowState = window_->windowState();
    s.menuBar = window_->menuBar()->isVisible();
    s.statusBar = window_->statusBar()->isVisible();
    s.appFont = QApplication::font();
    s.theme = AppTheme::instance()->theme();
    for (QWidget* w : window_->findChildren<QWidget*>())
        if (w->testAttribute(Qt::WA_SetFont)) s.fonts.append({w, w->font()});

    // A hidden menu bar's actions lose their keys: the window carries them meanwhile.
    const QList<QAction*> own = window_->actions();
    for (QAction* a : menuActions()) {
        if (own.contains(a)) continue;
        window_->addAction(a);
        s.addedActions << a;
    }
    saved_ = s;

    AppTheme::instance()->setTheme(AppTheme::Kind::HighContrast);
    QApplication::setFont(scaled(s.appFont, kTypeScale));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::ApplicationFontChange);
    for (const auto& [widget, font] : s.fonts)
        if (widget) widget->setFont(scaled(font, kTypeScale));
    window_->menuBar()->hide();
    window_->statusBar()->hide();
    for (QToolBar* bar : window_->findChildren<QToolBar*>()) bar->hide();
    // The help panel would keep a fifth of the width from the maps; its key (F2) still shows
    // it, and leaving restores it with the other docks (restoreState).
    for (QDockWidget* dock : window_->findChildren<QDockWidget*>())
        if (!dock->isFloating()) dock->hide();
    // Twice the type asks for more room than some screens have: the window must still be the
    // screen, not grow past it (which would also drop its full-screen state).
    saved_.constraint = window_->layout()->sizeConstraint();
    window_->layout()->setSizeConstraint(QLayout::SetNoConstraint);
    window_->setMinimumSize(0, 0);
    window_->showFullScreen();
    AppTheme::restyleCharts();
    if (auto* split = qobject_cast<QSplitter*>(window_->centralWidget())) {
        saved_.splitter = split->saveState();
        // Some page, at twice the size, asks for more than the screen's width: the splitter
        // shares the width as shareWidth() says, whatever the pages' minimums.
        for (int i = 0; i < split->count(); ++i) {
            QWidget* part = split->widget(i);
            saved_.minimumSizes.append({part, part->minimumSize()});
            part->setMinimumSize(1, 1);
        }
    }
    QTimer::singleShot(0, this, &PresentationMode::shareWidth);

    hint_->adjustSize();
    hint_->move((window_->width() - hint_->width()) / 2, hint_->height());
    hint_->raise();
    hint_->show();
    hintTimer_.start();
}

void PresentationMode::leave() {
    hintTimer_.stop();
    hint_->hide();
    for (const QPointer<QAction>& a : saved_.addedActions)
        if (a) window_->removeAction(a);
    QApplication::setFont(saved_.appFont);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::ApplicationFontChange);
    for (const auto& [widget, font] : saved_.fonts)
        if (widget) widget->setFont(font);
    AppTheme::instance()->setTheme(saved_.theme);
    window_->menuBar()->setVisible(saved_.menuBar);
    window_->statusBar()->setVisible(saved_.statusBar);
    window_->layout()->setSizeConstraint(saved_.constraint);
    window_->setWindowState(saved_.windowState);
    // setGeometry, not restoreGeometry: the latter adds the frame margins once more where the
    // platform reports them late.
    if (!(saved_.windowState & (Qt::WindowFullScreen | Qt::WindowMaximized)))
        window_->setGeometry(saved_.geometry);
    window_->restoreState(saved_.state);
    for (const auto& [part, size] : saved_.minimumSizes)
        if (part) part->setMinimumSize(size);
    if (auto* split = qobject_cast<QSplitter*>(window_->centralWidget()))
        split->restoreState(saved_.splitter);
    AppTheme::restyleCharts();
    saved_ = {};
}

}  // namespace atlas
