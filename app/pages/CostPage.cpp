#include "CostPage.h"

#include <QEvent>
#include <QTimer>
#include <QVBoxLayout>

#include "KvCostPage.h"
#include "ModelContext.h"
#include "PageBar.h"

namespace atlas {

CostPage::CostPage(const PageContext& context, QWidget* parent)
    : Page(context, parent), view_(new views::KvCostPage(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    bar_ = new PageBar(view_->sections(), this);
    bar_->setObjectName("kvSectionBar");
    layout->addWidget(bar_);
    layout->addWidget(view_);
    const views::ModelContext& model = context.model;
    guardedConnect(&model, &views::ModelContext::textChanged,
                   [this](const QString& text) { view_->setSourceText(text); });
    guardedConnect(&model, &views::ModelContext::modelChanged,
                   [this, &model] { view_->setModel(model.model()); });
}

void CostPage::changeEvent(QEvent* event) {
    // Once the sections have their new titles (they hear of the language on their own).
    if (event->type() == QEvent::LanguageChange) QTimer::singleShot(0, bar_, &PageBar::sync);
    Page::changeEvent(event);
}

QString CostPage::explanation() const {
    return view_->explanation();
}

}  // namespace atlas
