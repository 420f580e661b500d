#pragma once
// A map's cells as pixels: one pixel per cell, which the widgets scale up without smoothing.
// Writing a QImage's bytes is what lets a 6 × 8 grid of 128 × 128 maps repaint within a frame.

#include <QImage>
#include <QRgb>

#include "AttentionStats.h"
#include "ColorScale.h"
#include "Colormap.h"
#include "Snapshot.h"

namespace atlas::views {

// Masked cells are a neutral mid grey on every map (then hatched where they are large enough),
// a colour no sequential map gives to zero.
constexpr QRgb kMaskedColor = 0xff9e9e9e;
constexpr QRgb kMaskHatchColor = 0xffc9c9c9;
// Keys a sliding window forgot (docs/format.md): masked too, but a pale slate blue, hatched the
// other way, so that the band along the diagonal reads apart from the causal triangle.
constexpr QRgb kWindowColor = 0xffd5dcea;
constexpr QRgb kWindowHatchColor = 0xff8d9ab3;

// The colour of one value: the colormap at the scale's position, or kMaskedColor for NaN.
QRgb cellColor(float value, const Colormap& colormap, const ColorScale& scale);

// cols × rows pixels, row r of the map at y = r (Format_RGB32); masked cells outside `band`'s
// window in kWindowColor.
QImage cellImage(const Grid& grid, const Colormap& colormap, const ColorScale& scale,
                 const WindowBand& band = {});

}  // namespace atlas::views
