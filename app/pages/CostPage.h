#pragma once
// Page "KV cache & cost" (issue 4): the window's Page around views::KvCostPage, which keeps its
// own model work and ignores the toolbar's stack, layer and head.

#include "Page.h"

namespace atlas {

namespace views {
class KvCostPage;
}

class CostPage : public Page {
    Q_OBJECT

public:
    explicit CostPage(QWidget* parent = nullptr);

    QString title() const override { return tr("KV cache && cost"); }
    QString explanation() const override;
    void setSnapshot(const std::shared_ptr<const views::Snapshot>&) override {}
    void setSelection(const ViewSelection&) override {}
    void setTokenFocus(const TokenFocus&) override {}

    views::KvCostPage* view() const { return view_; }

private:
    views::KvCostPage* view_ = nullptr;
};

}  // namespace atlas
