#include "Weight.h"

#include <omp.h>
#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <vector>

#ifdef __x86_64__
#include <immintrin.h>
#endif

#include "Gemm.h"
#include "PanelDot.h"
#include "ParallelErrors.h"

namespace atlas {

namespace {

using Index = Eigen::Index;

#ifdef __x86_64__
// The fused row kernels need AVX2 and FMA, and F16C for the halves (cpuWidensHalves, which the
// tests can also switch off to run the portable code).
bool hasFusedDot() {
    static const bool has = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    return has && cpuWidensHalves();
}

// Eight values of row `w` from column c, widened in registers: F16 through vcvtph2ps, BF16 by
// moving its 16 bits to the top of a float32.
template <DType D>
__attribute__((target("avx2,fma,f16c"))) inline __m256 load8(const std::byte* w, Index c) {
    if constexpr (D == DType::F32) {
        return _mm256_loadu_ps(reinterpret_cast<const float*>(w) + c);
    } else {
        const __m128i h = _mm_loadu_si128(reinterpret_cast<const __m128i*>(w + 2 * c));
        if constexpr (D == DType::F16) return _mm256_cvtph_ps(h);
        return _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(h), 16));
    }
}

__attribute__((target("avx2,fma,f16c"))) inline float sum8(__m256 v) {
    const __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    const __m128 t = _mm_add_ps(s, _mm_movehl_ps(s, s));
    return _mm_cvtss_f32(_mm_add_ss(t, _mm_shuffle_ps(t, t, 1)));
}

// Y[i][r] (+)= W[r] · X[i] for `count` rows r of W of `cols` values and R rows i of X. Row after
// row of W, in memory order, each value loaded once (halves widened in registers; a widened copy
// in L1 cost as much again) and multiplied into all R rows of X, so R rows cost one stream of W
// while R ≤ 8: a decoding pass that checks a few guessed tokens reads the weights once, where
// gemm packed all of W first (a 58 101 × 512 output projection: 6 ms for one row, 22 for two).
// A = 8 to 4 chains of FMAs in flight. For halves the prefetch 4 KB ahead is what makes it
// stream: without it the loop read 7 GB/s where float32's read 12 (bench, one thread). Float32
// streams without it, and at 22 GB/s where Eigen's matrix-vector product read 11 (one thread, a
// 476 MB matrix, this session's Xeon).
template <DType D, int R>
__attribute__((target("avx2,fma,f16c"))) void fusedRowsDot(const std::byte* W, Index count,
                                                           Index cols, const float* X, Index ldx,
                                                           float* Y, Index ldy, bool accumulate) {
    constexpr int A = R == 1 ? 4 : R <= 4 ? 2 : 1;  // sums per row of X
    constexpr Index step = 8 * A;
    constexpr size_t kAhead = 4096, kBytes = D == DType::F32 ? 4 : 2;
    const size_t stride = kBytes * size_t(cols);
    for (Index r = 0; r < count; ++r) {
        const std::byte* w = W + size_t(r) * stride;
        __m256 acc[R][A];
        for (auto& sums : acc)
            for (__m256& a : sums) a = _mm256_setzero_ps();
        Index c = 0;
        for (; c + step <= cols; c += step) {
            if constexpr (D != DType::F32)
                if (c % 32 == 0)  // one cache line of halves
                    _mm_prefetch(reinterpret_cast<const char*>(w + 2 * c) + kAhead, _MM_HINT_T0);
            for (int a = 0; a < A; ++a) {
                const __m256 wv = load8<D>(w, c + 8 * a);
                for (int i = 0; i < R; ++i)
                    acc[i][a] =
                        _mm256_fmadd_ps(wv, _mm256_loadu_ps(X + i * ldx + c + 8 * a), acc[i][a]);
            }
        }
        for (; c + 8 <= cols; c += 8) {
            const __m256 wv = load8<D>(w, c);
            for (int i = 0; i < R; ++i)
                acc[i][0] = _mm256_fmadd_ps(wv, _mm256_loadu_ps(X + i * ldx + c), acc[i][0]);
        }
        float sum[R];
        for (int i = 0; i < R; ++i) {
            __m256 total = acc[i][0];
            for (int a = 1; a < A; ++a) total = _mm256_add_ps(total, acc[i][a]);
            sum[i] = sum8(total);
        }
        for (; c < cols; ++c) {
            float v;
            widenToFloat(D, w + kBytes * size_t(c), &v, 1);
            for (int i = 0; i < R; ++i) sum[i] += v * X[i * ldx + c];
        }
        for (int i = 0; i < R; ++i) Y[i * ldy + r] = accumulate ? Y[i * ldy + r] + sum[i] : sum[i];
    }
}

template <DType D>
void fusedRowsDot(const std::byte* W, Index count, Index cols, const float* X, Index ldx,
                  Index xRows, float* Y, Index ldy, bool accumulate) {
    using Kernel =
        void (*)(const std::byte*, Index, Index, const float*, Index, float*, Index, bool);
    static constexpr Kernel kernels[] = {fusedRowsDot<D, 1>, fusedRowsDot<D, 2>, fusedRowsDot<D, 3>,
                                         fusedRowsDot<D, 4>, fusedRowsDot<D, 5>, fusedRowsDot<D, 6>,
                                         fusedRowsDot<D, 7>, fusedRowsDot<D, 8>};
    // Past eight rows of X, W goes by blocks of 128 KB that the groups of eight read from L2.
    const size_t stride = byteSize(D) * size_t(cols);
    const Index block = xRows <= 8 ? count : std::max<Index>(1, Index((128u << 10) / stride));
    for (Index b = 0; b < count; b += block)
        for (Index i = 0; i < xRows; i += 8)
            kernels[std::min<Index>(8, xRows - i) - 1](
                W + size_t(b) * stride, std::min(block, count - b), cols, X + i * ldx, ldx,
                Y + i * ldy + b, ldy, accumulate);
}

void fusedRowsDot(DType dtype, const std::byte* W, Index count, Index cols, const ConstMatrixRef& X,
                  MatrixRef Y, Index first, bool accumulate) {
    const auto run = [&](auto kernel) {
        kernel(W, count, cols, X.data(), X.outerStride(), X.rows(), Y.data() + first,
               Y.outerStride(), accumulate);
    };
    switch (dtype) {
        case DType::F32:
            return run(fusedRowsDot<DType::F32>);
        case DType::F16:
            return run(fusedRowsDot<DType::F16>);
        default:
            return run(fusedRowsDot<DType::BF16>);
    }
}
#endif

// A thread's scratch for widened rows: a few blocks, reused by every product on that thread.
float* scratch(size_t floats) {
    thread_local std::vector<float> buffer;
    if (buffer.size() < floats) buffer.resize(floats);
    return buffer.data();
}

// Rows a matrix-vector block widens at once: about 16 KB, within L1 beside x.
Index blockRows(Index cols) {
    return std::max<Index>(1, 4096 / std::max<Index>(cols, 1));
}

// Rows of W a gemm panel widens at once: about 256 KB, within L2.
Index panelRows(Index cols) {
    return std::max<Index>(16, 65536 / std::max<Index>(cols, 1) / 16 * 16);
}

}  // namespace

Weight::Weight(Matrix values) {
    auto owned = std::make_shared<const Matrix>(std::move(values));
    data_ = owned->data();
    rows_ = owned->rows();
    cols_ = owned->cols();
    owner_ = std::move(owned);
}

Weight Weight::inPlace(DType dtype, const void* data, Index rows, Index cols,
                       std::shared_ptr<const void> owner) {
    if (dtype == DType::U8) throw std::logic_error("Weight: not a float type");
    Weight w;
    w.owner_ = std::move(owner);
    w.data_ = data;
    w.dtype_ = dtype;
    w.rows_ = rows;
    w.cols_ = cols;
    return w;
}

const std::byte* Weight::rowData(Index r) const {
    return static_cast<const std::byte*>(data_) + size_t(r) * size_t(cols_) * byteSize(dtype_);
}

Matrix Weight::widened(Index first, Index count) const {
    Matrix out(count, cols_);
    if (out.size() != 0) widenToFloat(dtype_, rowData(first), out.data(), size_t(out.size()));
    return out;
}

Eigen::Map<const Matrix> Weight::f32() const {
    if (dtype_ != DType::F32) throw std::logic_error("Weight::f32: the weight is half precision");
    return {static_cast<const float*>(data_), rows_, cols_};
}

void Weight::rowsDot(Index first, Index count, const ConstMatrixRef& X, MatrixRef Y,
                     bool accumulate) const {
#ifdef __x86_64__
    if (hasFusedDot())
        return fusedRowsDot(dtype_, rowData(first), count, cols_, X, Y, first, accumulate);
#endif
    // The portable kernel takes one row of X.
    const Eigen::Map<const Eigen::VectorXf> x(X.data(), cols_);
    const auto put = [&](Index at, const auto& rowsOfW) {
        auto y = Y.row(0).segment(first + at, rowsOfW.rows()).transpose();
        if (accumulate)
            y.noalias() += rowsOfW * x;
        else
            y.noalias() = rowsOfW * x;
    };
    if (dtype_ == DType::F32) return put(0, f32().middleRows(first, count));
    const Index block = blockRows(cols_);
    float* rows = scratch(size_t(block * cols_));
    for (Index r = 0; r < count; r += block) {
        const Index n = std::min(block, count - r);
        widenToFloat(dtype_, rowData(first + r), rows, size_t(n * cols_));
        put(r, Eigen::Map<const Matrix>(rows, n, cols_));
    }
}

// Rows of X the fused kernel takes before gemm does: up to 8 read W once, beyond that once per 8
// rows from L2; gemm first copies W into its panels. AVX-512's panels (PanelDot.h) take over
// sooner, measured on a 5632 × 2048 BF16 W (docs/speed.md): vdpbf16ps from 9 rows (12 rows:
// 3.8 ms against the fused kernel's 5.0), the FMA panels from 13.
constexpr Index kFusedRows = 16, kFusedRowsBeforeBf16Dot = 8, kFusedRowsBeforeFma512 = 12;

void Weight::timesTransposed(const ConstMatrixRef& X, MatrixRef Y, bool accumulate) const {
    if (X.cols() != cols_ || Y.rows() != X.rows() || Y.cols() != rows_)
        throw std::invalid_argument("Weight: a product of mismatched shapes");
    const float beta = accumulate ? 1.f : 0.f;
    const int threads = omp_in_parallel() ? 1 : omp_get_max_threads();
    ParallelErrors errors;
    const bool bf16Dot = dtype_ == DType::BF16 && cpuHasBf16Dot();
    const bool panels = bf16Dot || cpuHasFma512Panels();
#ifdef __x86_64__
    const Index fusedRows = bf16Dot  ? kFusedRowsBeforeBf16Dot
                            : panels ? kFusedRowsBeforeFma512
                                     : kFusedRows;
    const bool fused = X.rows() <= fusedRows && hasFusedDot();
#else
    const bool fused = false;
#endif
    if (X.rows() == 1 || fused) {
        // Chunks aligned to 16 rows keep each thread on whole cache lines of Y.
        const Index chunk = ((rows_ + threads - 1) / threads + 15) / 16 * 16;
#pragma omp parallel for schedule(static) num_threads(threads) if (threads > 1 && rows_ >= 256)
        for (Index start = 0; start < rows_; start += chunk) {
            errors.run([&] { rowsDot(start, std::min(chunk, rows_ - start), X, Y, accumulate); });
        }
        errors.rethrow();
        return;
    }
    // Issue 39: AVX-512's panel kernels (PanelDot.h) where the CPU has them, on W as stored,
    // blocks of whole 64-row panels of W apart. BF16 on vdpbf16ps with X split into two
    // bfloat16s, as rounding it once broke SPEC §5's tolerances on every BF16 folder.
    if (panels) {
        const Index chunk = ((rows_ + threads - 1) / threads + 63) / 64 * 64;
#pragma omp parallel for schedule(static) num_threads(threads) if (threads > 1 && rows_ >= 256)
        for (Index start = 0; start < rows_; start += chunk) {
            errors.run([&] {
                const Index m = std::min(chunk, rows_ - start);
                if (bf16Dot)
                    bf16TimesTransposed(X.data(), X.rows(), X.outerStride(),
                                        reinterpret_cast<const uint16_t*>(rowData(start)), m, cols_,
                                        Y.data() + start, Y.outerStride(), accumulate,
                                        Bf16Activations::Split);
                else
                    fma512TimesTransposed(X.data(), X.rows(), X.outerStride(), dtype_,
                                          rowData(start), m, cols_, Y.data() + start,
                                          Y.outerStride(), accumulate);
            });
        }
        errors.rethrow();
        return;
    }
    if (dtype_ == DType::F32) return gemm(1.f, X, Op::N, f32(), Op::T, beta, Y);
    // Half precision: each thread widens its own panels of W and multiplies them on its thread.
    const Index panel = panelRows(cols_);
#pragma omp parallel for schedule(static) num_threads(threads) if (threads > 1 && rows_ > panel)
    for (Index start = 0; start < rows_; start += panel) {
        errors.run([&] {
            const Index n = std::min(panel, rows_ - start);
            float* rows = scratch(size_t(panel * cols_));
            widenToFloat(dtype_, rowData(start), rows, size_t(n * cols_));
            gemm(1.f, X, Op::N, Eigen::Map<const Matrix>(rows, n, cols_), Op::T, beta,
                 Y.middleCols(start, n));
        });
    }
    errors.rethrow();
}

}  // namespace atlas
