// C = A·Bᵀ (row-major, B stored [n, k] like a weight) through Eigen and one BLAS library, on the
// shapes the model makes, at 1 and 2 threads: the measurement behind the choice of OpenBLAS
// (docs/speed.md). scripts/blas/compare.sh builds it once per library, since OpenBLAS and BLIS
// both define cblas_sgemm and cannot share a process.
#include <omp.h>
#include <Eigen/Core>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>
#ifdef USE_OPENBLAS
#include <cblas.h>
#else
#include <blis.h>
#endif

using M = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

void product(const M& A, const M& B, M& C, int threads) {
    const int m = int(A.rows()), k = int(A.cols()), n = int(B.rows());
#ifdef USE_OPENBLAS
    openblas_set_num_threads(threads);  // the library's own threading, as it is meant to be used
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, m, n, k, 1.f, A.data(), k, B.data(), k,
                0.f, C.data(), n);
    omp_set_num_threads(threads);  // openblas_set_num_threads also sets OpenMP's count
#else
    rntm_t rntm = BLIS_RNTM_INITIALIZER;
    bli_rntm_set_num_threads(threads, &rntm);
    float one = 1, zero = 0;
    bli_sgemm_ex(BLIS_NO_TRANSPOSE, BLIS_TRANSPOSE, m, n, k, &one, const_cast<float*>(A.data()), k,
                 1, const_cast<float*>(B.data()), k, 1, &zero, C.data(), n, 1, nullptr, &rntm);
#endif
}

template <typename F>
double medianSeconds(F&& f) {
    using Clock = std::chrono::steady_clock;
    f();
    f();
    std::vector<double> t;
    for (double spent = 0; t.size() < 41 && spent < 0.6;) {
        const auto t0 = Clock::now();
        f();
        t.push_back(std::chrono::duration<double>(Clock::now() - t0).count());
        spent += t.back();
    }
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

int main() {
    const int shapes[][3] = {{1024, 1024, 1024}, {128, 512, 512}, {128, 2048, 512},
                             {128, 512, 2048},   {32, 512, 512},  {128, 8000, 512},
                             {8, 512, 512},      {2, 512, 512},   {128, 128, 64},
                             {128, 64, 128},     {32, 32, 64}};
    std::printf("threads      m ×    n ×    k   Eigen GF/s   BLAS GF/s\n");
    for (int threads : {1, 2}) {
        omp_set_num_threads(threads);
        for (const auto& [m, n, k] : shapes) {
            const M A = M::Random(m, k), B = M::Random(n, k);
            M C(m, n), D(m, n);
            const double te = medianSeconds([&] { D.noalias() = A * B.transpose(); });
            const double tb = medianSeconds([&] { product(A, B, C, threads); });
            const double flops = 2.0 * m * n * k;
            std::printf("%7d %6d × %4d × %4d %12.1f %11.1f\n", threads, m, n, k, flops / te / 1e9,
                        flops / tb / 1e9);
        }
    }
}
