#include "ViewToolBar.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <algorithm>
#include <tuple>

#include "AttentionLabels.h"
#include "ModelContext.h"
#include "ViewState.h"

namespace atlas {

using views::AttentionLabels;
using views::Colormap;
using views::ColorScale;
using views::Stack;

ViewToolBar::ViewToolBar(ViewState& state, const views::ModelContext& model, QWidget* parent)
    : QToolBar(parent), state_(state) {
    setObjectName("viewToolBar");
    setMovable(false);
    stack_ = addCombo();
    stack_->setObjectName("stackBox");
    fillStacks();
    layer_ = addCombo();
    head_ = addCombo();
    addSeparator();
    colormap_ = addCombo();
    for (Colormap::Name name : Colormap::sequential()) colormap_->addItem(QString(), int(name));
    scale_ = addCombo();
    scale_->addItem(QString(), int(ColorScale::Kind::Linear));
    scale_->addItem(QString(), int(ColorScale::Kind::Log));

    addNavigation(QKeySequence(Qt::ALT | Qt::Key_Down), [this] { stepLayer(1); });
    addNavigation(QKeySequence(Qt::ALT | Qt::Key_Up), [this] { stepLayer(-1); });
    addNavigation(QKeySequence(Qt::ALT | Qt::Key_Right), [this] { stepHead(1); });
    addNavigation(QKeySequence(Qt::ALT | Qt::Key_Left), [this] { stepHead(-1); });
    addNavigation(QKeySequence(Qt::ALT | Qt::Key_M), [this] {
        ViewSelection s = selection();
        s.head = -1;
        setSelection(s);
    });
    const std::pair<Stack, Qt::Key> stackKeys[] = {{Stack::EncoderSelf, Qt::Key_E},
                                                   {Stack::DecoderSelf, Qt::Key_D},
                                                   {Stack::Cross, Qt::Key_C}};
    for (const auto& [stack, key] : stackKeys)
        addNavigation(QKeySequence(Qt::ALT | key), [this, stack = stack] {
            ViewSelection s = selection();
            s.stack = stack;
            setSelection(s);
        });
    addNavigation(QKeySequence(Qt::ALT | Qt::Key_G), [this] {
        ViewSelection s = selection();
        s.scale =
            s.scale == ColorScale::Kind::Log ? ColorScale::Kind::Linear : ColorScale::Kind::Log;
        setSelection(s);
    });
    retranslate();
    connect(&state, &ViewState::selectionChanged, this, &ViewToolBar::refill);
    connect(&model, &views::ModelContext::snapshotChanged, this,
            [this](const auto& snapshot) { setModel(snapshot->model); });
}

void ViewToolBar::retranslate() {
    setWindowTitle(tr("View"));
    const std::pair<QString, QString> captions[] = {
        {tr("Stack"), tr("Which attention: the encoder reading the source, the decoder reading "
                         "its own output so far, or the decoder reading the source "
                         "(cross-attention)")},
        {tr("Layer"), tr("Layer (Alt+Up / Alt+Down)")},
        {tr("Head"), tr("Head, or the mean over heads (Alt+Left / Alt+Right)")},
        {tr("Colours"), tr("Colormap")},
        {tr("Scale"), tr("Linear, or logarithmic to see small weights (Alt+G)")}};
    for (int i = 0; i < 5; ++i) {
        captions_[i]->setText(captions[i].first);
        captions_[i]->buddy()->setToolTip(captions[i].second);
        captions_[i]->buddy()->setAccessibleName(captions[i].first);
    }
    stackTip_ = captions[0].second;
    nameStacks();
    for (int i = 0; i < colormap_->count(); ++i)
        colormap_->setItemText(
            i, Colormap::displayName(Colormap::Name(colormap_->itemData(i).toInt())));
    scale_->setItemText(0, tr("Linear"));
    scale_->setItemText(1, tr("Log"));
    const QString names[] = {tr("Next layer"),
                             tr("Previous layer"),
                             tr("Next head"),
                             tr("Previous head"),
                             tr("Mean over heads"),
                             AttentionLabels::stackName(Stack::EncoderSelf),
                             AttentionLabels::stackName(Stack::DecoderSelf),
                             AttentionLabels::stackName(Stack::Cross),
                             tr("Linear / log scale")};
    for (int i = 0; i < navigation_.size() && i < 9; ++i) navigation_[i]->setText(names[i]);
    refill();  // the head names
}

void ViewToolBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    if (event->type() == QEvent::FontChange) nameStacks();  // elided for the new type
    QToolBar::changeEvent(event);
}

void ViewToolBar::fillStacks() {
    // Only the stacks the model has: a decoder-only model offers its one causal stack. A page
    // that draws stacks of its own gets one greyed item naming them.
    const bool was = refilling_;
    refilling_ = true;
    stack_->clear();
    if (!pinned())
        for (Stack s : model_.stacks()) stack_->addItem(QString(), int(s));
    else
        stack_->addItem(QString(), -1);
    stack_->setEnabled(!pinned());
    nameStacks();
    refilling_ = was;
}

void ViewToolBar::nameStacks() {
    if (pinned()) {
        QString names = AttentionLabels::stackName(pageStacks_.front());
        for (size_t i = 1; i < pageStacks_.size(); ++i)
            //: two attention stacks drawn side by side, e.g. "Decoder masked self-attention +
            //: Cross-attention"
            names = tr("%1 + %2").arg(names, AttentionLabels::stackName(pageStacks_[i]));
        // Two stacks' names would widen the box past the toolbar (step-through decoding): it
        // keeps the width of the longest single name, and its tooltip has them whole.
        qreal widest = 0;
        for (Stack s : {Stack::EncoderSelf, Stack::DecoderSelf, Stack::Cross})
            widest = std::max<qreal>(
                widest, stack_->fontMetrics().horizontalAdvance(AttentionLabels::stackName(s)));
        stack_->setItemText(0, stack_->fontMetrics().elidedText(names, Qt::ElideRight, widest));
        stack_->setToolTip(names + QStringLiteral("\n") +
                           tr("What this page draws, whatever stack is chosen; the other pages "
                              "keep the stack chosen there (%1)")
                               .arg(AttentionLabels::stackName(selection().stack)));
        return;
    }
    for (int i = 0; i < stack_->count(); ++i)
        stack_->setItemText(i, AttentionLabels::stackName(Stack(stack_->itemData(i).toInt())));
    stack_->setToolTip(stackTip_);
}

QComboBox* ViewToolBar::addCombo() {
    auto* caption = new QLabel(this);
    captions_.append(caption);
    caption->setContentsMargins(8, 0, 4, 0);
    addWidget(caption);
    auto* combo = new QComboBox(this);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    caption->setBuddy(combo);
    addWidget(combo);
    connect(combo, &QComboBox::currentIndexChanged, this, [this] {
        if (!refilling_) readCombos();
    });
    return combo;
}

QAction* ViewToolBar::addNavigation(const QKeySequence& key, std::function<void()> run) {
    auto* action = new QAction(this);
    action->setShortcut(key);
    connect(action, &QAction::triggered, this, std::move(run));
    navigation_.append(action);
    return action;
}

ViewSelection ViewToolBar::selection() const {
    return state_.selection();
}

void ViewToolBar::setPageStacks(const std::vector<Stack>& stacks) {
    if (stacks == pageStacks_) return;
    pageStacks_ = stacks;
    fillStacks();
    refill();
}

bool ViewToolBar::pinned() const {
    return !pageStacks_.empty() &&
           (pageStacks_.size() > 1 || pageStacks_.front() != selection().stack);
}

Stack ViewToolBar::shownStack() const {
    return pinned() ? pageStacks_.front() : selection().stack;
}

void ViewToolBar::setModel(const views::ModelSummary& model) {
    // Every snapshot brings its model; rebuilding the combos would close an open one.
    const auto shape = [](const views::ModelSummary& m) {
        return std::tuple(m.layersEncoder, m.layersDecoder, m.heads, m.kvHeads, m.decoderOnly);
    };
    if (shape(model) == shape(model_)) return;
    const bool newStacks = model.stacks() != model_.stacks();
    model_ = model;
    if (newStacks) fillStacks();
    refill();  // the state has clamped the selection to this model already
}

void ViewToolBar::setSelection(const ViewSelection& selection) {
    state_.setSelection(selection);
}

void ViewToolBar::stepLayer(int delta) {
    ViewSelection s = selection();
    const int n = std::max(state_.layerCount(shownStack()), 1);
    s.layer = (s.layer + delta + n) % n;
    setSelection(s);
}

void ViewToolBar::stepHead(int delta) {
    // The mean sits before head 0 in the cycle, as it does in the list.
    ViewSelection s = selection();
    const int n = state_.headCount() + 1;
    s.head = (s.head + 1 + delta + n) % n - 1;
    setSelection(s);
}

void ViewToolBar::refill() {
    refilling_ = true;
    const ViewSelection s = selection();
    // A new choice may be the stack the page draws anyway, or no longer be.
    if (stack_->isEnabled() == pinned()) fillStacks();
    stack_->setCurrentIndex(pinned() ? 0 : stack_->findData(int(s.stack)));
    if (pinned()) nameStacks();  // the tooltip names the stack chosen
    // The layers of the stack drawn: a page that draws the decoder's clamps the chosen layer
    // to the decoder's layers, and so does the box.
    layer_->clear();
    const int layers = state_.layerCount(shownStack());
    for (int l = 0; l < layers; ++l) layer_->addItem(tr("%1").arg(l), l);
    layer_->setCurrentIndex(layer_->findData(std::clamp(s.layer, 0, std::max(layers - 1, 0))));
    head_->clear();
    head_->addItem(tr("mean"), -1);
    const int group = AttentionLabels::groupSize(model_);
    for (int h = 0; h < state_.headCount(); ++h)
        head_->addItem(group > 1 ? tr("%1 · KV %2").arg(h).arg(h / group) : tr("%1").arg(h), h);
    head_->setCurrentIndex(head_->findData(s.head));
    colormap_->setCurrentIndex(colormap_->findData(int(s.colormap)));
    scale_->setCurrentIndex(scale_->findData(int(s.scale)));
    refilling_ = false;
}

void ViewToolBar::readCombos() {
    ViewSelection s;
    // A page's own stacks are not a choice: the chosen stack stays for the other pages.
    s.stack = pinned() ? selection().stack : Stack(stack_->currentData().toInt());
    s.layer = layer_->currentData().toInt();
    s.head = head_->currentData().toInt();
    s.colormap = Colormap::Name(colormap_->currentData().toInt());
    s.scale = ColorScale::Kind(scale_->currentData().toInt());
    setSelection(s);
}

}  // namespace atlas
