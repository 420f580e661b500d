#include "HeadStatsWidget.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "AttentionLabels.h"
#include "ComparePanel.h"
#include "HeadStatsChart.h"

namespace atlas::views {

HeadStatsWidget::HeadStatsWidget(QWidget* parent)
    : QWidget(parent),
      chart_(new HeadStatsChart(this)),
      special_(new QComboBox(this)),
      threshold_(new QDoubleSpinBox(this)),
      compare_(new ComparePanel(this)),
      specialLabel_(new QLabel(this)),
      thresholdLabel_(new QLabel(this)) {
    for (SpecialTokens option :
         {SpecialTokens::Show, SpecialTokens::Drop, SpecialTokens::Renormalise})
        special_->addItem(QString(), int(option));
    threshold_->setRange(0.0, 0.5);
    threshold_->setSingleStep(0.01);
    threshold_->setDecimals(2);

    auto* options = new QFormLayout;
    options->addRow(specialLabel_, special_);
    options->addRow(thresholdLabel_, threshold_);
    auto* column = new QVBoxLayout(this);
    column->addWidget(chart_);
    column->addLayout(options);
    column->addWidget(compare_, 1);

    connect(chart_, &HeadStatsChart::headClicked, this, [this](int head) {
        chart_->setSelectedHead(head);
        emit headSelected(layer_, head);
    });
    connect(special_, &QComboBox::currentIndexChanged, this, &HeadStatsWidget::readOptions);
    connect(threshold_, &QDoubleSpinBox::valueChanged, this, &HeadStatsWidget::readOptions);
    connect(compare_, &ComparePanel::secondSentenceChanged, this,
            &HeadStatsWidget::secondSentenceChanged);
    retranslate();
}

void HeadStatsWidget::retranslate() {
    special_->setItemText(0, tr("Show"));
    special_->setItemText(1, tr("Hide"));
    special_->setItemText(2, tr("Hide and renormalise rows"));
    special_->setToolTip(
        tr("Hide leaves the other weights as they are, so a row then sums to less than 1; "
           "renormalise rescales each row to sum 1 over the remaining tokens."));
    threshold_->setSpecialValueText(tr("off"));
    threshold_->setToolTip(tr("Weights below this are drawn as 0."));
    specialLabel_->setText(tr("Special tokens"));
    thresholdLabel_->setText(tr("Hide weights below"));
    refresh();  // the chart's caption
}

void HeadStatsWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void HeadStatsWidget::setSnapshot(std::shared_ptr<const Snapshot> snapshot) {
    snapshot_ = snapshot;
    compare_->setSnapshot(std::move(snapshot));
    refresh();
}

void HeadStatsWidget::setSecondSnapshot(std::shared_ptr<const Snapshot> snapshot) {
    compare_->setSecondSnapshot(std::move(snapshot));
}

void HeadStatsWidget::setStack(Stack stack) {
    stack_ = stack;
    compare_->setStack(stack);
    refresh();
}

void HeadStatsWidget::setSelected(int layer, int head) {
    layer_ = std::max(layer, 0);
    chart_->setSelectedHead(head);
    CompareChoice choice = compare_->choice();
    choice.layerA = layer_;
    choice.headA = head;
    compare_->setChoice(choice);
    refresh();
}

void HeadStatsWidget::setFilter(const AttentionFilter& filter) {
    {
        const QSignalBlocker a(special_), b(threshold_);
        special_->setCurrentIndex(special_->findData(int(filter.specialTokens)));
        threshold_->setValue(filter.threshold);
    }
    readOptions();
}

void HeadStatsWidget::readOptions() {
    AttentionFilter f;
    f.specialTokens = SpecialTokens(special_->currentData().toInt());
    f.threshold = float(threshold_->value());
    if (f == filter_) return;
    filter_ = f;
    compare_->setFilter(filter_);
    refresh();
    emit filterChanged(filter_);
}

void HeadStatsWidget::refresh() {
    if (!snapshot_) return chart_->setStats({}, {});
    chart_->setStats(layerStats(*snapshot_, stack_, layer_, filter_.specialTokens),
                     tr("%1 · layer %2").arg(AttentionLabels::stackName(stack_)).arg(layer_));
}

}  // namespace atlas::views
