#pragma once
// What the plain-loop references of the decoder-only families (NaiveDecoder.cpp, NaiveGpt2.cpp)
// share: config.json keys read with the class defaults, tensors looked up by their Hub names,
// and the activations of ACT2FN. Independent of model/.

#include <cmath>
#include <nlohmann/json.hpp>
#include <numbers>
#include <stdexcept>
#include <string>

#include "NaiveMarian.h"

namespace naive {

using json = nlohmann::json;

// A config key that is present and not null.
inline const json* present(const json& c, const char* key) {
    const auto it = c.find(key);
    return it == c.end() || it->is_null() ? nullptr : &*it;
}
inline double number(const json& c, const char* key, double fallback) {
    const json* v = present(c, key);
    return v ? v->get<double>() : fallback;
}
inline int integer(const json& c, const char* key, int fallback) {
    const json* v = present(c, key);
    return v ? v->get<int>() : fallback;
}
inline bool flag(const json& c, const char* key, bool fallback) {
    const json* v = present(c, key);
    return v ? v->get<bool>() : fallback;
}
inline std::string text(const json& c, const char* key, const std::string& fallback) {
    const json* v = present(c, key);
    return v ? v->get<std::string>() : fallback;
}

// The tensor `name` of `size` values; throws naming it when absent or of another size.
inline const std::vector<float>& tensor(const Tensors& w, const std::string& name, size_t size) {
    const auto it = w.find(name);
    if (it == w.end()) throw std::runtime_error("naive decoder: no tensor " + name);
    if (it->second.size() != size)
        throw std::runtime_error("naive decoder: tensor " + name + " has " +
                                 std::to_string(it->second.size()) + " values, expected " +
                                 std::to_string(size));
    return it->second;
}

// ACT2FN (activations.py): silu/swish nn.SiLU; gelu GELUActivation (erf); gelu_pytorch_tanh
// nn.functional.gelu(approximate="tanh"), the same formula as gelu_new; gelu_fast; quick_gelu.
inline double activate(const std::string& name, double x) {
    if (name == "silu" || name == "swish") return x / (1 + std::exp(-x));
    if (name == "gelu" || name == "gelu_python")
        return 0.5 * x * (1 + std::erf(x / std::sqrt(2.0)));
    if (name == "gelu_pytorch_tanh" || name == "gelu_new")
        return 0.5 * x *
               (1 + std::tanh(std::sqrt(2.0 / std::numbers::pi) * (x + 0.044715 * x * x * x)));
    if (name == "gelu_fast")
        return 0.5 * x * (1 + std::tanh(x * 0.7978845608 * (1 + 0.044715 * x * x)));
    if (name == "quick_gelu") return x / (1 + std::exp(-1.702 * x));
    if (name == "relu") return x > 0 ? x : 0;
    if (name == "tanh") return std::tanh(x);
    throw std::runtime_error("naive decoder: unsupported activation " + name);
}

}  // namespace naive
