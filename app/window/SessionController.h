#pragma once
// Sessions in the window: File → Save session… / Open session… (.atlas), and the last session
// kept in the settings, so that the window opens where it was left. The model loads off the GUI
// thread; the layer and head are chosen once it has, since they depend on its shape.

#include <QMessageBox>
#include <QObject>
#include <QPointer>
#include <optional>

#include "Session.h"

class QAction;

namespace atlas {

class MainWindow;

class SessionController : public QObject {
    Q_OBJECT

public:
    explicit SessionController(MainWindow* window);

    // What the window shows now.
    Session capture() const;
    // Shows `session`. A model file that does not exist is not loaded: a window-modal dialog
    // says so and offers to choose the file or use the built-in model (missingModelDialog()).
    void restore(const Session& session);
    // The dialog of the last restore whose model file is missing, while it is open.
    QMessageBox* missingModelDialog() const { return missing_; }

    // Reads or writes a session file; on failure a dialog says why and nothing changes.
    bool openFile(const QString& path);
    bool saveFile(const QString& path);

    // The last session, kept in the settings (a broken or absent one gives the defaults).
    static Session last();
    void rememberLast() const;

public slots:
    void open();  // asks for a file
    void save();  // asks for a file

private:
    void showModel(const Session& session);
    void askForModel(const Session& session, const QString& sessionName);
    void showError(const QString& title, const QString& message);

    MainWindow* window_;
    std::optional<ViewSelection> pending_;  // chosen once the session's model has loaded
    bool modelArrived_ = false;
    QPointer<QMessageBox> missing_;  // deletes itself on close
    QString lastPath_;  // the last session opened or saved: the file dialogs start there
};

}  // namespace atlas
