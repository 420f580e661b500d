#pragma once
// Page "KV cache & cost" (issue 4): the window's Page around views::KvCostPage, which keeps its
// own model work and ignores the toolbar's stack, layer and head.

#include "Page.h"

namespace atlas {

namespace views {
class KvCostPage;
}
class PageBar;

class CostPage : public Page {
    Q_OBJECT

public:
    explicit CostPage(const PageContext& context, QWidget* parent = nullptr);

    QString id() const override { return QStringLiteral("kv-cost"); }
    QString title() const override { return tr("KV cache && cost"); }
    QString explanation() const override;

    views::KvCostPage* view() const { return view_; }
    PageBar* sectionBar() const { return bar_; }

protected:
    void changeEvent(QEvent* event) override;  // LanguageChange: the buttons' new titles

private:
    views::KvCostPage* view_ = nullptr;
    // The five sections as buttons that wrap onto a second row where one is too narrow (German,
    // presentation type, 1280 px), never behind a tab bar's scroll arrows.
    PageBar* bar_ = nullptr;
};

}  // namespace atlas
