#pragma once
// Where the model comes from: the built-in models, recent files and "Open…". It only offers;
// the window loads (off the GUI thread) and calls setCurrent once a model is in use.

#include <QStringList>
#include <QWidget>
#include <functional>
#include <optional>

#include "ModelWorker.h"

class QComboBox;
class QToolButton;

namespace atlas {

class ModelPicker : public QWidget {
    Q_OBJECT

public:
    struct Choice {
        QString name;  // what the status bar and the picker call it
        QString path;  // the file, empty for a built-in model
        views::CheckpointSource read;
        QString id;  // a built-in model's: "default", "random-mha", …; empty for a file
    };

    // `builtin` reads the model compiled into the program (empty: none in this build).
    explicit ModelPicker(views::CheckpointSource builtin, QWidget* parent = nullptr);

    // The built-in models, the first being the default.
    QList<Choice> builtins() const { return builtins_; }
    static Choice fileChoice(const QString& path);
    // Shows `choice` as the model in use and, for a file, puts it first among the recent ones.
    void setCurrent(const Choice& choice);
    QString currentName() const { return current_.name; }
    const Choice& current() const { return current_; }
    // The built-in model of this id (Choice::id), if there is one.
    std::optional<Choice> builtin(const QString& id) const;
    QStringList recentFiles() const { return recent_; }

public slots:
    // Asks for a file and offers it.
    void openFile();

signals:
    void chosen(const atlas::ModelPicker::Choice& choice);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void refill();
    void onActivated(int index);

    QList<Choice> builtins_;
    QStringList recent_;  // most recent first, kept in QSettings
    Choice current_;
    QComboBox* combo_ = nullptr;
    QToolButton* open_ = nullptr;
};

}  // namespace atlas
