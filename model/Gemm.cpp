#include "Gemm.h"

#include <cblas.h>
#include <omp.h>
#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <string>
#include <type_traits>

#include "PanelDot.h"

namespace atlas {

namespace {

using Index = Eigen::Index;

// Measured by `attention-atlas bench` (its table of products; docs/speed.md), single-threaded
// on the project's machine: below about 2^17 multiply-adds, or with a side shorter than 8,
// Eigen's kernel beats OpenBLAS's packing (16³: Eigen 1.9× faster; 2×512×512: 1.2×; 32×32×64:
// 1.15×; 48×48×64: even; 128×512×512: OpenBLAS 1.4×).
constexpr double kBlasMinimum = 131072;
constexpr Index kBlasShortestSide = 8;
// A product is cut into panels for several threads from about 2^19 multiply-adds (128×64×64:
// two threads 1.1× faster than one); narrower panels than this lose more than they gain.
constexpr double kSplitMinimum = 524288;
constexpr Index kNarrowestPanel = 32;

// OpenBLAS's OpenMP build threads each call by itself with one process-wide count, which every
// call resets from its caller's OpenMP count (0.3.21 common_thread.h, num_cpu_avail): two
// workers with different counts would race on it, and a call from inside our parallel loops
// could not use it. So OpenBLAS runs single-threaded, once set, and our threads share the panels.
void keepBlasSingleThreaded() {
    static const bool once = [] {
        const int ours = omp_get_max_threads();
        openblas_set_num_threads(1);  // sets this thread's OpenMP count too (goto_set_num_threads)
        omp_set_num_threads(ours);
        return true;
    }();
    (void)once;
}

CBLAS_TRANSPOSE blasOp(Op op) {
    return op == Op::N ? CblasNoTrans : CblasTrans;
}

void blasCall(Op opA, Op opB, Index m, Index n, Index k, float alpha, const float* a, Index lda,
              const float* b, Index ldb, float beta, float* c, Index ldc) {
    cblas_sgemm(CblasRowMajor, blasOp(opA), blasOp(opB), int(m), int(n), int(k), alpha, a, int(lda),
                b, int(ldb), beta, c, int(ldc));
}

void blasCall(Op opA, Op opB, Index m, Index n, Index k, double alpha, const double* a, Index lda,
              const double* b, Index ldb, double beta, double* c, Index ldc) {
    cblas_dgemm(CblasRowMajor, blasOp(opA), blasOp(opB), int(m), int(n), int(k), alpha, a, int(lda),
                b, int(ldb), beta, c, int(ldc));
}

// A row-major window's leading dimension as BLAS wants it (at least its width, never 0).
template <typename M>
Index leading(const M& X) {
    return std::max<Index>({X.outerStride(), X.cols(), 1});
}

template <typename T, typename L, typename R>
void eigenProduct(T alpha, const L& a, const R& b, T beta, GemmOut<T>& C) {
    if (beta == T(0)) {
        C.noalias() = alpha * a * b;
    } else {
        if (beta != T(1)) C *= beta;
        C.noalias() += alpha * a * b;
    }
}

template <typename T>
void eigenProduct(T alpha, const GemmIn<T>& A, Op opA, const GemmIn<T>& B, Op opB, T beta,
                  GemmOut<T>& C) {
    if (opA == Op::N && opB == Op::N) eigenProduct(alpha, A, B, beta, C);
    if (opA == Op::N && opB == Op::T) eigenProduct(alpha, A, B.transpose(), beta, C);
    if (opA == Op::T && opB == Op::N) eigenProduct(alpha, A.transpose(), B, beta, C);
    if (opA == Op::T && opB == Op::T) eigenProduct(alpha, A.transpose(), B.transpose(), beta, C);
}

template <typename T>
void blasProduct(T alpha, const GemmIn<T>& A, Op opA, const GemmIn<T>& B, Op opB, T beta,
                 GemmOut<T>& C) {
    const Index k = opA == Op::N ? A.cols() : A.rows();
    blasCall(opA, opB, C.rows(), C.cols(), k, alpha, A.data(), leading(A), B.data(), leading(B),
             beta, C.data(), leading(C));
}

// Rows [first, first + count) of op(X), or its columns.
template <typename T>
GemmIn<T> rowsOf(const GemmIn<T>& X, Op op, Index first, Index count) {
    return op == Op::N ? GemmIn<T>(X.middleRows(first, count))
                       : GemmIn<T>(X.middleCols(first, count));
}
template <typename T>
GemmIn<T> columnsOf(const GemmIn<T>& X, Op op, Index first, Index count) {
    return rowsOf<T>(X, op == Op::N ? Op::T : Op::N, first, count);
}

// The product on `panels` threads, each making its own panel of C (the longer side of C cut in
// equal parts) with a single-threaded kernel.
template <typename T>
void panelProduct(T alpha, const GemmIn<T>& A, Op opA, const GemmIn<T>& B, Op opB, T beta,
                  GemmOut<T>& C, GemmPath path, Index panels) {
    const auto kernel = [&](const GemmIn<T>& a, const GemmIn<T>& b, GemmOut<T> c) {
        if constexpr (std::is_same_v<T, float>) {
            if (path == GemmPath::Panels)
                return fma512TimesTransposed(a.data(), a.rows(), leading(a), DType::F32, b.data(),
                                             c.cols(), a.cols(), c.data(), leading(c), beta == 1.f);
        }
        if (path == GemmPath::Blas)
            blasProduct(alpha, a, opA, b, opB, beta, c);
        else
            eigenProduct(alpha, a, opA, b, opB, beta, c);
    };
    // No region for one panel: even an inactive one costs more than a trainer's small product.
    if (panels == 1) return kernel(A, B, C);
    const bool byColumns = C.cols() >= C.rows();
    const Index side = byColumns ? C.cols() : C.rows();
    // Column panels in whole 64-byte lines of C's rows, so no two threads share a line.
    const Index width = ((side + panels - 1) / panels + 15) / 16 * 16;
#pragma omp parallel for schedule(static) num_threads(int(panels))
    for (Index first = 0; first < side; first += width) {
        const Index w = std::min(width, side - first);
        kernel(byColumns ? A : rowsOf<T>(A, opA, first, w),
               byColumns ? columnsOf<T>(B, opB, first, w) : B,
               byColumns ? GemmOut<T>(C.middleCols(first, w)) : GemmOut<T>(C.middleRows(first, w)));
    }
}

// Eigen would thread a product of 10⁵ multiply-adds by itself, forking a parallel region for
// each small product of a serial loop (uncached decoding at 2 threads ran at 0.66× its 1-thread
// speed); every product worth threading is cut into panels by gemm, so Eigen runs on its
// caller's thread. Set once before main, when no other thread can read it (Eigen's count is one
// unguarded process-wide int: setting it per worker would race).
const bool kEigenSingleThreaded = (Eigen::setNbThreads(1), true);

}  // namespace

// The one thread policy: the calling thread's OpenMP count (each worker thread sets it for the
// model it runs: session/ModelThreads.h) governs our parallel loops and the panels of gemm;
// Eigen and OpenBLAS run single-threaded inside them, so nothing oversubscribes the cores.
void setThreadCount(int threads) {
    omp_set_num_threads(threads);
}

int threadCount() {
    return omp_get_max_threads();
}

GemmPath pathBySize(Index m, Index n, Index k) {
    const bool large = double(m) * double(n) * double(k) >= kBlasMinimum;
    return large && std::min({m, n, k}) >= kBlasShortestSide ? GemmPath::Blas : GemmPath::Eigen;
}

GemmPath autoPath(Index m, Index n, Index k) {
    static const bool fits = blasCoreFits(blasCoreName(), cpuHasAvx2());
    return fits ? pathBySize(m, n, k) : GemmPath::Eigen;
}

bool blasCoreFits(std::string_view core, bool cpuAvx2) {
    if (!cpuAvx2) return true;  // then OpenBLAS's choice is as good as any
    // OpenBLAS's names (0.3.21 driver/others/dynamic.c) of its kernels that use AVX2 and FMA.
    static constexpr std::string_view kAvx2Cores[] = {
        "haswell", "zen", "skylakex", "cooperlake", "sapphirerapids", "excavator"};
    std::string lower(core);
    for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
    return std::find(std::begin(kAvx2Cores), std::end(kAvx2Cores), lower) != std::end(kAvx2Cores);
}

std::string blasCoreName() {
    const char* name = openblas_get_corename();
    return name ? name : "";
}

bool cpuHasAvx2() {
#if defined(__x86_64__) || defined(__i386__)
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
#else
    return false;
#endif
}

template <typename T>
void gemm(T alpha, GemmIn<T> A, Op opA, GemmIn<T> B, Op opB, T beta, GemmOut<T> C, GemmPath path) {
    const Index k = opA == Op::N ? A.cols() : A.rows();
    const Index m = opA == Op::N ? A.rows() : A.cols(), n = opB == Op::N ? B.cols() : B.rows();
    if ((opB == Op::N ? B.rows() : B.cols()) != k || C.rows() != m || C.cols() != n)
        throw std::invalid_argument("gemm: a product of mismatched shapes");  // BLAS would overrun
    if (C.size() == 0) return;
    if (k == 0) {  // an empty sum: C = β·C
        if (beta == T(0))
            C.setZero();
        else
            C *= beta;
        return;
    }
    const bool panelsFit = std::is_same_v<T, float> &&
                           panelsMake(opA, opB, double(alpha), double(beta), leading(B), k);
    if (path == GemmPath::Auto) {
        path = autoPath(m, n, k);
        // Measured from 8 rows (every product Auto gives OpenBLAS): 1.7–2.1× its speed.
        if (path == GemmPath::Blas && panelsFit) path = GemmPath::Panels;
    }
    if (path == GemmPath::Panels && !panelsFit)
        throw std::invalid_argument("gemm: AVX-512 panels make float X·Wᵀ, α 1, β 0 or 1 only");
    if (path == GemmPath::Blas) keepBlasSingleThreaded();
    const bool split = !omp_in_parallel() && double(m) * double(n) * double(k) >= kSplitMinimum;
    const Index panels =
        split ? std::clamp<Index>(std::max(m, n) / kNarrowestPanel, 1, omp_get_max_threads()) : 1;
    panelProduct(alpha, A, opA, B, opB, beta, C, path, panels);
}

bool panelsMake(Op opA, Op opB, double alpha, double beta, Index ldb, Index k) {
    return opA == Op::N && opB == Op::T && alpha == 1 && (beta == 0 || beta == 1) && ldb == k &&
           cpuHasFma512Panels();
}

int blasThreads() {
    keepBlasSingleThreaded();
    return openblas_get_num_threads();
}

template void gemm<float>(float, GemmIn<float>, Op, GemmIn<float>, Op, float, GemmOut<float>,
                          GemmPath);
template void gemm<double>(double, GemmIn<double>, Op, GemmIn<double>, Op, double, GemmOut<double>,
                           GemmPath);

}  // namespace atlas
