#pragma once
// C = α·op(A)·op(B) + β·C: the one place the model and the trainer multiply matrices (SPEC §2's
// X Wᵀ, S = QKᵀ/√d_QK, Y = PV and their gradients). Large products go to OpenBLAS, small ones
// stay with Eigen; the crossover and the choice of OpenBLAS over BLIS were measured by
// `attention-atlas bench` (docs/speed.md).
//
// Threads: the calling thread's OpenMP count, the same one our own parallel loops and Eigen
// read (setThreadCount). A product made by t threads is cut into t panels of C, each one
// single-threaded OpenBLAS call; inside a parallel region a product runs on its own thread.

#include <string>
#include <string_view>
#include <type_traits>

#include "EigenCore.h"

namespace atlas {

// op(X) = X or Xᵀ, as BLAS names them.
enum class Op { N, T };

// Where a product is made. Auto picks by size; the others are for bench and the tests. Panels:
// AVX-512's FMA panels (PanelDot.h), which Auto takes for float X·Wᵀ with W's rows contiguous,
// α = 1 and β 0 or 1 where OpenBLAS would have been taken (1.8× its Haswell kernels here).
enum class GemmPath { Auto, Eigen, Blas, Panels };

template <typename T>
using GemmMatrix = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
// Row-major windows of any row stride: a head's columns, a sequence's rows, a cache's view.
template <typename T>
using GemmIn = std::type_identity_t<Eigen::Ref<const GemmMatrix<T>, 0, Eigen::OuterStride<>>>;
template <typename T>
using GemmOut = std::type_identity_t<Eigen::Ref<GemmMatrix<T>, 0, Eigen::OuterStride<>>>;

// C (m×n) = α·op(A) (m×k) · op(B) (k×n) + β·C. With β = 0, C is written without being read.
template <typename T>
void gemm(T alpha, GemmIn<T> A, Op opA, GemmIn<T> B, Op opB, T beta, GemmOut<T> C,
          GemmPath path = GemmPath::Auto);

// The path Auto takes for a product of m×k by k×n: pathBySize's, unless OpenBLAS runs a kernel
// older than the CPU (blasCoreFits), when every product stays with Eigen.
GemmPath autoPath(Eigen::Index m, Eigen::Index n, Eigen::Index k);
// The measured crossover alone: OpenBLAS from 2^17 multiply-adds and every side ≥ 8.
GemmPath pathBySize(Eigen::Index m, Eigen::Index n, Eigen::Index k);

// OpenBLAS picks its kernel by the CPU it recognises. Debian 12's 0.3.21 does not know some newer
// ones and falls back to generic SSE3 code ("Prescott"): on a Sapphire Rapids Xeon its products
// ran at a sixth of Eigen's speed (bench: 19 against 119 GFLOP/s). A core fits unless the CPU has
// AVX2 and FMA while the kernel uses neither; OPENBLAS_CORETYPE=SkylakeX (or Haswell) in the
// environment makes OpenBLAS use a fitting one.
bool blasCoreFits(std::string_view core, bool cpuAvx2);
std::string blasCoreName();  // openblas_get_corename()
bool cpuHasAvx2();           // AVX2 and FMA

// Whether AVX-512's panels can make a float product (Panels; Auto takes them where it would take
// OpenBLAS): X·Wᵀ with α = 1, β 0 or 1, W's rows contiguous (leading dimension `ldb` = k), on a
// CPU that has them.
bool panelsMake(Op opA, Op opB, double alpha, double beta, Eigen::Index ldb, Eigen::Index k);

// OpenBLAS's own thread count, which gemm keeps at 1 (the tests check it).
int blasThreads();

}  // namespace atlas
