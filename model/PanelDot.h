#pragma once
// Y (+)= X Wᵀ for a prompt's rows through AVX-512 (issue 39): W's rows packed, 64 at a time and
// 256 columns deep, into a panel read in order, six rows of X against it in 24 registers of 16
// float32 sums, W streamed once per six rows from L1 and L2. Two kernels on one panel loop:
//  - FMA-512: W in float32, float16 or bfloat16, widened exactly as it is packed (F16C for F16),
//    multiplied in float32 — SPEC §5's arithmetic, no rounding beyond float32's.
//  - vdpbf16ps (AVX512_BF16) for a bfloat16 W: two multiply-adds per float32 lane. W's values are
//    bfloat16 already; X is rounded to bfloat16 (Rounded: relative error ≤ 2⁻⁹ per element) or
//    written as two bfloat16s hi + lo (Split: ≤ 2⁻¹⁷, two instructions per pair).
// Weight's products use Split: Rounded broke SPEC §5's tolerances on the test folders (maps off
// by 1.6e-4, logits by 5e-3·max|logit| against double precision); tst_paneldot tests both.

#include <cstdint>

#include "Safetensors.h"

namespace atlas {

enum class Bf16Activations { Rounded, Split };

// Whether this CPU has AVX-512 (F, BW, VL) and F16C / AVX512_BF16, unless the tests switched
// the kernel off.
bool cpuHasFma512Panels();
bool cpuHasBf16Dot();
// For the tests: the other paths even where the CPU has these.
void usePanelKernels(bool fma512, bool bf16Dot);

// Y[i][j] (+)= Σ_c X[i][c]·W[j][c] for n rows of X (stride ldx floats), m rows of W (k values
// each, rows contiguous) and Y (stride ldy), on the calling thread.
// Requires cpuHasFma512Panels(); dtype F32, F16 or BF16.
void fma512TimesTransposed(const float* X, long n, long ldx, DType dtype, const void* W, long m,
                           long k, float* Y, long ldy, bool accumulate);
// Requires cpuHasBf16Dot(); W bfloat16.
void bf16TimesTransposed(const float* X, long n, long ldx, const uint16_t* W, long m, long k,
                         float* Y, long ldy, bool accumulate, Bf16Activations activations);

}  // namespace atlas
