#pragma once
// Eigen's core, as every file of the project includes it.
//
// GCC 12's own AVX-512 intrinsics (avx512fintrin.h: `__m512 __Y = __Y;`, GCC PR 105593, fixed
// in GCC 13) trip -Wmaybe-uninitialized (and, inlined into double exp, -Wuninitialized) wherever
// Eigen's packet code inlines them, which under -march=native on an AVX-512 machine is thousands of
// lines of a false positive from a system header. A middle-end warning is judged by the pragmas in
// force where the inlined code was first included, so ignoring it around this one include silences
// it for the intrinsics and Eigen only; our own code keeps -Wall -Wextra whole.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#include <Eigen/Core>
#pragma GCC diagnostic pop
