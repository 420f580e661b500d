#include "ComparePanel.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "HeatmapWidget.h"

namespace atlas::views {

namespace {

// Refills a combo with `items` (and their data), keeping the current data when it still exists.
void refill(QComboBox* combo, const QList<std::pair<QString, int>>& items, int wanted) {
    const QSignalBlocker block(combo);
    combo->clear();
    for (const auto& [text, value] : items) combo->addItem(text, value);
    const int at = combo->findData(wanted);
    combo->setCurrentIndex(at >= 0 ? at : 0);
}

}  // namespace

ComparePanel::ComparePanel(QWidget* parent)
    : QWidget(parent),
      mode_(new QComboBox(this)),
      layerA_(new QComboBox(this)),
      headA_(new QComboBox(this)),
      layerB_(new QComboBox(this)),
      headB_(new QComboBox(this)),
      compareLabel_(new QLabel(this)),
      labelA_(new QLabel(this)),
      labelB_(new QLabel(this)),
      sentenceB_(new QLineEdit(this)),
      legend_(new QLabel(this)),
      problem_(new QLabel(this)),
      heatmap_(new HeatmapWidget(this)) {
    for (CompareChoice::Mode mode : {CompareChoice::Mode::TwoHeads, CompareChoice::Mode::TwoLayers,
                                     CompareChoice::Mode::TwoSentences})
        mode_->addItem(QString(), int(mode));
    sentenceB_->setClearButtonEnabled(true);
    legend_->setWordWrap(true);
    problem_->setWordWrap(true);
    problem_->setAlignment(Qt::AlignCenter);
    heatmap_->setColormap(Colormap::Name::Diverging);
    heatmap_->setValueLabelsVisible(true);

    auto* choosers = new QGridLayout;
    choosers->addWidget(compareLabel_, 0, 0);
    choosers->addWidget(mode_, 0, 1, 1, 2);
    choosers->addWidget(labelA_, 1, 0);
    choosers->addWidget(layerA_, 1, 1);
    choosers->addWidget(headA_, 1, 2);
    choosers->addWidget(labelB_, 2, 0);
    choosers->addWidget(layerB_, 2, 1);
    choosers->addWidget(headB_, 2, 2);
    choosers->addWidget(sentenceB_, 2, 1, 1, 2);
    choosers->setColumnStretch(1, 1);
    choosers->setColumnStretch(2, 1);
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->addLayout(choosers);
    column->addWidget(legend_);
    column->addWidget(problem_);
    column->addWidget(heatmap_, 1);

    for (QComboBox* combo : {mode_, layerA_, headA_, layerB_, headB_})
        connect(combo, &QComboBox::currentIndexChanged, this, [this] {
            if (filling_) return;
            readChoosers();
            showChoosers();
            recompute();
        });
    connect(sentenceB_, &QLineEdit::editingFinished, this,
            [this] { emit secondSentenceChanged(sentenceB_->text()); });
    showChoosers();
    retranslate();
}

void ComparePanel::retranslate() {
    mode_->setItemText(0, tr("Two heads"));
    mode_->setItemText(1, tr("Two layers"));
    mode_->setItemText(2, tr("Two sentences"));
    compareLabel_->setText(tr("Compare"));
    labelA_->setText(tr("A"));
    labelB_->setText(tr("B"));
    sentenceB_->setPlaceholderText(tr("Sentence B, e.g. the same sentence with one word changed"));
    legend_->setText(tr("Red: A attends more · blue: B attends more · white: the same"));
    fillChoosers();  // "layer 1", "head 2", "mean"
    recompute();     // the title, or why there is nothing to compare
}

void ComparePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void ComparePanel::setSnapshot(std::shared_ptr<const Snapshot> snapshot) {
    snapshot_ = std::move(snapshot);
    fillChoosers();
    recompute();
}

void ComparePanel::setSecondSnapshot(std::shared_ptr<const Snapshot> snapshot) {
    second_ = std::move(snapshot);
    if (second_ && sentenceB_->text().isEmpty()) {
        const QSignalBlocker block(sentenceB_);
        sentenceB_->setText(second_->sourceText);
    }
    recompute();
}

void ComparePanel::setStack(Stack stack) {
    stack_ = stack;
    fillChoosers();
    recompute();
}

void ComparePanel::setFilter(const AttentionFilter& filter) {
    filter_ = filter;
    recompute();
}

void ComparePanel::setChoice(const CompareChoice& choice) {
    choice_ = choice;
    fillChoosers();
    showChoosers();
    recompute();
}

void ComparePanel::fillChoosers() {
    filling_ = true;
    const int layers = snapshot_ ? snapshot_->layers(stack_) : 0;
    const int heads = layers ? int(snapshot_->attention[size_t(stack_)][0].size()) : 0;
    QList<std::pair<QString, int>> layerItems, headItems{{tr("mean"), -1}};
    for (int l = 0; l < layers; ++l) layerItems.push_back({tr("layer %1").arg(l), l});
    for (int h = 0; h < heads; ++h) headItems.push_back({tr("head %1").arg(h), h});
    refill(layerA_, layerItems, choice_.layerA);
    refill(layerB_, layerItems, choice_.layerB);
    refill(headA_, headItems, choice_.headA);
    refill(headB_, headItems, choice_.headB);
    {
        const QSignalBlocker block(mode_);
        mode_->setCurrentIndex(mode_->findData(int(choice_.mode)));
    }
    filling_ = false;
    // Without a snapshot the lists are empty: keep the choice until there is something to choose.
    if (layers > 0) readChoosers();
}

void ComparePanel::readChoosers() {
    choice_.mode = CompareChoice::Mode(mode_->currentData().toInt());
    choice_.layerA = layerA_->currentData().toInt();
    choice_.headA = headA_->currentData().toInt();
    choice_.layerB = layerB_->currentData().toInt();
    choice_.headB = headB_->currentData().toInt();
}

void ComparePanel::showChoosers() {
    using Mode = CompareChoice::Mode;
    // B names only what the mode lets differ; the rest it takes from A.
    layerB_->setVisible(choice_.mode == Mode::TwoLayers);
    headB_->setVisible(choice_.mode == Mode::TwoHeads);
    sentenceB_->setVisible(choice_.mode == Mode::TwoSentences);
    layerB_->setEnabled(choice_.mode == Mode::TwoLayers);
    headB_->setEnabled(choice_.mode == Mode::TwoHeads);
}

void ComparePanel::recompute() {
    if (!snapshot_) {
        comparison_ = {};
        comparison_.problem = tr("Nothing to compare yet.");
    } else {
        comparison_ = Comparison::of(*snapshot_, second_.get(), stack_, choice_, filter_);
    }
    problem_->setText(comparison_.problem);
    problem_->setVisible(!comparison_.problem.isEmpty());
    legend_->setVisible(comparison_.problem.isEmpty());
    heatmap_->setVisible(comparison_.problem.isEmpty());
    heatmap_->setTitle(comparison_.title);
    heatmap_->setMatrix(comparison_.difference, comparison_.rowTokens, comparison_.colTokens);
}

}  // namespace atlas::views
