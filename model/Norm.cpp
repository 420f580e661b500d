#include "Norm.h"

#include "ParallelRows.h"

namespace atlas {

Matrix Norm::operator()(const ConstMatrixRef& X) const {
    Matrix Y(X.rows(), X.cols());
    const float d = float(X.cols());
    parallelRows(X.rows(), X.cols(), [&](Eigen::Index first, Eigen::Index count) {
        for (Eigen::Index i = first; i < first + count; ++i) {
            if (kind == NormKind::LayerNorm) {
                const float mean = X.row(i).sum() / d;
                const RowVector centred = X.row(i).array() - mean;
                const float var = centred.squaredNorm() / d;
                Y.row(i) = centred * (1.0f / std::sqrt(var + eps));
            } else {
                const float meanSquare = X.row(i).squaredNorm() / d;
                Y.row(i) = X.row(i) * (1.0f / std::sqrt(meanSquare + eps));
            }
        }
        auto block = Y.middleRows(first, count);
        block.array().rowwise() *= g.array();
        if (b.size() != 0) block.rowwise() += b;
    });
    return Y;
}

}  // namespace atlas
