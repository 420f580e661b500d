#pragma once
// The names of the approximations and cache formats, without Eigen: the window's page and the
// command line choose by these.

#include <string_view>

namespace atlas::approx {

enum class ApproxMethod {
    TruncatedSvd,   // best rank-k map (Eckart–Young)
    RandomizedSvd,  // QQᵀP with ℓ = k + p Gaussian samples (HMT 2011)
    Performer,      // m positive random features (FAVOR+)
    Nystrom,        // m landmarks (Nyströmformer)
    QuantizedKv,    // the exact kernel on keys and values stored in a smaller format
};

const char* toString(ApproxMethod method);  // "svd", "rsvd", "performer", "nystrom", "quantized"
ApproxMethod approxMethodFromString(std::string_view name);  // throws std::invalid_argument

enum class KvFormat { FP32, BF16, FP16, FP8, INT8, INT4 };

inline constexpr KvFormat kKvFormats[] = {KvFormat::FP32, KvFormat::BF16, KvFormat::FP16,
                                          KvFormat::FP8,  KvFormat::INT8, KvFormat::INT4};

const char* toString(KvFormat format);  // "fp32", "bf16", "fp16", "fp8", "int8", "int4"
// Throws std::invalid_argument for any other name.
KvFormat kvFormatFromString(std::string_view name);
int bitsPerElement(KvFormat format);
// The integer formats' scale, stored per row beside the numbers (an fp16 number).
int scaleBitsPerRow(KvFormat format);

}  // namespace atlas::approx
