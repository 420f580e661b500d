#include "Bf16Dot.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <stdexcept>
#include <utility>
#include <vector>

#ifdef __x86_64__
#include <immintrin.h>
#endif

namespace atlas {

namespace {

std::atomic<bool> bf16DotOff{false};
std::atomic<Bf16Activations> chosenActivations{Bf16Activations::Split};

#ifdef __x86_64__
#define ATLAS_BF16_TARGET __attribute__((target("avx512f,avx512bw,avx512vl,avx512bf16")))

// X's rows as bfloat16, each padded with zeros to a multiple of 32 values (one register); in
// Split mode the residual's rows follow, X − hi rounded again.
struct Bf16Rows {
    std::vector<uint16_t> values;
    long stride = 0;  // values per row
};

ATLAS_BF16_TARGET void bf16RoundRows(const float* X, long n, long ldx, long k, bool split,
                                     Bf16Rows& out) {
    out.stride = (k + 31) / 32 * 32;
    out.values.assign(size_t(out.stride) * size_t(n) * (split ? 2 : 1), 0);
    uint16_t* hi = out.values.data();
    uint16_t* lo = hi + size_t(out.stride) * size_t(n);
    for (long i = 0; i < n; ++i) {
        const float* x = X + i * ldx;
        for (long c = 0; c < k; c += 32) {
            const long left = std::min<long>(32, k - c);
            const __mmask16 m0 = __mmask16(left >= 16 ? 0xffff : (1u << left) - 1);
            const __mmask16 m1 = __mmask16(left >= 32  ? 0xffff
                                           : left > 16 ? (1u << (left - 16)) - 1
                                                       : 0);
            const __m512 a = _mm512_maskz_loadu_ps(m0, x + c);
            const __m512 b = _mm512_maskz_loadu_ps(m1, x + c + 16);
            // cvtne2ps: b's values in the upper half, a's in the lower (round to nearest even).
            const __m512bh h = _mm512_cvtne2ps_pbh(b, a);
            _mm512_storeu_si512(hi + i * out.stride + c, (__m512i)h);
            if (!split) continue;
            // The part hi missed: exact in float32, rounded again to bfloat16.
            const __m512i bits = (__m512i)h;
            const __m512 aHi = _mm512_castsi512_ps(
                _mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm512_castsi512_si256(bits)), 16));
            const __m512 bHi = _mm512_castsi512_ps(
                _mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm512_extracti64x4_epi64(bits, 1)), 16));
            const __m512bh l = _mm512_cvtne2ps_pbh(_mm512_sub_ps(b, bHi), _mm512_sub_ps(a, aHi));
            _mm512_storeu_si512(lo + i * out.stride + c, (__m512i)l);
        }
    }
}

// A tile of RX rows of X × RW rows of W: RX·RW sums of 16 lanes, each k-step of 32 values one
// vdpbf16ps per pair (two with Split), W's row tail loaded under a mask.
template <int RX, int RW, bool Split>
ATLAS_BF16_TARGET void bf16Tile(const uint16_t* Xh, const uint16_t* Xl, long xs, const uint16_t* W,
                                long k, float* Y, long ldy, bool accumulate) {
    __m512 acc[RX][RW];
    for (auto& row : acc)
        for (__m512& a : row) a = _mm512_setzero_ps();
    for (long c = 0; c < k; c += 32) {
        const long left = k - c;
        const __mmask32 mask = left >= 32 ? ~__mmask32(0) : __mmask32((1u << left) - 1);
        __m512bh w[RW];
        for (int j = 0; j < RW; ++j) w[j] = (__m512bh)_mm512_maskz_loadu_epi16(mask, W + j * k + c);
        for (int i = 0; i < RX; ++i) {
            const __m512bh x = (__m512bh)_mm512_loadu_si512(Xh + i * xs + c);
            for (int j = 0; j < RW; ++j) acc[i][j] = _mm512_dpbf16_ps(acc[i][j], x, w[j]);
            if constexpr (Split) {
                const __m512bh r = (__m512bh)_mm512_loadu_si512(Xl + i * xs + c);
                for (int j = 0; j < RW; ++j) acc[i][j] = _mm512_dpbf16_ps(acc[i][j], r, w[j]);
            }
        }
    }
    for (int i = 0; i < RX; ++i)
        for (int j = 0; j < RW; ++j) {
            const float sum = _mm512_reduce_add_ps(acc[i][j]);
            float& y = Y[i * ldy + j];
            y = accumulate ? y + sum : sum;
        }
}

#ifndef ATLAS_BF16_TILE_X
#define ATLAS_BF16_TILE_X 4
#define ATLAS_BF16_TILE_W 4
#endif
constexpr int kTileX = ATLAS_BF16_TILE_X, kTileW = ATLAS_BF16_TILE_W;

using Bf16TileFn = void (*)(const uint16_t*, const uint16_t*, long, const uint16_t*, long, float*,
                            long, bool);

// Every tile shape up to kTileX × kTileW, for the edges of X and W: [rx − 1][rw − 1].
template <bool Split, int... I>
constexpr auto bf16Tiles(std::integer_sequence<int, I...>) {
    return std::array<Bf16TileFn, sizeof...(I)>{bf16Tile<I / kTileW + 1, I % kTileW + 1, Split>...};
}

template <bool Split>
void bf16Product(const Bf16Rows& x, long n, const uint16_t* W, long m, long k, float* Y, long ldy,
                 bool accumulate) {
    static constexpr auto tiles =
        bf16Tiles<Split>(std::make_integer_sequence<int, kTileX * kTileW>{});
    const uint16_t* hi = x.values.data();
    const uint16_t* lo = Split ? hi + size_t(x.stride) * size_t(n) : nullptr;
    for (long j = 0; j < m; j += kTileW) {
        const int rw = int(std::min<long>(kTileW, m - j));
        for (long i = 0; i < n; i += kTileX) {
            const int rx = int(std::min<long>(kTileX, n - i));
            tiles[size_t((rx - 1) * kTileW + rw - 1)](
                hi + i * x.stride, lo ? lo + i * x.stride : nullptr, x.stride, W + j * k, k,
                Y + i * ldy + j, ldy, accumulate);
        }
    }
}
#endif

}  // namespace

bool cpuHasBf16Dot() {
#ifdef __x86_64__
    static const bool has =
        __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
        __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512bf16");
    return has && !bf16DotOff.load(std::memory_order_relaxed);
#else
    return false;
#endif
}

void useBf16Dot(bool on) {
    bf16DotOff = !on;
}

Bf16Activations bf16Activations() {
    return chosenActivations.load(std::memory_order_relaxed);
}

void setBf16Activations(Bf16Activations activations) {
    chosenActivations = activations;
}

void bf16TimesTransposed(const float* X, long n, long ldx, const uint16_t* W, long m, long k,
                         float* Y, long ldy, bool accumulate, Bf16Activations activations) {
    if (!cpuHasBf16Dot()) throw std::logic_error("bf16TimesTransposed: no AVX512_BF16 here");
#ifdef __x86_64__
    if (n <= 0 || m <= 0) return;
    thread_local Bf16Rows rows;
    const bool split = activations == Bf16Activations::Split;
    bf16RoundRows(X, n, ldx, k, split, rows);
    if (split)
        bf16Product<true>(rows, n, W, m, k, Y, ldy, accumulate);
    else
        bf16Product<false>(rows, n, W, m, k, Y, ldy, accumulate);
#endif
}

}  // namespace atlas
