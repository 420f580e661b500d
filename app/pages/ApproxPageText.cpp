// The Approximations page's "What am I looking at?" text, apart from its widgets.
#include "ApproxPage.h"

namespace atlas {

QString ApproxPage::explanation() const {
    return tr(
        "<h3>Approximations</h3>"
        "<p>The instruments of randomized numerical linear algebra, on the head the toolbar "
        "chooses. P = Z⁻¹A is that head's attention, S = QKᵀ/√d<sub>QK</sub> its scores "
        "(d<sub>QK</sub> the width of one head's queries and keys).</p>"
        "<h4>Spectra</h4><p>Singular values σ₁ ≥ σ₂ ≥ … of P, of S (rank ≤ d<sub>QK</sub>: "
        "d<sub>h</sub>, or d<sub>h</sub> + d<sub>r</sub> for MLA) "
        "and of the weights that make the scores, stored as rows = outputs: "
        "W<sub>q</sub>ᵀW<sub>k</sub>, and for MLA the up-projections W<sub>uk</sub> "
        "(W<sup>K</sup> of the keys from <i>L</i>), W<sub>uv</sub> (W<sup>V</sup>) and the "
        "paper's absorbed W<sup>LQK</sup> = W<sub>q</sub>ᵀW<sub>uk</sub> (d × d<sub>c</sub>, "
        "rank ≤ min(d<sub>h</sub>, d<sub>c</sub>)). Numerical rank: "
        "#{σᵢ &gt; tol·σ₁}; effective rank exp(−Σ pᵢ log pᵢ), pᵢ = σᵢ/Σσⱼ.</p>"
        "<h4>Low rank</h4><p>P<sub>k</sub> = U<sub>k</sub>Σ<sub>k</sub>V<sub>k</sub>ᵀ is the "
        "best rank-k map: ‖P − P<sub>k</sub>‖₂ = σ<sub>k+1</sub>, ‖P − P<sub>k</sub>‖<sub>F</sub> "
        "= (Σ<sub>j&gt;k</sub> σⱼ²)<sup>½</sup> (Eckart–Young). Downstream, Y = P<sub>k</sub>V "
        "replaces Y = PV in the chosen layers; masked entries stay 0.</p>"
        "<h4>Randomized</h4><p><b>Performer</b> (Choromanski et al. 2021): "
        "exp(qᵀk/√d<sub>QK</sub>) = E[φ(q)ᵀφ(k)] with φ(x) = exp(Gx − |x|²/2)/√m, x scaled by "
        "d<sub>QK</sub><sup>−¼</sup>, G orthogonal Gaussian; error ∝ m<sup>−½</sup>, cost "
        "O(n·m·d<sub>QK</sub>). <b>Nyström</b> (Xiong et al. 2021): Ã = κ(Q, K̃) κ(K̃, K̃)⁺ "
        "κ(K̃, K) with m landmarks K̃ (segment means of the keys), exact when every key is a "
        "landmark; no rank-m map beats σ<sub>m+1</sub>. "
        "<b>Randomized SVD</b> (Halko, Martinsson &amp; Tropp 2011): C = PΩ with a Gaussian Ω of "
        "k + p columns, B = qr(C), P ≈ BBᵀP; E‖P − BBᵀP‖ ≤ (1 + √(k/(p−1)))σ<sub>k+1</sub> + "
        "(e√(k+p)/p)(Σ<sub>j&gt;k</sub>σⱼ²)<sup>½</sup>. The chart draws the median error over "
        "the seeds, their min–max band and that theory. Every draw follows from the seed.</p>"
        "<h4>Quantized KV</h4><p>Keys and values are rounded as the cache would store them: "
        "bf16, fp16, fp8 e4m3 (round to nearest even, saturating), int8 or int4 with one absmax "
        "scale per token and head (per latent for MLA). The memory follows SPEC's cache formula "
        "(the KV cache page); DeepSeek-V2 stores its MLA cache in 6 bits.</p>");
}

}  // namespace atlas
