#include "KvQuantization.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace atlas::approx {

namespace {

struct FloatFormat {
    int mantissaBits;
    int minExponent;  // of the smallest normal number
    double largest;
};

FloatFormat floatFormat(KvFormat format) {
    switch (format) {
        case KvFormat::BF16:
            return {7, -126, 0x1.FEp127};
        case KvFormat::FP16:
            return {10, -14, 65504.0};
        case KvFormat::FP8:
            return {3, -6, 448.0};
        default:
            return {23, -126, 0x1.FFFFFEp127};
    }
}

bool isInteger(KvFormat format) {
    return format == KvFormat::INT8 || format == KvFormat::INT4;
}

int integerLevels(KvFormat format) {
    return format == KvFormat::INT8 ? 127 : 7;
}

}  // namespace

const char* toString(KvFormat format) {
    switch (format) {
        case KvFormat::FP32:
            return "fp32";
        case KvFormat::BF16:
            return "bf16";
        case KvFormat::FP16:
            return "fp16";
        case KvFormat::FP8:
            return "fp8";
        case KvFormat::INT8:
            return "int8";
        case KvFormat::INT4:
            return "int4";
    }
    return "?";
}

KvFormat kvFormatFromString(std::string_view name) {
    for (KvFormat f : kKvFormats)
        if (name == toString(f)) return f;
    throw std::invalid_argument("unknown cache format '" + std::string(name) +
                                "' (fp32, bf16, fp16, fp8, int8 or int4)");
}

int bitsPerElement(KvFormat format) {
    switch (format) {
        case KvFormat::FP32:
            return 32;
        case KvFormat::BF16:
        case KvFormat::FP16:
            return 16;
        case KvFormat::FP8:
        case KvFormat::INT8:
            return 8;
        case KvFormat::INT4:
            return 4;
    }
    return 32;
}

int scaleBitsPerRow(KvFormat format) {
    return isInteger(format) ? 16 : 0;
}

float roundToFormat(KvFormat format, float x) {
    if (format == KvFormat::FP32 || isInteger(format) || x == 0 || !std::isfinite(x)) return x;
    const FloatFormat f = floatFormat(format);
    int exponent = 0;
    std::frexp(double(x), &exponent);  // |x| = m·2^exponent, m ∈ [½, 1)
    const int e = std::max(exponent - 1, f.minExponent);
    const double quantum = std::ldexp(1.0, e - f.mantissaBits);            // the spacing around x
    const double rounded = std::nearbyint(double(x) / quantum) * quantum;  // ties to even
    return float(std::clamp(rounded, -f.largest, f.largest));
}

void roundTrip(KvFormat format, MatrixRef rows) {
    if (format == KvFormat::FP32) return;
    if (!isInteger(format)) {
        rows = rows.unaryExpr([format](float x) { return roundToFormat(format, x); });
        return;
    }
    const float levels = float(integerLevels(format));
    for (Eigen::Index i = 0; i < rows.rows(); ++i) {
        const float absMax = rows.row(i).cwiseAbs().maxCoeff();
        if (absMax == 0) continue;
        const float step = absMax / levels;
        for (Eigen::Index j = 0; j < rows.cols(); ++j)
            rows(i, j) = std::clamp(std::nearbyint(rows(i, j) / step), -levels, levels) * step;
    }
}

double roundTripBound(KvFormat format, double x, double rowAbsMax) {
    if (format == KvFormat::FP32) return 0;
    // Half a step, plus the float rounding of step = absmax/q_max and of q·step.
    if (isInteger(format)) return 0.5 * rowAbsMax / integerLevels(format) + rowAbsMax * 0x1p-22;
    const FloatFormat f = floatFormat(format);
    if (std::abs(x) > f.largest) return std::abs(x) - f.largest;  // saturated
    const double halfSubnormal = std::ldexp(1.0, f.minExponent - f.mantissaBits - 1);
    return std::max(std::abs(x) * std::ldexp(1.0, -f.mantissaBits - 1), halfSubnormal);
}

}  // namespace atlas::approx
