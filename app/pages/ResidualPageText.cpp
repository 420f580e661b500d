// The Residual stream page's words: the heading, the formula of this model's layer, the note on
// its norm, the empty states and "What am I looking at?" (ResidualPage.cpp draws).

#include <QLabel>

#include "AttentionLabels.h"
#include "ModelContext.h"
#include "ResidualPage.h"
#include "TokenLabel.h"
#include "TokenStripWidget.h"

namespace atlas {

namespace {

// One sublayer of the layer's formula in the paper's notation (SPEC §2 "Sublayers"): `in` → `out`
// through F with the k-th norm N_k, pre-norm x + F(N_k(x)) (with N′_k(F(N_k(x))) under sandwich
// norms), post-norm N_k(x + F(x)).
QString residualStep(NormPlacement placement, bool sandwich, const QString& in, const QString& out,
                     const QString& F, int k) {
    const QString N = QStringLiteral("N<sub>%1</sub>").arg(k);
    if (placement == NormPlacement::Post)
        return QStringLiteral("%1 = %2(%3 + %4(%3))").arg(out, N, in, F);
    QString f = QStringLiteral("%1(%2(%3))").arg(F, N, in);
    if (sandwich) f = QStringLiteral("N′<sub>%1</sub>(%2)").arg(k).arg(f);
    return QStringLiteral("%1 = %2 + %3").arg(out, in, f);
}

}  // namespace

QString ResidualPage::heading() const {
    const auto snapshot = context().model.snapshot();
    const QVector<views::Token>& tokens = stackTokens();
    if (!snapshot || token_ < 0 || token_ >= tokens.size()) return {};
    const QString stack = decoderStack() ? tr("decoder") : tr("encoder");
    return tr("Token %1 (position %2) through the %3's %4 layers")
        .arg(views::TokenLabel::quoted(tokens[token_]))
        .arg(token_)
        .arg(stack)
        .arg(trace_ ? int(trace_->layers.size()) : 0);
}

QString ResidualPage::normSentence() const {
    if (!trace_) return {};
    const QString d = QString::number(trace_->dModel);
    return trace_->normKind == NormKind::LayerNorm
               ? tr("N = LayerNorm: subtract the mean of x's d_model = %1 entries, divide by their "
                    "standard deviation, multiply by γ and add β; LN(x) = γ ⊙ (x − μ)/σ + β.")
                     .arg(d)
               : tr("N = RMSNorm: divide x by the root mean square of its d_model = %1 entries and "
                    "multiply by γ (no mean subtracted, no β); RMS(x) = γ ⊙ x/√(mean(x²) + ε).")
                     .arg(d);
}

void ResidualPage::retranslate() {
    // The strip names itself once, when built: its name follows the language from here.
    strip_->setAccessibleName(views::TokenStripWidget::tr("Tokens"));
    const auto snapshot = context().model.snapshot();
    if (trace()) {
        const ResidualTrace& t = *trace_;
        const std::vector<SublayerTrace>& subs = t.layers.front().sublayers;
        const QString x = QStringLiteral("<i>x</i><sub>l</sub>");
        const QString names[] = {QStringLiteral("<i>h</i>"), QStringLiteral("<i>h</i>′")};
        QStringList steps;
        QString in = x;
        for (size_t k = 0; k < subs.size(); ++k) {
            const QString out = k + 1 == subs.size() ? QStringLiteral("<i>x</i><sub>l+1</sub>")
                                                     : names[std::min<size_t>(k, 1)];
            const QString F = subs[k].kind == SublayerKind::FeedForward      ? tr("FFN")
                              : subs[k].kind == SublayerKind::CrossAttention ? tr("Cross")
                                                                             : tr("Attn");
            steps << residualStep(t.placement, subs[k].sandwich, in, out, F, int(k) + 1);
            in = out;
        }
        const QString placement =
            t.placement == NormPlacement::Pre ? tr("pre-norm") : tr("post-norm");
        formula_->setText(tr("This model's layer (%1): %2").arg(placement, steps.join(", ")));
        note_->setText(normSentence() + QLatin1Char(' ') +
                       tr("Click a token above (or point at one on the left) to follow it."));
    } else {
        formula_->clear();
        note_->clear();
    }
    heading_->setText(heading());
    switch (state_) {
        case State::NoSentence:
            empty_->setText(tr("No sentence yet: load a model and type a sentence on the left."));
            break;
        case State::Computing:
            empty_->setText(tr("Following the residual stream through every layer…"));
            break;
        case State::Failed:
            empty_->setText(tr("The model failed on this text: %1").arg(failure_));
            break;
        case State::Shown:
            empty_->clear();
            break;
    }
}

QString ResidualPage::explanation() const {
    const auto snapshot = context().model.snapshot();
    const QString scale = snapshot ? views::AttentionLabels::scaleHtml(snapshot->model) : QString();
    return tr("<p>Every layer reads the <b>residual stream</b> <i>x</i> (one vector of width "
              "<i>d</i> per token) and adds to it. A pre-norm layer computes "
              "<i>x</i><sub>l+1</sub> = <i>h</i> + FFN(LN(<i>h</i>)) with <i>h</i> = "
              "<i>x</i><sub>l</sub> + Attn(LN(<i>x</i><sub>l</sub>)); a post-norm layer (the "
              "original Transformer, Marian) normalises after the addition: <i>h</i> = "
              "LN(<i>x</i><sub>l</sub> + Attn(<i>x</i><sub>l</sub>)), <i>x</i><sub>l+1</sub> = "
              "LN(<i>h</i> + FFN(<i>h</i>)). Gemma also normalises what a sublayer returns "
              "before adding it. The formula above the charts is this model's.</p>"
              "<p>The upper chart follows the chosen token: ‖<i>x</i>‖ entering each layer, the "
              "norm of what self-attention, cross-attention (decoder) and the feed-forward add, "
              "and ‖<i>x</i>‖ leaving. The lower chart shows each norm's input and output: "
              "LayerNorm subtracts the mean of the <i>d</i><sub>model</sub> entries, divides by "
              "their standard "
              "deviation, multiplies by γ and adds β; RMSNorm divides by the root mean square "
              "and multiplies by γ. Whatever enters, the norm that leaves is set by γ and β "
              "(√<i>d</i><sub>model</sub> when γ = 1 and β = 0).</p>"
              "<p><b>Heads.</b> Each head computes <i>Y<sub>h</sub></i> = "
              "<i>Z<sub>h</sub></i><sup>−1</sup><i>A<sub>h</sub>V<sub>h</sub></i> with "
              "<i>A<sub>h</sub></i> = exp(<i>Q<sub>h</sub>K<sub>h</sub></i><sup>T</sup>/"
              "√<i>d</i><sub>QK</sub>) (%1), and the sublayer's output is "
              "concat<sub><i>h</i></sub>(<i>Y<sub>h</sub></i>) <i>W<sub>O</sub></i> + "
              "<i>b<sub>O</sub></i> = Σ<sub><i>h</i></sub> <i>Y<sub>h</sub></i> "
              "<i>W</i><sub><i>O</i>,<i>h</i></sub> + <i>b<sub>O</sub></i>, where "
              "<i>W</i><sub><i>O</i>,<i>h</i></sub> is the block of rows of <i>W<sub>O</sub></i> "
              "that reads head <i>h</i>. The map shows ‖<i>Y<sub>h</sub></i> "
              "<i>W</i><sub><i>O</i>,<i>h</i></sub>‖ for every layer and head: where the "
              "attention grid shows where a head looks, this shows how much it writes into the "
              "stream. A head can look sharply and still write almost nothing. With MLA, "
              "<i>Y<sub>h</sub></i> is the head's own output, its values expanded from the "
              "latent <i>L</i>.</p>")
        .arg(scale.isEmpty() ? tr("this model's d<sub>QK</sub> once loaded") : scale);
}

}  // namespace atlas
