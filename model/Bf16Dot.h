#pragma once
// Y (+)= X Wᵀ for a bfloat16 W through AVX512_BF16's vdpbf16ps (issue 39): the processor's
// bfloat16 dot product does two multiply-adds per float32 lane, twice the float32 FMA's work per
// instruction. W's values are bfloat16 already; X (the activations, float32) is rounded to
// bfloat16 once per product (Rounded: relative error ≤ 2⁻⁹ per element), or written as the sum
// of two bfloat16s hi + lo (Split: ≤ 2⁻¹⁷, half the speed). Products accumulate in float32.

#include <cstddef>
#include <cstdint>

namespace atlas {

enum class Bf16Activations { Rounded, Split };

// Whether this CPU has AVX512_BF16 (with AVX512F and BW), unless the tests switched it off.
bool cpuHasBf16Dot();
// For the tests: the other paths even where the CPU has it.
void useBf16Dot(bool on);
// What Weight's products use: Split (the default) keeps the conformance tests' tolerances (maps
// 1e-4, logits 1e-3·max|logit| against double precision); Rounded does not (measured: maps off
// by 1.6e-4, logits by 5e-3 on the test folders), and is there for bench to compare.
Bf16Activations bf16Activations();
void setBf16Activations(Bf16Activations activations);

// Y[i][j] (+)= Σ_c X[i][c]·W[j][c] for n rows of X (stride ldx floats), m rows of W (k bfloat16
// values each, rows contiguous) and Y (stride ldy). Runs on the calling thread; requires
// cpuHasBf16Dot().
void bf16TimesTransposed(const float* X, long n, long ldx, const uint16_t* W, long m, long k,
                         float* Y, long ldy, bool accumulate, Bf16Activations activations);

}  // namespace atlas
