#include "AttentionLabels.h"

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
    if (head < 0) return text + tr(" · mean over heads");
    text += tr(" · head %1").arg(head);
    if (sharesKeyValues(model))
        text += tr(" · KV head %1").arg(kvHeadOf(head, model.heads, model.kvHeads));
    if (isLatent(model)) text += QStringLiteral(" · ") + latentCaption(model);
    return text;
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

}  // namespace atlas::views
