#include "DecodingCostPanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QVBoxLayout>
#include <cmath>

#include "BackgroundJob.h"
#include "CopyableTableView.h"
#include "DecodingCostRun.h"
#include "KvChartStyle.h"
#include "ModelConfig.h"
#include "StepLineChart.h"
#include "TranslatedText.h"

namespace atlas::views {

namespace {

// With and without the cache, on every chart of the panel (not attention-kind colours).
const QColor kCached(0x33, 0x33, 0x33);
const QColor kUncached(0xC6, 0x28, 0x28);

}  // namespace

DecodingCostPanel::DecodingCostPanel(QThreadPool* pool, QWidget* parent)
    : QWidget(parent), job_(new BackgroundJob(pool, this)) {
    steps_ = new QSpinBox(this);
    steps_->setRange(4, 4096);
    steps_->setValue(255);  // the built-in models' longest output: max_positions − 1
    measure_ = new QPushButton(this);
    decodeLabel_ = new QLabel(this);
    status_ = new QLabel(this);
    status_->setWordWrap(true);  // a long line must not widen the page
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    summary_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    summary_->setMargin(6);
    summary_->setTextFormat(Qt::RichText);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    perStep_ = new StepLineChart(this);
    total_ = new StepLineChart(this);
    tableModel_ = new QStandardItemModel(this);
    table_ = new CopyableTableView(this);
    table_->setModel(tableModel_);

    auto* controls = new QHBoxLayout;
    controls->addWidget(decodeLabel_);
    controls->addWidget(steps_);
    controls->addWidget(measure_);
    controls->addWidget(status_, 1);
    // The two charts side by side, their numbers below: the FLOP table and what it means.
    auto* charts = new QSplitter(Qt::Horizontal, this);
    charts->addWidget(perStep_);
    charts->addWidget(total_);
    auto* numbers = new QSplitter(Qt::Horizontal, this);
    numbers->addWidget(table_);
    numbers->addWidget(summary_);
    numbers->setStretchFactor(0, 2);
    numbers->setStretchFactor(1, 3);
    numbers->setSizes({520, 880});
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(charts);
    split->addWidget(numbers);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({560, 340});
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(split, 1);

    connect(measure_, &QPushButton::clicked, this, &DecodingCostPanel::measure);
    connect(job_, &BackgroundJob::busyChanged, this, [this](bool busy) {
        setTranslatedText(status_, [busy] {
            return busy ? tr("Timing each step with and without the cache…") : QString();
        });
    });
    connect(job_, &BackgroundJob::failed, this, [this](const QString& message) {
        setTranslatedText(status_, [message] { return tr("Cannot time: %1").arg(message); });
    });
    retranslate();
}

void DecodingCostPanel::retranslate() {
    steps_->setPrefix(tr("N = "));
    steps_->setSuffix(tr(" steps"));
    measure_->setText(tr("Measure"));
    decodeLabel_->setText(tr("Decode"));
    if (run_) showRun(*run_);
}

void DecodingCostPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

DecodingCostPanel::~DecodingCostPanel() = default;

int DecodingCostPanel::measuredSteps() const {
    return run_ ? int(run_->steps.size()) : 0;
}

void DecodingCostPanel::setModel(std::shared_ptr<const Model> model) {
    model_ = std::move(model);
    if (model_) steps_->setMaximum(configOf(*model_).max_positions - 1);
    dirty_ = true;
    isVisible() ? measure() : job_->cancel();
}

void DecodingCostPanel::setSourceText(const QString& text) {
    if (text == text_) return;
    text_ = text;
    dirty_ = true;
    isVisible() ? measure() : job_->cancel();
}

void DecodingCostPanel::setSteps(int steps) {
    steps_->setValue(steps);
}

void DecodingCostPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (dirty_) measure();
}

void DecodingCostPanel::measure() {
    dirty_ = false;
    if (!model_) return job_->cancel();
    const int steps = std::min(steps_->value(), configOf(*model_).max_positions - 1);
    job_->start<DecodingCostRun>(
        [model = model_, text = text_.toStdString(), steps](const std::atomic<bool>& cancelled) {
            return measureDecodingCost(model, text, steps, cancelled);
        },
        [this](DecodingCostRun run) { display(run); });
}

void DecodingCostPanel::display(const DecodingCostRun& run) {
    run_ = std::make_unique<DecodingCostRun>(run);
    showRun(run);
    if (!run.steps.empty()) emit measured();
}

void DecodingCostPanel::showRun(const DecodingCostRun& run) {
    const int N = int(run.steps.size());

    // Seconds measured, FLOPs counted, both per step and running totals.
    ChartLine stepCached{tr("with the KV cache"), kCached, Qt::SolidLine, {}, false};
    ChartLine stepUncached{tr("without: whole prefix again"), kUncached, Qt::SolidLine, {}, false};
    // The running totals' title says solid is time and dashed FLOPs: the legend keys only the
    // colours, in two entries that fit beside the second axis (four were cut short).
    ChartLine sumCached{stepCached.name, kCached, Qt::SolidLine, {}, false};
    ChartLine sumUncached{stepUncached.name, kUncached, Qt::SolidLine, {}, false};
    ChartLine flopsCached{tr("cached, MFLOP"), kCached, Qt::DashLine, {}, true, false};
    ChartLine flopsUncached{tr("uncached, MFLOP"), kUncached, Qt::DashLine, {}, true, false};
    tableModel_->clear();
    tableModel_->setHorizontalHeaderLabels({tr("step t"), tr("FLOPs, cached"),
                                            tr("FLOPs, uncached"), tr("Σ cached"), tr("Σ uncached"),
                                            tr("Σ ratio")});
    for (const CostStep& s : run.steps) {
        stepCached.points.emplace_back(s.step, s.seconds.cached * 1e3);
        stepUncached.points.emplace_back(s.step, s.seconds.uncached * 1e3);
        sumCached.points.emplace_back(s.step, s.totalSeconds.cached * 1e3);
        sumUncached.points.emplace_back(s.step, s.totalSeconds.uncached * 1e3);
        flopsCached.points.emplace_back(s.step, s.totalFlops.cached / 1e6);
        flopsUncached.points.emplace_back(s.step, s.totalFlops.uncached / 1e6);
        // Powers of two and the last step: the table stays short and shows the growth.
        if ((s.step & (s.step - 1)) == 0 || s.step == N) {
            const CachedAndNot& f = s.totalFlops;
            QList<QStandardItem*> row;
            for (const QString& text :
                 {QString::number(s.step), formatFlops(s.flops.cached),
                  formatFlops(s.flops.uncached), formatFlops(f.cached), formatFlops(f.uncached),
                  tr("%1×").arg(QLocale().toString(f.uncached / f.cached, 'f', 1))}) {
                auto* item = new QStandardItem(text);
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                row << item;
            }
            tableModel_->appendRow(row);
        }
    }
    table_->resizeColumnsToContents();

    perStep_->setLines(
        tr("Time per decoding step · %1 model").arg(attentionName(run.config.attention)),
        tr("decoding step t (tokens in the decoder input)"), tr("milliseconds per step"),
        {stepCached, stepUncached});
    total_->setLines(tr("Running total: time (solid) and FLOPs (dashed)"), tr("tokens generated N"),
                     tr("total milliseconds"), {sumCached, sumUncached, flopsCached, flopsUncached},
                     tr("total MFLOP"));
    showSummary(run);
}

void DecodingCostPanel::showSummary(const DecodingCostRun& run) {
    if (run.steps.empty()) return summary_->setText(tr("Cancelled before the first step."));
    const CachedAndNot& t = run.steps.back().totalSeconds;
    const CachedAndNot& f = run.steps.back().totalFlops;
    summary_->setText(
        tr("<p>Over N = %1 steps (source n = %2): with the cache <b>%3 ms</b> and %4; without it "
           "<b>%5 ms</b> and %6 — %7× the time, %8× the work.</p>"
           "<p>Growth of the totals over the last half, as N<sup>p</sup>: time p = %9 with the "
           "cache and %10 without; FLOPs p = %11 and %12.</p>"
           "<p>With the cache a step costs a + b·t (the new token's projections, then scores "
           "against t cached keys): O(N²) in total. Without it, step t costs a + b·t + c·t² "
           "(t tokens projected, then the t × t scores S = QKᵀ and A·V): O(N³) in total. For "
           "this model's widths c·t² overtakes b·t only at t ≈ %13, so within its %14 positions "
           "the cubic term is still growing into view; the gap widens with every token.</p>")
            .arg(int(run.steps.size()))
            .arg(run.sourceTokens)
            .arg(QLocale().toString(t.cached * 1e3, 'f', 2))
            .arg(formatFlops(f.cached))
            .arg(QLocale().toString(t.uncached * 1e3, 'f', 2))
            .arg(formatFlops(f.uncached))
            .arg(QLocale().toString(t.uncached / t.cached, 'f', 1))
            .arg(QLocale().toString(f.uncached / f.cached, 'f', 1))
            .arg(QLocale().toString(run.timeGrowth.cached, 'f', 2))
            .arg(QLocale().toString(run.timeGrowth.uncached, 'f', 2))
            .arg(QLocale().toString(run.flopGrowth.cached, 'f', 2))
            .arg(QLocale().toString(run.flopGrowth.uncached, 'f', 2))
            .arg(std::isfinite(run.crossover) ? QString::number(std::lround(run.crossover))
                                              : tr("∞"))
            .arg(run.config.max_positions));
}

}  // namespace atlas::views
