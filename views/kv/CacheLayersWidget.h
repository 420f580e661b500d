#pragma once
// What each layer's self-attention cache holds now, one bar a layer (docs/format.md): a full
// layer's grows with every token fed; a sliding layer's stops at its window W, where a tick marks
// the cap and the bar turns the window's colour once it is reached. Shown by the live stepper of
// a decoder-only model, so that the cap is seen, not only read off a total.

#include <QWidget>
#include <vector>

#include "Config.h"

namespace atlas::views {

class CacheLayersWidget : public QWidget {
    Q_OBJECT

public:
    explicit CacheLayersWidget(QWidget* parent = nullptr);

    // `held[l]` tokens in layer l's cache, which may hold at most config.windowOf(l) (0: all);
    // the bars' scale runs to `limit` tokens, the most decoding may feed.
    void setCaches(const Config& config, const std::vector<int>& held, int limit);

    const std::vector<int>& held() const { return held_; }
    // For tests and overlays: where layer l's bar and its window's tick are drawn.
    QRectF barArea(int layer) const;  // the whole track, 0 … limit tokens
    QRectF barRect(int layer) const;  // the part filled: what the cache holds
    qreal tickX(int layer) const;     // x of W; NaN for a full layer
    bool capped(int layer) const;     // a sliding layer holding its whole window
    QString label(int layer) const;   // "L0 local W=4", "L1 global", or "L0"

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;  // LanguageChange: the labels

private:
    qreal lineHeight() const;
    qreal labelWidth() const;
    void paintLayer(QPainter& p, int layer) const;

    AttentionKind kind_ = AttentionKind::MHA;
    std::vector<int> held_, windows_;
    int limit_ = 1;
};

}  // namespace atlas::views
