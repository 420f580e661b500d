#include "ApproxPage.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QThreadPool>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "ApproxWidgets.h"
#include "AttentionLabels.h"
#include "BackgroundJob.h"
#include "Checkpoint.h"
#include "ErrorSweepChart.h"
#include "FlowLayout.h"
#include "HeatmapWidget.h"
#include "KvChartStyle.h"
#include "ModelContext.h"
#include "SpectrumChart.h"
#include "TranslatedText.h"
#include "ViewState.h"

namespace atlas {

using approx::ApproxMethod;
using approx::KvFormat;
using views::ApproxFigures;
using views::HeatmapWidget;
using views::setTranslatedText;

using namespace approx_widgets;

ApproxPage::ApproxPage(const PageContext& context, QWidget* parent)
    : Page(context, parent), pool_(std::make_unique<QThreadPool>()) {
    pool_->setMaxThreadCount(1);
    for (auto*& job : jobs_) {
        job = new views::BackgroundJob(pool_.get(), this);
        guardedConnect(job, &views::BackgroundJob::busyChanged, [this] {
            setTranslatedText(status_,
                              [busy = isBusy()] { return busy ? tr("Computing…") : QString(); });
        });
        guardedConnect(job, &views::BackgroundJob::failed, [this](const QString& message) {
            setTranslatedText(status_, [message] { return tr("Failed: %1").arg(message); });
        });
    }
    auto* layout = new QVBoxLayout(this);
    // The head, the choice and the status wrap onto a second line where the page is narrow
    // (1280 px, German, presentation type) rather than widening it.
    auto* top = new views::FlowLayout;
    headLabel_ = new QLabel(this);
    headLabel_->setObjectName("approxHead");
    QFont bold = headLabel_->font();
    bold.setBold(true);
    headLabel_->setFont(bold);
    where_ = new QComboBox(this);
    where_->addItems({QString(), QString()});  // this layer, every layer
    status_ = new QLabel(this);
    status_->setObjectName("approxStatus");
    top->addWidget(headLabel_);
    auto* where = new QWidget(this);  // the label and its box stay together
    auto* whereRow = new QHBoxLayout(where);
    whereRow->setContentsMargins(headLabel_->fontMetrics().height(), 0, 0, 0);
    whereRow->addWidget(
        views::translatedLabel(staticMetaObject, QT_TR_NOOP("Approximate:"), where));
    whereRow->addWidget(where_);
    top->addWidget(where);
    top->addWidget(status_);
    layout->addLayout(top);

    tabs_ = new QTabWidget(this);
    tabs_->setObjectName("approxTabs");
    for (QWidget* tab : {buildSpectra(), buildLowRank(), buildRandomized(), buildQuantized()})
        tabs_->addTab(tab, QString());
    layout->addWidget(tabs_, 1);

    // Their items change with the language: their width follows.
    for (QComboBox* combo : {where_, method_})
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(tabs_, &QTabWidget::currentChanged, this, [this] {
        showHead();
        scheduleCurrent();
    });
    connect(where_, &QComboBox::currentIndexChanged, this, [this] {
        stale_[LowRank] = stale_[Randomized] = true;
        scheduleCurrent();
    });
    retranslate();
    // The settled text and the model come from the context: a burst of typing or a dragged
    // slider supersedes the running job (BackgroundJob), so no timer of its own is needed.
    const views::ModelContext& model = context.model;
    guardedConnect(&model, &views::ModelContext::modelChanged,
                   [this, &model] { setModel(model.model()); });
    guardedConnect(&model, &views::ModelContext::textChanged, &ApproxPage::setText);
    if (model.model()) setModel(model.model());
    setText(model.text());
    guardedConnect(&context.view, &ViewState::selectionChanged, &ApproxPage::showSelection);
    showSelection(selection());
}

void ApproxPage::retranslate() {
    where_->setItemText(0, tr("in this layer only"));
    where_->setItemText(1, tr("in every layer of the stack"));
    where_->setToolTip(
        tr("Where the approximation replaces exact attention for Y, the logits "
           "and the translation"));
    tabs_->setTabText(Spectra, tr("Spectra"));
    tabs_->setTabText(LowRank, tr("Low rank"));
    tabs_->setTabText(Randomized, tr("Randomized"));
    tabs_->setTabText(Quantized, tr("Quantized KV"));
    tolerance_->setToolTip(tr("Numerical rank: the number of σᵢ above tolerance × σ₁"));
    const QStringList heads = {tr("head"), tr("rank Z⁻¹A"), tr("eff. rank Z⁻¹A"), tr("rank S"),
                               tr("eff. rank S")};
    for (int c = 0; c < heads.size(); ++c) {
        // The matrix on a line of its own: whole in German and at 1280 px; the tooltip has the
        // header on one line.
        auto* item = new QTableWidgetItem(approx_widgets::brokenAtLastSpace(heads[c]));
        item->setToolTip(heads[c]);
        headTable_->setHorizontalHeaderItem(c, item);
    }
    fitHeadColumns();
    method_->setItemText(0, tr("Performer (FAVOR+ random features)"));
    method_->setItemText(1, tr("Nyström (segment-mean landmarks)"));
    method_->setItemText(2, tr("Randomized SVD (Halko–Martinsson–Tropp)"));
    seed_->setPrefix(tr("seed "));
    seeds_->setSuffix(tr(" seeds"));
    seeds_->setToolTip(tr("How many seeds the error-against-size chart draws for each size"));
    formatTable_->setHorizontalHeaderLabels(
        {tr("format"), tr("cache"), tr("saved vs fp32"), tr("saved vs bf16"), tr("max |ΔZ⁻¹A|"),
         tr("max |Δlogits|"), tr("arg-max kept"), tr("translation")});
    showHead();
    updateSliderLabels();
    for (Tab tab : {Spectra, LowRank, Randomized, Quantized})
        if (shown_[tab]) showFigures(tab, figures_[tab]);
    if (shown_[Quantized]) showFormats(formatRows_);
}

void ApproxPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    // Once the table's header has the new type too.
    if (event->type() == QEvent::FontChange)
        QTimer::singleShot(0, this, &ApproxPage::fitHeadColumns);
    Page::changeEvent(event);
}

void ApproxPage::fitHeadColumns() {
    // The head-rank table at least as wide as its headers ask: the chart beside it gives way.
    QHeaderView* header = headTable_->horizontalHeader();
    int width = 2 * headTable_->frameWidth();
    for (int c = 0; c < header->count(); ++c) width += header->sectionSizeHint(c);
    headTable_->setMinimumWidth(width);
}

ApproxPage::~ApproxPage() {
    for (auto* job : jobs_) job->cancel();
    pool_->waitForDone();
}

void ApproxPage::setPresentation(bool on) {
    // Fewer, larger maps: P_k and its error P − P_k without the exact P (the Kernel and
    // Attention pages show it), each at least eleven lines of the type tall, the page scrolling
    // rather than squeezing them into thumbnails.
    lowRankExact_->setVisible(!on);
    const int line = fontMetrics().height();
    for (HeatmapWidget* map :
         {lowRankMap_, lowRankError_, randomMap_, randomError_, quantizedError_})
        map->setMinimumSize(on ? QSize(line * 8, line * 11) : QSize(line * 12, line * 12));
}

bool ApproxPage::isBusy() const {
    return std::any_of(std::begin(jobs_), std::end(jobs_), [](auto* j) { return j->isBusy(); });
}

void ApproxPage::setModel(std::shared_ptr<const Model> model) {
    for (auto* job : jobs_) job->cancel();
    runner_ = model ? std::make_shared<const ApproxRunner>(std::move(model)) : nullptr;
    invalidate();
    showHead();  // the stacks and layers this model has
}

void ApproxPage::setText(const QString& text) {
    if (text == text_) return;
    text_ = text;
    invalidate();
}

void ApproxPage::showSelection(const ViewSelection& selection) {
    for (auto* map : {lowRankExact_, lowRankMap_, randomMap_}) applyColours(map, selection);
    showHead();
}

ViewSelection ApproxPage::studied(Tab tab) const {
    ViewSelection s = selection();
    // Before the new model's snapshot has clamped the selection, it may name a stack this model
    // lacks (a decoder-only model's encoder or cross-attention): its one stack is studied.
    if (runner_ && runner_->layers(s.stack) == 0) s.stack = views::Stack::DecoderSelf;
    // The encoder keeps no cache: its heads are shown through the decoder's.
    if (tab == Quantized && s.stack == views::Stack::EncoderSelf)
        s.stack = views::Stack::DecoderSelf;
    const int layers = runner_ ? runner_->layers(s.stack) : 1;
    s.layer = std::clamp(s.layer, 0, std::max(layers - 1, 0));
    s.head = std::max(s.head, 0);  // the mean studies head 0
    return s;
}

std::vector<views::Stack> ApproxPage::drawnStacks() const {
    const views::Stack drawn = studied(Tab(tabs_->currentIndex())).stack;
    if (drawn == selection().stack) return {};
    return {drawn};
}

void ApproxPage::showHead() {
    // What the figures of the tab on show are of, named as the toolbar names stacks.
    const ViewSelection s = studied(Tab(tabs_->currentIndex()));
    headLabel_->setText(tr("%1 · layer %2 · head %3")
                            .arg(views::AttentionLabels::stackName(s.stack))
                            .arg(s.layer)
                            .arg(s.head));
    // Numbered from 0 like the toolbar.
    headLabel_->setToolTip(tr("The toolbar's stack, layer and head (the mean shows head 0)"));
    emit drawnStacksChanged();
    // Every tab's head but the Quantized one's encoder.
    const ViewSelection base = studied(LowRank);
    const bool headMoved =
        base.stack != studied_.stack || base.layer != studied_.layer || base.head != studied_.head;
    studied_ = base;
    if (headMoved) invalidate();
}

void ApproxPage::showEvent(QShowEvent* event) {
    Page::showEvent(event);
    scheduleCurrent();
}

void ApproxPage::invalidate() {
    std::fill(std::begin(stale_), std::end(stale_), true);
    scheduleCurrent();
}

void ApproxPage::scheduleCurrent() {
    const Tab tab = Tab(tabs_->currentIndex());
    if (!isVisible() || !runner_ || text_.isEmpty() || !stale_[tab]) return;
    compute(tab);
}

ApproxQuery ApproxPage::query(Tab tab) const {
    ApproxQuery q;
    q.text = text_;
    const ViewSelection s = studied(tab);
    q.stack = s.stack;
    q.layer = s.layer;
    q.head = s.head;
    q.allLayers = where_->currentIndex() == 1;
    q.tolerance = tolerance_->currentData().toDouble();
    switch (tab) {
        case Spectra:
            q.downstream = false;
            break;
        case LowRank:
            q.method = ApproxMethod::TruncatedSvd;
            q.size = rank_->value();
            break;
        case Randomized:
            q.method = kRandomMethods[method_->currentIndex()];
            q.size = features_->value();
            q.seed = quint64(seed_->value());
            q.sweepSeeds = seeds_->value();
            break;
        case Quantized:
            q.method = ApproxMethod::QuantizedKv;
            q.format = KvFormat(format_->currentData().toInt());
            break;
    }
    return q;
}

void ApproxPage::compute(Tab tab) {
    stale_[tab] = false;
    const ApproxQuery q = query(tab);
    auto runner = runner_;
    if (tab == Quantized) {
        jobs_[tab]->start<std::pair<ApproxFigures, QList<FormatRow>>>(
            [runner, q](const std::atomic<bool>& cancelled) {
                auto figures = runner->study(q, cancelled);
                return std::pair{std::move(figures), runner->formats(q, cancelled)};
            },
            [this](std::pair<ApproxFigures, QList<FormatRow>> result) {
                showFigures(Quantized, result.first);
                showFormats(result.second);
                emit figuresChanged(Quantized);
            });
        return;
    }
    jobs_[tab]->start<ApproxFigures>(
        [runner, q](const std::atomic<bool>& cancelled) { return runner->study(q, cancelled); },
        [this, tab](ApproxFigures f) {
            showFigures(tab, f);
            emit figuresChanged(tab);
        });
}

void ApproxPage::showMaps(HeatmapWidget* map, HeatmapWidget* error, const ApproxFigures& f,
                          const QString& name) {
    double top = 0;
    for (float v : f.exact.values) top = std::max(top, double(v));
    map->setCausalMask(f.causal);
    map->setMatrix(f.approximate, f.queries, f.keys);
    map->setValueRange(0, top > 0 ? top : 1);  // the exact map's scale: P̃ reads against P
    map->setTitle(name);
    error->setCausalMask(f.causal);
    error->setMatrix(f.difference, f.queries, f.keys);
    error->setTitle(tr("error P̃ − P   (‖·‖_F / ‖P‖_F = %1)").arg(number(f.relativeFrobenius)));
}

QString ApproxPage::summary(const ApproxFigures& f, bool flops) const {
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='3'>");
    const auto row = [&html](const QString& name, const QString& value) {
        html += QStringLiteral("<tr><td>%1</td><td><b>%2</b></td></tr>").arg(name, value);
    };
    row(tr("relative error, Frobenius"), number(f.relativeFrobenius));
    row(tr("relative error, spectral"), number(f.relativeSpectral));
    if (flops)
        row(tr("FLOPs, one head"),
            tr("%1 exact · %2 approximate")
                .arg(views::formatFlops(f.flopsExact), views::formatFlops(f.flopsApproximate)));
    row(tr("max |ΔY| of this head"), number(f.maxAbsDeltaY));
    row(tr("max |Δlogits|"), number(f.maxAbsDeltaLogits));
    row(tr("arg-max kept"), QStringLiteral("%1 %").arg(std::round(100 * f.argmaxAgreement)));
    html += QStringLiteral("</table><p>%1<br>%2</p><p>%3<br>")
                .arg(tr("Exact translation:"), f.exactTranslation.toHtmlEscaped(),
                     tr("With the approximation:"));
    const bool same = f.exactTranslation == f.approximateTranslation;
    html += same ? f.approximateTranslation.toHtmlEscaped() + QStringLiteral(" ✓")
                 : QStringLiteral("<span style='color:#D55E00'><b>%1</b></span>")
                       .arg(f.approximateTranslation.toHtmlEscaped());
    return html + QStringLiteral("</p>");
}

void ApproxPage::showFigures(Tab tab, const ApproxFigures& f) {
    figures_[tab] = f;
    shown_[tab] = true;
    switch (tab) {
        case Spectra: {
            spectrum_->setSeries(translated(f.spectra), tr("Singular values, largest first"),
                                 tr("i"), tr("σᵢ (log scale)"));
            headTable_->setRowCount(int(f.heads.size()));
            for (int r = 0; r < int(f.heads.size()); ++r) {
                const views::HeadRanks& h = f.heads[size_t(r)];
                const QStringList cells{QString::number(h.head), QString::number(h.attentionRank),
                                        number(h.attentionEffective), QString::number(h.scoresRank),
                                        number(h.scoresEffective)};
                for (int c = 0; c < cells.size(); ++c) {
                    auto* item = new QTableWidgetItem(cells[c]);
                    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                    headTable_->setItem(r, c, item);
                }
            }
            headTable_->selectRow(std::max(selection().head, 0));
            break;
        }
        case LowRank: {
            lowRankExact_->setCausalMask(f.causal);
            lowRankExact_->setMatrix(f.exact, f.queries, f.keys);
            lowRankExact_->setTitle(tr("exact P = Z⁻¹A"));
            showMaps(lowRankMap_, lowRankError_, f,
                     tr("rank-%1 truncation P_k").arg(rank_->value()));
            rank_->setMaximum(std::max(1, std::min(f.exact.rows, f.exact.cols)));
            truncation_->setSeries(translated(f.truncation),
                                   tr("Error of the best rank-k map (Eckart–Young)"), tr("rank k"),
                                   tr("relative error"));
            truncation_->setMarker(rank_->value());
            lowRankSummary_->setText(summary(f, false));
            break;
        }
        case Randomized: {
            const ApproxMethod m = kRandomMethods[method_->currentIndex()];
            const QString name = m == ApproxMethod::Performer ? tr("Performer, m = %1 features")
                                 : m == ApproxMethod::Nystrom ? tr("Nyström, m = %1 landmarks")
                                                              : tr("randomized SVD, k = %1 (+5)");
            showMaps(randomMap_, randomError_, f, name.arg(features_->value()));
            views::ErrorSweep sweep = f.sweep;
            sweep.sizeName = runnerText(sweep.sizeName);
            sweep_->setSweep(sweep, tr("Error against %1 over %2 seeds")
                                        .arg(m == ApproxMethod::RandomizedSvd ? "k" : "m")
                                        .arg(seeds_->value()));
            randomSummary_->setText(summary(f, true));
            break;
        }
        case Quantized: {
            quantizedError_->setCausalMask(f.causal);
            quantizedError_->setMatrix(f.difference, f.queries, f.keys);
            const ViewSelection head = studied(Quantized);
            quantizedError_->setTitle(tr("change in Z⁻¹A of %1 layer %2 head %3, keys stored in %4")
                                          .arg(head.stack == views::Stack::Cross
                                                   ? tr("cross-attention")
                                                   : tr("decoder self-attention"))
                                          .arg(head.layer)
                                          .arg(head.head)
                                          .arg(format_->currentText()));
            QString html = tr("<p><b>Cache for this sentence:</b> %1 in fp32, <b>%2</b> in %3 "
                              "(%4 % saved).</p>")
                               .arg(views::formatBytes(f.cacheBytesFp32),
                                    views::formatBytes(f.cacheBytesFormat), format_->currentText())
                               .arg(std::round(100 * (1 - f.cacheBytesFormat /
                                                              std::max(f.cacheBytesFp32, 1.0))));
            quantizedSummary_->setText(html + summary(f, false));
            break;
        }
    }
}

void ApproxPage::showFormats(const QList<FormatRow>& rows) {
    formatRows_ = rows;
    formatTable_->setRowCount(int(rows.size()));
    double bf16 = 0;
    for (const FormatRow& r : rows)
        if (r.format == KvFormat::BF16) bf16 = r.bytes;
    for (int i = 0; i < int(rows.size()); ++i) {
        const FormatRow& r = rows[i];
        const auto saved = [&r](double base) {
            return base > 0 ? QStringLiteral("%1 %").arg(std::round(100 * (1 - r.bytes / base)))
                            : QString();
        };
        const QStringList cells{formatName(r.format),
                                views::formatBytes(r.bytes),
                                saved(r.bytesFp32),
                                saved(bf16),
                                number(r.maxAbsDeltaAttention, 2),
                                number(r.maxAbsDeltaLogits, 2),
                                QStringLiteral("%1 %").arg(std::round(100 * r.argmaxAgreement)),
                                r.changed ? tr("changed: %1").arg(r.translation) : tr("unchanged")};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c > 0 && c < 7) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c == 7 && r.changed) item->setForeground(QColor(213, 94, 0));
            formatTable_->setItem(i, c, item);
        }
    }
    formatTable_->selectRow(format_->currentIndex());
}

void ApproxPage::updateSliderLabels() {
    rankLabel_->setText(tr("k = %1").arg(rank_->value()));
    featuresLabel_->setText((kRandomMethods[method_->currentIndex()] == ApproxMethod::RandomizedSvd
                                 ? tr("k = %1")
                                 : tr("m = %1"))
                                .arg(features_->value()));
}

}  // namespace atlas
