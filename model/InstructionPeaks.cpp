#include "InstructionPeaks.h"

#include <omp.h>
#include <algorithm>
#include <chrono>

#include "Intrinsics.h"

namespace atlas {

namespace {

#ifdef __x86_64__
// Twelve independent accumulators: more than the FMA's latency × its throughput, so the loop
// runs at the issue rate; the empty asm keeps the compiler from folding the constant inputs.
constexpr int kChains = 12;
constexpr long kRounds = 1 << 20;

__attribute__((target("avx2,fma"))) double fma256Loop(long rounds) {
    __m256 acc[kChains];
    for (__m256& a : acc) a = _mm256_setzero_ps();
    __m256 x = _mm256_set1_ps(1.f), y = _mm256_set1_ps(1e-9f);
    for (long r = 0; r < rounds; ++r) {
        for (__m256& a : acc) a = _mm256_fmadd_ps(x, y, a);
        __asm__ volatile("" : "+x"(x));
    }
    float sink[8];
    _mm256_storeu_ps(sink, acc[0]);
    return sink[0];
}

__attribute__((target("avx512f"))) double fma512Loop(long rounds) {
    __m512 acc[kChains];
    for (__m512& a : acc) a = _mm512_setzero_ps();
    __m512 x = _mm512_set1_ps(1.f), y = _mm512_set1_ps(1e-9f);
    for (long r = 0; r < rounds; ++r) {
        for (__m512& a : acc) a = _mm512_fmadd_ps(x, y, a);
        __asm__ volatile("" : "+v"(x));
    }
    return _mm512_reduce_add_ps(acc[0]);
}

__attribute__((target("avx512f,avx512bw,avx512bf16"))) double bf16Loop(long rounds) {
    __m512 acc[kChains];
    for (__m512& a : acc) a = _mm512_setzero_ps();
    __m512bh x = (__m512bh)_mm512_set1_epi16(0x3f80), y = (__m512bh)_mm512_set1_epi16(0x3000);
    for (long r = 0; r < rounds; ++r) {
        for (__m512& a : acc) a = _mm512_dpbf16_ps(a, x, y);
        __asm__ volatile("" : "+v"(x));
    }
    return _mm512_reduce_add_ps(acc[0]);
}

// FLOP/s of `loop` on `threads` threads at once: each thread's rounds over the slowest's time.
double peakOf(double (*loop)(long), double flopPerRound, int threads, double seconds) {
    double sink = loop(kRounds / 16);  // warm the unit up (AVX-512 frequency, caches)
    // Rounds for about `seconds` on one thread, from a first timing.
    const auto start = std::chrono::steady_clock::now();
    sink += loop(kRounds);
    const double once =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const long rounds =
        std::max<long>(kRounds, long(double(kRounds) * seconds / std::max(once, 1e-6)));
    double slowest = 0;
#pragma omp parallel num_threads(threads) reduction(max : slowest) reduction(+ : sink)
    {
        const auto t0 = std::chrono::steady_clock::now();
        sink += loop(rounds);
        slowest = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    }
    if (sink == 42.0) return 0;  // never: keeps the loops' results alive
    return flopPerRound * double(rounds) * threads / slowest / 1e9;
}
#endif

}  // namespace

InstructionPeaks measureInstructionPeaks(int threads, double seconds) {
    InstructionPeaks p;
#ifdef __x86_64__
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        p.fma256 = peakOf(fma256Loop, kChains * 8 * 2, threads, seconds);
    if (__builtin_cpu_supports("avx512f"))
        p.fma512 = peakOf(fma512Loop, kChains * 16 * 2, threads, seconds);
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
        __builtin_cpu_supports("avx512bf16"))
        p.bf16Dot = peakOf(bf16Loop, kChains * 32 * 2, threads, seconds);
#else
    (void)threads;
    (void)seconds;
#endif
    return p;
}

}  // namespace atlas
