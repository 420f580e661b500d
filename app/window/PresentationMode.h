#pragma once
// Presentation mode (F11) for a class: full screen, type twice as large, the high-contrast
// theme and no chrome (menus, status bar, toolbars, the help panel); every menu key still works and
// the page tabs stay. Esc or F11 leaves it and puts back exactly what was there: geometry, window
// state, theme, fonts, toolbars and docks.

#include <QByteArray>
#include <QFont>
#include <QLayout>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QRect>
#include <QTimer>
#include <utility>

#include "AppTheme.h"

class QAction;
class QLabel;
class QMainWindow;
class QWidget;

namespace atlas {

class PresentationMode : public QObject {
    Q_OBJECT

public:
    static constexpr double kTypeScale = 2.0;

    explicit PresentationMode(QMainWindow* window);

    // Checkable; F11 (the platform's full-screen key). Put it in a menu and on a toolbar.
    QAction* action() const { return action_; }
    bool isActive() const { return active_; }

public slots:
    void setActive(bool on);

signals:
    void activeChanged(bool active);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;  // the window's language

private:
    void retranslate();
    void shareWidth();  // the panel's and the docks' share of the full-screen width
    void enter();
    void leave();
    QList<QAction*> menuActions() const;  // every action reachable from the menu bar

    QMainWindow* window_;
    QAction* action_;
    QAction* leave_;  // Esc, only while presenting
    QLabel* hint_;    // "Esc or F11 leaves", for a few seconds after entering
    QTimer hintTimer_;
    bool active_ = false;

    // What entering changed, to put back on leaving.
    struct Saved {
        QRect geometry;       // of a normal window
        QByteArray state;     // saveState(): toolbars and docks
        QByteArray splitter;  // the input panel's share of the width
        Qt::WindowStates windowState;
        bool menuBar = true, statusBar = true;
        QFont appFont;
        AppTheme::Kind theme = AppTheme::Kind::System;
        QList<std::pair<QPointer<QWidget>, QFont>> fonts;  // widgets with a font of their own
        // Added to the window for their keys; a change of language meanwhile rebuilds the menus
        // and deletes them.
        QList<QPointer<QAction>> addedActions;
        QList<std::pair<QPointer<QWidget>, QSize>> minimumSizes;  // the splitter's parts
        QLayout::SizeConstraint constraint = QLayout::SetDefaultConstraint;
    } saved_;
};

}  // namespace atlas
