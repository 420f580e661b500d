#include "ModelPicker.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QSettings>
#include <QToolButton>

#include "DefaultModel.h"

namespace atlas {

namespace {

constexpr int kMaxRecent = 8;
const char* const kRecentKey = "models/recent";

enum class Role { Builtin, Recent, Open };

}  // namespace

ModelPicker::ModelPicker(views::ModelWorker::CheckpointSource builtin, QWidget* parent)
    : QWidget(parent) {
    if (builtin) builtins_.append({tr("Built-in model"), {}, std::move(builtin)});
    // The same small model in each attention kind, with random weights: the shapes of the
    // attention (shared K/V heads, a latent) are the lesson, not the translation.
    const std::pair<AttentionKind, QString> kinds[] = {
        {AttentionKind::MHA, tr("Random MHA (4 heads)")},
        {AttentionKind::GQA, tr("Random GQA (4 heads, 2 K/V)")},
        {AttentionKind::MQA, tr("Random MQA (4 heads, 1 K/V)")},
        {AttentionKind::MLA, tr("Random MLA (latent 32)")}};
    for (const auto& [kind, name] : kinds)
        builtins_.append({name, {}, [kind = kind] { return makeDefaultModel(kind); }});

    recent_ = QSettings().value(kRecentKey).toStringList();

    combo_ = new QComboBox(this);
    combo_->setAccessibleName(tr("Model"));
    combo_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    combo_->setMinimumContentsLength(12);
    combo_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    auto* open = new QToolButton(this);
    open->setText(tr("Open…"));
    open->setToolTip(tr("Open a .safetensors checkpoint (or drop one onto the window)"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(combo_, 1);
    layout->addWidget(open);
    connect(open, &QToolButton::clicked, this, &ModelPicker::openFile);
    connect(combo_, &QComboBox::activated, this, &ModelPicker::onActivated);
    refill();
}

ModelPicker::Choice ModelPicker::fileChoice(const QString& path) {
    return {QFileInfo(path).fileName(), path,
            [path] { return Checkpoint::load(QFileInfo(path).absoluteFilePath().toStdString()); }};
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
    const QString dir = recent_.isEmpty() ? QString() : QFileInfo(recent_.first()).path();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a checkpoint"), dir, tr("Checkpoints (*.safetensors);;All files (*)"));
    if (!path.isEmpty()) emit chosen(fileChoice(path));
}

void ModelPicker::refill() {
    combo_->clear();
    for (int i = 0; i < builtins_.size(); ++i)
        combo_->addItem(builtins_[i].name, QVariantList{int(Role::Builtin), i});
    if (!recent_.isEmpty()) combo_->insertSeparator(combo_->count());
    for (const QString& path : recent_) {
        combo_->addItem(QFileInfo(path).fileName(), QVariantList{int(Role::Recent), path});
        combo_->setItemData(combo_->count() - 1, path, Qt::ToolTipRole);
    }
    combo_->insertSeparator(combo_->count());
    combo_->addItem(tr("Open a file…"), QVariantList{int(Role::Open), {}});

    int current = -1;
    for (int i = 0; i < combo_->count(); ++i) {
        const QVariantList data = combo_->itemData(i).toList();
        if (data.size() < 2) continue;
        const bool same =
            current_.path.isEmpty()
                ? data[0].toInt() == int(Role::Builtin) &&
                      builtins_[data[1].toInt()].name == current_.name
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
    }
}

}  // namespace atlas
