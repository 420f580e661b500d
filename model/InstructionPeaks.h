#pragma once
// The machine's arithmetic peaks, measured (issue 39): a throughput loop of independent chains of
// one instruction on every thread at once — float32 FMA (AVX2's 256-bit, AVX-512's 512-bit) and
// AVX512_BF16's vdpbf16ps — so that bench can say what fraction of the instruction a prompt's
// products reach. A family the CPU lacks reads 0.

namespace atlas {

struct InstructionPeaks {
    double fma256 = 0;  // GFLOP/s (a multiply-add is 2 FLOP)
    double fma512 = 0;
    double bf16Dot = 0;  // vdpbf16ps: 32 multiply-adds per instruction
};

// On `threads` threads (OpenMP), each running its own loop for about `seconds`.
InstructionPeaks measureInstructionPeaks(int threads, double seconds = 0.2);

}  // namespace atlas
