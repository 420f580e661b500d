#pragma once
// A layout that places its items left to right and starts a new line when the next one would
// not fit: a row of controls that wraps in a narrow pane (1280 × 720, German labels, twice the
// type) instead of making the page wider than the window. After Qt's Flow Layout example.

#include <QLayout>
#include <QList>

namespace atlas::views {

class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget* parent = nullptr, int spacing = -1);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    int count() const override { return int(items_.size()); }
    QLayoutItem* itemAt(int index) const override { return items_.value(index); }
    QLayoutItem* takeAt(int index) override;
    int spacing() const;

    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override {
        return place(QRect(0, 0, width, 0), false).height;
    }
    int lineCount(int width) const { return place(QRect(0, 0, width, 0), false).lines; }
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    struct Placement {
        int height = 0;  // that the items take in the rect, margins included
        int lines = 0;   // of items, 0 when none is shown
    };
    Placement place(const QRect& rect, bool apply) const;

    QList<QLayoutItem*> items_;
    int spacing_;
};

}  // namespace atlas::views
