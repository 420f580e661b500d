#include "Avx512Dot.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <stdexcept>
#include <utility>

#ifdef __x86_64__
#include <immintrin.h>
#endif

namespace atlas {

namespace {

std::atomic<bool> avx512DotOff{false};

#ifdef __x86_64__
#define ATLAS_AVX512_TARGET __attribute__((target("avx512f,avx512bw,avx512vl,f16c,fma")))

// Sixteen values of a W row from column c (fewer under `mask`, the rest 0), widened: F16 through
// vcvtph2ps, BF16 by moving its 16 bits to the top of a float32.
template <DType D>
ATLAS_AVX512_TARGET inline __m512 avx512Load(const void* w, long c, __mmask16 mask) {
    if constexpr (D == DType::F32) {
        return _mm512_maskz_loadu_ps(mask, static_cast<const float*>(w) + c);
    } else {
        const __m256i h = _mm256_maskz_loadu_epi16(mask, static_cast<const uint16_t*>(w) + c);
        if constexpr (D == DType::F16) return _mm512_cvtph_ps(h);
        return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(h), 16));
    }
}

// A tile of RX rows of X × RW rows of W: RX·RW sums of 16 lanes, one FMA per pair and step of 16
// values, the tails under a mask; W's rows and X's rows each loaded once per step.
template <DType D, int RX, int RW>
ATLAS_AVX512_TARGET void avx512Tile(const float* X, long ldx, const std::byte* W, long k, float* Y,
                                    long ldy, bool accumulate) {
    constexpr size_t bytes = D == DType::F32 ? 4 : 2;
    __m512 acc[RX][RW];
    for (auto& row : acc)
        for (__m512& a : row) a = _mm512_setzero_ps();
    for (long c = 0; c < k; c += 16) {
        const long left = k - c;
        const __mmask16 mask = left >= 16 ? __mmask16(0xffff) : __mmask16((1u << left) - 1);
        __m512 w[RW];
        for (int j = 0; j < RW; ++j)
            w[j] = avx512Load<D>(W + size_t(j) * size_t(k) * bytes, c, mask);
        for (int i = 0; i < RX; ++i) {
            const __m512 x = _mm512_maskz_loadu_ps(mask, X + i * ldx + c);
            for (int j = 0; j < RW; ++j) acc[i][j] = _mm512_fmadd_ps(x, w[j], acc[i][j]);
        }
    }
    for (int i = 0; i < RX; ++i)
        for (int j = 0; j < RW; ++j) {
            const float sum = _mm512_reduce_add_ps(acc[i][j]);
            float& y = Y[i * ldy + j];
            y = accumulate ? y + sum : sum;
        }
}

#ifndef ATLAS_AVX512_TILE_X
#define ATLAS_AVX512_TILE_X 4
#define ATLAS_AVX512_TILE_W 4
#endif
constexpr int kAvxTileX = ATLAS_AVX512_TILE_X, kAvxTileW = ATLAS_AVX512_TILE_W;

using Avx512TileFn = void (*)(const float*, long, const std::byte*, long, float*, long, bool);

template <DType D, int... I>
constexpr auto avx512Tiles(std::integer_sequence<int, I...>) {
    return std::array<Avx512TileFn, sizeof...(I)>{
        avx512Tile<D, I / kAvxTileW + 1, I % kAvxTileW + 1>...};
}

// W by blocks of kAvxTileW rows (in L1 while every tile of X passes), X by tiles of kAvxTileX.
template <DType D>
void avx512Product(const float* X, long n, long ldx, const std::byte* W, long m, long k, float* Y,
                   long ldy, bool accumulate) {
    static constexpr auto tiles =
        avx512Tiles<D>(std::make_integer_sequence<int, kAvxTileX * kAvxTileW>{});
    constexpr size_t bytes = D == DType::F32 ? 4 : 2;
    for (long j = 0; j < m; j += kAvxTileW) {
        const int rw = int(std::min<long>(kAvxTileW, m - j));
        for (long i = 0; i < n; i += kAvxTileX) {
            const int rx = int(std::min<long>(kAvxTileX, n - i));
            tiles[size_t((rx - 1) * kAvxTileW + rw - 1)](X + i * ldx, ldx,
                                                         W + size_t(j) * size_t(k) * bytes, k,
                                                         Y + i * ldy + j, ldy, accumulate);
        }
    }
}
#endif

}  // namespace

bool cpuHasAvx512Dot() {
#ifdef __x86_64__
    static const bool has = __builtin_cpu_supports("avx512f") &&
                            __builtin_cpu_supports("avx512bw") &&
                            __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("fma");
    return has && !avx512DotOff.load(std::memory_order_relaxed);
#else
    return false;
#endif
}

void useAvx512Dot(bool on) {
    avx512DotOff = !on;
}

void avx512TimesTransposed(const float* X, long n, long ldx, DType dtype, const void* W, long m,
                           long k, float* Y, long ldy, bool accumulate) {
    if (!cpuHasAvx512Dot()) throw std::logic_error("avx512TimesTransposed: no AVX-512 here");
#ifdef __x86_64__
    if (n <= 0 || m <= 0) return;
    const auto* w = static_cast<const std::byte*>(W);
    switch (dtype) {
        case DType::F32:
            return avx512Product<DType::F32>(X, n, ldx, w, m, k, Y, ldy, accumulate);
        case DType::F16:
            return avx512Product<DType::F16>(X, n, ldx, w, m, k, Y, ldy, accumulate);
        case DType::BF16:
            return avx512Product<DType::BF16>(X, n, ldx, w, m, k, Y, ldy, accumulate);
        default:
            throw std::logic_error("avx512TimesTransposed: not a float type");
    }
#endif
}

}  // namespace atlas
