#include "Widen.h"

#include <atomic>
#include <bit>
#include <cstdint>
#include <cstring>
#include <stdexcept>

#ifdef __x86_64__
#include <cpuid.h>
#include <immintrin.h>
#endif

namespace atlas {

namespace {

std::atomic<bool> portableOnly{false};

uint16_t load16(const std::byte* p) {
    uint16_t v;
    std::memcpy(&v, p, 2);
    return v;
}

#ifdef __x86_64__
// vcvtph2ps, eight values at a time; chosen at run time, so a build for any x86-64 has it.
__attribute__((target("avx,f16c"))) void widenF16C(const std::byte* src, float* dst, size_t n) {
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        const __m128i h = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src + 2 * i));
        _mm256_storeu_ps(dst + i, _mm256_cvtph_ps(h));
    }
    for (; i < n; ++i) dst[i] = halfToFloat(load16(src + 2 * i));
}

}  // namespace

bool cpuWidensHalves() {
    // CPUID leaf 1, ECX bit 29 (clang 14's __builtin_cpu_supports knows no "f16c").
    static const bool has = [] {
        unsigned a = 0, b = 0, c = 0, d = 0;
        return __builtin_cpu_supports("avx") && __get_cpuid(1, &a, &b, &c, &d) &&
               (c & bit_F16C) != 0;
    }();
    return has && !portableOnly.load(std::memory_order_relaxed);
}
#else
}  // namespace

bool cpuWidensHalves() {
    return false;
}
#endif

void usePortableHalfKernels(bool on) {
    portableOnly = on;
}

void widenToFloat(DType dtype, const std::byte* src, float* dst, size_t n) {
    if (n == 0 && dtype != DType::U8) return;  // an empty tensor: no bytes, maybe no pointers
    switch (dtype) {
        case DType::F32:
            static_assert(std::endian::native == std::endian::little, "weights are little-endian");
            std::memcpy(dst, src, 4 * n);
            return;
        case DType::F16:
#ifdef __x86_64__
            if (cpuWidensHalves()) return widenF16C(src, dst, n);
#endif
            for (size_t i = 0; i < n; ++i) dst[i] = halfToFloat(load16(src + 2 * i));
            return;
        case DType::BF16:  // the top half of a float32: a shift the compiler vectorises
            for (size_t i = 0; i < n; ++i)
                dst[i] = std::bit_cast<float>(uint32_t(load16(src + 2 * i)) << 16);
            return;
        case DType::U8:
            break;
    }
    throw std::logic_error("widenToFloat: not a float type");
}

}  // namespace atlas
