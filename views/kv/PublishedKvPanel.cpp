#include "PublishedKvPanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "CopyableTableView.h"
#include "FlowLayout.h"
#include "KindBarChart.h"
#include "KvChartStyle.h"
#include "KvMemoryChart.h"
#include "KvTable.h"
#include "TranslatedText.h"

namespace atlas::views {

namespace {

// The paper's three, chosen at first.
const char* const kPaperModels[] = {"llama-3-70b", "gemma-3-27b", "deepseek-v2"};

// Memory budgets offered: single accelerators and an eight-accelerator node (decimal GB).
constexpr long long kBudgetsGB[] = {24, 80, 141, 640, 1128};

}  // namespace

PublishedKvPanel::PublishedKvPanel(QWidget* parent) : QWidget(parent) {
    redraw_.setSingleShot(true);
    redraw_.setInterval(60);
    connect(&redraw_, &QTimer::timeout, this, &PublishedKvPanel::refresh);

    memory_ = new KvMemoryChart(this);
    bytes_ = new KindBarChart(this);
    tableModel_ = new QStandardItemModel(this);
    table_ = new CopyableTableView(this);
    table_->setModel(tableModel_);
    table_->horizontalHeader()->setStretchLastSection(false);
    table_->horizontalHeader()->setMinimumSectionSize(60);
    notes_ = new QLabel(this);
    notes_->setWordWrap(true);
    notes_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // The charts side by side above, the table across the whole width below: its seven
    // columns need it.
    auto* charts = new QSplitter(Qt::Horizontal, this);
    charts->addWidget(memory_);
    charts->addWidget(bytes_);
    charts->setStretchFactor(0, 3);
    charts->setStretchFactor(1, 2);
    auto* tableSide = new QWidget(this);
    auto* tableLayout = new QVBoxLayout(tableSide);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(table_, 1);
    tableLayout->addWidget(notes_);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(charts);
    split->addWidget(tableSide);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 2);
    // Initial proportions (the splitters keep them on resizing): the charts get the most.
    charts->setSizes({620, 380});
    split->setSizes({560, 280});

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildControls());
    layout->addWidget(split, 1);
    writeControls();
    retranslate();
}

QWidget* PublishedKvPanel::buildControls() {
    auto* box = new QWidget(this);
    models_ = new QToolButton(box);
    models_->setPopupMode(QToolButton::InstantPopup);
    models_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    modelMenu_ = new QMenu(models_);
    models_->setMenu(modelMenu_);

    mha_ = new QCheckBox(box);
    mqa_ = new QCheckBox(box);
    gqa_ = new QCheckBox(box);
    mla_ = new QCheckBox(box);
    gqaHeads_ = new QSpinBox(box);
    gqaHeads_->setRange(1, 256);
    mlaLatent_ = new QSpinBox(box);
    mlaLatent_->setRange(1, 8192);
    mlaLatent_->setSingleStep(64);
    mlaRope_ = new QSpinBox(box);
    mlaRope_->setRange(0, 1024);
    mlaRope_->setSingleStep(16);

    type_ = new QComboBox(box);
    type_->addItem(QStringLiteral("fp32"), int(ElementType::FP32));
    type_->addItem(QStringLiteral("bf16 / fp16"), int(ElementType::BF16));
    type_->addItem(QStringLiteral("fp8"), int(ElementType::FP8));
    type_->addItem(QStringLiteral("int4"), int(ElementType::INT4));
    batch_ = new QSpinBox(box);
    batch_->setRange(1, 4096);
    context_ = new QComboBox(box);
    for (long long T = 1024; T <= (1LL << 20); T *= 2)
        context_->addItem(formatTokens(T), qlonglong(T));
    budget_ = new QComboBox(box);
    for (long long gb : kBudgetsGB) budget_->addItem(QString(), qlonglong(gb * 1'000'000'000));

    // One flow of small groups, a label with its field: two lines in a wide pane, more in a
    // narrow one (1280 × 720, German, presentation type), never wider than the pane.
    auto* flow = new FlowLayout(box);
    flow->setContentsMargins(0, 0, 0, 0);
    const auto group = [box, flow](std::initializer_list<QWidget*> parts) {
        auto* g = new QWidget(box);
        auto* h = new QHBoxLayout(g);
        h->setContentsMargins(0, 0, 12, 0);
        for (QWidget* w : parts) h->addWidget(w);
        flow->addWidget(g);
    };
    group({models_});
    group({translatedLabel(staticMetaObject, QT_TR_NOOP("What-if twins:"), box), mha_, mqa_});
    group({gqa_, gqaHeads_});
    group({mla_, mlaLatent_, mlaRope_});
    const auto labelled = [&](const char* text, QWidget* w) {
        QLabel* l = translatedLabel(staticMetaObject, text, box);
        l->setBuddy(w);
        group({l, w});
    };
    labelled(QT_TR_NOOP("&Element type"), type_);
    labelled(QT_TR_NOOP("&Batch B"), batch_);
    labelled(QT_TR_NOOP("&Context T"), context_);
    labelled(QT_TR_NOOP("Memory b&udget"), budget_);

    for (QCheckBox* c : {mha_, mqa_, gqa_, mla_})
        connect(c, &QCheckBox::toggled, this, &PublishedKvPanel::readControls);
    for (QSpinBox* s : {gqaHeads_, mlaLatent_, mlaRope_, batch_})
        connect(s, &QSpinBox::valueChanged, this, &PublishedKvPanel::readControls);
    for (QComboBox* c : {type_, context_, budget_})
        connect(c, &QComboBox::currentIndexChanged, this, &PublishedKvPanel::readControls);
    return box;
}

void PublishedKvPanel::retranslate() {
    mha_->setText(tr("MHA"));
    mqa_->setText(tr("MQA"));
    gqa_->setText(tr("GQA"));
    mla_->setText(tr("MLA"));
    gqaHeads_->setPrefix(tr("Hkv "));
    mlaLatent_->setPrefix(tr("dc "));
    mlaRope_->setPrefix(tr("dr "));
    for (QCheckBox* twin : {mha_, mqa_, gqa_, mla_})
        twin->setToolTip(tr("Add this model's what-if twin with this attention"));
    for (int i = 0; i < budget_->count(); ++i)
        budget_->setItemText(i, tr("%1 GB").arg(double(budget_->itemData(i).toLongLong()) / 1e9));
    budget_->setToolTip(
        tr("Accelerator memory, decimal GB as sold: the largest context that "
           "fits in it after the weights"));
    fillModelMenu();
    refresh();  // the charts, the table and the notes
}

void PublishedKvPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void PublishedKvPanel::setPublishedModels(std::vector<PublishedModel> models) {
    published_ = std::move(models);
    settings_.modelIds.clear();
    for (const char* id : kPaperModels)
        if (std::any_of(published_.begin(), published_.end(),
                        [&](const PublishedModel& m) { return m.id == id; }))
            settings_.modelIds.push_back(id);
    if (settings_.modelIds.empty() && !published_.empty())
        settings_.modelIds.push_back(published_.front().id);
    fillModelMenu();
    refresh();
}

void PublishedKvPanel::fillModelMenu() {
    modelMenu_->clear();
    for (const PublishedModel& m : published_) {
        QAction* action = modelMenu_->addAction(
            tr("%1 · %2").arg(QString::fromStdString(m.name), attentionSummary(m)));
        action->setCheckable(true);
        action->setChecked(std::count(settings_.modelIds.begin(), settings_.modelIds.end(), m.id));
        connect(action, &QAction::toggled, this, [this, id = m.id](bool on) {
            auto& ids = settings_.modelIds;
            ids.erase(std::remove(ids.begin(), ids.end(), id), ids.end());
            if (on) ids.push_back(id);
            redraw_.start();
        });
    }
    models_->setText(
        tr("Models (%1 of %2) ▾").arg(settings_.modelIds.size()).arg(published_.size()));
}

void PublishedKvPanel::setSettings(const KvSettings& settings) {
    settings_ = settings;
    writeControls();
    fillModelMenu();
    refresh();
}

void PublishedKvPanel::writeControls() {
    const QSignalBlocker b1(mha_), b2(mqa_), b3(gqa_), b4(mla_), b5(gqaHeads_), b6(mlaLatent_),
        b7(mlaRope_), b8(type_), b9(batch_), b10(context_), b11(budget_);
    const TwinChoice& t = settings_.twins;
    mha_->setChecked(t.mha);
    mqa_->setChecked(t.mqa);
    gqa_->setChecked(t.gqa);
    mla_->setChecked(t.mla);
    gqaHeads_->setValue(t.gqaKvHeads);
    mlaLatent_->setValue(t.mlaLatent);
    mlaRope_->setValue(t.mlaRope);
    // fp16 has bf16's width: one entry for both.
    const ElementType type =
        settings_.type == ElementType::FP16 ? ElementType::BF16 : settings_.type;
    type_->setCurrentIndex(type_->findData(int(type)));
    batch_->setValue(int(settings_.batch));
    int at = context_->findData(qlonglong(settings_.context));
    if (at < 0) {
        context_->addItem(formatTokens(settings_.context), qlonglong(settings_.context));
        at = context_->count() - 1;
    }
    context_->setCurrentIndex(at);
    at = budget_->findData(qlonglong(settings_.budgetBytes));
    if (at < 0) {
        budget_->addItem(tr("%1 GB").arg(double(settings_.budgetBytes) / 1e9),
                         qlonglong(settings_.budgetBytes));
        at = budget_->count() - 1;
    }
    budget_->setCurrentIndex(at);
}

void PublishedKvPanel::readControls() {
    TwinChoice& t = settings_.twins;
    t.mha = mha_->isChecked();
    t.mqa = mqa_->isChecked();
    t.gqa = gqa_->isChecked();
    t.mla = mla_->isChecked();
    t.gqaKvHeads = gqaHeads_->value();
    t.mlaLatent = mlaLatent_->value();
    t.mlaRope = mlaRope_->value();
    settings_.type = ElementType(type_->currentData().toInt());
    settings_.batch = batch_->value();
    settings_.context = context_->currentData().toLongLong();
    settings_.budgetBytes = budget_->currentData().toLongLong();
    redraw_.start();
}

void PublishedKvPanel::refresh() {
    redraw_.stop();
    models_->setText(
        tr("Models (%1 of %2) ▾").arg(settings_.modelIds.size()).arg(published_.size()));
    comparison_ = compareKv(published_, settings_);
    memory_->setComparison(comparison_, settings_);

    std::vector<KindBar> bars;
    double largest = 0;
    for (const KvRow& row : comparison_.rows) {
        bars.push_back({barLabel(row), row.model.attention, row.bytesPerToken});
        largest = std::max(largest, row.bytesPerToken);
    }
    const bool mebibytes = largest >= 2 * 1024 * 1024;
    bytes_->setBars(
        tr("KV cache per token · T = %1 · %2")
            .arg(formatTokens(settings_.context), QString::fromLatin1(toString(settings_.type))),
        bars, mebibytes ? tr("bytes per token (MiB)") : tr("bytes per token (KiB)"),
        mebibytes ? 1024.0 * 1024.0 : 1024.0, [](double v) { return formatBytes(v); });

    KvTable::fill(tableModel_, comparison_, settings_);
    table_->resizeColumnsToContents();
    table_->horizontalHeader()->setSectionResizeMode(KvTable::Model, QHeaderView::Stretch);

    QStringList notes;
    notes << tr(
        "KV / token = the whole cache over B·T; a sliding window (Gemma 3's local layers, "
        "Mistral) makes it fall once T passes the window. Encoder-decoders count a "
        "source as long as T. Select rows and press Ctrl+C to copy them as TSV.");
    if (std::any_of(comparison_.rows.begin(), comparison_.rows.end(),
                    [](const KvRow& r) { return r.beyondMaxContext; }))
        notes << tr("* T beyond the model's published maximum context.");
    if (std::any_of(comparison_.rows.begin(), comparison_.rows.end(),
                    [](const KvRow& r) { return r.model.parameters_estimated; }))
        notes << tr(
            "~ parameters estimated from the shapes (the data publishes none), the "
            "embedding matrix counted twice when the output projection is untied.");
    if (std::any_of(comparison_.rows.begin(), comparison_.rows.end(),
                    [](const KvRow& r) { return bool(r.model.active_parameters); }))
        notes << tr(
            "MoE (mixture of experts, DeepSeek): a router sends each token through a few "
            "expert feed-forward blocks, so compute follows the active parameters, but "
            "memory must hold all of them; attention is not routed, so the KV cache is "
            "the same as for a dense model of that attention.");
    for (const QString& skipped : comparison_.skipped)
        notes << tr("No GQA twin for %1.").arg(skipped);
    notes_->setText(notes.join(QLatin1Char('\n')));
}

}  // namespace atlas::views
