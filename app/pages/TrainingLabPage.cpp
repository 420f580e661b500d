#include "TrainingLabPage.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyle>
#include <QVBoxLayout>
#include <cmath>

#include "AttentionGridWidget.h"
#include "HeatmapWidget.h"
#include "KvChartStyle.h"
#include "LabRunChoice.h"
#include "LabStackChoice.h"
#include "LiveLineChart.h"
#include "ModelContext.h"
#include "TranslatedText.h"
#include "ViewState.h"

namespace atlas {

using views::Stack;
using views::TrainingSession;

namespace {

// Okabe–Ito, as the KV charts: training blue, validation orange, accuracy green.
const QColor kTrainColor(0, 114, 178), kValidColor(230, 159, 0), kAccuracyColor(0, 158, 115);

QString architectureSuffix(Architecture a) {
    return a == Architecture::DecoderOnly   ? QStringLiteral("-decoder-only")
           : a == Architecture::EncoderOnly ? QStringLiteral("-encoder-only")
                                            : QString();
}

}  // namespace

TrainingLabPage::TrainingLabPage(const PageContext& context, QWidget* parent)
    : Page(context, parent) {
    auto* charts = new QWidget(this);
    auto* chartsLayout = new QVBoxLayout(charts);
    chartsLayout->setContentsMargins(0, 0, 0, 0);
    lossChart_ = new views::LiveLineChart(charts);
    lossChart_->setObjectName("lossChart");
    accuracyChart_ = new views::LiveLineChart(charts);
    accuracyChart_->setObjectName("accuracyChart");
    chartsLayout->addWidget(lossChart_, 3);
    chartsLayout->addWidget(accuracyChart_, 2);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(charts);
    split->addWidget(buildExample());
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({1000, 1000});  // half and half, whatever the widgets' size hints
    split->setChildrenCollapsible(false);

    hubNotice_ = new QLabel(this);
    hubNotice_->setObjectName("labHubNotice");
    hubNotice_->setWordWrap(true);
    hubNotice_->setTextFormat(Qt::RichText);
    hubNotice_->setVisible(false);
    hubNotice_->setStyleSheet(
        "QLabel { color: palette(highlighted-text); background: "
        "palette(highlight); border-radius: 4px; padding: 6px 8px; }");

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(hubNotice_);
    layout->addWidget(buildControls());
    layout->addWidget(split, 1);

    resetCharts(nullptr);
    shownArchitecture_ = request().architecture;
    stacks_->offer(shownArchitecture_);
    showHint();
    updateButtons();
    retranslate();
    guardedConnect(&context.view, &ViewState::selectionChanged, &TrainingLabPage::showSelection);
    showSelection(selection());
    if (context.openModel)
        connect(this, &TrainingLabPage::openModelRequested, this, context.openModel);
    guardedConnect(&context.model, &views::ModelContext::snapshotChanged,
                   [this](const auto& snapshot) { showModelNotice(snapshot->model); });
    showModelNotice(context.model.summary());
}

void TrainingLabPage::showModelNotice(const views::ModelSummary& model) {
    // The lab trains models of its own from random weights; a Hub model (SPEC §5) is only read.
    // Nothing here depends on the model in use, so the lab still works: it says which is which.
    hubNotice_->setVisible(!model.hubFolder.isEmpty());
    if (model.hubFolder.isEmpty()) return;
    const QString name = QFileInfo(model.hubFolder).fileName().toHtmlEscaped();
    views::setTranslatedText(hubNotice_, [name] {
        return tr("The model in use, <b>%1</b>, is a Hugging Face model: Attention Atlas reads "
                  "it but does not train it. The lab trains small models of its own from random "
                  "weights; a run here leaves %1 as it is.")
            .arg(name);
    });
}

void TrainingLabPage::retranslate() {
    choices_->retranslate();
    stacks_->offer(shownArchitecture_);  // the stacks' names
    save_->setText(tr("Save…"));
    stop_->setText(tr("Stop"));
    open_->setText(tr("Open in main views"));
    open_->setToolTip(tr("Load the weights as they are now into the other pages"));
    grid_->setToolTip(tr("Every head of every layer; click one to see it large"));
    updateButtons();
    titleCharts();
    showAccuracy();
}

void TrainingLabPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    Page::changeEvent(event);
}

void TrainingLabPage::setStatus(std::function<QString()> text) {
    statusText_ = std::move(text);
    views::setTranslatedText(status_, statusText_);
}

void TrainingLabPage::showHint() {
    views::setTranslatedText(example_, [] {
        return tr("Pick a task, an attention kind and a model, then press <b>Train</b>.");
    });
    views::setTranslatedText(prediction_, [] {
        return tr(
            "The attention of one example the model never trains on appears here and is "
            "redrawn as it learns.");
    });
}

TrainingLabPage::~TrainingLabPage() = default;

QComboBox* TrainingLabPage::stackChoice() const {
    return stacks_->combo();
}  // the session stops and joins its thread

QWidget* TrainingLabPage::buildControls() {
    choices_ = new LabRunChoice(this);
    connect(choices_, &LabRunChoice::architectureChanged, this, [this] {
        // The stacks offered are those of the model drawn; before any drawing, the choice's.
        if (frame_) return;
        shownArchitecture_ = request().architecture;
        stacks_->offer(shownArchitecture_);
        titleCharts();
    });
    const auto button = [this](QStyle::StandardPixmap icon) {
        return new QPushButton(style()->standardIcon(icon), QString(), this);
    };
    train_ = button(QStyle::SP_MediaPlay);
    train_->setObjectName("labTrain");
    train_->setDefault(true);
    pause_ = button(QStyle::SP_MediaPause);
    pause_->setObjectName("labPause");
    stop_ = button(QStyle::SP_MediaStop);
    stop_->setObjectName("labStop");
    save_ = button(QStyle::SP_DialogSaveButton);
    save_->setObjectName("labSave");
    open_ = button(QStyle::SP_ArrowRight);
    open_->setObjectName("labOpen");
    connect(train_, &QPushButton::clicked, this, &TrainingLabPage::train);
    connect(pause_, &QPushButton::clicked, this, &TrainingLabPage::togglePause);
    connect(stop_, &QPushButton::clicked, this, &TrainingLabPage::stop);
    connect(save_, &QPushButton::clicked, this, &TrainingLabPage::saveAs);
    connect(open_, &QPushButton::clicked, this, &TrainingLabPage::openInMainViews);

    // The buttons on a line of their own: with the choices beside them the page would be wider
    // than a laptop's screen in the longer languages.
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {train_, pause_, stop_}) buttons->addWidget(b);
    buttons->addSpacing(16);
    buttons->addWidget(save_);
    buttons->addWidget(open_);
    buttons->addStretch(1);

    auto* box = new QWidget(this);
    auto* column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(choices_->row());
    column->addLayout(buttons);
    status_ = new QLabel(box);
    status_->setObjectName("labStatus");
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    column->addWidget(status_);
    return box;
}

QWidget* TrainingLabPage::buildExample() {
    auto* panel = new QWidget(this);
    auto* column = new QVBoxLayout(panel);
    column->setContentsMargins(6, 0, 0, 0);
    auto* top = new QHBoxLayout;
    accuracyHeading_ = new QLabel(panel);  // titleCharts() names it
    accuracyHeading_->setObjectName("labAccuracyHeading");
    QFont bold = accuracyHeading_->font();
    bold.setBold(true);
    accuracyHeading_->setFont(bold);
    top->addWidget(accuracyHeading_);
    accuracy_ = new QLabel(panel);
    accuracy_->setObjectName("labAccuracy");
    QFont big = accuracy_->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    accuracy_->setFont(big);
    top->addWidget(accuracy_);
    top->addStretch(1);
    column->addLayout(top);

    example_ = new QLabel(panel);
    example_->setObjectName("labExample");
    example_->setWordWrap(true);
    example_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    prediction_ = new QLabel(panel);
    prediction_->setObjectName("labPrediction");
    prediction_->setWordWrap(true);
    prediction_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont larger = example_->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.15);
    example_->setFont(larger);
    prediction_->setFont(larger);
    column->addWidget(example_);
    column->addWidget(prediction_);

    auto* pick = new QHBoxLayout;
    pick->addWidget(
        views::translatedLabel(staticMetaObject, QT_TR_NOOP("Attention of the example:"), panel));
    stacks_ = new LabStackChoice(panel);
    pick->addWidget(stacks_->combo());
    pick->addStretch(1);
    column->addLayout(pick);
    column->addWidget(stacks_->note());

    heatmap_ = new views::HeatmapWidget(panel);
    heatmap_->setObjectName("labHeatmap");
    // 0…1 for every frame: noise stays dim, and an alignment brightens as it forms (a range
    // that followed each frame's maximum would make noise look like a pattern).
    heatmap_->setValueRange(0, 1);
    heatmap_->setValueLabelsVisible(false);
    column->addWidget(heatmap_, 3);
    grid_ = new views::AttentionGridWidget(panel);
    grid_->setObjectName("labHeads");
    column->addWidget(grid_, 1);

    connect(stacks_, &LabStackChoice::changed, this, [this] {
        layer_ = head_ = -1;
        if (frame_) grid_->setSnapshot(frame_, stacks_->stack());
        showHead();
    });
    connect(grid_, &views::AttentionGridWidget::headSelected, this, [this](int layer, int head) {
        layer_ = layer;
        head_ = head;
        showHead();
    });
    return panel;
}

QString TrainingLabPage::explanation() const {
    return tr("<p><b>Training</b> changes every weight θ — the embeddings <i>E</i>, each head's "
              "<i>W<sub>Q</sub></i>, <i>W<sub>K</sub></i>, <i>W<sub>V</sub></i>, the output "
              "<i>W<sub>O</sub></i> and the feed-forward layers — so that the right next token "
              "becomes likely. For a source <i>x</i> and target <i>y</i><sub>1</sub> … "
              "<i>y<sub>m</sub></i> the loss is the cross-entropy</p>"
              "<p align=center>ℒ(θ) = −<sup>1</sup>⁄<sub><i>m</i>+1</sub> Σ<sub><i>t</i></sub> "
              "log <i>p</i><sub>θ</sub>(<i>y</i><sub><i>t</i>+1</sub> | "
              "<i>y</i><sub>≤<i>t</i></sub>, "
              "<i>x</i>),</p>"
              "<p>averaged over a batch of 32 pairs. Backpropagation gives the gradient "
              "∇<sub>θ</sub>ℒ through every <i>Y</i> = <i>Z</i><sup>−1</sup><i>AV</i>; "
              "<b>AdamW</b> steps against it, each weight scaled by running means of its gradient "
              "and "
              "of its square, with a little weight decay. The learning rate warms up, then falls "
              "along a cosine.</p>"
              "<p><b>What to watch.</b> The loss in nats per token (log scale; chance is log "
              "<i>V</i>). "
              "The exact match: the share of unseen validation inputs that greedy decoding gets "
              "entirely right. The heatmap: <i>Z</i><sup>−1</sup><i>A</i> of a fixed example — for "
              "cross-attention, rows are the decoder's input tokens (&lt;s&gt; first), columns the "
              "source tokens. It starts as noise, nearly uniform rows. As the model learns, each "
              "row "
              "settles on the source symbol it must write next: a diagonal for <i>copy</i>, an "
              "<b>anti-diagonal</b> for <i>reverse</i>, a permutation for <i>sort</i>, roughly the "
              "word alignment for English → German.</p>"
              "<p>The example is read with teacher forcing (the correct target as the decoder's "
              "input), so its rows stay put while the weights change; the line above it says what "
              "greedy decoding now answers. <i>Open in main views</i> loads the weights into the "
              "other "
              "pages.</p>") +
           tr("<p><b>Decoder-only</b> models read the same pair as one sequence &lt;s&gt; "
              "<i>x</i> ⇒ <i>y</i> &lt;/s&gt; through one causal stack; the loss is the same sum "
              "over the target and &lt;/s&gt;, the prompt's rows are not trained. Their only "
              "attention is the decoder's self-attention over the whole sequence, rows and "
              "columns alike: the rows from ⇒ on look back at the prompt's columns and form the "
              "same diagonal, anti-diagonal or permutation.</p>") +
           tr("<p><b>Encoder-only</b> models read that sequence through one stack that sees both "
              "ways, with 15 % of its pieces masked afresh each time (BERT's masked language "
              "modelling); the loss is over the masked pieces alone. A masked symbol is found in "
              "the other half: the mask's row learns to look across ⇒ to its partner, so "
              "<i>copy</i> draws two off-diagonals, one each way. The accuracy is then the share "
              "of pieces the model guesses first when each is masked alone.</p>");
}

void TrainingLabPage::showSelection(const ViewSelection& selection) {
    applyColours(heatmap_, selection);
    heatmap_->setValueRange(0, 1);
    grid_->setColormap(selection.colormap);
    grid_->setScaleKind(selection.scale);
}

void TrainingLabPage::setRequest(const views::TrainingRequest& r) {
    choices_->setRequest(r);
}

views::TrainingRequest TrainingLabPage::request() const {
    return choices_->request();
}

void TrainingLabPage::train() {
    session_.reset();  // a finished run waits only for saves: this returns at once
    frame_.reset();
    plan_ = {};
    bestAccuracy_ = 0;
    layer_ = head_ = -1;
    pendingOpen_.clear();
    finishedShown_ = false;
    heatmap_->clear();
    grid_->setSnapshot(nullptr, Stack::Cross);
    shownArchitecture_ = request().architecture;
    stacks_->offer(shownArchitecture_);
    resetCharts(nullptr);
    validation_.reset();
    showAccuracy();
    views::setTranslatedText(example_, [] { return QString(); });
    views::setTranslatedText(prediction_, [] { return QString(); });
    setStatus([] { return tr("Preparing the data, the tokenizer and random weights…"); });

    session_ = std::make_unique<TrainingSession>(request());
    TrainingSession* s = session_.get();
    connect(s, &TrainingSession::prepared, this, &TrainingLabPage::onPrepared);
    guardedConnect(s, &TrainingSession::progressed, &TrainingLabPage::onProgress);
    connect(s, &TrainingSession::validated, this, &TrainingLabPage::onValidated);
    connect(s, &TrainingSession::exampleDrawn, this, &TrainingLabPage::onFrame);
    connect(s, &TrainingSession::stateChanged, this, &TrainingLabPage::updateButtons);
    connect(s, &TrainingSession::saved, this, &TrainingLabPage::onSaved);
    connect(s, &TrainingSession::saveFailed, this, [this](const QString& path, const QString& m) {
        if (path == pendingOpen_) pendingOpen_.clear();
        auto* box =
            new QMessageBox(QMessageBox::Warning, tr("Cannot save the model"),
                            tr("“%1” could not be written.").arg(path), QMessageBox::Ok, this);
        box->setInformativeText(m);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    guardedConnect(s, &TrainingSession::failed, [this](const QString& message) {
        setStatus([message] { return tr("Training failed: %1").arg(message); });
    });
    updateButtons();
}

void TrainingLabPage::togglePause() {
    if (!session_) return;
    if (session_->state() == TrainingSession::State::Paused)
        session_->resume();
    else
        session_->pause();
}

void TrainingLabPage::stop() {
    if (session_) session_->stop();
}

QString TrainingLabPage::fileName() const {
    const views::TrainingRequest r = session_->request();
    return QStringLiteral("%1-%2-%3%4.safetensors")
        .arg(QString::fromLatin1(train::toString(r.task)),
             QString::fromLatin1(train::toString(r.size)),
             QString::fromLatin1(atlas::toString(r.attention)), architectureSuffix(r.architecture));
}

void TrainingLabPage::saveAs() {
    if (!session_) return;
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the trained model"), QDir(dir).filePath(fileName()),
        tr("Attention Atlas checkpoints (*.safetensors)"));
    if (!path.isEmpty()) saveTo(path);
}

void TrainingLabPage::saveTo(const QString& path) {
    if (!session_) return;
    session_->save(path);
    setStatus([path] { return tr("Saving %1…").arg(QDir::toNativeSeparators(path)); });
}

void TrainingLabPage::openInMainViews() {
    if (!session_) return;
    // A file that outlives the window, since the model picker lists it among recent files;
    // the next run of the same task, size and kind replaces it.
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                        QStringLiteral("/training-lab");
    if (!QDir().mkpath(dir)) {
        setStatus([dir] { return tr("Cannot create %1").arg(QDir::toNativeSeparators(dir)); });
        return;
    }
    pendingOpen_ = QDir(dir).filePath(fileName());
    session_->save(pendingOpen_);
}

void TrainingLabPage::onSaved(const QString& path) {
    emit saved(path);
    if (path == pendingOpen_) {
        pendingOpen_.clear();
        emit openModelRequested(path, plan_.exampleSource);
        return;
    }
    setStatus([path] { return tr("Saved %1").arg(QDir::toNativeSeparators(path)); });
}

void TrainingLabPage::resetCharts(const views::TrainingPlan* plan) {
    using Scale = views::LiveLineChart::Scale;
    lossChart_->reset({}, {}, {}, Scale::Log, 0.01, 10);
    trainLine_ = lossChart_->addLine({}, kTrainColor);
    validLossLine_ = lossChart_->addLine({}, kValidColor, true);
    accuracyChart_->reset({}, {}, {}, Scale::Linear, 0, 100);
    accuracyLine_ = accuracyChart_->addLine({}, kAccuracyColor, true);
    titleCharts();
    const double total = plan ? plan->totalSteps : 1000;
    lossChart_->setXExtent(total);
    accuracyChart_->setXExtent(total);
}

void TrainingLabPage::titleCharts() {
    lossChart_->setTitles(tr("Loss"), tr("step"), tr("cross-entropy (nats/token, log scale)"));
    lossChart_->setLineName(trainLine_, tr("training batches"));
    lossChart_->setLineName(validLossLine_, tr("validation"));
    // An encoder-only run's accuracy is masked top-1 (TrainingSession: each piece masked alone).
    const bool masked = shownArchitecture_ == Architecture::EncoderOnly;
    const QString title = masked ? tr("Validation masked top-1") : tr("Validation exact match");
    accuracyHeading_->setText(title);
    accuracyChart_->setTitles(title, tr("step"),
                              masked ? tr("pieces guessed first (%)") : tr("exact match (%)"));
    accuracyChart_->setLineName(accuracyLine_, masked ? tr("each piece masked alone")
                                                      : tr("greedy decoding entirely right"));
}

void TrainingLabPage::onPrepared(const views::TrainingPlan& plan) {
    plan_ = plan;
    lossChart_->setXExtent(plan.totalSteps);
    accuracyChart_->setXExtent(plan.totalSteps);
    views::setTranslatedText(example_, [source = plan.exampleSource.toHtmlEscaped(),
                                        target = plan.exampleTarget.toHtmlEscaped()] {
        return tr("<b>Example</b> (never trained on): %1 &nbsp;→&nbsp; %2").arg(source, target);
    });
    setStatus([name = plan.model.name, parameters = plan.model.parameters, train = plan.trainPairs,
               validation = plan.validationPairs] {
        return tr("%1 · %2 parameters · %3 training pairs, %4 validation")
            .arg(name, QLocale().toString(parameters))
            .arg(QLocale().toString(train))
            .arg(QLocale().toString(validation));
    });
}

void TrainingLabPage::onProgress(const views::TrainingProgress& p) {
    lossChart_->append(trainLine_, QPointF(p.step, p.loss));
    setStatus([p, total = plan_.totalSteps] {
        return tr("step %1 of %2 · %3 s · %4 tokens/s · learning rate %5 · loss %6")
            .arg(QLocale().toString(p.step), QLocale().toString(total))
            .arg(QLocale().toString(p.seconds, 'f', 1))
            .arg(QLocale().toString(qRound64(p.tokensPerSecond)))
            .arg(QLocale().toString(p.learningRate, 'e', 1))
            .arg(QLocale().toString(p.loss, 'f', 3));
    });
}

void TrainingLabPage::onValidated(const views::ValidationResult& v) {
    lossChart_->append(validLossLine_, QPointF(v.step, v.loss));
    accuracyChart_->append(accuracyLine_, QPointF(v.step, 100 * v.exactMatch));
    bestAccuracy_ = std::max(bestAccuracy_, v.exactMatch);
    validation_ = v;
    showAccuracy();
}

void TrainingLabPage::showAccuracy() {
    if (!validation_) {
        accuracy_->setText(QStringLiteral("—"));
        accuracy_->setToolTip({});
        return;
    }
    const views::ValidationResult& v = *validation_;
    accuracy_->setText(tr("%1 %").arg(QLocale().toString(100 * v.exactMatch, 'f', 1)));
    accuracy_->setToolTip(
        tr("at step %1; best so far %2 %")
            .arg(QLocale().toString(v.step), QLocale().toString(100 * bestAccuracy_, 'f', 1)));
}

void TrainingLabPage::onFrame(const views::ExampleFrame& frame) {
    if (!frame.snapshot) return;
    frame_ = frame.snapshot;
    grid_->setSnapshot(frame_, stacks_->stack());
    showHead();
    const bool right = frame.prediction == plan_.exampleTarget;
    views::setTranslatedText(
        prediction_, [step = frame.step, prediction = frame.prediction, right] {
            return tr("<b>Greedy answer</b> at step %1: %2 &nbsp;<span style='color:%3'>%4</span>")
                .arg(step)
                .arg(prediction.isEmpty() ? tr("(nothing)") : prediction.toHtmlEscaped(),
                     right ? QStringLiteral("#009E73") : QStringLiteral("#D55E00"),
                     right ? tr("✓ right") : tr("✗ not yet"));
        });
}

void TrainingLabPage::showHead() {
    if (!frame_) return;
    const Stack stack = stacks_->stack();
    const int layers = frame_->layers(stack);
    if (layers == 0) return;
    const int layer =
        layer_ < 0 || layer_ >= layers ? LabStackChoice::firstLayer(*frame_, stack) : layer_;
    grid_->setSelected(layer, head_);
    heatmap_->setAttention(*frame_, stack, layer, head_);
}

void TrainingLabPage::updateButtons() {
    using State = TrainingSession::State;
    const State s = session_ ? session_->state() : State::Finished;
    const bool active =
        session_ && (s == State::Preparing || s == State::Running || s == State::Paused);
    choices_->setEnabled(!active);
    train_->setEnabled(!active);
    train_->setText(session_ && !active ? tr("Train again") : tr("Train"));
    pause_->setEnabled(active);
    stop_->setEnabled(active);
    const bool paused = s == State::Paused;
    pause_->setText(paused ? tr("Resume") : tr("Pause"));
    pause_->setIcon(style()->standardIcon(paused ? QStyle::SP_MediaPlay : QStyle::SP_MediaPause));
    const bool weights = session_ && s != State::Preparing && s != State::Failed;
    save_->setEnabled(weights);
    open_->setEnabled(weights);
    if (session_ && s == State::Finished && !finishedShown_) {
        finishedShown_ = true;  // said once, not again on a later update
        setStatus(
            [before = statusText_] { return (before ? before() : QString()) + tr(" · finished"); });
    } else if (paused) {
        setStatus([step = session_->step()] { return tr("Paused at step %1").arg(step); });
    }
}

}  // namespace atlas
