#pragma once
// Half-precision values widened to float32 as weights are read (SPEC §5: float32 whatever the
// stored type). No Eigen here: the file readers use it too.

#include <cstddef>

#include "Safetensors.h"

namespace atlas {

// n little-endian values of dtype (F32, F16 or BF16) widened to float32, exactly; F16 through
// the CPU's F16C conversion when it has one.
void widenToFloat(DType dtype, const std::byte* src, float* dst, size_t n);

// Whether the CPU converts halves itself (AVX and F16C), unless the tests asked for the
// portable code.
bool cpuWidensHalves();

// For the tests: the portable conversions and products (Eigen's for float32 rows) even where
// the CPU has F16C and AVX2.
void usePortableHalfKernels(bool on);

}  // namespace atlas
