// The Attribution page's words: the explanation, titles, notes and empty states, in the UI
// language (retranslated live on QEvent::LanguageChange).

#include <QComboBox>
#include <QLabel>

#include "AttentionLabels.h"
#include "AttributionBars.h"
#include "AttributionPage.h"
#include "HeatmapWidget.h"
#include "ModelContext.h"
#include "TokenLabel.h"

namespace atlas {

using views::Stack;

QString AttributionPage::explanation() const {
    const auto snapshot = context().model.snapshot();
    const QString scale = snapshot ? views::AttentionLabels::scaleHtml(snapshot->model) : QString();
    return tr("<p><b>Raw attention is not an explanation.</b> A map <i>P</i> = "
              "<i>Z</i><sup>−1</sup><i>A</i> (<i>A</i> = exp(<i>QK</i><sup>T</sup>/√<i>d</i>"
              "<sub>QK</sub>)%1) says where one head of one layer reads, not what changes the "
              "output: the values it reads were already mixed by the layers below, and the "
              "residual stream carries each position past every head (Jain &amp; Wallace 2019, "
              "Wiegreffe &amp; Pinter 2019, Abnar &amp; Zuidema 2020). The four maps beside it "
              "trace each output position back to the input tokens.</p>")
               .arg(scale.isEmpty() ? QString() : tr("; this model: %1").arg(scale)) +
           tr("<p><b>Rollout</b> (Abnar &amp; Zuidema 2020). Per layer the residual connection "
              "is half the mixing: <i>Â</i><sub><i>l</i></sub> = ½<i>P̄</i><sub><i>l</i></sub> + "
              "½<i>I</i>, <i>P̄</i><sub><i>l</i></sub> the mean over heads of "
              "<i>Z</i><sup>−1</sup><i>A</i>, rows renormalised; then <i>R</i><sub>0</sub> = "
              "<i>Â</i><sub>0</sub>, <i>R</i><sub><i>l</i></sub> = <i>Â</i><sub><i>l</i></sub> "
              "<i>R</i><sub><i>l</i>−1</sub>. Row <i>i</i> of the top <i>R</i> sums to 1: the "
              "share of position <i>i</i> that comes from each input token along all paths.</p>"
              "<p><b>Flow</b> (same paper). The layers form a graph, one node per position per "
              "layer, the edge from <i>j</i> below layer <i>l</i> to <i>i</i> above it of "
              "capacity <i>Â</i><sub><i>l</i></sub>[<i>i</i>, <i>j</i>]. The flow of input "
              "token <i>j</i> to output <i>i</i> is the maximum flow from node (0, <i>j</i>) to "
              "node (<i>n</i><sub>layers</sub>, <i>i</i>), solved exactly (Dinic's algorithm, up "
              "to %2 tokens). "
              "It lies between the rollout's entry and 1: rollout multiplies along paths, flow "
              "asks how much can pass the narrowest cut.</p>")
               .arg(kAttributionMaxTokens) +
           tr("<p><b>Gradient × input.</b> For the target token <i>y</i><sub><i>t</i>+1</sub> "
              "that decoder position <i>t</i> predicts, the score of input token <i>j</i> is "
              "<i>g<sub>j</sub></i> = Σ<sub><i>k</i></sub> <i>x<sub>jk</sub></i> ∂ log "
              "<i>p</i>(<i>y</i><sub><i>t</i>+1</sub>)/∂<i>x<sub>jk</sub></i>, "
              "<i>x<sub>j</sub></i> "
              "the embedded input (<i>E</i>[id]·√<i>d</i><sub>model</sub> + PE), by the trainer's "
              "own backward "
              "pass. It is signed (blue lowers log <i>p</i>, red raises it): to first order, "
              "<i>g<sub>j</sub></i> is what removing <i>x<sub>j</sub></i> would change. It "
              "needs a model the trainer can load (the built-in checkpoints); rollout and flow "
              "work for every model.</p>"
              "<p><b>Gradient × attention.</b> The same backward pass gives, for every head of "
              "every layer of the chosen stack, ∂ log <i>p</i>(<i>y</i><sub><i>t</i>+1</sub>)/"
              "∂<i>P<sub>ij</sub></i>, <i>P</i> = <i>Z</i><sup>−1</sup><i>A</i> that head's "
              "weights. The score of key token <i>j</i> is <i>a<sub>j</sub></i> = "
              "Σ<sub>layers</sub> Σ<sub>heads</sub> Σ<sub><i>i</i></sub> <i>P<sub>ij</sub></i> "
              "∂ log <i>p</i>(<i>y</i><sub><i>t</i>+1</sub>)/∂<i>P<sub>ij</sub></i>: to first "
              "order, what setting every query's attention to key <i>j</i> to zero would change. "
              "Unlike raw attention it is signed and it follows the prediction: a head can read "
              "a token heavily and the output still not depend on it.</p>"
              "<p><b>Cross-attention.</b> An encoder-decoder's target positions read the source "
              "only through cross-attention, whose keys are the encoder's outputs. On the cross "
              "stack, rollout and flow use the encoder's layers <i>Â</i><sub>0</sub> … "
              "<i>Â</i><sub><i>n</i><sub>layers</sub>−1</sub> and then "
              "<i>C̄</i>, the mean over decoder layers and heads of the cross maps (no residual: "
              "a target position is not a source position): <i>R</i> = <i>C̄</i> "
              "<i>R</i><sub>enc</sub>. What the decoder's own self-attention adds is left out; "
              "on the decoder self stack rollout and flow cover the decoder's self-attention "
              "layers alone.</p>"
              "<p>The bars show the chosen output token's row of each map, each scaled to its "
              "own largest value; click a row of a map to choose it.</p>") +
           (snapshot && snapshot->model.encoderOnly
                ? tr("<p><b>Encoder-only.</b> The output to explain is the model's guess at a "
                     "mask: the first mask's row is chosen, and its rollout and flow say which "
                     "tokens of the text, on both sides of it, the guess is built from. The "
                     "gradient maps' row <i>t</i> differentiates log "
                     "<i>p</i>(<i>ŷ<sub>t</sub></i>), "
                     "<i>ŷ<sub>t</sub></i> the masked-LM head's first guess at position "
                     "<i>t</i> (at a mask, the word that fills it), through the one "
                     "bidirectional stack: tokens after the mask count as much as those "
                     "before it.</p>")
                : QString());
}

QString AttributionPage::gradientNote() const {
    if (!figures_) return {};
    switch (figures_->gradientState) {
        case AttributionFigures::Gradient::Shown:
            if (!gradientAttentionAlongStack())
                return tr(
                    "The gradient maps start from a target token (their rows are the "
                    "decoder's positions): choose the cross or decoder self stack in the "
                    "toolbar.");
            return gradientAlongStack()
                       ? QString()
                       : tr("Gradient × input traces a target token to the source: choose the "
                            "cross stack in the toolbar.");
        case AttributionFigures::Gradient::NeedsTrainableModel:
            return tr(
                "The gradient maps need a model the trainer can load (a built-in "
                "checkpoint); rollout and flow work for every model.");
        case AttributionFigures::Gradient::TooLong:
            return tr("Gradient maps: more than %1 tokens.").arg(kAttributionMaxTokens);
        case AttributionFigures::Gradient::Failed:
            return tr("The gradient maps failed on this text.");
    }
    return {};
}

QString AttributionPage::rawNote() const {
    return tr(
        "Raw attention shows where one head reads; rollout and flow follow the mixing "
        "through every layer and the residual stream, the gradient maps what changes the "
        "prediction.");
}

QString AttributionPage::stateText() const {
    switch (state_) {
        case State::NoSentence:
            return tr("No sentence yet: load a model and type a sentence on the left.");
        case State::Computing:
            return tr("Tracing the attention through the layers…");
        case State::Failed:
            return tr("The model failed on this text: %1").arg(failure_);
        case State::Shown:
            return {};
    }
    return {};
}

void AttributionPage::retranslateMaps() {
    rollout_->setTitle(tr("Rollout (Â = ½P̄ + ½I)"));
    flow_->setTitle(tr("Attention flow (max-flow)"));
    gradient_->setTitle(tr("Gradient × input (signed)"));
    for (views::HeatmapWidget* map : {rollout_, flow_})
        map->setAxisNames(tr("output"), tr("input token"));
    gradient_->setAxisNames(tr("target position"), tr("input token"));
    gradientAttention_->setTitle(tr("Gradient × attention (signed)"));
    gradientAttention_->setAxisNames(tr("target position"), tr("key token"));
    const QStringList names = {tr("Raw attention"), tr("Rollout"), tr("Flow"),
                               tr("Gradient × input"), tr("Gradient × attention")};
    for (int i = 0; i < names.size(); ++i) methods_->setItemText(i, names[i]);
    outputLabel_->setText(tr("Output token:"));
    methodLabel_->setText(tr("Bars and export lead with:"));
}

void AttributionPage::retranslate() {
    retranslateMaps();
    const auto snapshot = context().model.snapshot();
    const Stack stack = selection().stack;
    heading_->setText(
        snapshot ? tr("Attribution across layers: %1").arg(views::AttentionLabels::stackName(stack))
                 : tr("Attribution across layers"));
    const QString gradient = gradientNote();
    note_->setText(gradient.isEmpty() ? rawNote() : rawNote() + QLatin1Char(' ') + gradient);
    empty_->setText(stateText());
    if (snapshot && output_ >= 0 && output_ < snapshot->queries(stack).size())
        bars_->setTitle(tr("Output token %1: %2, its row of each map")
                            .arg(output_)
                            .arg(views::TokenLabel::text(snapshot->queries(stack)[output_])));
    else
        bars_->setTitle(tr("The output token's row of each map"));
    if (state_ == State::Shown) showBars();  // the series' names
}

}  // namespace atlas
