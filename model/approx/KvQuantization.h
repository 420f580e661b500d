#pragma once
// A KV cache stored in fewer bits, simulated by rounding each cached number as the format would
// store it (DeepSeek-V2 keeps its MLA cache in 6 bits). Float formats round to nearest, ties to
// even, and saturate at their largest finite value; integer formats keep one absmax scale per
// cached row (one token of one head's keys or values, or one MLA latent).

#include "ApproxKinds.h"
#include "Tensor.h"

namespace atlas::approx {

// x as a float format stores it: bf16 (8 exponent bits, 7 mantissa), fp16 (5, 10, IEEE
// half) or fp8 e4m3 (4, 3; largest 448, OCP "FN" variant). FP32 and integer formats: x.
float roundToFormat(KvFormat format, float x);
// Every row of `rows` as stored: float formats element by element, integer formats with the row's
// scale absmax/q_max (127 or 7), symmetric levels −q_max … q_max.
void roundTrip(KvFormat format, MatrixRef rows);
// What a round trip may change x by, given its row's absmax: half a unit in the last place for
// float formats (at least half the smallest subnormal), half a scale step for integer formats
// (plus float32's own rounding of that step).
double roundTripBound(KvFormat format, double x, double rowAbsMax);

}  // namespace atlas::approx
