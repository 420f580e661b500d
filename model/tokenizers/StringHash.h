#pragma once
// A hash for unordered maps keyed by std::string that are searched with a std::string_view
// (C++20 heterogeneous lookup: no string is built to look a word up).

#include <functional>
#include <string_view>

namespace atlas::hf {

struct StringHash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

}  // namespace atlas::hf
