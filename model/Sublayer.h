#pragma once
// SPEC §2 "Sublayers": the residual connection and its norm around f, post (Vaswani's
// "Add & Norm", N(x + f(x))) or pre (x + f(N(x))).

#include "Config.h"
#include "Norm.h"

namespace atlas {

template <typename F>
Matrix sublayer(NormPlacement placement, const Norm& norm, const Matrix& x, F&& f) {
    if (placement == NormPlacement::Post) return norm(x + f(x));
    return x + f(norm(x));
}

}  // namespace atlas
