#pragma once
// The window's QApplication, with the last guard against an exception (issue 36): one that
// leaves an event handler (a paint, a click, a queued slot) would reach Qt's event loop, which
// ends the program. Here it becomes a line on stderr and the event counts as not handled. The
// pages have their own guard first (Page::guarded), which also tells the user what failed.

#include <QApplication>

namespace atlas {

class GuardedApplication : public QApplication {
    Q_OBJECT

public:
    GuardedApplication(int& argc, char** argv);

    bool notify(QObject* receiver, QEvent* event) override;
    int caught() const { return caught_; }  // how many exceptions were stopped here

private:
    int caught_ = 0;
};

}  // namespace atlas
