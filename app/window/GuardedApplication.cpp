#include "GuardedApplication.h"

#include <cstdio>
#include <exception>

namespace atlas {

GuardedApplication::GuardedApplication(int& argc, char** argv) : QApplication(argc, argv) {}

bool GuardedApplication::notify(QObject* receiver, QEvent* event) {
    try {
        return QApplication::notify(receiver, event);
    } catch (const std::exception& e) {
        ++caught_;
        std::fprintf(stderr, "attention-atlas: %s (in %s, event %d): %s\n",
                     "an error was stopped before it could end the program",
                     receiver ? receiver->metaObject()->className() : "?", int(event->type()),
                     qPrintable(QString::fromUtf8(e.what()).simplified()));
    } catch (...) {
        ++caught_;
        std::fprintf(stderr, "attention-atlas: an unknown error was stopped (in %s, event %d)\n",
                     receiver ? receiver->metaObject()->className() : "?", int(event->type()));
    }
    return false;
}

}  // namespace atlas
