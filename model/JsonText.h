#pragma once
// Untrusted JSON values (a checkpoint header, a configuration) quoted in one-line messages.

#include <nlohmann/json_fwd.hpp>
#include <string>

namespace atlas {

// The value as it appeared, cut to about 80 characters. A value nested deeper than a few
// levels is named by its type instead: dumping recurses once per level, and a hostile header
// can nest a million deep.
std::string shortJson(const nlohmann::json& value);

}  // namespace atlas
