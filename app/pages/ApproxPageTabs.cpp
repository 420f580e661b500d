// The Approximations page's four tabs as built: the spectra, the truncated SVD, the randomized
// methods and the quantized KV cache, each a row of controls over its maps and charts.

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "ApproxPage.h"
#include "ApproxWidgets.h"
#include "ErrorSweepChart.h"
#include "FlowLayout.h"
#include "HeatmapWidget.h"
#include "SpectrumChart.h"
#include "TranslatedText.h"

namespace atlas {

using approx::ApproxMethod;
using approx::KvFormat;
using views::HeatmapWidget;

using namespace approx_widgets;

QWidget* ApproxPage::buildSpectra() {
    auto* page = new QWidget(this);
    auto* layout = new QHBoxLayout(page);
    spectrum_ = new views::SpectrumChart(page);
    spectrum_->setObjectName("spectrumChart");
    layout->addWidget(spectrum_, 3);
    auto* side = new QVBoxLayout;
    auto* form = new QFormLayout;
    tolerance_ = new QComboBox(page);
    for (double t : {1e-2, 1e-3, 1e-4, 1e-6, 1e-8, 1e-10, 1e-12})
        tolerance_->addItem(QStringLiteral("%1").arg(QLocale().toString(t, 'g')), t);
    tolerance_->setCurrentIndex(3);
    form->addRow(views::translatedLabel(staticMetaObject, QT_TR_NOOP("Rank tolerance:"), page),
                 tolerance_);
    side->addLayout(form);
    headTable_ = new QTableWidget(page);
    headTable_->setObjectName("headRanks");
    headTable_->setColumnCount(5);
    headTable_->verticalHeader()->setVisible(false);
    headTable_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    headTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Each column as wide as its header and numbers ask (fitHeadColumns); the last takes the rest.
    headTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    headTable_->horizontalHeader()->setStretchLastSection(true);
    side->addWidget(headTable_, 1);
    QLabel* ranks = views::translatedLabel(
        staticMetaObject,
        QT_TR_NOOP("<small>Numerical rank: σᵢ &gt; tol·σ₁. Effective rank: "
                   "exp(−Σ pᵢ log pᵢ), pᵢ = σᵢ/Σσ (Roy &amp; Vetterli 2007). S "
                   "has rank ≤ d<sub>QK</sub> (d<sub>h</sub>, or d<sub>h</sub> + "
                   "d<sub>r</sub> for MLA); Z⁻¹A, its "
                   "exponential, usually does not.</small>"),
        page);
    ranks->setWordWrap(true);
    ranks->setTextFormat(Qt::RichText);
    side->addWidget(ranks);
    layout->addLayout(side, 2);
    connect(tolerance_, &QComboBox::currentIndexChanged, this, [this] {
        stale_[Spectra] = true;
        scheduleCurrent();
    });
    return page;
}

QWidget* ApproxPage::buildLowRank() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    auto* controls = new QHBoxLayout;
    rank_ = new QSlider(Qt::Horizontal, page);
    rank_->setObjectName("rankSlider");
    rank_->setRange(1, 16);
    rank_->setValue(2);
    rankLabel_ = new QLabel(page);
    rankLabel_->setMinimumWidth(rankLabel_->fontMetrics().horizontalAdvance("rank k = 000"));
    controls->addWidget(views::translatedLabel(
        staticMetaObject, QT_TR_NOOP("Truncated SVD, P_k = U_k Σ_k V_kᵀ:"), page));
    controls->addWidget(rank_, 1);
    controls->addWidget(rankLabel_);
    layout->addLayout(controls);
    auto* maps = new QHBoxLayout;
    lowRankExact_ = makeMap(page);
    lowRankMap_ = makeMap(page);
    lowRankMap_->setObjectName("lowRankMap");
    lowRankError_ = makeMap(page);
    lowRankError_->setObjectName("lowRankError");
    lowRankError_->setColormap(views::Colormap::Name::Diverging);
    for (auto* m : {lowRankExact_, lowRankMap_, lowRankError_}) maps->addWidget(m, 1);
    layout->addLayout(maps, 3);
    auto* bottom = new QHBoxLayout;
    truncation_ = new views::SpectrumChart(page);
    truncation_->setObjectName("truncationChart");
    bottom->addWidget(truncation_, 3);
    lowRankSummary_ = caption({}, page);
    lowRankSummary_->setObjectName("lowRankSummary");
    lowRankSummary_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    bottom->addWidget(lowRankSummary_, 2);
    layout->addLayout(bottom, 2);
    connect(rank_, &QSlider::valueChanged, this, [this] {
        updateSliderLabels();
        stale_[LowRank] = true;
        scheduleCurrent();
    });
    return page;
}

QWidget* ApproxPage::buildRandomized() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    auto* controls = new views::FlowLayout;  // wraps where the page is narrow
    method_ = new QComboBox(page);
    method_->setObjectName("approxMethod");
    for (ApproxMethod m : kRandomMethods) method_->addItem(QString(), int(m));
    features_ = new QSlider(Qt::Horizontal, page);
    features_->setObjectName("featureSlider");
    features_->setRange(1, 64);
    features_->setValue(8);
    featuresLabel_ = new QLabel(page);
    featuresLabel_->setMinimumWidth(featuresLabel_->fontMetrics().horizontalAdvance("m = 000  "));
    seed_ = new QSpinBox(page);
    seed_->setRange(0, 999999);
    seeds_ = new QSpinBox(page);
    seeds_->setRange(2, 64);
    seeds_->setValue(8);
    features_->setMinimumWidth(fontMetrics().height() * 12);
    controls->addWidget(method_);
    controls->addWidget(features_);
    controls->addWidget(featuresLabel_);
    controls->addWidget(seed_);
    controls->addWidget(seeds_);
    layout->addLayout(controls);
    auto* maps = new QHBoxLayout;
    randomMap_ = makeMap(page);
    randomMap_->setObjectName("randomizedMap");
    randomError_ = makeMap(page);
    randomError_->setColormap(views::Colormap::Name::Diverging);
    maps->addWidget(randomMap_, 1);
    maps->addWidget(randomError_, 1);
    layout->addLayout(maps, 3);
    auto* bottom = new QHBoxLayout;
    sweep_ = new views::ErrorSweepChart(page);
    sweep_->setObjectName("sweepChart");
    bottom->addWidget(sweep_, 3);
    randomSummary_ = caption({}, page);
    randomSummary_->setObjectName("randomizedSummary");
    randomSummary_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    bottom->addWidget(randomSummary_, 2);
    layout->addLayout(bottom, 2);
    const auto changed = [this] {
        updateSliderLabels();
        stale_[Randomized] = true;
        scheduleCurrent();
    };
    connect(method_, &QComboBox::currentIndexChanged, this, changed);
    connect(features_, &QSlider::valueChanged, this, changed);
    connect(seed_, &QSpinBox::valueChanged, this, changed);
    connect(seeds_, &QSpinBox::valueChanged, this, changed);
    return page;
}

QWidget* ApproxPage::buildQuantized() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    auto* controls = new QHBoxLayout;
    format_ = new QComboBox(page);
    format_->setObjectName("cacheFormat");
    for (KvFormat f : approx::kKvFormats) format_->addItem(formatName(f), int(f));
    format_->setCurrentIndex(4);  // int8
    controls->addWidget(
        views::translatedLabel(staticMetaObject, QT_TR_NOOP("KV cache stored in:"), page));
    controls->addWidget(format_);
    controls->addStretch(1);
    layout->addLayout(controls);
    auto* middle = new QHBoxLayout;
    quantizedError_ = makeMap(page);
    quantizedError_->setObjectName("quantizedError");
    quantizedError_->setColormap(views::Colormap::Name::Diverging);
    middle->addWidget(quantizedError_, 2);
    quantizedSummary_ = caption({}, page);
    quantizedSummary_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    middle->addWidget(quantizedSummary_, 1);
    layout->addLayout(middle, 3);
    formatTable_ = new QTableWidget(page);
    formatTable_->setObjectName("formatTable");
    formatTable_->setColumnCount(8);
    formatTable_->verticalHeader()->setVisible(false);
    formatTable_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    formatTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    formatTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    formatTable_->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(formatTable_, 2);
    connect(format_, &QComboBox::currentIndexChanged, this, [this] {
        stale_[Quantized] = true;
        scheduleCurrent();
    });
    return page;
}

}  // namespace atlas
