#include "CellImage.h"

#include <cmath>

namespace atlas::views {

QRgb cellColor(float value, const Colormap& colormap, const ColorScale& scale) {
    if (std::isnan(value)) return kMaskedColor;
    return colormap.rgb(scale.position(value));
}

QImage cellImage(const Grid& grid, const Colormap& colormap, const ColorScale& scale,
                 const WindowBand& band) {
    if (grid.empty()) return {};
    QImage image(grid.cols, grid.rows, QImage::Format_RGB32);
    for (int r = 0; r < grid.rows; ++r) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(r));
        const float* values = grid.values.data() + size_t(r) * size_t(grid.cols);
        for (int c = 0; c < grid.cols; ++c)
            line[c] = std::isnan(values[c]) && band.outside(r, c)
                          ? kWindowColor
                          : cellColor(values[c], colormap, scale);
    }
    return image;
}

}  // namespace atlas::views
