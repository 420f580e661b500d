#!/bin/bash
# Eigen against OpenBLAS and against BLIS (Debian's OpenMP builds) on the model's shapes:
#   apt-get install libopenblas-openmp-dev libblis-openmp-dev && scripts/blas/compare.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
arch="$(gcc -dumpmachine)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
flags=(-O3 -march=native -fopenmp -std=c++20 -DNDEBUG -isystem /usr/include/eigen3)
g++ "${flags[@]}" -DUSE_OPENBLAS -I"/usr/include/$arch/openblas-openmp" "$here/compare.cpp" \
    -o "$out/openblas" "/usr/lib/$arch/openblas-openmp/libopenblas.so"
g++ "${flags[@]}" -I"/usr/include/$arch/blis-openmp" "$here/compare.cpp" -o "$out/blis" \
    "/usr/lib/$arch/blis-openmp/libblis.so" -Wl,-rpath,"/usr/lib/$arch/blis-openmp"
echo "== OpenBLAS $(dpkg-query -W -f '${Version}' libopenblas0-openmp)"
"$out/openblas"
echo "== BLIS $(dpkg-query -W -f '${Version}' libblis4-openmp)"
"$out/blis"
