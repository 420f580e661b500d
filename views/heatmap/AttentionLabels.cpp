#include "AttentionLabels.h"

#include <cmath>

#include "AttentionStats.h"

namespace atlas::views {

QString AttentionLabels::stackName(Stack stack) {
    switch (stack) {
        case Stack::EncoderSelf:
            return tr("Encoder self-attention");
        case Stack::DecoderSelf:
            return tr("Decoder masked self-attention");
        case Stack::Cross:
            return tr("Cross-attention");
    }
    return {};
}

QString AttentionLabels::title(const ModelSummary& model, Stack stack, int layer, int head) {
    QString text = tr("%1 · layer %2").arg(stackName(stack)).arg(layer);
    if (const QString s = span(model, stack, layer); !s.isEmpty())
        text += QStringLiteral(" (") + s + QLatin1Char(')');
    if (head < 0) return text + tr(" · mean over heads");
    text += tr(" · head %1").arg(head);
    if (sharesKeyValues(model))
        text += tr(" · KV head %1").arg(kvHeadOf(head, model.heads, model.kvHeads));
    if (isLatent(model)) text += QStringLiteral(" · ") + latentCaption(model);
    return text;
}

QString AttentionLabels::span(const ModelSummary& model, Stack stack, int layer) {
    if (stack != Stack::DecoderSelf || model.windows.empty()) return {};
    return windowSpan(model.windowOf(layer));
}

QString AttentionLabels::windowSpan(int window) {
    //: a sliding-window layer: each query sees only the last W keys
    return window > 0 ? tr("local W=%1").arg(window)
                      //: a full-attention layer among sliding-window ones
                      : tr("global");
}

QString AttentionLabels::layerLabel(const ModelSummary& model, Stack stack, int layer) {
    const QString name = tr("L%1").arg(layer);
    const QString s = span(model, stack, layer);
    return s.isEmpty() ? name : name + QLatin1Char(' ') + s;
}

int AttentionLabels::groupSize(const ModelSummary& model) {
    if (isLatent(model) || model.kvHeads <= 0 || model.kvHeads >= model.heads) return 1;
    return model.heads / model.kvHeads;
}

bool AttentionLabels::isLatent(const ModelSummary& model) {
    return model.attention.compare(QLatin1String("mla"), Qt::CaseInsensitive) == 0 ||
           model.dLatent > 0;
}

QString AttentionLabels::latentCaption(const ModelSummary& model) {
    if (!isLatent(model)) return {};
    return tr("latent d_c = %1").arg(model.dLatent);
}

namespace {

// "4" for √16, "≈ 4.899" for √24: the equals sign only where it is exact.
QString rootOf(double x) {
    const double r = std::sqrt(x);
    const bool exact = std::abs(r - std::round(r)) < 1e-9;
    return (exact ? QStringLiteral("= ") : QStringLiteral("≈ ")) + QString::number(r, 'g', 4);
}

}  // namespace

QString AttentionLabels::scaleHtml(const ModelSummary& model) {
    const int dqk = model.dQK();
    if (dqk <= 0) return {};
    const QString width =
        model.dRope > 0
            ? tr("<i>d</i><sub>QK</sub> = <i>d<sub>h</sub></i> + <i>d<sub>r</sub></i> = %1 + %2 "
                 "= %3")
                  .arg(model.dHead)
                  .arg(model.dRope)
                  .arg(dqk)
            : tr("<i>d</i><sub>QK</sub> = %1").arg(dqk);
    if (model.queryPreAttn > 0 && std::abs(model.queryPreAttn - dqk) > 1e-9)
        //: Gemma 3 scales its scores by 1/√query_pre_attn_scalar instead of 1/√d_QK
        return tr("%1, but this model scales by 1/√%2 (query_pre_attn_scalar) %3 instead of "
                  "1/√<i>d</i><sub>QK</sub>")
            .arg(width, QString::number(model.queryPreAttn), rootOf(model.queryPreAttn));
    return tr("%1, √<i>d</i><sub>QK</sub> %2").arg(width, rootOf(dqk));
}

QString AttentionLabels::scaleText(const ModelSummary& model) {
    const int dqk = model.dQK();
    if (dqk <= 0) return {};
    if (model.queryPreAttn > 0 && std::abs(model.queryPreAttn - dqk) > 1e-9)
        return tr("scale 1/√%1 (query_pre_attn_scalar)").arg(model.queryPreAttn);
    return tr("√d_QK = √%1 %2").arg(dqk).arg(rootOf(dqk));
}

}  // namespace atlas::views
