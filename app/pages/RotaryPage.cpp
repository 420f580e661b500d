#include "RotaryPage.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QStackedLayout>
#include <QVBoxLayout>

#include "BackgroundJob.h"
#include "HeatmapFigure.h"
#include "HeatmapWidget.h"
#include "ModelContext.h"
#include "RotaryAngles.h"
#include "RotaryCircles.h"
#include "RotaryControls.h"
#include "RotaryFrequencyChart.h"
#include "RotaryScoreChart.h"
#include "ViewState.h"

namespace atlas {

using views::Stack;

namespace {

std::vector<int> rotaryIds(const QVector<views::Token>& tokens) {
    std::vector<int> out;
    for (const views::Token& t : tokens) out.push_back(t.id);
    return out;
}

// The heatmap's axes: positions 0 … size − 1, not tokens of the sentence.
QVector<views::Token> rotaryPositionLabels(int size) {
    QVector<views::Token> out;
    for (int p = 0; p < size; ++p) {
        views::Token t;
        t.piece = t.display = QString::number(p);
        out.push_back(t);
    }
    return out;
}

}  // namespace

RotaryPage::RotaryPage(const PageContext& context, QWidget* parent) : Page(context, parent) {
    pool_.setMaxThreadCount(1);
    job_ = new views::BackgroundJob(&pool_, this);
    guardedConnect(job_, &views::BackgroundJob::failed, [this](const QString& message) {
        failure_ = message;
        state_ = State::Failed;
        display();
    });
    build();
    connect(controls_, &RotaryControls::tokensChanged, this, &RotaryPage::showVectors);
    connect(controls_, &RotaryControls::positionsChanged, this, &RotaryPage::showPositions);
    // A click on a cell of the (m, n) map puts the sliders there.
    connect(heatmap_, &views::HeatmapWidget::cellPinned, this, [this](int row, int col) {
        if (row >= 0 && col >= 0) controls_->setPositions(row, col);
    });
    connectContext();
    retranslate();
    request();
}

RotaryPage::~RotaryPage() {
    job_->cancel();
    pool_.waitForDone();
}

views::HeatmapWidget* RotaryPage::buildLearnedPositions(QWidget* parent) {
    // A model with learned positions (GPT-2, BERT) rotates nothing: how alike its positions
    // are takes the MLA note's place.
    learned_ = new views::HeatmapWidget(parent);
    learned_->setObjectName("learnedPositions");
    learned_->setColormap(views::Colormap::Name::Diverging);
    learned_->setValueLabelsVisible(false);
    learned_->setValueRange(-1, 1);
    learned_->setMinimumSize(240, 240);
    learned_->hide();
    return learned_;
}

void RotaryPage::build() {
    heading_ = new QLabel(this);
    heading_->setObjectName("rotaryHeading");
    heading_->setTextFormat(Qt::PlainText);
    QFont bold = heading_->font();
    bold.setBold(true);
    heading_->setFont(bold);
    note_ = new QLabel(this);
    note_->setObjectName("rotaryNote");
    note_->setWordWrap(true);
    empty_ = new QLabel(this);
    empty_->setObjectName("rotaryEmpty");
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setWordWrap(true);

    auto* content = new QWidget;
    circles_ = new views::RotaryCircles(content);
    circles_->setObjectName("rotaryCircles");
    controls_ = new RotaryControls(content);
    scoreLabel_ = new QLabel(content);
    scoreLabel_->setObjectName("rotaryScore");
    heatmap_ = new views::HeatmapWidget(content);
    heatmap_->setObjectName("rotaryHeatmap");
    heatmap_->setColormap(views::Colormap::Name::Diverging);
    heatmap_->setValueLabelsVisible(false);
    heatmap_->setMinimumSize(320, 320);
    frequencies_ = new views::RotaryFrequencyChart(content);
    frequencies_->setObjectName("rotaryFrequencies");
    scoreChart_ = new views::RotaryScoreChart(content);
    scoreChart_->setObjectName("rotaryScoreChart");
    mla_ = new QLabel(content);
    mla_->setObjectName("rotaryMla");
    mla_->setWordWrap(true);
    mla_->setTextFormat(Qt::RichText);
    mla_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    mla_->setMinimumWidth(fontMetrics().averageCharWidth() * 40);

    auto* left = new QVBoxLayout;
    // The circles as tall as they need, the controls right under them.
    left->addWidget(circles_);
    left->addWidget(controls_);
    left->addWidget(scoreLabel_);
    left->addStretch(1);
    top_ = new QBoxLayout(QBoxLayout::LeftToRight);
    top_->addLayout(left, 3);
    top_->addWidget(heatmap_, 2);
    bottom_ = new QHBoxLayout;
    bottom_->addWidget(frequencies_, 1);
    bottom_->addWidget(scoreChart_, 1);
    bottom_->addWidget(mla_, 1);
    bottom_->addWidget(buildLearnedPositions(content), 1);
    rows_ = new QVBoxLayout(content);
    rows_->setContentsMargins(0, 0, 0, 0);
    rows_->addLayout(top_, 3);
    rows_->addLayout(bottom_, 2);
    content->setMinimumSize(640, 640);  // within the pane at 1280 × 720, help panel open
    body_ = new QScrollArea(this);
    auto* scroll = static_cast<QScrollArea*>(body_);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    auto* area = new QWidget(this);
    stack_ = new QStackedLayout(area);
    stack_->addWidget(empty_);
    stack_->addWidget(body_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(heading_);
    layout->addWidget(note_);
    layout->addWidget(area, 1);
}

void RotaryPage::setPresentation(bool on) {
    // At twice the type the circles, the sliders and the (m, n) map share no row: one column
    // that scrolls, the circles and the sliders as wide as the page, the map large under them,
    // the two charts side by side and the MLA text under those.
    top_->setDirection(on ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    const int side = on ? fontMetrics().height() * 16 : 320;
    heatmap_->setMinimumSize(side, side);
    if (on) {
        bottom_->removeWidget(mla_);
        rows_->addWidget(mla_);
    } else {
        rows_->removeWidget(mla_);
        bottom_->addWidget(mla_, 1);
    }
    rows_->setStretchFactor(top_, on ? 2 : 3);
}

void RotaryPage::connectContext() {
    const views::ModelContext& model = context().model;
    guardedConnect(&model, &views::ModelContext::modelChanged,
                   [this, &model] { setModel(model.model()); });
    if (model.model()) {
        setModel(model.model());
        awaitingSnapshot_ = false;  // the context's snapshot is of its model
    }
    guardedConnect(&model, &views::ModelContext::snapshotChanged, [this] {
        awaitingSnapshot_ = false;
        request();
    });
    guardedConnect(&context().view, &ViewState::selectionChanged, [this] { request(); });
}

void RotaryPage::setModel(std::shared_ptr<const Model> model) {
    job_->cancel();
    runner_ = model ? std::make_shared<const RotaryRunner>(std::move(model)) : nullptr;
    // The old model's vectors and frequencies go together: a query of one model turned by the
    // θ of another is the wrong width (issue 36's abort in rotate()).
    figures_.reset();
    figuresOf_.reset();
    q_.clear();
    k_.clear();
    awaitingSnapshot_ = true;  // the snapshot in hand holds the old model's token ids
    display();
}

bool RotaryPage::current() const {
    const ViewSelection s = selection();
    return figures_ && figuresOf_ == context().model.snapshot() && figures_->stack == s.stack &&
           figures_->layer == s.layer;
}

void RotaryPage::request() {
    const auto snapshot = context().model.snapshot();
    const ViewSelection s = selection();
    if (!snapshot || !runner_ || snapshot->source.isEmpty() || s.head < 0 || current()) {
        display();
        return;
    }
    if (!isVisible() || awaitingSnapshot_) return;  // computed when shown, on the new snapshot
    state_ = State::Computing;
    const RotaryQuery q{rotaryIds(snapshot->source), rotaryIds(snapshot->decoderInput), s.stack,
                        s.layer};
    auto runner = runner_;
    job_->start<RotaryFigures>(
        [runner, q](const std::atomic<bool>& cancelled) { return runner->run(q, cancelled); },
        [this, of = snapshot](RotaryFigures figures) {
            figures_ = std::move(figures);
            figuresOf_ = of;
            q_.clear();  // until showVectors picks this head's vectors of the new figures
            k_.clear();
            ++generation_;
            display();
            emit explanationChanged();
        });
    display();
}

void RotaryPage::display() {
    const auto snapshot = context().model.snapshot();
    const ViewSelection s = selection();
    const bool ready =
        snapshot && current() && s.head >= 0 && size_t(s.head) < figures_->heads.size();
    const State before = state_;
    if (ready)
        state_ = State::Shown;
    else if (!snapshot || snapshot->source.isEmpty() || !runner_)
        state_ = State::NoSentence;
    else if (s.head < 0)
        state_ = State::MeanHead;
    else if (state_ == State::Shown || (job_->isBusy() && state_ != State::Failed))
        state_ = State::Computing;
    // Colours and focus alone leave the vectors, the tokens and the sliders as they are.
    const std::pair<int, int> key{generation_, s.head};
    if (state_ == State::Shown && key != shownKey_) {
        shownKey_ = key;
        controls_->setTokens(snapshot->queries(s.stack), snapshot->keys(s.stack));
        showVectors();
    }
    const bool learned = figures_ && !figures_->positionCosines.empty();
    if (state_ == State::Shown && learned) {
        const QVector<views::Token> labels = rotaryPositionLabels(figures_->positionCosines.rows);
        learned_->setMatrix(figures_->positionCosines, labels, labels);
    }
    learned_->setVisible(learned);
    mla_->setVisible(!learned);
    // While a newer head is computed the old picture stays, as on the other pages.
    const bool keepOld = state_ == State::Computing && figures_ && before == State::Shown;
    stack_->setCurrentWidget(state_ == State::Shown || keepOld ? body_ : empty_);
    retranslate();
    emit figuresChanged();
}

void RotaryPage::showVectors() {
    const ViewSelection s = selection();
    if (state_ != State::Shown || !figures_ || s.head < 0 ||
        size_t(s.head) >= figures_->heads.size())
        return;
    const RotaryHead& head = figures_->heads[size_t(s.head)];
    const int qi = controls_->queryIndex(), kj = controls_->keyIndex();
    if (qi < 0 || kj < 0 || size_t(qi) >= head.q.size() || size_t(kj) >= head.k.size()) return;
    q_ = head.q[size_t(qi)];
    k_ = head.k[size_t(kj)];
    const std::vector<double>& theta = figures_->theta;
    circles_->setVectors(q_, k_, theta);
    frequencies_->setFrequencies(theta, circles_->pairsShown());
    // The score along m − n: qᵀR(n − m)k, a function of the difference alone.
    std::vector<int> offsets;
    std::vector<double> curve;
    const int size = controls_->positions();
    for (int d = 1 - size; d < size; ++d) {
        offsets.push_back(d);
        curve.push_back(rotatedScore(q_, k_, theta, d, 0));
    }
    scoreChart_->setCurve(offsets, curve);
    const std::vector<double> scores = rotatedScores(q_, k_, theta, size);
    views::Grid grid{size, size, std::vector<float>(scores.begin(), scores.end())};
    const QVector<views::Token> labels = rotaryPositionLabels(size);
    heatmap_->setMatrix(grid, labels, labels);
    showPositions();
}

double RotaryPage::score() const {
    if (q_.empty() || !figures_) return 0;
    return rotatedScore(q_, k_, figures_->theta, controls_->m(), controls_->n());
}

void RotaryPage::showPositions() {
    const int m = controls_->m(), n = controls_->n();
    circles_->setPositions(m, n);
    scoreChart_->setMarker(m - n, score());
    heatmap_->setHighlightedQuery(m);
    heatmap_->setHighlightedKey(n);
    retranslate();
}

bool RotaryPage::shown() const {
    return stack_->currentWidget() == body_;
}

QString RotaryPage::message() const {
    return empty_->text();
}

std::unique_ptr<views::Figure> RotaryPage::exportFigure() const {
    if (state_ != State::Shown) return nullptr;
    return std::make_unique<views::HeatmapFigure>(views::HeatmapFigure::fromWidget(*heatmap_));
}

void RotaryPage::showEvent(QShowEvent* event) {
    Page::showEvent(event);
    request();
}

void RotaryPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    Page::changeEvent(event);
}

}  // namespace atlas
