#pragma once
// What the toolbar has chosen for every page (stack, layer, head, colours) and the token pointed
// at. The selection is always one the current snapshot has: it is clamped to the snapshot's
// model when read, so that a page redrawing for a new model's snapshot reads a layer and head of
// that model, whichever of the snapshot's receivers runs first. A clamp brought by a snapshot is
// not a selection change: the pages redraw once, for the snapshot.

#include <QObject>

#include "ViewSelection.h"

namespace atlas {

namespace views {
class ModelContext;
}

class ViewState : public QObject {
    Q_OBJECT

public:
    explicit ViewState(const views::ModelContext& model, QObject* parent = nullptr);

    ViewSelection selection() const;
    TokenFocus tokenFocus() const { return focus_; }
    // The layers of `stack` and the heads the selection chooses from (the snapshot's model).
    int layerCount(views::Stack stack) const;
    int headCount() const;

public slots:
    void setSelection(const atlas::ViewSelection& selection);
    void setTokenFocus(const atlas::TokenFocus& focus);

signals:
    void selectionChanged(const atlas::ViewSelection& selection);
    void tokenFocusChanged(const atlas::TokenFocus& focus);

private:
    ViewSelection clamped(ViewSelection s) const;

    const views::ModelContext& model_;
    ViewSelection selection_;
    TokenFocus focus_;
};

}  // namespace atlas
