#include "CostPage.h"

#include <QVBoxLayout>

#include "KvCostPage.h"

namespace atlas {

CostPage::CostPage(QWidget* parent) : Page(parent), view_(new views::KvCostPage(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view_);
}

QString CostPage::explanation() const {
    return view_->explanation();
}

}  // namespace atlas
