#pragma once
// A map's cells as pixels: one pixel per cell, which the widgets scale up without smoothing.
// Writing a QImage's bytes is what lets a 6 × 8 grid of 128 × 128 maps repaint within a frame.

#include <QImage>
#include <QRgb>

#include "ColorScale.h"
#include "Colormap.h"
#include "Snapshot.h"

namespace atlas::views {

// Masked cells are a neutral mid grey on every map (then hatched where they are large enough),
// a colour no sequential map gives to zero.
constexpr QRgb kMaskedColor = 0xff9e9e9e;
constexpr QRgb kMaskHatchColor = 0xffc9c9c9;

// The colour of one value: the colormap at the scale's position, or kMaskedColor for NaN.
QRgb cellColor(float value, const Colormap& colormap, const ColorScale& scale);

// cols × rows pixels, row r of the map at y = r (Format_RGB32).
QImage cellImage(const Grid& grid, const Colormap& colormap, const ColorScale& scale);

}  // namespace atlas::views
