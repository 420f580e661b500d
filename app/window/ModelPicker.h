#pragma once
// Where the model comes from: the built-in models, recent files and "Open…". It only offers;
// the window loads (off the GUI thread) and calls setCurrent once a model is in use.

#include <QStringList>
#include <QWidget>
#include <functional>
#include <optional>

#include "ModelWorker.h"

class QAction;
class QComboBox;
class QToolButton;

namespace atlas {

class ModelPicker : public QWidget {
    Q_OBJECT

public:
    struct Choice {
        QString name;  // what the status bar and the picker call it
        QString path;  // the file or Hub folder (absolute), empty for a built-in model
        views::CheckpointSource read;
        QString id;  // a built-in model's: "default", "random-mha", …; empty for a file
    };

    // `builtin` reads the model compiled into the program (empty: none in this build).
    explicit ModelPicker(views::CheckpointSource builtin, QWidget* parent = nullptr);

    // The built-in models, the first being the default.
    QList<Choice> builtins() const { return builtins_; }
    // A checkpoint file, a Hugging Face Hub folder or its config.json (which stands for the
    // folder): named by the file, or by the folder.
    static Choice fileChoice(const QString& path);
    // "Checkpoints (*.safetensors config.json);;All files (*)", in the language in use.
    static QString checkpointFilter();
    // Shows `choice` as the model in use and, for a file, puts it first among the recent ones.
    void setCurrent(const Choice& choice);
    QString currentName() const { return current_.name; }
    const Choice& current() const { return current_; }
    // The built-in model of this id (Choice::id), if there is one.
    std::optional<Choice> builtin(const QString& id) const;
    QStringList recentFiles() const { return recent_; }

public slots:
    // Asks for a file (a checkpoint or a Hub folder's config.json) and offers it.
    void openFile();
    // Asks for a Hub model folder and offers it.
    void openFolder();

signals:
    void chosen(const atlas::ModelPicker::Choice& choice);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void refill();
    void onActivated(int index);
    QString startDir() const;  // where the dialogs start: beside the most recent model

    QList<Choice> builtins_;
    QStringList recent_;  // most recent first, kept in QSettings
    Choice current_;
    QComboBox* combo_ = nullptr;
    QToolButton* open_ = nullptr;
    QAction* openFileAction_ = nullptr;
    QAction* openFolderAction_ = nullptr;
};

}  // namespace atlas
