#pragma once
// The x86 intrinsics, as the project's own kernels include them. GCC 12's AVX-512 intrinsics trip
// -W(maybe-)uninitialized in the sanitizer build (GCC PR 105593; EigenCore.h says more):
// silenced for the system header only.
#ifdef __x86_64__
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#include <immintrin.h>
#pragma GCC diagnostic pop
#endif
