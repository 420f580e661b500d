// The Kernel page's words: the explanation, the maps' titles, the chart's labels and the empty
// states, with this model's scale and the slider's τ.

#include <QLabel>
#include <cmath>

#include "AttentionLabels.h"
#include "HeatmapWidget.h"
#include "KernelPage.h"
#include "ModelContext.h"
#include "TemperatureChart.h"
#include "TemperatureControls.h"
#include "ViewState.h"

namespace atlas {

QString KernelPage::explanation() const {
    return tr("<p>Attention is a kernel-weighted look-up: each query <i>q<sub>i</sub></i> weighs "
              "every key <i>k<sub>j</sub></i> by a kernel and averages the values with those "
              "weights. For one head, left to right:</p>"
              "<p align=center><i>S</i> = <i>QK</i><sup>T</sup>/√<i>d</i><sub>QK</sub>, "
              "&nbsp;<i>A</i> = exp(<i>S</i>), &nbsp;<i>Z</i> = diag(<i>A</i>1), &nbsp;<i>P</i> "
              "= <i>Z</i><sup>−1</sup><i>A</i>, &nbsp;<i>Y</i> = "
              "<i>Z</i><sup>−1</sup><i>AV</i></p>"
              "<p>%1</p>"
              "<p><i>S</i> is the scaled dot product of query and key (blue negative, red "
              "positive); the kernel <i>A</i> = exp(<i>S</i>) makes every weight positive; "
              "<i>Z</i> holds each row's total weight; dividing by it gives <i>P</i>, whose rows "
              "sum to 1: the map the other pages show. <i>S</i> has rank at most "
              "<i>d</i><sub>QK</sub>.</p>"
              "<p>Any common factor of a row cancels in <i>Z</i><sup>−1</sup><i>A</i>, so "
              "<i>A</i> is shown as exp(<i>S</i> − <i>m</i>) with <i>m</i> the row's largest "
              "score (as the model computes it, since exp overflows for large scores): its "
              "largest entry is 1 and <i>Z</i> is the sum of what is shown. In decoder "
              "self-attention the causal mask sets <i>S</i> to −∞ after the query (hatched), "
              "where <i>A</i> = 0.</p>")
               .arg(scaleSentence()) +
           tr("<p><b>Temperature.</b> The slider multiplies the scores by τ: <i>S</i><sub>τ</sub> "
              "= τ<i>S</i>, and <i>A</i>, <i>Z</i>, <i>P</i> follow; τ = 1 is the model's own "
              "scale. Beside <i>P</i> stand each row's entropy <i>H<sub>i</sub></i> = "
              "−Σ<sub><i>j</i></sub> <i>P<sub>ij</sub></i> ln <i>P<sub>ij</sub></i> (in nats) "
              "and its largest weight max<sub><i>j</i></sub> <i>P<sub>ij</sub></i>. As τ → 0 "
              "every row becomes uniform over the <i>n<sub>i</sub></i> keys it sees "
              "(<i>H<sub>i</sub></i> = ln <i>n<sub>i</sub></i>, the chart's upper bound; "
              "<i>n<sub>i</sub></i> = <i>i</i> + 1 under the causal mask); as τ grows each row "
              "tends to one key (<i>H<sub>i</sub></i> → 0, max → 1), and in between the entropy "
              "only falls (d<i>H<sub>i</sub></i>/dτ = −τ "
              "Var<sub><i>P</i></sub>(<i>S</i><sub><i>i</i></sub>) "
              "≤ 0). Dividing by √<i>d</i><sub>QK</sub> keeps the scores' variance near 1 when "
              "the entries of <i>q</i> and <i>k</i> have variance 1, so that rows start neither "
              "uniform nor one-hot.</p>"
              "<p><b>Example.</b> Gemma 3 27B divides by √query_pre_attn_scalar = √168 = "
              "√(<i>d</i><sub>model</sub>/<i>H</i>), although its heads are "
              "<i>d</i><sub>QK</sub> = 128 wide: against the 1/√<i>d</i><sub>QK</sub> convention "
              "that is τ = √128/√168 ≈ 0.873, slightly flatter rows. Its button sets the slider "
              "there.</p>"
              "<p><b>MLA.</b> Here <i>S</i> is computed as the naive evaluation does, with the "
              "keys <i>k<sub>h</sub></i> = <i>L W</i><sub>uk,<i>h</i></sub> + "
              "<i>b</i><sub>uk,<i>h</i></sub> and the rotary part, so each row <i>i</i> holds the "
              "constant <i>q<sub>h</sub></i>·<i>b</i><sub>uk,<i>h</i></sub> that the absorbed "
              "evaluation drops. A constant <i>c</i> added to a row multiplies that row of "
              "exp(<i>S</i>) and its <i>Z</i> by e<sup><i>c</i></sup>, which cancels in "
              "<i>P</i> = <i>Z</i><sup>−1</sup><i>A</i>; and since <i>m</i> grows by <i>c</i> "
              "too, the <i>A</i> = exp(<i>S</i> − <i>m</i>) and <i>Z</i> shown here do not "
              "change either: only <i>S</i> shows the constant.</p>");
}

QString KernelPage::scoresSymbol() const {
    return temperature_->tau() == 1 ? QStringLiteral("S") : QStringLiteral("S_τ");
}

QString KernelPage::scoresTitle() const {
    const auto snapshot = this->snapshot();
    if (!snapshot || snapshot->model.dQK() <= 0) return tr("S = QKᵀ/√d_QK  (scores)");
    const views::ModelSummary& m = snapshot->model;
    const double tau = temperature_->tau();
    const QString t = QString::number(tau, 'g', 3);
    // Gemma 3 divides by √query_pre_attn_scalar instead of √d_QK: its S says so.
    if (m.queryPreAttn > 0 && std::abs(m.queryPreAttn - m.dQK()) > 1e-9) {
        const QString q = QString::number(m.queryPreAttn);
        return tau == 1 ? tr("S = QKᵀ/√%1  (query_pre_attn_scalar)").arg(q)
                        : tr("S_τ = τ·QKᵀ/√%1  (τ = %2)").arg(q, t);
    }
    return tau == 1 ? tr("S = QKᵀ/√d_QK  (%1)").arg(views::AttentionLabels::scaleText(m))
                    : tr("S_τ = τ·QKᵀ/√d_QK  (τ = %1)").arg(t);
}

QString KernelPage::scaleSentence() const {
    const auto snapshot = this->snapshot();
    const QString scale = snapshot ? views::AttentionLabels::scaleHtml(snapshot->model) : QString();
    const QString what =
        tr("<i>d</i><sub>QK</sub> is the width of one head's query and key (with MLA "
           "<i>d<sub>h</sub></i> + <i>d<sub>r</sub></i>, the rotary part included).");
    return scale.isEmpty() ? what : tr("%1 This model: %2.").arg(what, scale);
}

void KernelPage::retranslateChart() {
    const auto snapshot = this->snapshot();
    views::TemperatureLabels l;
    l.title = tr("Mean row entropy against the temperature τ");
    l.xTitle = tr("τ (log scale): S_τ = τ·S");
    l.yTitle = tr("mean of H_i (nats)");
    l.curve = tr("mean of H_i over the rows");
    const double bound = chart_->curve().bound;
    bool allSeeAll = shown_.has_value();
    if (shown_)
        for (const KeySpan& k : shown_->visible)
            allSeeAll = allSeeAll && k.begin == 0 && k.end == shown_->S.cols;
    l.bound = allSeeAll
                  ? tr("ln n = %1: uniform rows").arg(bound, 0, 'f', 2)
                  : tr("mean of ln n_i = %1: uniform over the visible keys").arg(bound, 0, 'f', 2);
    if (snapshot && snapshot->model.scoreScale > 0)
        l.modelScale =
            tr("τ = 1: this model's scale 1/√%1")
                .arg(QString::number(1 / std::pow(snapshot->model.scoreScale, 2), 'g', 4));
    else
        l.modelScale = tr("τ = 1: the model's own scale");
    l.example = tr("Gemma 3 27B: τ = √128/√168 ≈ 0.87");
    l.current = tr("the slider's τ");
    chart_->setLabels(std::move(l));
}

void KernelPage::retranslate() {
    const QString S = scoresSymbol();
    s_->setTitle(scoresTitle());
    a_->setTitle(tr("A = exp(%1 − m)  (kernel)").arg(S));
    z_->setTitle(tr("Z = A·1"));
    p_->setTitle(tr("P = Z⁻¹A  (attention)"));
    h_->setTitle(tr("H_i = −Σ_j P_ij ln P_ij"));
    max_->setTitle(tr("max_j P_ij"));
    z_->setAxisNames(tr("query"), tr("row sum"));
    h_->setAxisNames(tr("query"), tr("entropy (nats)"));
    max_->setAxisNames(tr("query"), tr("largest weight"));
    const auto snapshot = this->snapshot();
    QString note =
        tr("A is shown as exp(S − m), m the largest score of the row: the row's common factor "
           "e^m cancels in Z⁻¹A (and exp(S) alone overflows for large scores). The true row sum "
           "is e^m · Z.");
    if (snapshot && views::AttentionLabels::isLatent(snapshot->model))
        note += QLatin1Char(' ') +
                tr("MLA: S holds each row's constant q_h·b_uk,h (the keys' bias). It multiplies "
                   "that row of exp(S) and its Z by e^(q_h·b_uk,h), which cancels in P = Z⁻¹A; "
                   "m grows by the same constant, so the A and Z shown do not change either.");
    note_->setText(note);
    scale_->setText(scaleSentence());
    retranslateChart();
    const ViewSelection s = selection();
    heading_->setText(snapshot
                          ? views::AttentionLabels::title(snapshot->model, s.stack, s.layer, s.head)
                          : QString());
    switch (state_) {
        case State::NoSentence:
            empty_->setText(tr("No sentence yet: load a model and type a sentence on the left."));
            break;
        case State::MeanHead:
            empty_->setText(
                tr("The kernel belongs to one head: choose a head (not the mean) in "
                   "the toolbar."));
            break;
        case State::Computing:
            empty_->setText(tr("Recording the head's queries and keys…"));
            break;
        case State::Failed:
            empty_->setText(tr("The model failed on this text: %1").arg(failure_));
            break;
        case State::Shown:
            empty_->clear();  // hidden, and in no language
            break;
    }
}

}  // namespace atlas
