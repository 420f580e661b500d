#include "SessionController.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>

#include "AlignmentPage.h"
#include "InputPanel.h"
#include "MainWindow.h"
#include "ModelContext.h"
#include "Page.h"
#include "SentencePairPanel.h"
#include "ViewToolBar.h"

namespace atlas {

namespace {

const char* const kLastKey = "session/last";
const char* const kLastPathKey = "session/lastFile";

QString sessionFilter() {
    return SessionController::tr("Attention Atlas sessions (*.atlas);;All files (*)");
}

}  // namespace

SessionController::SessionController(MainWindow* window) : QObject(window), window_(window) {
    lastPath_ = QSettings().value(kLastPathKey).toString();
    views::ModelWorker* worker = window->worker();
    connect(worker, &views::ModelWorker::modelLoaded, this, [this] {
        if (pending_) modelArrived_ = true;
    });
    // The model stays as it was: the layer and head are chosen within it, as far as it has them.
    connect(worker, &views::ModelWorker::modelLoadFailed, this, [this] {
        if (pending_) window_->viewToolBar()->setSelection(*pending_);
        pending_.reset();
    });
    // Once the context has the new model's snapshot, whose layers and heads are chosen from.
    connect(window->modelContext(), &views::ModelContext::snapshotChanged, this, [this] {
        if (!pending_ || !modelArrived_) return;
        window_->viewToolBar()->setSelection(*pending_);
        pending_.reset();
    });
}

Session SessionController::capture() const {
    Session s;
    const ModelPicker::Choice& model = window_->inputPanel()->picker()->current();
    s.modelFile = model.path.isEmpty() ? QString() : QFileInfo(model.path).absoluteFilePath();
    if (!model.id.isEmpty()) s.builtinModel = model.id;
    s.text = window_->inputPanel()->text();
    if (auto* alignment = window_->findChild<AlignmentPage*>())
        s.pairText = alignment->sentencePair()->secondField()->text();
    if (Page* page = window_->page(window_->pages()->currentIndex())) s.page = page->id();
    s.selection = window_->viewToolBar()->selection();
    s.theme = AppTheme::instance()->theme();
    return s;
}

void SessionController::restore(const Session& session) {
    if (missing_) missing_->close();
    if (!session.missingModelFile().isEmpty()) {
        askForModel(session, {});
        return;
    }
    AppTheme::instance()->setTheme(session.theme);
    // Colours and scale now; layer and head again once the model is there.
    window_->viewToolBar()->setSelection(session.selection);
    window_->inputPanel()->setText(session.text);
    if (auto* alignment = window_->findChild<AlignmentPage*>();
        alignment && !session.pairText.isEmpty())
        alignment->sentencePair()->secondField()->setText(session.pairText);
    window_->showPage(session.page);
    showModel(session);
}

void SessionController::showModel(const Session& session) {
    pending_ = session.selection;
    modelArrived_ = false;
    ModelPicker* picker = window_->inputPanel()->picker();
    if (!session.modelFile.isEmpty()) {
        window_->chooseModel(ModelPicker::fileChoice(session.modelFile));
    } else if (auto builtin = picker->builtin(session.builtinModel)) {
        window_->chooseModel(*builtin);
    } else if (!picker->builtins().isEmpty()) {
        window_->chooseModel(picker->builtins().first());
    }
}

void SessionController::askForModel(const Session& session, const QString& sessionName) {
    const QString file = session.missingModelFile();
    missing_ = new QMessageBox(QMessageBox::Warning, tr("Model file not found"),
                               tr("The model file “%1” does not exist.").arg(file),
                               QMessageBox::Cancel, window_);
    missing_->setObjectName("missingModel");
    missing_->setInformativeText(
        (sessionName.isEmpty() ? QString() : tr("The session “%1” uses it. ").arg(sessionName)) +
        tr("Choose the file where it is now, or show the session with the built-in model."));
    QPushButton* choose = missing_->addButton(tr("Choose file…"), QMessageBox::AcceptRole);
    choose->setObjectName("chooseModel");
    QPushButton* builtin =
        missing_->addButton(tr("Use the built-in model"), QMessageBox::ActionRole);
    builtin->setObjectName("useBuiltin");
    missing_->setDefaultButton(choose);
    missing_->setAttribute(Qt::WA_DeleteOnClose);
    connect(missing_, &QMessageBox::buttonClicked, this,
            [this, session, choose, builtin, file](QAbstractButton* button) {
                Session s = session;
                if (button == builtin) {
                    s.modelFile.clear();
                } else if (button == choose) {
                    const QString found = QFileDialog::getOpenFileName(
                        window_, tr("Where is “%1”?").arg(QFileInfo(file).fileName()),
                        QFileInfo(file).path(), ModelPicker::checkpointFilter());
                    if (found.isEmpty()) return;  // cancelled: nothing changes
                    s.modelFile = ModelPicker::fileChoice(found).path;  // config.json: the folder
                } else {
                    return;
                }
                // After the dialog has gone, so that restore() does not close it again.
                QMetaObject::invokeMethod(
                    this, [this, s] { restore(s); }, Qt::QueuedConnection);
            });
    missing_->open();  // window-modal, not a nested event loop
}

bool SessionController::openFile(const QString& path) {
    Session session;
    try {
        session = Session::load(path);
    } catch (const SessionError& e) {
        showError(tr("Cannot open the session"), QString::fromUtf8(e.what()));
        return false;
    }
    lastPath_ = path;
    QSettings().setValue(kLastPathKey, path);
    if (!session.missingModelFile().isEmpty()) {
        askForModel(session, QFileInfo(path).fileName());
        return true;
    }
    restore(session);
    window_->statusBar()->showMessage(tr("Opened the session %1").arg(QFileInfo(path).fileName()),
                                      5000);
    return true;
}

bool SessionController::saveFile(const QString& path) {
    try {
        capture().save(path);
    } catch (const SessionError& e) {
        showError(tr("Cannot save the session"), QString::fromUtf8(e.what()));
        return false;
    }
    lastPath_ = path;
    QSettings().setValue(kLastPathKey, path);
    window_->statusBar()->showMessage(tr("Saved the session %1").arg(QFileInfo(path).fileName()),
                                      5000);
    return true;
}

void SessionController::open() {
    const QString path =
        QFileDialog::getOpenFileName(window_, tr("Open a session"), lastPath_, sessionFilter());
    if (!path.isEmpty()) openFile(path);
}

void SessionController::save() {
    QString path = QFileDialog::getSaveFileName(
        window_, tr("Save the session"),
        lastPath_.isEmpty() ? QDir::home().filePath(tr("lesson") + ".atlas") : lastPath_,
        sessionFilter());
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += ".atlas";
    saveFile(path);
}

void SessionController::showError(const QString& title, const QString& message) {
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, window_);
    box->setObjectName("sessionError");
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

Session SessionController::last() {
    const QByteArray json = QSettings().value(kLastKey).toByteArray();
    try {
        return Session::fromJson(QJsonDocument::fromJson(json).object(), QDir::root());
    } catch (const SessionError&) {
        return {};  // none yet, or one from a newer version
    }
}

void SessionController::rememberLast() const {
    QSettings().setValue(
        kLastKey, QJsonDocument(capture().toJson(QDir::root())).toJson(QJsonDocument::Compact));
}

}  // namespace atlas
