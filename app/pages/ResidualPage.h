#pragma once
// The Residual stream page: what the attention grid does not show of "multi-head". For one
// token, per layer of the chosen stack, the norm of the stream x entering and leaving, of what
// each sublayer adds, of each norm's input and output, and a layers × heads map of ‖Y_h W_O,h‖:
// which heads actually write into the stream. The numbers come from one pass of the model with
// the residual hook on, off the GUI thread (session/ResidualRunner); choosing another token only
// redraws.

#include <QThreadPool>
#include <memory>
#include <optional>

#include "Page.h"
#include "ResidualNorms.h"

class QLabel;
class QStackedLayout;

namespace atlas {

class Model;
class ResidualRunner;

namespace views {
class BackgroundJob;
class ResidualBarChart;
class TokenStripWidget;
}  // namespace views

class ResidualPage : public Page {
    Q_OBJECT

public:
    explicit ResidualPage(const PageContext& context, QWidget* parent = nullptr);
    ~ResidualPage() override;

    QString id() const override { return QStringLiteral("residual"); }
    QString title() const override { return tr("Residual stream"); }
    QString explanation() const override;
    // The heads map and both charts in a row, or nothing while they are not shown.
    std::unique_ptr<views::Figure> exportFigure() const override;

    views::ResidualBarChart* streamChart() const { return stream_; }
    views::ResidualBarChart* normChart() const { return norms_; }
    views::HeatmapWidget* headsMap() const { return heads_; }
    views::TokenStripWidget* tokenStrip() const { return strip_; }
    bool chartsShown() const;
    QString message() const;  // the empty state's text
    QString formula() const;  // what this model's layer computes, as HTML
    // The trace on show, when there is one, and the token it is drawn for.
    const ResidualTrace* trace() const;
    int token() const { return token_; }
    // Chooses the token (an index into the stack's tokens) as a click on the strip does.
    void chooseToken(int index);

signals:
    void traceChanged();  // a new trace arrived (or the page was emptied)

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    enum class State { NoSentence, Computing, Failed, Shown };
    void buildWidgets();
    void connectContext();
    void setModel(std::shared_ptr<const Model> model);
    void showSnapshot();
    bool decoderStack() const;  // the selection's stack is the decoder's (or the only one)
    const QVector<views::Token>& stackTokens() const;
    int chosenToken() const;  // the focused token of this stack, else the pinned, else default
    bool current() const;
    void request();
    void display();
    void draw();  // the charts and the map for the chosen token
    void drawStream(const QStringList& layers);
    void drawNorms(const QStringList& layers);
    void drawHeads();
    void retranslate();
    QString heading() const;
    QString normSentence() const;  // what this model's norm does, as HTML

    std::shared_ptr<const ResidualRunner> runner_;
    std::optional<ResidualTrace> trace_;
    std::shared_ptr<const views::Snapshot> traceOf_;  // the snapshot trace_ was computed for
    State state_ = State::NoSentence;
    bool awaitingSnapshot_ = false;
    int token_ = -1;   // drawn for
    int pinned_ = -1;  // chosen on the page's strip, −1: none
    QString failure_;

    QLabel* heading_ = nullptr;
    QLabel* formula_ = nullptr;
    QLabel* note_ = nullptr;
    QLabel* empty_ = nullptr;
    QWidget* body_ = nullptr;
    QStackedLayout* stack_ = nullptr;
    views::TokenStripWidget* strip_ = nullptr;
    views::ResidualBarChart* stream_ = nullptr;
    views::ResidualBarChart* norms_ = nullptr;
    views::HeatmapWidget* heads_ = nullptr;
    QThreadPool pool_;  // one thread: one trace at a time
    views::BackgroundJob* job_ = nullptr;
};

}  // namespace atlas
