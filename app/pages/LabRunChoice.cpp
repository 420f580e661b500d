#include "LabRunChoice.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>

#include "FlowLayout.h"
#include "KvChartStyle.h"
#include "LabText.h"
#include "TranslatedText.h"

namespace atlas {

namespace {

// Enum values as items, named by retranslate().
QComboBox* choice(QWidget* parent, const char* name, std::initializer_list<int> values) {
    auto* combo = new QComboBox(parent);
    combo->setObjectName(name);
    // Their items change with the language: their width follows.
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (int value : values) combo->addItem(QString(), value);
    return combo;
}

QLabel* label(const char* text, QWidget* parent) {
    auto* l = new QLabel(parent);
    views::setTranslatedText(l, [text] { return labText(text); });
    return l;
}

}  // namespace

LabRunChoice::LabRunChoice(QWidget* parent) : QObject(parent), row_(new QWidget(parent)) {
    using train::ToyTask, train::ToySize;
    task_ = choice(row_, "labTask",
                   {int(ToyTask::Copy), int(ToyTask::Reverse), int(ToyTask::Sort),
                    int(ToyTask::EnglishGerman)});
    task_->setCurrentIndex(1);
    architecture_ = choice(row_, "labArchitecture",
                           {int(Architecture::EncoderDecoder), int(Architecture::DecoderOnly),
                            int(Architecture::EncoderOnly)});
    attention_ = choice(row_, "labAttention",
                        {int(AttentionKind::MHA), int(AttentionKind::GQA), int(AttentionKind::MQA),
                         int(AttentionKind::MLA)});
    size_ = choice(row_, "labSize", {int(ToySize::Tiny), int(ToySize::Small)});
    connect(architecture_, &QComboBox::currentIndexChanged, this, [this] {
        nameSizes();
        emit architectureChanged();
    });

    // Each label with its combo box, wrapping onto a second line where the page is narrow
    // (1280 × 720, presentation mode's type) rather than cutting the boxes short.
    auto* flow = new views::FlowLayout(row_);
    flow->setContentsMargins(0, 0, 0, 0);
    const std::pair<const char*, QComboBox*> parts[] = {
        {QT_TRANSLATE_NOOP("atlas::TrainingLabPage", "Task"), task_},
        {QT_TRANSLATE_NOOP("atlas::TrainingLabPage", "Architecture"), architecture_},
        {QT_TRANSLATE_NOOP("atlas::TrainingLabPage", "Attention"), attention_},
        {QT_TRANSLATE_NOOP("atlas::TrainingLabPage", "Model"), size_}};
    for (const auto& [text, combo] : parts) {
        auto* pair = new QWidget(row_);
        auto* h = new QHBoxLayout(pair);
        h->setContentsMargins(0, 0, 8, 0);
        h->addWidget(label(text, pair));
        h->addWidget(combo);
        flow->addWidget(pair);
    }
    retranslate();
}

views::TrainingRequest LabRunChoice::request() const {
    views::TrainingRequest r;
    r.task = train::ToyTask(task_->currentData().toInt());
    r.attention = AttentionKind(attention_->currentData().toInt());
    r.size = train::ToySize(size_->currentData().toInt());
    r.architecture = Architecture(architecture_->currentData().toInt());
    return r;
}

void LabRunChoice::setRequest(const views::TrainingRequest& r) {
    task_->setCurrentIndex(task_->findData(int(r.task)));
    attention_->setCurrentIndex(attention_->findData(int(r.attention)));
    architecture_->setCurrentIndex(architecture_->findData(int(r.architecture)));
    size_->setCurrentIndex(size_->findData(int(r.size)));
}

void LabRunChoice::setEnabled(bool enabled) {
    for (QComboBox* combo : {task_, architecture_, attention_, size_}) combo->setEnabled(enabled);
}

void LabRunChoice::retranslate() {
    task_->setItemText(0, labText(QT_TRANSLATE_NOOP("atlas::TrainingLabPage", "Copy")));
    task_->setItemText(1, labText(QT_TRANSLATE_NOOP("atlas::TrainingLabPage", "Reverse")));
    task_->setItemText(2, labText(QT_TRANSLATE_NOOP("atlas::TrainingLabPage", "Sort")));
    task_->setItemText(
        3, labText(QT_TRANSLATE_NOOP("atlas::TrainingLabPage", "English → German (tiny corpus)")));
    task_->setToolTip(labText(
        QT_TRANSLATE_NOOP("atlas::TrainingLabPage",
                          "Copy, reverse or sort 3 to 8 letters, or translate short sentences")));
    architecture_->setItemText(
        0, labText(QT_TRANSLATE_NOOP("atlas::TrainingLabPage", "Encoder-decoder")));
    architecture_->setItemText(
        1, labText(QT_TRANSLATE_NOOP("atlas::TrainingLabPage", "Decoder-only")));
    architecture_->setItemText(
        2, labText(QT_TRANSLATE_NOOP("atlas::TrainingLabPage", "Encoder-only (masked)")));
    architecture_->setToolTip(labText(QT_TRANSLATE_NOOP(
        "atlas::TrainingLabPage",
        "Encoder-decoder: the decoder reads the encoded source through cross-attention. "
        "Decoder-only: one causal stack reads the source, ⇒ and the target as one sequence. "
        "Encoder-only: one stack that sees both ways reads the same sequence with some pieces "
        "masked, and learns to fill them from the other half.")));
    for (int i = 0; i < attention_->count(); ++i)
        attention_->setItemText(
            i, views::attentionName(AttentionKind(attention_->itemData(i).toInt())));
    nameSizes();
}

void LabRunChoice::nameSizes() {
    if (request().architecture == Architecture::EncoderDecoder) {
        size_->setItemText(
            0, labText(QT_TRANSLATE_NOOP("atlas::TrainingLabPage", "Tiny (d 32, 2 + 1 layers)")));
        size_->setItemText(
            1, labText(QT_TRANSLATE_NOOP("atlas::TrainingLabPage", "Small (d 64, 2 + 2 layers)")));
        return;
    }
    size_->setItemText(
        0, labText(QT_TRANSLATE_NOOP("atlas::TrainingLabPage", "Tiny (d 32, %1 layers)"))
               .arg(train::toyDecoderOnlyLayers(train::ToySize::Tiny)));
    size_->setItemText(
        1, labText(QT_TRANSLATE_NOOP("atlas::TrainingLabPage", "Small (d 64, %1 layers)"))
               .arg(train::toyDecoderOnlyLayers(train::ToySize::Small)));
}

}  // namespace atlas
