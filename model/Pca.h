#pragma once
// The geometry of a set of token vectors, for the embeddings view: a principal-component
// projection to a plane and the cosine similarity of every pair. Plain vectors in and out, so
// that the views can call it without seeing Eigen.

#include <cstddef>
#include <vector>

namespace atlas {

struct PcaResult {
    int rows = 0;
    int components = 0;
    // (rows, components), row-major: the centred rows projected on the principal axes.
    std::vector<float> coords;
    // (components): the share of the total variance each axis carries, largest first; all zero
    // when the rows do not vary.
    std::vector<double> explained;

    float at(int row, int component) const {
        return coords[std::size_t(row) * std::size_t(components) + std::size_t(component)];
    }
};

// Principal components of the rows of X (rows, cols) by the SVD of the centred matrix
// X − 1μᵀ = U Σ Vᵀ: coordinates U Σ, explained σᵢ² / Σσⱼ². Each axis vᵢ is signed so that its
// largest-magnitude entry is positive, so the picture does not mirror itself between runs.
// Axes beyond the rank of the data are zero. Throws std::invalid_argument on a size mismatch.
PcaResult pca(const std::vector<float>& rowMajor, int rows, int cols, int components = 2);

// (rows, rows), row-major: cos(xᵢ, xⱼ) in [−1, 1]. A zero row has no direction, so its row and
// column are 0 (including the diagonal) rather than NaN.
std::vector<float> cosineSimilarity(const std::vector<float>& rowMajor, int rows, int cols);

}  // namespace atlas
