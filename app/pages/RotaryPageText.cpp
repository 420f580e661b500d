// The Rotary page's words: the explanation, the note on what this model rotates, the MLA panel
// and the empty states. Numbers are the current model's (RotaryFigures, the snapshot's summary).

#include <QLabel>

#include "AttentionLabels.h"
#include "HeatmapWidget.h"
#include "ModelContext.h"
#include "RotaryControls.h"
#include "RotaryPage.h"

namespace atlas {

namespace {

QString rotaryNumber(double v) {
    return QString::number(v, 'g', 6);
}

}  // namespace

QString RotaryPage::modelNote() const {
    const auto snapshot = context().model.snapshot();
    if (!figures_ || !snapshot) return {};
    const RotaryPlan& plan = figures_->plan;
    const views::ModelSummary& model = snapshot->model;
    if (!plan.ofModel && model.learnedPositions)
        return tr("Demonstration: this model adds learned absolute positions P[p] to its input "
                  "(one trained row a position, as BERT and GPT-2 do) and rotates nothing. The "
                  "arrows turn this head's real q and k (d_QK = %1) with base 10000, as RoPE "
                  "would; the map at the bottom right shows how alike its own positions are.")
            .arg(figures_->dQK);
    if (!plan.ofModel)
        return tr("Demonstration: this model adds sinusoidal positions to its input and rotates "
                  "nothing. The arrows turn this head's real q and k (d_QK = %1) with base "
                  "10000, as RoPE would.")
            .arg(figures_->dQK);
    if (views::AttentionLabels::isLatent(model))
        return tr("MLA: each head's query and key are [q_h | q_r] and [k_h | k_r], d_QK = %1 = "
                  "d_h %2 + d_r %3. Only the d_r = %3 rotary numbers turn (base %4); k_h comes "
                  "unrotated from the latent L (d_c = %5).")
            .arg(figures_->dQK)
            .arg(model.dHead)
            .arg(model.dRope)
            .arg(rotaryNumber(plan.base))
            .arg(model.dLatent);
    QString scaled;
    if (plan.local)
        scaled = tr(" (this sliding layer's own base, rope_local_base)");
    else if (plan.scaling.type == RopeScaling::Type::Linear)
        scaled = tr(", divided by %1 (linear rope_scaling)").arg(rotaryNumber(plan.scaling.factor));
    else if (plan.scaling.type == RopeScaling::Type::Llama3)
        scaled = tr(", the slow ones slowed by up to %1 (llama3 rope_scaling, original context %2)")
                     .arg(rotaryNumber(plan.scaling.factor))
                     .arg(plan.scaling.original_max_positions);
    return tr("RoPE: this model turns all d_QK = %1 numbers of each head's query and key, in %2 "
              "pairs: θᵢ = %3^(−2i/%1)%4.")
        .arg(plan.width)
        .arg(plan.width / 2)
        .arg(rotaryNumber(plan.base))
        .arg(scaled);
}

QString RotaryPage::mlaHtml() const {
    const auto snapshot = context().model.snapshot();
    const bool latent = snapshot && views::AttentionLabels::isLatent(snapshot->model);
    const QString numbers = latent ? tr("This model: d<sub>c</sub> = %1, d<sub>r</sub> = %2.")
                                         .arg(snapshot->model.dLatent)
                                         .arg(snapshot->model.dRope)
                                   : tr("This model is not MLA: it has no latent.");
    return tr("<p><b>Why MLA keeps a separate rotary key.</b> MLA caches the latent "
              "<i>L<sub>j</sub></i> (d<sub>c</sub> numbers per token) and makes head "
              "<i>h</i>'s key <i>k<sub>h</sub></i> = <i>W</i><sub>uk,h</sub><i>L<sub>j</sub></i>. "
              "Unrotated, <i>q<sub>h</sub></i><sup>T</sup><i>k<sub>h</sub></i> = "
              "<i>x</i><sup>T</sup><i>W</i><sub>q,h</sub><sup>T</sup><i>W</i><sub>uk,h</sub>"
              "<i>L<sub>j</sub></i> = <i>x</i><sup>T</sup><i>W</i><sup>LQK</sup>"
              "<i>L<sub>j</sub></i>: <i>W</i><sup>LQK</sup> = "
              "<i>W</i><sub>q,h</sub><sup>T</sup><i>W</i><sub>uk,h</sub> is computed once and "
              "the query meets the latent directly.</p>"
              "<p>Rotated, it would be <i>q<sub>h</sub></i><sup>T</sup><i>R</i>(<i>m</i>)"
              "<sup>T</sup><i>R</i>(<i>n</i>)<i>W</i><sub>uk,h</sub><i>L<sub>j</sub></i> = "
              "<i>q<sub>h</sub></i><sup>T</sup><i>R</i>(<i>n</i> − <i>m</i>)"
              "<i>W</i><sub>uk,h</sub><i>L<sub>j</sub></i>: a matrix for every pair of "
              "positions, none to precompute. So MLA leaves <i>L</i> unrotated and adds a small "
              "rotary key <i>k<sub>r</sub></i> (d<sub>r</sub> numbers per token, shared by all "
              "heads); only <i>q<sub>r</sub></i> and <i>k<sub>r</sub></i> turn.</p><p>%1</p>")
        .arg(numbers);
}

QString RotaryPage::explanation() const {
    const auto snapshot = context().model.snapshot();
    const QString base = figures_ ? rotaryNumber(figures_->plan.base) : QStringLiteral("10000");
    const QString scale =
        snapshot ? views::AttentionLabels::scaleHtml(snapshot->model) : QStringLiteral("—");
    return tr("<p>Attention alone ignores order: the score of a query and a key is the same "
              "wherever they stand. Rotary positions (RoPE) put the position in by turning "
              "them. The coordinates go in pairs; pair <i>i</i> of a vector at position "
              "<i>p</i> turns by <i>p</i>θ<sub>i</sub>, with θ<sub>i</sub> = "
              "<i>b</i><sup>−2i/r</sup>, <i>i</i> = 0 … <i>r</i>/2 − 1 (<i>r</i> the width "
              "turned, <i>b</i> the base: %1 here).</p>"
              "<p align=center><i>q<sub>m</sub></i> = <i>R</i>(<i>m</i>)<i>q</i>, "
              "<i>k<sub>n</sub></i> = <i>R</i>(<i>n</i>)<i>k</i>, &nbsp;"
              "<i>q<sub>m</sub></i><sup>T</sup><i>k<sub>n</sub></i> = <i>q</i><sup>T</sup>"
              "<i>R</i>(<i>m</i>)<sup>T</sup><i>R</i>(<i>n</i>)<i>k</i> = <i>q</i><sup>T</sup>"
              "<i>R</i>(<i>n</i> − <i>m</i>)<i>k</i></p>"
              "<p>Rotations keep lengths and add their angles, so the score depends on the "
              "positions only through <i>m</i> − <i>n</i>: move both sliders together and it "
              "stays; the map over (<i>m</i>, <i>n</i>) is constant along its diagonals. Fast "
              "pairs (small <i>i</i>) tell near positions apart, slow ones (long wavelengths "
              "2π/θ<sub>i</sub>) far ones.</p>"
              "<p>The app pairs coordinate <i>i</i> with <i>i</i> + <i>r</i>/2 (rotate-half, as "
              "Llama does); the paper's (<i>q</i><sub>2i</sub>, <i>q</i><sub>2i+1</sub>) is the "
              "same rotation with the coordinates renumbered. Scores are shown before the "
              "scale 1/√d<sub>QK</sub> (%2).</p>")
               .arg(base, scale) +
           // The argument itself is on the page, beside the charts it explains: said once.
           tr("<p><b>MLA</b> turns only a small rotary key <i>k<sub>r</sub></i> kept beside its "
              "latent <i>L</i>; the panel at the bottom right of the page says why.</p>");
}

void RotaryPage::retranslate() {
    const auto snapshot = context().model.snapshot();
    const ViewSelection s = selection();
    heading_->setText(snapshot
                          ? views::AttentionLabels::title(snapshot->model, s.stack, s.layer, s.head)
                          : QString());
    note_->setText(modelNote());
    note_->setVisible(!note_->text().isEmpty());
    mla_->setText(mlaHtml());
    learned_->setTitle(tr("Learned positions: cos(P[p], P[q]), first %1 rows")
                           .arg(figures_ ? figures_->positionCosines.rows : 0));
    heatmap_->setTitle(tr("(R(m)q)ᵀ(R(n)k) over the positions m, n"));
    heatmap_->setAxisNames(tr("m (query)"), tr("n (key)"));
    const bool latent = snapshot && views::AttentionLabels::isLatent(snapshot->model);
    QString line = tr("q_mᵀk_n = (R(m)q)ᵀ(R(n)k) = %1 at m − n = %2")
                       .arg(score(), 0, 'f', 4)
                       .arg(controls_->m() - controls_->n());
    if (latent) line += tr(" (the rotary part q_rᵀk_r of the score)");
    scoreLabel_->setText(line);
    switch (state_) {
        case State::NoSentence:
            empty_->setText(tr("No sentence yet: load a model and type a sentence on the left."));
            break;
        case State::MeanHead:
            empty_->setText(
                tr("The rotation belongs to one head: choose a head (not the mean) in "
                   "the toolbar."));
            break;
        case State::Computing:
            empty_->setText(tr("Recording the head's queries and keys…"));
            break;
        case State::Failed:
            empty_->setText(tr("The model failed on this text: %1").arg(failure_));
            break;
        case State::Shown:
            empty_->clear();
            break;
    }
}

}  // namespace atlas
