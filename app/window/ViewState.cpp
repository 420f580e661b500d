#include "ViewState.h"

#include <algorithm>

#include "ModelContext.h"

namespace atlas {

using views::Stack;

ViewState::ViewState(const views::ModelContext& model, QObject* parent)
    : QObject(parent), model_(model) {
    // Keeps the clamp, so that the next model does not bring back a layer this one lacks.
    connect(&model, &views::ModelContext::snapshotChanged, this,
            [this] { selection_ = selection(); });
}

ViewSelection ViewState::selection() const {
    return clamped(selection_);
}

int ViewState::layerCount(Stack stack) const {
    const views::ModelSummary m = model_.summary();
    return stack == Stack::EncoderSelf ? m.layersEncoder : m.layersDecoder;
}

int ViewState::headCount() const {
    return model_.summary().heads;
}

ViewSelection ViewState::clamped(ViewSelection s) const {
    if (!model_.snapshot()) return s;  // no model to clamp to yet: kept for the first one
    // A decoder-only model has one stack: the toolbar's choice falls back to what exists.
    const std::vector<Stack> stacks = model_.summary().stacks();
    if (std::find(stacks.begin(), stacks.end(), s.stack) == stacks.end()) s.stack = stacks.front();
    s.layer = std::clamp(s.layer, 0, std::max(layerCount(s.stack) - 1, 0));
    s.head = std::clamp(s.head, -1, std::max(headCount() - 1, -1));
    return s;
}

void ViewState::setSelection(const ViewSelection& wanted) {
    const ViewSelection s = clamped(wanted);
    if (s == selection()) return;
    selection_ = s;
    emit selectionChanged(s);
}

void ViewState::setTokenFocus(const TokenFocus& focus) {
    if (focus == focus_) return;
    focus_ = focus;
    emit tokenFocusChanged(focus);
}

}  // namespace atlas
