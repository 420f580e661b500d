#include "GradientCheck.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "Random.h"

namespace gradcheck {

M numerical(M& x, const std::function<double()>& f, int maxElements, double h) {
    M n = M::Constant(x.rows(), x.cols(), std::numeric_limits<double>::quiet_NaN());
    const Eigen::Index size = x.size();
    const Eigen::Index count = maxElements < 0 ? size : std::min<Eigen::Index>(size, maxElements);
    for (Eigen::Index k = 0; k < count; ++k) {
        const Eigen::Index i = count == size ? k : k * size / count;
        const double saved = x.data()[i];
        x.data()[i] = saved + h;
        const double up = f();
        x.data()[i] = saved - h;
        const double down = f();
        x.data()[i] = saved;
        n.data()[i] = (up - down) / (2 * h);
    }
    return n;
}

double relativeError(const M& analytic, const M& numeric) {
    double diff = 0, a = 0, n = 0;
    for (Eigen::Index i = 0; i < numeric.size(); ++i) {
        if (std::isnan(numeric.data()[i])) continue;
        diff += std::pow(analytic.data()[i] - numeric.data()[i], 2);
        a += std::pow(analytic.data()[i], 2);
        n += std::pow(numeric.data()[i], 2);
    }
    return std::sqrt(diff) / std::max({std::sqrt(a), std::sqrt(n), 1e-5});
}

M random(int rows, int cols, uint64_t seed, double scale) {
    atlas::Random r(atlas::mixSeed(seed));
    M x(rows, cols);
    for (Eigen::Index i = 0; i < x.size(); ++i) x.data()[i] = r.uniform(-scale, scale);
    return x;
}

}  // namespace gradcheck
