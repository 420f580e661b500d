#pragma once
// The toolbar every page follows: stack, layer and head (or the mean), colormap and scale, with
// keyboard actions that step through layers and heads.

#include <QList>
#include <QToolBar>
#include <vector>

#include "Snapshot.h"
#include "ViewSelection.h"

class QAction;
class QComboBox;
class QLabel;

namespace atlas {

namespace views {
class ModelContext;
}
class ViewState;

class ViewToolBar : public QToolBar {
    Q_OBJECT

public:
    // Shows and sets `state`; its layer and head choices are those of `model`'s snapshots.
    ViewToolBar(ViewState& state, const views::ModelContext& model, QWidget* parent = nullptr);

    ViewSelection selection() const;
    // Actions with shortcuts (layer and head steps, stacks, log scale), for the window's menu.
    QList<QAction*> navigationActions() const { return navigation_; }

public slots:
    void setSelection(const atlas::ViewSelection& selection);
    // The stacks the current page draws in place of the chosen one (Page::drawnStacks): the
    // stack box names them, greyed out, and the layers are theirs; empty: the chosen stack.
    void setPageStacks(const std::vector<views::Stack>& stacks);
    void stepLayer(int delta);
    void stepHead(int delta);

signals:
    void selectionChanged(const atlas::ViewSelection& selection);

protected:
    void changeEvent(QEvent* event) override;

private:
    QComboBox* addCombo();  // with a caption; words in retranslate()
    QAction* addNavigation(const QKeySequence& key, std::function<void()> run);
    void retranslate();
    void setModel(const views::ModelSummary& model);  // refills when its shape is new
    void refill();                                    // the combos from the state, without emitting
    void fillStacks();                                // the stacks model_ has
    void nameStacks();                                // their names in the current language
    void readCombos();
    // The page draws other stacks than the one chosen: the box names them, greyed out.
    bool pinned() const;
    views::Stack shownStack() const;  // whose layers the layer box lists

    ViewState& state_;
    views::ModelSummary model_;             // the shape the combos were filled for
    std::vector<views::Stack> pageStacks_;  // drawn by the current page instead of the choice
    QComboBox* stack_ = nullptr;
    QComboBox* layer_ = nullptr;
    QComboBox* head_ = nullptr;
    QComboBox* colormap_ = nullptr;
    QComboBox* scale_ = nullptr;
    QList<QAction*> navigation_;
    QList<QLabel*> captions_;  // stack, layer, head, colours, scale
    QString stackTip_;         // the stack box's tooltip while it offers a choice
    bool refilling_ = true;    // until the constructor has made every combo
};

}  // namespace atlas
