#pragma once
// MarianMTModel (transformers modeling_marian.py) written out as plain loops in double
// precision from its source, on the Hub's own tensor names: the yardstick the Marian folder
// reader and our computation are checked against (as NaiveTransformer checks SPEC §2).

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <vector>

namespace naive {

struct MarianShape {
    int V = 0, d = 0, heads = 0, ff = 0, encoderLayers = 0, decoderLayers = 0, positions = 0;
    bool scaleEmbedding = true;
    std::string activation = "swish";
};

using Tensors = std::map<std::string, std::vector<float>>;  // Hub names, row-major
using Mat = std::vector<std::vector<double>>;
using Maps = std::vector<std::vector<Mat>>;  // [layer][head][query][key]

// max |m_ij|: the scale of the references' logit tolerance, 1e-3·max|logit|.
inline double maxAbs(const Mat& m) {
    double top = 0;
    for (const auto& row : m)
        for (double v : row) top = std::max(top, std::abs(v));
    return top;
}

struct MarianResult {
    Maps encoderSelf, decoderSelf, cross;
    Mat logits;  // [decoder position][V]
};

// src: input_ids with eos; decoderInput: [decoder_start, y1 … ym].
MarianResult marianForward(const MarianShape& shape, const Tensors& w, const std::vector<int>& src,
                           const std::vector<int>& decoderInput);

}  // namespace naive
