#pragma once
// Which heads of one layer are sharp and which diffuse: per head, the mean row entropy (nats)
// against what a uniform head would reach, and the mean largest weight, as paired bars; then
// what the head mostly looks at (HeadPattern: the previous token, [SEP], …) when it is plain.

#include <QWidget>
#include <vector>

#include "AttentionStats.h"

namespace atlas::views {

class HeadStatsChart : public QWidget {
    Q_OBJECT

public:
    explicit HeadStatsChart(QWidget* parent = nullptr);

    // One entry per head of the layer; `caption` names it ("Encoder self-attention · layer 2").
    void setStats(const std::vector<HeadStats>& stats, const QString& caption);
    const std::vector<HeadStats>& stats() const { return stats_; }
    // The band of one head's bars, for hit tests and tests.
    QRectF rowRect(int head) const;
    static QString patternName(HeadPattern pattern);  // "← previous", "separators", …

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    void setSelectedHead(int head);

signals:
    void headClicked(int head);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    qreal line() const;
    qreal top() const;  // of the first row, below the caption and the column headers
    void paintBar(QPainter& p, const QRectF& area, double fraction, const QColor& color,
                  const QString& text, double marker) const;

    std::vector<HeadStats> stats_;
    QString caption_;
    int selected_ = -1;
};

}  // namespace atlas::views
