#include "ViewToolBar.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <tuple>

#include "AttentionLabels.h"

namespace atlas {

using views::AttentionLabels;
using views::Colormap;
using views::ColorScale;
using views::Stack;

ViewToolBar::ViewToolBar(QWidget* parent) : QToolBar(tr("View"), parent) {
    setObjectName("viewToolBar");
    setMovable(false);
    stack_ = addCombo(tr("Stack"), tr("Which attention: the encoder reading the source, the "
                                      "decoder reading its own output so far, or the decoder "
                                      "reading the source (cross-attention)"));
    for (Stack s : {Stack::EncoderSelf, Stack::DecoderSelf, Stack::Cross})
        stack_->addItem(AttentionLabels::stackName(s), int(s));
    layer_ = addCombo(tr("Layer"), tr("Layer (Alt+Up / Alt+Down)"));
    head_ = addCombo(tr("Head"), tr("Head, or the mean over heads (Alt+Left / Alt+Right)"));
    addSeparator();
    colormap_ = addCombo(tr("Colours"), tr("Colormap"));
    for (Colormap::Name name : Colormap::sequential())
        colormap_->addItem(Colormap::displayName(name), int(name));
    scale_ = addCombo(tr("Scale"), tr("Linear, or logarithmic to see small weights (Alt+G)"));
    scale_->addItem(tr("Linear"), int(ColorScale::Kind::Linear));
    scale_->addItem(tr("Log"), int(ColorScale::Kind::Log));

    addNavigation(tr("Next layer"), QKeySequence(Qt::ALT | Qt::Key_Down), [this] { stepLayer(1); });
    addNavigation(tr("Previous layer"), QKeySequence(Qt::ALT | Qt::Key_Up),
                  [this] { stepLayer(-1); });
    addNavigation(tr("Next head"), QKeySequence(Qt::ALT | Qt::Key_Right), [this] { stepHead(1); });
    addNavigation(tr("Previous head"), QKeySequence(Qt::ALT | Qt::Key_Left),
                  [this] { stepHead(-1); });
    addNavigation(tr("Mean over heads"), QKeySequence(Qt::ALT | Qt::Key_M), [this] {
        ViewSelection s = selection_;
        s.head = -1;
        setSelection(s);
    });
    const std::pair<Stack, Qt::Key> stackKeys[] = {{Stack::EncoderSelf, Qt::Key_E},
                                                   {Stack::DecoderSelf, Qt::Key_D},
                                                   {Stack::Cross, Qt::Key_C}};
    for (const auto& [stack, key] : stackKeys)
        addNavigation(AttentionLabels::stackName(stack), QKeySequence(Qt::ALT | key),
                      [this, stack = stack] {
                          ViewSelection s = selection_;
                          s.stack = stack;
                          setSelection(s);
                      });
    addNavigation(tr("Linear / log scale"), QKeySequence(Qt::ALT | Qt::Key_G), [this] {
        ViewSelection s = selection_;
        s.scale =
            s.scale == ColorScale::Kind::Log ? ColorScale::Kind::Linear : ColorScale::Kind::Log;
        setSelection(s);
    });
    refill();
}

QComboBox* ViewToolBar::addCombo(const QString& label, const QString& toolTip) {
    auto* caption = new QLabel(label, this);
    caption->setContentsMargins(8, 0, 4, 0);
    addWidget(caption);
    auto* combo = new QComboBox(this);
    combo->setToolTip(toolTip);
    combo->setAccessibleName(label);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    caption->setBuddy(combo);
    addWidget(combo);
    connect(combo, &QComboBox::currentIndexChanged, this, [this] {
        if (!refilling_) readCombos();
    });
    return combo;
}

QAction* ViewToolBar::addNavigation(const QString& text, const QKeySequence& key,
                                    std::function<void()> run) {
    auto* action = new QAction(text, this);
    action->setShortcut(key);
    connect(action, &QAction::triggered, this, std::move(run));
    navigation_.append(action);
    return action;
}

int ViewToolBar::layerCount(Stack stack) const {
    return stack == Stack::EncoderSelf ? model_.layersEncoder : model_.layersDecoder;
}

void ViewToolBar::setModel(const views::ModelSummary& model) {
    // Every snapshot brings its model; rebuilding the combos would close an open one.
    const auto shape = [](const views::ModelSummary& m) {
        return std::tuple(m.layersEncoder, m.layersDecoder, m.heads, m.kvHeads);
    };
    if (shape(model) == shape(model_)) return;
    model_ = model;
    setSelection(selection_);
}

void ViewToolBar::setSelection(const ViewSelection& wanted) {
    ViewSelection s = wanted;
    s.layer = std::clamp(s.layer, 0, std::max(layerCount(s.stack) - 1, 0));
    s.head = std::clamp(s.head, -1, std::max(model_.heads - 1, -1));
    const bool changed = !(s == selection_);
    selection_ = s;
    refill();
    if (changed) emit selectionChanged(selection_);
}

void ViewToolBar::stepLayer(int delta) {
    ViewSelection s = selection_;
    const int n = std::max(layerCount(s.stack), 1);
    s.layer = (s.layer + delta + n) % n;
    setSelection(s);
}

void ViewToolBar::stepHead(int delta) {
    // The mean sits before head 0 in the cycle, as it does in the list.
    ViewSelection s = selection_;
    const int n = model_.heads + 1;
    s.head = (s.head + 1 + delta + n) % n - 1;
    setSelection(s);
}

void ViewToolBar::refill() {
    refilling_ = true;
    stack_->setCurrentIndex(stack_->findData(int(selection_.stack)));
    layer_->clear();
    for (int l = 0; l < layerCount(selection_.stack); ++l) layer_->addItem(tr("%1").arg(l), l);
    layer_->setCurrentIndex(layer_->findData(selection_.layer));
    head_->clear();
    head_->addItem(tr("mean"), -1);
    const int group = AttentionLabels::groupSize(model_);
    for (int h = 0; h < model_.heads; ++h)
        head_->addItem(group > 1 ? tr("%1 · KV %2").arg(h).arg(h / group) : tr("%1").arg(h), h);
    head_->setCurrentIndex(head_->findData(selection_.head));
    colormap_->setCurrentIndex(colormap_->findData(int(selection_.colormap)));
    scale_->setCurrentIndex(scale_->findData(int(selection_.scale)));
    refilling_ = false;
}

void ViewToolBar::readCombos() {
    ViewSelection s;
    s.stack = Stack(stack_->currentData().toInt());
    s.layer = layer_->currentData().toInt();
    s.head = head_->currentData().toInt();
    s.colormap = Colormap::Name(colormap_->currentData().toInt());
    s.scale = ColorScale::Kind(scale_->currentData().toInt());
    setSelection(s);
}

}  // namespace atlas
