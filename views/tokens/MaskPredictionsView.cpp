#include "MaskPredictionsView.h"

#include <QEvent>
#include <QPainter>
#include <algorithm>

#include "TokenLabel.h"

namespace atlas::views {

MaskPredictionsView::MaskPredictionsView(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    retranslate();
}

void MaskPredictionsView::setPredictions(const std::vector<MaskPrediction>& masks) {
    masks_ = masks;
    retranslate();
    updateGeometry();
    update();
}

void MaskPredictionsView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void MaskPredictionsView::retranslate() {
    setAccessibleName(tr("Predictions at each mask"));
    QStringList said;  // the screen reader's account: "mask 1: Paris 41 %, …"
    for (size_t i = 0; i < masks_.size(); ++i) {
        QStringList words;
        for (qsizetype k = 0; k < masks_[i].tokens.size(); ++k)
            words << tr("%1 %2 %")
                         .arg(TokenLabel::text(masks_[i].tokens[k]))
                         .arg(QString::number(100 * masks_[i].probabilities[size_t(k)], 'f', 1));
        said << tr("mask %1: %2").arg(i + 1).arg(words.join(QStringLiteral(", ")));
    }
    setAccessibleDescription(said.join(QStringLiteral("; ")));
    update();  // the captions follow the language
}

qreal MaskPredictionsView::line() const {
    return QFontMetricsF(font()).height() * 1.3;
}

qreal MaskPredictionsView::blockHeight(const MaskPrediction& mask) const {
    return line() * (1.4 + qreal(mask.tokens.size())) + 0.6 * line();
}

QRectF MaskPredictionsView::rowRect(int mask, int rank) const {
    qreal y = 0;
    for (int i = 0; i < mask && size_t(i) < masks_.size(); ++i) y += blockHeight(masks_[size_t(i)]);
    return QRectF(0, y + line() * (1.4 + rank), width(), line());
}

int MaskPredictionsView::heightForWidth(int) const {
    qreal h = 0;
    for (const MaskPrediction& m : masks_) h += blockHeight(m);
    return int(h + 1);
}

QSize MaskPredictionsView::sizeHint() const {
    return QSize(int(18 * line()), heightForWidth(0));
}

void MaskPredictionsView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const TokenLabel::Colors colors = TokenLabel::Colors::from(palette());
    const QColor ink = palette().color(QPalette::WindowText);
    QColor track = ink;
    track.setAlphaF(0.08f);
    const QColor bar = palette().color(QPalette::Highlight);
    QFont bold = font();
    bold.setBold(true);
    const qreal m = line();
    const qreal tokenW = std::min<qreal>(8 * m, width() * 0.4), numberW = 3.4 * m;
    for (size_t i = 0; i < masks_.size(); ++i) {
        const MaskPrediction& mask = masks_[i];
        const QRectF caption = rowRect(int(i), -1).adjusted(0, -0.4 * m, 0, 0);
        p.setFont(bold);
        p.setPen(ink);
        p.drawText(caption, Qt::AlignLeft | Qt::AlignVCenter,
                   tr("Mask %1 · token %2").arg(i + 1).arg(mask.position));
        p.setFont(font());
        for (qsizetype k = 0; k < mask.tokens.size(); ++k) {
            const QRectF row = rowRect(int(i), int(k));
            const double probability = mask.probabilities[size_t(k)];
            TokenLabel::paint(p, QRectF(row.left(), row.top(), tokenW - 0.4 * m, row.height()),
                              Qt::AlignRight | Qt::AlignVCenter, mask.tokens[k], colors, k == 0);
            const QRectF trackRect(row.left() + tokenW, row.center().y() - 0.3 * m,
                                   std::max<qreal>(0, row.width() - tokenW - numberW), 0.6 * m);
            p.fillRect(trackRect, track);
            p.fillRect(QRectF(trackRect.topLeft(),
                              QSizeF(trackRect.width() * std::clamp(probability, 0.0, 1.0),
                                     trackRect.height())),
                       bar);
            p.setPen(ink);
            p.drawText(QRectF(trackRect.right() + 0.3 * m, row.top(), numberW, row.height()),
                       Qt::AlignLeft | Qt::AlignVCenter,
                       tr("%1 %").arg(QString::number(100 * probability, 'f', 1)));
        }
    }
}

}  // namespace atlas::views
