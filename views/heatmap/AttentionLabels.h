#pragma once
// The words every attention view uses for stacks, layers and heads, so that the grid, the large
// heatmap and the statistics name the same thing the same way. Layers, heads and K/V heads
// count from 0, as the model's tensors do.

#include <QCoreApplication>
#include <QString>

#include "Snapshot.h"

namespace atlas::views {

class AttentionLabels {
    Q_DECLARE_TR_FUNCTIONS(AttentionLabels)

public:
    static QString stackName(Stack stack);
    // "Cross-attention · layer 2 · head 5 · KV head 1", or "… · mean over heads" for head -1.
    static QString title(const ModelSummary& model, Stack stack, int layer, int head);
    // Query heads per K/V head: H / Hkv for GQA and MQA, 1 for MHA and MLA.
    static int groupSize(const ModelSummary& model);
    // True when several query heads share one K/V head (GQA, MQA).
    static bool sharesKeyValues(const ModelSummary& model) { return groupSize(model) > 1; }
    static bool isLatent(const ModelSummary& model);
    // A decoder layer's attention span (docs/format.md): "local W=4" for a sliding layer,
    // "global" for a full one among sliding ones; empty when no layer of the model slides.
    static QString span(const ModelSummary& model, Stack stack, int layer);
    // The same for a layer of window W: "local W=4", or "global" for W = 0.
    static QString windowSpan(int window);
    // "L3", or "L3 local W=4" / "L3 global" when the model's layers slide.
    static QString layerLabel(const ModelSummary& model, Stack stack, int layer);
    // "latent d_c = 64" (MLA: the width of the cached c_KV), empty for other kinds.
    static QString latentCaption(const ModelSummary& model);
    // The scale of this model's scores, as HTML for the explanations: "d<sub>QK</sub> = 16,
    // √d<sub>QK</sub> = 4" (MLA: d<sub>QK</sub> = d<sub>h</sub> + d<sub>r</sub> = 16 + 8), or
    // Gemma's "1/√256 (query_pre_attn_scalar), not 1/√d<sub>QK</sub> = 1/√128".
    static QString scaleHtml(const ModelSummary& model);
    // The same in plain text for titles and captions: "√d_QK = √16 = 4".
    static QString scaleText(const ModelSummary& model);
};

}  // namespace atlas::views
