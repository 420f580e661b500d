#include "Svd.h"

#include <Eigen/SVD>

namespace atlas {

Svd thinSvd(const Eigen::MatrixXd& A) {
    const Eigen::BDCSVD<Eigen::MatrixXd> svd(A, Eigen::ComputeThinU | Eigen::ComputeThinV);
    return {svd.matrixU(), svd.singularValues(), svd.matrixV()};
}

Eigen::VectorXd singularValuesOf(const Eigen::MatrixXd& A) {
    return Eigen::BDCSVD<Eigen::MatrixXd>(A).singularValues();
}

}  // namespace atlas
