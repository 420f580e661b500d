#pragma once
// An encoder-only model's answer (SPEC §6 fill-mask): for each mask of the text, in order, the
// masked-LM head's ten likeliest tokens with their probabilities as bars, the fill-mask
// pipeline's top_k. The first of each fills the text shown above it.

#include <QWidget>
#include <vector>

#include "Snapshot.h"

namespace atlas::views {

class MaskPredictionsView : public QWidget {
    Q_OBJECT

public:
    explicit MaskPredictionsView(QWidget* parent = nullptr);

    void setPredictions(const std::vector<MaskPrediction>& masks);
    const std::vector<MaskPrediction>& predictions() const { return masks_; }
    // Row `rank` of mask `mask`: its token and bar, for tests and hit tests.
    QRectF rowRect(int mask, int rank) const;

    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;  // LanguageChange: the names a reader hears

private:
    void retranslate();
    qreal line() const;
    qreal blockHeight(const MaskPrediction& mask) const;  // a caption, then its rows

    std::vector<MaskPrediction> masks_;
};

}  // namespace atlas::views
