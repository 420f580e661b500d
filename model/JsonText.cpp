#include "JsonText.h"

#include <nlohmann/json.hpp>

namespace atlas {

namespace {

bool shallow(const nlohmann::json& value, int levels) {
    if (!value.is_structured()) return true;
    if (levels == 0) return false;
    for (const nlohmann::json& child : value)
        if (!shallow(child, levels - 1)) return false;
    return true;
}

}  // namespace

std::string shortJson(const nlohmann::json& value) {
    constexpr size_t kMaxChars = 80;
    if (!shallow(value, 8)) return std::string("a deeply nested ") + value.type_name();
    std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (text.size() > kMaxChars) text = text.substr(0, kMaxChars - 3) + "...";
    return text;
}

}  // namespace atlas
