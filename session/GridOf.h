#pragma once
// An Eigen matrix as the views' Grid (row-major floats): the one converter of session/. Private
// to session/ (it sees Eigen, which views never do); views only receive the Grid.

#include "EigenCore.h"
#include "Snapshot.h"

namespace atlas::views {

// Any dense matrix, float or double, row- or column-major: element by element, so that the
// storage order never matters.
template <typename Derived>
Grid gridOf(const Eigen::MatrixBase<Derived>& M) {
    Grid g{int(M.rows()), int(M.cols()), {}};
    g.values.reserve(size_t(M.size()));
    for (Eigen::Index i = 0; i < M.rows(); ++i)
        for (Eigen::Index j = 0; j < M.cols(); ++j) g.values.push_back(float(M(i, j)));
    return g;
}

}  // namespace atlas::views
