#pragma once
// One page of the centre (Tokens & embeddings, Attention, Alignment, …): it shows the current
// snapshot as the toolbar's selection says, and reports the tokens under the mouse. A page
// subscribes itself, in its constructor, to the parts of its PageContext it shows.

#include <QWidget>
#include <functional>
#include <memory>

#include "Figure.h"
#include "PageContext.h"
#include "Snapshot.h"
#include "ViewSelection.h"

namespace atlas {

namespace views {
class HeatmapWidget;
}

class Page : public QWidget {
    Q_OBJECT

public:
    explicit Page(const PageContext& context, QWidget* parent = nullptr);

    // The page's name in saved sessions and scripts ("attention"): never changes, whatever
    // the class is called.
    virtual QString id() const = 0;
    virtual QString title() const = 0;
    // "What am I looking at?": a few sentences and the formula of this page, as HTML.
    virtual QString explanation() const = 0;
    // What File ▸ Export… saves of this page now, or nothing. By default the largest heatmap on
    // screen that shows a map, else the largest chart.
    virtual std::unique_ptr<views::Figure> exportFigure() const;
    // Presentation mode (twice the type, no help panel): a page whose normal layout would
    // crowd at that size shows fewer, larger parts. By default nothing changes.
    virtual void setPresentation(bool on) { Q_UNUSED(on); }

signals:
    // The tokens under the mouse on this page, as indices into Snapshot::source and
    // Snapshot::decoderInput (-1: none), so that the strips can highlight them.
    void tokensHovered(int source, int target);
    // explanation() now says something else (another stack, attention kind or mode).
    void explanationChanged();

protected:
    const PageContext& context() const { return context_; }
    // The toolbar's selection, within the current snapshot's model.
    ViewSelection selection() const;

    // Colours as the toolbar says, the same on every heatmap of every page.
    static void applyColours(views::HeatmapWidget* heatmap, const ViewSelection& selection);
    // Shows the focused token on an attention heatmap of `stack`.
    static void applyFocus(views::HeatmapWidget* heatmap, views::Stack stack,
                           const TokenFocus& focus);
    // Forwards a heatmap's hovered cell of `stack` as the tokens it stands for.
    void forwardHover(views::HeatmapWidget* heatmap, std::function<views::Stack()> stack);

private:
    PageContext context_;
};

}  // namespace atlas
