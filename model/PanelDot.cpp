#include "PanelDot.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstring>
#include <stdexcept>
#include <utility>
#include <vector>

#include "Intrinsics.h"

namespace atlas {

namespace {

std::atomic<bool> fma512PanelsOff{false}, bf16DotOff{false};

#ifdef __x86_64__
#define ATLAS_PANEL_TARGET __attribute__((target("avx512f,avx512bw,avx512vl,f16c,fma")))
#define ATLAS_BF16_TARGET __attribute__((target("avx512f,avx512bw,avx512vl,avx512bf16")))

// The shape, measured on TinyLlama's MLP product 128 × 2048 · (5632 × 2048)ᵀ on one core
// (docs/speed.md): six rows of X × 64 rows of W in 24 registers of 16 float32 sums, W's panel
// 256 columns deep. Inner products over 4 × 4 tiles reached 102 GFLOP/s, 12 × 32 and 8 × 48
// panels 150–170, this 192 (FMA) and 196 (vdpbf16ps, Split).
constexpr long kPanelCols = 64, kPanelDepth = 256;
constexpr int kPanelRegs = 4, kRowsX = 6;

// The panel, per thread: 256 × 64 float32 (or 128 pairs × 64 dwords of bfloat16s).
float* panelBuffer() {
    alignas(64) static thread_local float panel[kPanelDepth * kPanelCols];
    return panel;
}

// 16 × 16 dwords transposed in registers: r[i] holds row i before, column i after.
ATLAS_PANEL_TARGET inline void transpose16(__m512i r[16]) {
    __m512i t[16];
    for (int i = 0; i < 16; i += 2) {
        t[i] = _mm512_unpacklo_epi32(r[i], r[i + 1]);
        t[i + 1] = _mm512_unpackhi_epi32(r[i], r[i + 1]);
    }
    for (int i = 0; i < 16; i += 4) {
        r[i] = _mm512_unpacklo_epi64(t[i], t[i + 2]);
        r[i + 1] = _mm512_unpackhi_epi64(t[i], t[i + 2]);
        r[i + 2] = _mm512_unpacklo_epi64(t[i + 1], t[i + 3]);
        r[i + 3] = _mm512_unpackhi_epi64(t[i + 1], t[i + 3]);
    }
    for (int i = 0; i < 4; ++i) {
        t[i] = _mm512_shuffle_i32x4(r[i], r[i + 4], 0x88);
        t[i + 4] = _mm512_shuffle_i32x4(r[i], r[i + 4], 0xdd);
        t[i + 8] = _mm512_shuffle_i32x4(r[i + 8], r[i + 12], 0x88);
        t[i + 12] = _mm512_shuffle_i32x4(r[i + 8], r[i + 12], 0xdd);
    }
    for (int i = 0; i < 4; ++i) {
        r[i] = _mm512_shuffle_i32x4(t[i], t[i + 8], 0x88);
        r[i + 8] = _mm512_shuffle_i32x4(t[i], t[i + 8], 0xdd);
        r[i + 4] = _mm512_shuffle_i32x4(t[i + 4], t[i + 12], 0x88);
        r[i + 12] = _mm512_shuffle_i32x4(t[i + 4], t[i + 12], 0xdd);
    }
}

// Sixteen values of a W row (fewer under `mask`, the rest 0) as float32 bits: F16 through
// vcvtph2ps, BF16 by moving its 16 bits to the top of a float32 — both exact.
template <DType D>
ATLAS_PANEL_TARGET inline __m512i widened16(const std::byte* w, __mmask16 mask) {
    if constexpr (D == DType::F32) {
        return _mm512_maskz_loadu_epi32(mask, w);
    } else {
        const __m256i h = _mm256_maskz_loadu_epi16(mask, w);
        if constexpr (D == DType::F16) return _mm512_castps_si512(_mm512_cvtph_ps(h));
        return _mm512_slli_epi32(_mm512_cvtepu16_epi32(h), 16);
    }
}

// W's rows j … j+63 at columns c … c+depth−1 as the FMA kernel reads them, widened: per
// column, the 64 rows' values; rows past m zero. 16 rows × 16 columns at a time, loaded along
// the rows and transposed in registers (3.4× faster than gathering the columns).
template <DType D>
ATLAS_PANEL_TARGET void fmaPackPanel(const std::byte* W, long m, long k, long j, long c, long depth,
                                     float* P) {
    constexpr size_t bytes = D == DType::F32 ? 4 : 2;
    for (int v = 0; v < kPanelRegs; ++v) {
        const long live = std::clamp<long>(m - j - 16 * v, 0, 16);
        for (long q = 0; q < depth; q += 16) {
            const long cols = std::min<long>(16, depth - q);
            const __mmask16 mask = __mmask16((1u << cols) - 1);
            __m512i r[16];
            for (int l = 0; l < 16; ++l)
                r[l] = l < live ? widened16<D>(W + ((j + 16 * v + l) * k + c + q) * bytes, mask)
                                : _mm512_setzero_si512();
            transpose16(r);
            for (long s = 0; s < cols; ++s)
                _mm512_store_si512(P + (q + s) * kPanelCols + 16 * v, r[s]);
        }
    }
}

// Y[0…R−1][0…63] (+)= X's R rows · the panel: per column, X's value broadcast, one FMA per
// register of sums; Y's columns past m masked off.
template <int R>
ATLAS_PANEL_TARGET void fmaPanelTimesRows(const float* X, long ldx, const float* P, long depth,
                                          float* Y, long ldy, const __mmask16* cols, bool load) {
    __m512 acc[R][kPanelRegs];
    for (int i = 0; i < R; ++i)
        for (int v = 0; v < kPanelRegs; ++v)
            acc[i][v] =
                load ? _mm512_maskz_loadu_ps(cols[v], Y + i * ldy + 16 * v) : _mm512_setzero_ps();
    for (long c = 0; c < depth; ++c) {
        __m512 w[kPanelRegs];
        for (int v = 0; v < kPanelRegs; ++v) w[v] = _mm512_load_ps(P + c * kPanelCols + 16 * v);
        for (int i = 0; i < R; ++i) {
            const __m512 x = _mm512_set1_ps(X[i * ldx + c]);
            for (int v = 0; v < kPanelRegs; ++v) acc[i][v] = _mm512_fmadd_ps(x, w[v], acc[i][v]);
        }
    }
    for (int i = 0; i < R; ++i)
        for (int v = 0; v < kPanelRegs; ++v)
            _mm512_mask_storeu_ps(Y + i * ldy + 16 * v, cols[v], acc[i][v]);
}

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

// W's rows j … j+63 at columns c … c+depth−1 as the vdpbf16ps kernel reads them: per pair of
// columns, 64 dwords (row l's two bfloat16s, the first in the low half); rows past m and the
// column past an odd k zero. 16 rows × 16 pairs at a time, transposed in registers.
ATLAS_BF16_TARGET void bf16PackPanel(const uint16_t* W, long m, long k, long j, long c, long depth,
                                     uint32_t* P) {
    for (int v = 0; v < kPanelRegs; ++v) {
        const long live = std::clamp<long>(m - j - 16 * v, 0, 16);
        for (long q = 0; q < depth; q += 32) {
            const long values = std::min<long>(32, depth - q);
            const __mmask32 mask = values == 32 ? ~__mmask32(0) : __mmask32((1u << values) - 1);
            __m512i r[16];
            for (int l = 0; l < 16; ++l)
                r[l] = l < live ? _mm512_maskz_loadu_epi16(mask, W + (j + 16 * v + l) * k + c + q)
                                : _mm512_setzero_si512();
            transpose16(r);
            for (long s = 0; s < (values + 1) / 2; ++s)
                _mm512_store_si512(P + (q / 2 + s) * kPanelCols + 16 * v, r[s]);
        }
    }
}

// Y[0…R−1][0…63] (+)= X's R rows · the panel: per pair of columns, X's two values broadcast to
// every lane (two broadcasts with Split), one vdpbf16ps per register of sums.
template <int R, bool Split>
ATLAS_BF16_TARGET void bf16PanelTimesRows(const uint16_t* Xh, const uint16_t* Xl, long xs,
                                          const uint32_t* P, long pairs, float* Y, long ldy,
                                          const __mmask16* cols, bool load) {
    __m512 acc[R][kPanelRegs];
    for (int i = 0; i < R; ++i)
        for (int v = 0; v < kPanelRegs; ++v)
            acc[i][v] =
                load ? _mm512_maskz_loadu_ps(cols[v], Y + i * ldy + 16 * v) : _mm512_setzero_ps();
    for (long p = 0; p < pairs; ++p) {
        __m512bh w[kPanelRegs];
        for (int v = 0; v < kPanelRegs; ++v)
            w[v] = (__m512bh)_mm512_load_si512(P + p * kPanelCols + 16 * v);
        for (int i = 0; i < R; ++i) {
            uint32_t pair;
            std::memcpy(&pair, Xh + i * xs + 2 * p, sizeof pair);
            const __m512bh x = (__m512bh)_mm512_set1_epi32(int(pair));
            for (int v = 0; v < kPanelRegs; ++v) acc[i][v] = _mm512_dpbf16_ps(acc[i][v], x, w[v]);
            if constexpr (Split) {
                std::memcpy(&pair, Xl + i * xs + 2 * p, sizeof pair);
                const __m512bh r = (__m512bh)_mm512_set1_epi32(int(pair));
                for (int v = 0; v < kPanelRegs; ++v)
                    acc[i][v] = _mm512_dpbf16_ps(acc[i][v], r, w[v]);
            }
        }
    }
    for (int i = 0; i < R; ++i)
        for (int v = 0; v < kPanelRegs; ++v)
            _mm512_mask_storeu_ps(Y + i * ldy + 16 * v, cols[v], acc[i][v]);
}

// Per panel of W (64 rows, 256 columns, packed once) every six rows of X; Y accumulates over the
// panels' depth. `rows(i, r, c, depth, Y, cols, load)` runs the kernel for R = r.
template <typename Pack, typename Rows>
void panelProduct(long n, long m, long k, float* Y, long ldy, bool accumulate, Pack pack,
                  Rows rows) {
    for (long j = 0; j < m; j += kPanelCols) {
        __mmask16 cols[kPanelRegs];
        for (int v = 0; v < kPanelRegs; ++v)
            cols[v] = __mmask16((1u << std::clamp<long>(m - j - 16 * v, 0, 16)) - 1);
        for (long c = 0; c < k; c += kPanelDepth) {
            const long depth = std::min(kPanelDepth, k - c);
            pack(j, c, depth);
            for (long i = 0; i < n; i += kRowsX)
                rows(i, std::min<long>(kRowsX, n - i), c, depth, Y + i * ldy + j, cols,
                     accumulate || c > 0);
        }
    }
}

template <int... R>
constexpr auto fmaKernels(std::integer_sequence<int, R...>) {
    return std::array{fmaPanelTimesRows<R + 1>...};
}

template <DType D>
void fmaProduct(const float* X, long n, long ldx, const std::byte* W, long m, long k, float* Y,
                long ldy, bool accumulate) {
    static constexpr auto kernels = fmaKernels(std::make_integer_sequence<int, kRowsX>{});
    float* panel = panelBuffer();
    panelProduct(
        n, m, k, Y, ldy, accumulate,
        [&](long j, long c, long depth) { fmaPackPanel<D>(W, m, k, j, c, depth, panel); },
        [&](long i, long r, long c, long depth, float* y, const __mmask16* cols, bool load) {
            kernels[size_t(r - 1)](X + i * ldx + c, ldx, panel, depth, y, ldy, cols, load);
        });
}

template <bool Split, int... R>
constexpr auto bf16Kernels(std::integer_sequence<int, R...>) {
    return std::array{bf16PanelTimesRows<R + 1, Split>...};
}

template <bool Split>
void bf16Product(const Bf16Rows& x, long n, const uint16_t* W, long m, long k, float* Y, long ldy,
                 bool accumulate) {
    static constexpr auto kernels = bf16Kernels<Split>(std::make_integer_sequence<int, kRowsX>{});
    auto* panel = reinterpret_cast<uint32_t*>(panelBuffer());
    const uint16_t* hi = x.values.data();
    const uint16_t* lo = Split ? hi + size_t(x.stride) * size_t(n) : nullptr;
    panelProduct(
        n, m, k, Y, ldy, accumulate,
        [&](long j, long c, long depth) { bf16PackPanel(W, m, k, j, c, depth, panel); },
        [&](long i, long r, long c, long depth, float* y, const __mmask16* cols, bool load) {
            kernels[size_t(r - 1)](hi + i * x.stride + c, lo ? lo + i * x.stride + c : nullptr,
                                   x.stride, panel, (depth + 1) / 2, y, ldy, cols, load);
        });
}
#endif

}  // namespace

bool cpuHasFma512Panels() {
#ifdef __x86_64__
    static const bool has = __builtin_cpu_supports("avx512f") &&
                            __builtin_cpu_supports("avx512bw") &&
                            __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("f16c");
    return has && !fma512PanelsOff.load(std::memory_order_relaxed);
#else
    return false;
#endif
}

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

void usePanelKernels(bool fma512, bool bf16Dot) {
    fma512PanelsOff = !fma512;
    bf16DotOff = !bf16Dot;
}

void fma512TimesTransposed(const float* X, long n, long ldx, DType dtype, const void* W, long m,
                           long k, float* Y, long ldy, bool accumulate) {
    if (!cpuHasFma512Panels()) throw std::logic_error("fma512TimesTransposed: no AVX-512 here");
#ifdef __x86_64__
    if (n <= 0 || m <= 0) return;
    const auto* w = static_cast<const std::byte*>(W);
    switch (dtype) {
        case DType::F32:
            return fmaProduct<DType::F32>(X, n, ldx, w, m, k, Y, ldy, accumulate);
        case DType::F16:
            return fmaProduct<DType::F16>(X, n, ldx, w, m, k, Y, ldy, accumulate);
        case DType::BF16:
            return fmaProduct<DType::BF16>(X, n, ldx, w, m, k, Y, ldy, accumulate);
        default:
            throw std::logic_error("fma512TimesTransposed: not a float type");
    }
#endif
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
