#include "ModelJson.h"

#include <cstdio>
#include <limits>

namespace atlas::hf::modeljson {

using nlohmann::json;

void fail(const std::string& path, const std::string& message) {
    throw TokenizerJsonError(path + ": " + message);
}

std::string quote(std::string_view text, size_t limit) {
    std::string out = "'";
    for (size_t i = 0; i < text.size(); ++i) {
        if (out.size() > limit) {
            // Cut at a character boundary: drop continuation bytes already copied.
            while (!out.empty() && ((unsigned char)out.back() & 0xC0) == 0x80) out.pop_back();
            if (!out.empty() && (unsigned char)out.back() >= 0xC0) out.pop_back();
            return out + "…'";
        }
        const unsigned char c = (unsigned char)text[i];
        if (c < 0x20 || c == 0x7F) {
            char buffer[8];
            std::snprintf(buffer, sizeof buffer, "\\x%02X", c);
            out += buffer;
        } else {
            out += char(c);
        }
    }
    return out + "'";
}

std::string kindOf(const json& j) {
    switch (j.type()) {
        case json::value_t::null:
            return "null";
        case json::value_t::object:
            return "an object";
        case json::value_t::array:
            return "an array";
        case json::value_t::string:
            return "a string";
        case json::value_t::boolean:
            return "a boolean";
        case json::value_t::number_float:
            return "a fractional number";
        case json::value_t::number_integer:
        case json::value_t::number_unsigned:
            return "an integer";
        default:
            return "a binary value";
    }
}

const json* find(const json& j, const char* key) {
    const auto it = j.find(key);
    if (it == j.end() || it->is_null()) return nullptr;
    return &*it;
}

const json& require(const json& j, const char* key, const std::string& path) {
    const json* field = find(j, key);
    if (!field) fail(path, std::string("missing field '") + key + "'");
    return *field;
}

std::optional<std::string> optionalString(const json& j, const char* key, const std::string& path) {
    const json* field = find(j, key);
    if (!field) return std::nullopt;
    if (!field->is_string()) fail(path + "." + key, "expected a string, not " + kindOf(*field));
    return field->get<std::string>();
}

std::string requiredString(const json& j, const char* key, const std::string& path) {
    require(j, key, path);
    return *optionalString(j, key, path);
}

bool optionalBool(const json& j, const char* key, const std::string& path, bool byDefault) {
    const json* field = find(j, key);
    if (!field) return byDefault;
    if (!field->is_boolean()) fail(path + "." + key, "expected a boolean, not " + kindOf(*field));
    return field->get<bool>();
}

int index(const json& j, const std::string& path) {
    constexpr long long kMax = std::numeric_limits<int>::max();
    if (j.is_number_unsigned()) {
        const auto v = j.get<unsigned long long>();
        if (v > (unsigned long long)kMax)
            fail(path, std::to_string(v) + " is out of range (0.." + std::to_string(kMax) + ")");
        return int(v);
    }
    if (j.is_number_integer()) {  // a signed integer: the parser's for negatives, or built
        const auto v = j.get<long long>();
        if (v < 0) fail(path, "expected a non-negative integer, not " + std::to_string(v));
        if (v > kMax)
            fail(path, std::to_string(v) + " is out of range (0.." + std::to_string(kMax) + ")");
        return int(v);
    }
    fail(path, "expected a non-negative integer, not " + kindOf(j));
}

}  // namespace atlas::hf::modeljson
