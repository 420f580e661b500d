#include "KvVariantsPanel.h"

#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QStandardItemModel>
#include <QVBoxLayout>
#include <algorithm>

#include "BackgroundJob.h"
#include "CopyableTableView.h"
#include "KindBarChart.h"
#include "KvChartStyle.h"
#include "TranslatedText.h"

namespace atlas::views {

KvVariantsPanel::KvVariantsPanel(QThreadPool* pool, QWidget* parent)
    : QWidget(parent), job_(new BackgroundJob(pool, this)) {
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::PlainText);
    tableModel_ = new QStandardItemModel(this);
    table_ = new CopyableTableView(this);
    table_->setModel(tableModel_);
    table_->setSelectionBehavior(QAbstractItemView::SelectItems);
    table_->verticalHeader()->setVisible(true);
    table_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // as tall as its rows
    perToken_ = new KindBarChart(this);
    total_ = new KindBarChart(this);
    time_ = new KindBarChart(this);

    charts_ = new QGridLayout;
    for (KindBarChart* chart : {perToken_, total_, time_})
        chart->setLegendShown(false);  // each bar is labelled with its kind
    arrangeCharts();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(status_);
    layout->addWidget(table_);
    layout->addLayout(charts_, 1);

    connect(job_, &BackgroundJob::busyChanged, this, [this](bool busy) {
        if (busy)
            setTranslatedText(status_, [] {
                return tr("Decoding the sentence with the four built-in variants…");
            });
    });
    connect(job_, &BackgroundJob::failed, this, [this](const QString& message) {
        setTranslatedText(status_, [message] { return tr("Cannot decode: %1").arg(message); });
    });
}

void KvVariantsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && !runs_.empty()) showRuns();
    QWidget::changeEvent(event);
}

void KvVariantsPanel::setSourceText(const QString& text) {
    if (text == text_) return;
    text_ = text;
    dirty_ = true;
    isVisible() ? measure() : job_->cancel();
}

void KvVariantsPanel::setModel(std::shared_ptr<const atlas::Model> model) {
    if (model == model_) return;
    model_ = std::move(model);
    dirty_ = true;
    isVisible() ? measure() : job_->cancel();
}

void KvVariantsPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (dirty_) measure();
}

void KvVariantsPanel::measure() {
    dirty_ = false;
    job_->start<std::vector<VariantRun>>(
        [text = text_.toStdString(), model = model_](const std::atomic<bool>& cancelled) {
            return runVariants(text, cancelled, model);
        },
        [this](std::vector<VariantRun> runs) { display(std::move(runs)); });
}

void KvVariantsPanel::display(std::vector<VariantRun> runs) {
    runs_ = std::move(runs);
    showRuns();
    emit measured();
}

void KvVariantsPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitColumns();
    arrangeCharts();
}

void KvVariantsPanel::arrangeCharts() {
    // Three charts side by side where each gets 14 lines of the type's width, else two above
    // one (a 1280-px window at presentation type left each bar chart a 170-px plot).
    const int columns = width() >= 3 * 14 * fontMetrics().height() ? 3 : 2;
    if (columns == chartColumns_) return;
    chartColumns_ = columns;
    int i = 0;
    for (KindBarChart* chart : {perToken_, total_, time_}) {
        charts_->removeWidget(chart);
        charts_->addWidget(chart, i / columns, i % columns);
        ++i;
    }
}

void KvVariantsPanel::fitColumns() {
    // Never narrower than the widest cell: a narrow window scrolls the table rather than
    // eliding a sum like "56 KiB + 23 KiB = 79 KiB"; a wide one shares out the spare width.
    const int columns = tableModel_->columnCount();
    if (columns == 0) return;
    QHeaderView* header = table_->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Fixed);
    table_->resizeColumnsToContents();  // cells and header
    std::vector<int> widths;
    int sum = 0;
    for (int c = 0; c < columns; ++c) {
        widths.push_back(table_->columnWidth(c));
        sum += widths.back();
    }
    // The header's size hint, not its width: before the table is first laid out that is 0.
    const int room =
        table_->width() - 2 * table_->frameWidth() -
        (table_->verticalHeader()->isVisible() ? table_->verticalHeader()->sizeHint().width() : 0);
    const int spare = std::max(0, room - sum) / columns;
    for (int c = 0; c < columns; ++c) table_->setColumnWidth(c, widths[size_t(c)] + spare);
    // As tall as its rows (and the scroll bar when the columns do not fit): the charts take the
    // rest.
    const int scrollBar = sum > room ? table_->horizontalScrollBar()->sizeHint().height() : 0;
    table_->setFixedHeight(header->sizeHint().height() +
                           tableModel_->rowCount() *
                               table_->verticalHeader()->defaultSectionSize() +
                           2 * table_->frameWidth() + 2 + scrollBar);
}

void KvVariantsPanel::showRuns() {
    tableModel_->clear();
    QStringList kinds;
    for (const VariantRun& r : runs_) kinds << attentionName(r.config.attention);
    tableModel_->setHorizontalHeaderLabels(kinds);
    const QStringList rows = {tr("Attention widths"),
                              tr("Numbers cached per token and layer"),
                              tr("Self cache per decoder token (all layers)"),
                              tr("Cross cache per source token (all layers)"),
                              tr("Source tokens n / decoded tokens m"),
                              tr("Cache after decoding (self + cross)"),
                              tr("Measured = analytic at every step"),
                              tr("Parameters"),
                              tr("Decoding time per token (median)")};
    tableModel_->setVerticalHeaderLabels(rows);
    std::vector<KindBar> perToken, total, time;
    for (int col = 0; col < int(runs_.size()); ++col) {
        const VariantRun& r = runs_[size_t(col)];
        const Config& c = r.config;
        const long long e = c.kvElementsPerToken(), L = c.n_decoder_layers;
        const QString widths =
            c.isLatent() ? tr("H %1, dh %2, dc %3, dr %4")
                               .arg(c.n_heads)
                               .arg(c.d_head)
                               .arg(c.d_latent)
                               .arg(c.d_rope)
                         : tr("H %1, Hkv %2, dh %3").arg(c.n_heads).arg(c.n_kv_heads).arg(c.d_head);
        const QStringList cells = {
            widths,
            c.isLatent() ? tr("dc + dr = %1").arg(e) : tr("2·Hkv·dh = %1").arg(e),
            formatBytes(double(L * e * 4)),
            formatBytes(double(L * e * 4)),
            tr("%1 / %2").arg(r.sourceTokens).arg(r.steps),
            tr("%1 + %2 = %3")
                .arg(formatBytes(double(r.cache.self)), formatBytes(double(r.cache.cross)),
                     formatBytes(double(r.cache.total()))),
            r.matchesEveryStep ? tr("✓") : tr("✗ mismatch"),
            formatCount(double(c.parameterCount())),
            tr("%1 ms").arg(QLocale().toString(r.secondsPerToken * 1e3, 'f', 3))};
        for (int row = 0; row < cells.size(); ++row) {
            auto* item = new QStandardItem(cells[row]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            tableModel_->setItem(row, col, item);
        }
        tableModel_->horizontalHeaderItem(col)->setData(attentionColor(c.attention),
                                                        Qt::DecorationRole);
        const QString name = attentionName(c.attention);
        perToken.push_back({name, c.attention, double(L * e * 4)});
        total.push_back({name, c.attention, double(r.cache.total())});
        time.push_back({name, c.attention, r.secondsPerToken * 1e3});
    }
    fitColumns();
    const auto bytes = [](double v) { return formatBytes(v); };
    perToken_->setBars(tr("Self cache per decoder token"), perToken, tr("bytes (KiB)"), 1024,
                       bytes);
    total_->setBars(tr("Cache after the sentence"), total, tr("bytes (KiB)"), 1024, bytes);
    time_->setBars(tr("Decoding time per token"), time, tr("milliseconds"), 1,
                   [](double ms) { return tr("%1 ms").arg(QLocale().toString(ms, 'f', 3)); });
    const Config c = runs_.empty() ? Config{} : runs_.front().config;
    const long long n = runs_.empty() ? 0 : runs_.front().sourceTokens;
    const long long loaded = runs_.empty() ? -1 : runs_.front().loadedSourceTokens;
    setTranslatedText(status_, [text = text_, c, any = !runs_.empty(), n, loaded] {
        QString line =
            tr("“%1” through the four built-in models: the same widths (d %2, H %3, %4 "
               "decoder layers) and tokenizer, random weights, so the translations differ but "
               "the caches compare.")
                .arg(text)
                .arg(any ? c.d_model : 0)
                .arg(any ? c.n_heads : 0)
                .arg(any ? c.n_decoder_layers : 0);
        // Their tokenizer is not the loaded model's: the other tabs' n is that one's.
        if (loaded >= 0 && loaded != n)
            line += QLatin1Char(' ') +
                    tr("Their tokenizer cuts it into n = %1 source tokens (eos included); the "
                       "loaded model's, which the other tabs count with, into n = %2.")
                        .arg(n)
                        .arg(loaded);
        return line;
    });
}

}  // namespace atlas::views
