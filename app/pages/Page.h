#pragma once
// One page of the centre (Tokens & embeddings, Attention, Alignment, …): it shows the current
// snapshot as the toolbar's selection says, and reports the tokens under the mouse. A page
// subscribes itself, in its constructor, to the parts of its PageContext it shows.

#include <QWidget>
#include <exception>
#include <functional>
#include <memory>
#include <type_traits>
#include <vector>

#include "Figure.h"
#include "PageContext.h"
#include "Snapshot.h"
#include "ViewSelection.h"

namespace atlas {

namespace views {
class HeatmapWidget;
}
class FailureNotice;

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
    // What the last reaction that failed said (the page's own error notice), or nothing.
    QString failure() const;
    // The stacks this page draws in place of the toolbar's (the Alignment page: cross-attention),
    // so that the toolbar names what is shown; empty when it draws the toolbar's stack.
    virtual std::vector<views::Stack> drawnStacks() const { return {}; }
    // Presentation mode (twice the type, no help panel): a page whose normal layout would
    // crowd at that size shows fewer, larger parts. By default nothing changes.
    virtual void setPresentation(bool on) { Q_UNUSED(on); }

signals:
    // The tokens under the mouse on this page, as indices into Snapshot::source and
    // Snapshot::decoderInput (-1: none), so that the strips can highlight them.
    void tokensHovered(int source, int target);
    // explanation() now says something else (another stack, attention kind or mode).
    void explanationChanged();
    // drawnStacks() may say something else.
    void drawnStacksChanged();

protected:
    const PageContext& context() const { return context_; }

    // Runs `react`, one of this page's reactions to a new model, text, snapshot, selection or
    // result. An exception leaving it becomes the page's error notice and a line on stderr:
    // it must never reach Qt's event loop, which ends the program (issue 36). The notice goes
    // when the model changes or the user closes it.
    template <typename React>
    void guarded(React&& react) noexcept {
        try {
            react();
        } catch (const std::exception& e) {
            fail(QString::fromUtf8(e.what()));
        } catch (...) {
            fail(QString());
        }
    }
    // connect() with the reaction behind guarded(). `react` takes the signal's arguments or
    // none; a member function of the page works as a lambda does.
    template <typename Sender, typename Signal, typename React>
    QMetaObject::Connection guardedConnect(const Sender* sender, Signal signal, React react) {
        if constexpr (std::is_member_function_pointer_v<React>) {
            return guardedConnect(sender, signal, memberReaction(react));
        } else {
            return connect(sender, signal, this, [this, react](const auto&... args) {
                guarded([&] {
                    if constexpr (std::is_invocable_v<const React&, decltype(args)...>)
                        react(args...);
                    else
                        react();
                });
            });
        }
    }
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
    // A member function as a callable: the page that connects is of the member's class.
    template <typename C, typename R, typename... P>
    auto memberReaction(R (C::*slot)(P...)) {
        return [self = static_cast<C*>(this), slot](P... p) { (self->*slot)(p...); };
    }
    template <typename C, typename R, typename... P>
    auto memberReaction(R (C::*slot)(P...) const) {
        return [self = static_cast<const C*>(this), slot](P... p) { (self->*slot)(p...); };
    }
    void fail(const QString& message) noexcept;

    PageContext context_;
    FailureNotice* notice_ = nullptr;  // made at the first failure
};

}  // namespace atlas
