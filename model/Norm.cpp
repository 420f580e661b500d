#include "Norm.h"

namespace atlas {

Matrix Norm::operator()(const ConstMatrixRef& X) const {
    Matrix Y(X.rows(), X.cols());
    const float d = float(X.cols());
    for (Eigen::Index i = 0; i < X.rows(); ++i) {
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
    Y.array().rowwise() *= g.array();
    if (b.size() != 0) Y.rowwise() += b;
    return Y;
}

}  // namespace atlas
