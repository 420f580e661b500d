#pragma once
// What the live KV cache of our own model holds after each decoding step, measured: the
// cross-attention caches (filled once, from the source) and the self-attention caches (one more
// token per step), stacked, with SPEC §2's analytic total drawn over them for every step up to
// the decoding limit.

#include <QChartView>
#include <vector>

#include "CacheBytes.h"

class QLineSeries;

namespace atlas::views {

struct CachePoint {
    int step = 0;  // 0: after encoding, the cross caches alone
    CacheBytes measured;
};

class LiveCacheChart : public QChartView {
    Q_OBJECT

public:
    explicit LiveCacheChart(QWidget* parent = nullptr);

    // `analytic[t]` for t = 0 … limit; `measured` for the steps taken so far. `kind` colours the
    // self-attention area as the page colours that attention kind.
    void setData(const std::vector<CachePoint>& measured, const std::vector<CacheBytes>& analytic,
                 AttentionKind kind, const QString& title);

    // For tests: how many measured points and analytic points are drawn.
    int measuredPoints() const { return measuredPoints_; }
    int analyticPoints() const { return analyticPoints_; }

private:
    // The measured caches as two stacked areas: cross-attention from zero, self over it.
    void addMeasuredAreas(const std::vector<CachePoint>& measured, AttentionKind kind);
    void addAnalyticLine(const std::vector<CacheBytes>& analytic, size_t stepsTaken);
    // Steps along x (0 … steps − 1), KiB up to a little over `largest` along y.
    void addAxes(size_t steps, double largest);

    int measuredPoints_ = 0;
    int analyticPoints_ = 0;
};

}  // namespace atlas::views
