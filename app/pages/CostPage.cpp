#include "CostPage.h"

#include <QVBoxLayout>

#include "KvCostPage.h"
#include "ModelContext.h"

namespace atlas {

CostPage::CostPage(const PageContext& context, QWidget* parent)
    : Page(context, parent), view_(new views::KvCostPage(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view_);
    const views::ModelContext& model = context.model;
    guardedConnect(&model, &views::ModelContext::textChanged,
                   [this](const QString& text) { view_->setSourceText(text); });
    guardedConnect(&model, &views::ModelContext::modelChanged,
                   [this, &model] { view_->setModel(model.model()); });
}

QString CostPage::explanation() const {
    return view_->explanation();
}

}  // namespace atlas
