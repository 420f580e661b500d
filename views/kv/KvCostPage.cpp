#include "KvCostPage.h"

#include <QEvent>
#include <QFile>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QtDebug>

#include "BackgroundJob.h"
#include "DecodingCostPanel.h"
#include "KvStepperPanel.h"
#include "KvVariantsPanel.h"
#include "MlaPanel.h"
#include "PublishedKvPanel.h"

namespace atlas::views {

KvCostPage::KvCostPage(QWidget* parent) : QWidget(parent) {
    // One thread: the machine's cores are shared, and the MLA section's model copy must never
    // be used by two requests at once.
    pool_.setMaxThreadCount(1);

    tabs_ = new QTabWidget(this);
    tabs_->setDocumentMode(true);
    published_ = new PublishedKvPanel(this);
    stepper_ = new KvStepperPanel(&pool_, this);
    variants_ = new KvVariantsPanel(&pool_, this);
    cost_ = new DecodingCostPanel(&pool_, this);
    mla_ = new MlaPanel(&pool_, this);
    for (QWidget* section :
         std::initializer_list<QWidget*>{published_, stepper_, variants_, cost_, mla_})
        tabs_->addTab(section, QString());
    retranslate();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs_);

    if (QFile::exists(QStringLiteral(":/model-configs.json")))
        setPublishedModels(loadPublishedModels());
}

void KvCostPage::retranslate() {
    tabs_->setTabText(Published, tr("Published models"));
    tabs_->setTabText(LiveCache, tr("Live cache"));
    tabs_->setTabText(Variants, tr("MHA · GQA · MQA · MLA"));
    tabs_->setTabText(Cost, tr("Cost: O(N²) vs O(N³)"));
    tabs_->setTabText(Mla, tr("MLA explained"));
}

void KvCostPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

KvCostPage::~KvCostPage() {
    // Cancel every section's work before the pool waits for it.
    for (BackgroundJob* job : findChildren<BackgroundJob*>()) job->cancel();
    pool_.waitForDone();
}

QString KvCostPage::explanation() const {
    // model/kv/KvMemory.cpp counts the same terms: e per token and layer, windows capped at W,
    // one cross cache per decoder layer of an encoder-decoder.
    return tr(
        "<p>Decoding one token at a time, the model would recompute K and V of the whole "
        "prefix at every step: O(N\u00b2) work per step, O(N\u00b3) in all. The <b>KV "
        "cache</b> keeps them, so each step costs O(N) and the whole O(N\u00b2), at the "
        "price of memory linear in N:</p>"
        "<p align=center>bytes = b \u00b7 e \u00b7 (\u03a3<sub>layers</sub> "
        "T<sub>\u2113</sub> + n<sub>cross</sub> \u00b7 n)</p>"
        "<p>with <i>e</i> = 2 H<sub>kv</sub> d<sub>h</sub> numbers per token and layer (MHA, "
        "GQA, MQA) or d<sub>c</sub> + d<sub>r</sub> (MLA); T<sub>\u2113</sub> = N for a full "
        "layer and min(N, W) for a sliding-window layer of window W; n<sub>cross</sub> "
        "layers of cross-attention (encoder-decoders: every decoder layer, decoder-only: none) "
        "each caching K and V of the n source tokens once per sentence; <i>b</i> the bytes "
        "of one number (4 for FP32, 2 for BF16 or FP16, 1 for 8-bit). H<sub>kv</sub> is the "
        "number of key/value heads and d<sub>h</sub> the width of one head.</p>"
        "<p><b>GQA</b> lets groups of query heads share one K/V head (<b>MQA</b>: a single "
        "one). <b>MLA</b> caches one low-rank latent <i>L</i> = <i>XW</i><sup>L</sup> of "
        "d<sub>c</sub> numbers per token, with the rotary key k<sub>r</sub> (d<sub>r</sub> "
        "numbers, shared by the heads) kept outside it, and absorbs W<sup>K</sup><sub>h</sub> "
        "into the query (W<sup>LQK</sup><sub>h</sub> = W<sup>Q</sup><sub>h</sub>"
        "W<sup>K</sup><sub>h</sub><sup>T</sup>) and W<sup>V</sup><sub>h</sub> into "
        "W<sub>O</sub>.</p>");
}

void KvCostPage::setModel(std::shared_ptr<const atlas::Model> model) {
    stepper_->setModel(model);
    variants_->setModel(model);
    cost_->setModel(model);
    mla_->setModel(std::move(model));
}

void KvCostPage::setSourceText(const QString& text) {
    // Each section ignores a text it already has.
    stepper_->setSourceText(text);
    variants_->setSourceText(text);
    cost_->setSourceText(text);
    mla_->setSourceText(text);
}

void KvCostPage::setPublishedModels(std::vector<PublishedModel> models) {
    published_->setPublishedModels(std::move(models));
}

std::vector<PublishedModel> KvCostPage::loadPublishedModels(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning() << "KV cache page: cannot read" << path;
        return {};
    }
    const QByteArray bytes = file.readAll();
    try {
        return parsePublishedModels(std::string_view(bytes.constData(), size_t(bytes.size())));
    } catch (const PublishedModelError& e) {
        qWarning() << "KV cache page:" << path << e.what();
        return {};
    }
}

void KvCostPage::showSection(Section section) {
    tabs_->setCurrentIndex(int(section));
}

}  // namespace atlas::views
