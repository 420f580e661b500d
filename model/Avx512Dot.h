#pragma once
// Y (+)= X Wᵀ with AVX-512's float32 FMA for W in float32, float16 or bfloat16 (issue 39), W read
// as stored and widened in registers (exactly: SPEC §5's float32 arithmetic, no rounding of X).
// Measured on the project's machine (bench's peaks): the 512-bit FMA does 206 GFLOP/s on one
// core, twice AVX2's 102, and as much as vdpbf16ps (218), which would round the activations.

#include <cstdint>

#include "Safetensors.h"

namespace atlas {

// Whether this CPU has AVX512F (and F16C), unless the tests switched it off.
bool cpuHasAvx512Dot();
// For the tests: the other paths even where the CPU has it.
void useAvx512Dot(bool on);

// Y[i][j] (+)= Σ_c X[i][c]·W[j][c] for n rows of X (stride ldx floats), m rows of W (k values of
// `dtype` each, rows contiguous) and Y (stride ldy), on the calling thread; requires
// cpuHasAvx512Dot().
void avx512TimesTransposed(const float* X, long n, long ldx, DType dtype, const void* W, long m,
                           long k, float* Y, long ldy, bool accumulate);

}  // namespace atlas
