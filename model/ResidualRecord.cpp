#include "ResidualRecord.h"

namespace atlas {

void describeSublayer(SublayerRecord& r, NormPlacement placement, const SublayerNorms& norms,
                      const Matrix& x, Matrix fInput, const Matrix& out) {
    r.x = x;
    // Sublayer.h: N'(f) when the sublayer has a norm after it; the same Norm on the same f gives
    // the same numbers as the pass's own call.
    r.sandwich = norms.after.g.size() != 0;
    r.added = r.sandwich ? norms.after(r.f) : r.f;
    if (placement == NormPlacement::Pre) {
        r.normIn = x;
        r.normOut = std::move(fInput);
    } else {
        r.normIn = x + r.added;
        r.normOut = out;
    }
    r.out = out;
}

}  // namespace atlas
