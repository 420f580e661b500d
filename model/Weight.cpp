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

// y[i] = W[i] · x for `count` rows of `cols` values. Row after row, in memory order, with four
// sums of eight columns, so W streams once in its stored type, halves widened in registers (a
// widened copy in L1 cost as much again). For halves the prefetch 4 KB ahead is what makes it
// stream: without it the loop read 7 GB/s where float32's read 12 (bench, one thread). Float32
// streams without it, and at 22 GB/s where Eigen's matrix-vector product read 11 (one thread, a
// 476 MB matrix, this session's Xeon).
template <DType D>
__attribute__((target("avx2,fma,f16c"))) void fusedRowsDot(const std::byte* W, Index count,
                                                           Index cols, const float* x, float* y) {
    constexpr size_t kAhead = 4096, kBytes = D == DType::F32 ? 4 : 2;
    const size_t stride = kBytes * size_t(cols);
    for (Index r = 0; r < count; ++r) {
        const std::byte* w = W + size_t(r) * stride;
        __m256 a0 = _mm256_setzero_ps(), a1 = a0, a2 = a0, a3 = a0;
        Index c = 0;
        for (; c + 32 <= cols; c += 32) {
            if constexpr (D != DType::F32)
                _mm_prefetch(reinterpret_cast<const char*>(w + 2 * c) + kAhead, _MM_HINT_T0);
            a0 = _mm256_fmadd_ps(load8<D>(w, c), _mm256_loadu_ps(x + c), a0);
            a1 = _mm256_fmadd_ps(load8<D>(w, c + 8), _mm256_loadu_ps(x + c + 8), a1);
            a2 = _mm256_fmadd_ps(load8<D>(w, c + 16), _mm256_loadu_ps(x + c + 16), a2);
            a3 = _mm256_fmadd_ps(load8<D>(w, c + 24), _mm256_loadu_ps(x + c + 24), a3);
        }
        for (; c + 8 <= cols; c += 8)
            a0 = _mm256_fmadd_ps(load8<D>(w, c), _mm256_loadu_ps(x + c), a0);
        float sum = sum8(_mm256_add_ps(_mm256_add_ps(a0, a1), _mm256_add_ps(a2, a3)));
        for (; c < cols; ++c) {
            float v;
            widenToFloat(D, w + kBytes * size_t(c), &v, 1);
            sum += v * x[c];
        }
        y[r] = sum;
    }
}

void fusedRowsDot(DType dtype, const std::byte* W, Index count, Index cols, const float* x,
                  float* y) {
    switch (dtype) {
        case DType::F32:
            return fusedRowsDot<DType::F32>(W, count, cols, x, y);
        case DType::F16:
            return fusedRowsDot<DType::F16>(W, count, cols, x, y);
        default:
            return fusedRowsDot<DType::BF16>(W, count, cols, x, y);
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

void Weight::rowsDot(Index first, Index count, const float* x, float* y) const {
#ifdef __x86_64__
    if (hasFusedDot()) return fusedRowsDot(dtype_, rowData(first), count, cols_, x, y);
#endif
    const Eigen::Map<const Eigen::VectorXf> v(x, cols_);
    if (dtype_ == DType::F32) {
        Eigen::Map<Eigen::VectorXf>(y, count).noalias() = f32().middleRows(first, count) * v;
        return;
    }
    const Index block = blockRows(cols_);
    float* rows = scratch(size_t(block * cols_));
    for (Index r = 0; r < count; r += block) {
        const Index n = std::min(block, count - r);
        widenToFloat(dtype_, rowData(first + r), rows, size_t(n * cols_));
        Eigen::Map<Eigen::VectorXf>(y + r, n).noalias() =
            Eigen::Map<const Matrix>(rows, n, cols_) * v;
    }
}

void Weight::timesTransposed(const ConstMatrixRef& X, MatrixRef Y, bool accumulate) const {
    if (X.cols() != cols_ || Y.rows() != X.rows() || Y.cols() != rows_)
        throw std::invalid_argument("Weight: a product of mismatched shapes");
    const float beta = accumulate ? 1.f : 0.f;
    const int threads = omp_in_parallel() ? 1 : omp_get_max_threads();
    ParallelErrors errors;
    if (X.rows() == 1) {
        // Chunks aligned to 16 rows keep each thread on whole cache lines of y.
        const Index chunk = ((rows_ + threads - 1) / threads + 15) / 16 * 16;
        Eigen::RowVectorXf y(rows_);
#pragma omp parallel for schedule(static) num_threads(threads) if (threads > 1 && rows_ >= 256)
        for (Index start = 0; start < rows_; start += chunk) {
            errors.run([&] {
                rowsDot(start, std::min(chunk, rows_ - start), X.row(0).data(), y.data() + start);
            });
        }
        errors.rethrow();
        if (accumulate)
            Y.row(0) += y;
        else
            Y.row(0) = y;
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
