#pragma once
// SPEC §2 "Sublayers" as one pass went through them, for the Residual stream page: what each
// sublayer read, what it added to the stream x and what left it. Recorded only when a pass asks
// (a null record costs one pointer test per sublayer and runs sublayer() unchanged).

#include <vector>

#include "ResidualNorms.h"
#include "Sublayer.h"

namespace atlas {

// One sublayer of one layer; every matrix is (tokens of the pass, d).
struct SublayerRecord {
    SublayerKind kind = SublayerKind::SelfAttention;
    Matrix x;               // the stream entering
    Matrix normIn;          // what the norm N read: x (pre-norm), x + added (post-norm)
    Matrix normOut;         // N(normIn): what f read (pre-norm), the stream leaving (post-norm)
    Matrix f;               // f's own output: Σ_h Y_h W_O,hᵀ + b_O for attention, FFN(·)
    Matrix added;           // what the residual adds to x: f, or N'(f) with sandwich norms
    Matrix out;             // the stream leaving: x + added (pre), N(x + added) (post)
    bool sandwich = false;  // added = N'(f) (Gemma 3's post-sublayer norm)
};

// One layer's sublayers in the order they ran.
struct LayerRecord {
    std::vector<SublayerRecord> sublayers;
};

// The rest of r from what sublayer() was given (x), handed f (fInput) and returned (out); r.f is
// already set.
void describeSublayer(SublayerRecord& r, NormPlacement placement, const SublayerNorms& norms,
                      const Matrix& x, Matrix fInput, const Matrix& out);

// sublayer(placement, norms, x, f), recorded into *record when it is not null.
template <typename F>
Matrix recordedSublayer(LayerRecord* record, SublayerKind kind, NormPlacement placement,
                        const SublayerNorms& norms, const Matrix& x, F&& f) {
    if (!record) return sublayer(placement, norms, x, f);
    SublayerRecord r;
    r.kind = kind;
    Matrix fInput;
    const Matrix out = sublayer(placement, norms, x, [&](const Matrix& in) -> Matrix {
        fInput = in;
        r.f = f(in);
        return r.f;
    });
    describeSublayer(r, placement, norms, x, std::move(fInput), out);
    record->sublayers.push_back(std::move(r));
    return out;
}

}  // namespace atlas
