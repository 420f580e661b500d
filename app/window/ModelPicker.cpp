#include "ModelPicker.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QMenu>
#include <QSettings>
#include <QToolButton>

#include "ElidingComboBox.h"
#include "ModelFiles.h"
#include "hub/HubFolder.h"

namespace atlas {

namespace {

constexpr int kMaxRecent = 8;
const char* const kRecentKey = "models/recent";

enum class Role { Builtin, Recent, Open, OpenFolder };

}  // namespace

ModelPicker::ModelPicker(views::CheckpointSource builtin, QWidget* parent) : QWidget(parent) {
    // The table's models, the default read through `builtin` (which tests may replace), the
    // trained ones when this binary carries them.
    for (const BuiltinModel& m : kBuiltinModels) {
        if (&m == &kBuiltinModels[0]) {
            if (builtin) builtins_.append({{}, {}, std::move(builtin), m.id});
        } else if (isAvailable(m)) {
            builtins_.append({{}, {}, [model = &m] { return loadBuiltinModel(*model); }, m.id});
        }
    }

    recent_ = QSettings().value(kRecentKey).toStringList();

    combo_ = new views::ElidingComboBox(this);
    combo_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    combo_->setMinimumContentsLength(12);
    combo_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    open_ = new QToolButton(this);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(combo_, 1);
    layout->addWidget(open_);
    connect(open_, &QToolButton::clicked, this, &ModelPicker::openFile);
    // The button opens a file; its menu also a Hub folder (SPEC §5), which a file dialog cannot.
    auto* menu = new QMenu(open_);
    openFileAction_ = menu->addAction(QString(), this, &ModelPicker::openFile);
    openFolderAction_ = menu->addAction(QString(), this, &ModelPicker::openFolder);
    open_->setMenu(menu);
    open_->setPopupMode(QToolButton::MenuButtonPopup);
    connect(combo_, &QComboBox::activated, this, &ModelPicker::onActivated);
    retranslate();
}

void ModelPicker::retranslate() {
    for (Choice& b : builtins_) {
        b.name = QCoreApplication::translate("atlas::ModelPicker", findBuiltinModel(b.id)->name);
        if (current_.id == b.id && current_.path.isEmpty()) current_.name = b.name;
    }
    combo_->setAccessibleName(tr("Model"));
    open_->setText(tr("Open…"));
    openFileAction_->setText(tr("Open a file…"));
    openFolderAction_->setText(tr("Open a model folder…"));
    open_->setToolTip(
        tr("Open a .safetensors checkpoint or a Hugging Face model folder's config.json (or drop "
           "either, or the folder, onto the window)"));
    refill();
}

void ModelPicker::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

std::optional<ModelPicker::Choice> ModelPicker::builtin(const QString& id) const {
    for (const Choice& b : builtins_)
        if (b.id == id) return b;
    return std::nullopt;
}

ModelPicker::Choice ModelPicker::fileChoice(const QString& path) {
    // A Hub folder (SPEC §5) is the folder, whether the folder or its config.json was chosen:
    // recent models and sessions keep the folder, named by it; our checkpoints by their file.
    const QFileInfo info(path);
    const bool hub = isHubFolderPath(path.toStdString());
    const QString file = QFileInfo(hub && !info.isDir() ? info.path() : path).absoluteFilePath();
    return {QFileInfo(file).fileName(), file, [file] { return openCheckpoint(file.toStdString()); },
            QString()};
}

void ModelPicker::setCurrent(const Choice& choice) {
    current_ = choice;
    if (!choice.path.isEmpty()) {
        const QString path = QFileInfo(choice.path).absoluteFilePath();
        recent_.removeAll(path);
        recent_.prepend(path);
        while (recent_.size() > kMaxRecent) recent_.removeLast();
        QSettings().setValue(kRecentKey, recent_);
    }
    refill();
}

void ModelPicker::openFile() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open a checkpoint"), startDir(), checkpointFilter());
    if (!path.isEmpty()) emit chosen(fileChoice(path));
}

void ModelPicker::openFolder() {
    const QString path =
        QFileDialog::getExistingDirectory(this, tr("Open a Hugging Face model folder"), startDir());
    if (!path.isEmpty()) emit chosen(fileChoice(path));
}

QString ModelPicker::checkpointFilter() {
    return tr("Checkpoints (*.safetensors config.json);;All files (*)");
}

QString ModelPicker::startDir() const {
    return recent_.isEmpty() ? QString() : QFileInfo(recent_.first()).path();
}

void ModelPicker::refill() {
    combo_->clear();
    for (int i = 0; i < builtins_.size(); ++i)
        combo_->addItem(builtins_[i].name, QVariantList{int(Role::Builtin), i});
    if (!recent_.isEmpty()) combo_->insertSeparator(combo_->count());
    for (const QString& path : recent_) {
        combo_->addItem(fileChoice(path).name, QVariantList{int(Role::Recent), path});
        combo_->setItemData(combo_->count() - 1, path, Qt::ToolTipRole);
    }
    combo_->insertSeparator(combo_->count());
    combo_->addItem(tr("Open a file…"), QVariantList{int(Role::Open), {}});
    combo_->addItem(tr("Open a model folder…"), QVariantList{int(Role::OpenFolder), {}});

    int current = -1;
    for (int i = 0; i < combo_->count(); ++i) {
        const QVariantList data = combo_->itemData(i).toList();
        if (data.size() < 2) continue;
        const bool same =
            current_.path.isEmpty()
                ? data[0].toInt() == int(Role::Builtin) &&
                      builtins_[data[1].toInt()].id == current_.id
                : data[0].toInt() == int(Role::Recent) &&
                      data[1].toString() == QFileInfo(current_.path).absoluteFilePath();
        if (same) current = i;
    }
    combo_->setCurrentIndex(current);
}

void ModelPicker::onActivated(int index) {
    const QVariantList data = combo_->itemData(index).toList();
    refill();  // shows the model in use until the chosen one has loaded
    if (data.size() < 2) return;
    switch (Role(data[0].toInt())) {
        case Role::Builtin:
            emit chosen(builtins_[data[1].toInt()]);
            break;
        case Role::Recent:
            emit chosen(fileChoice(data[1].toString()));
            break;
        case Role::Open:
            openFile();
            break;
        case Role::OpenFolder:
            openFolder();
            break;
    }
}

}  // namespace atlas
