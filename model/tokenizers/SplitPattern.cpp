#include "SplitPattern.h"

#include <algorithm>
#include <array>
#include <nlohmann/json.hpp>

#include "JsonFields.h"

namespace atlas::hf {

SplitBehavior readSplitBehavior(const nlohmann::json& j, const char* key, const std::string& path) {
    static constexpr std::array<std::pair<std::string_view, SplitBehavior>, 5> names{{
        {"Removed", SplitBehavior::Removed},
        {"Isolated", SplitBehavior::Isolated},
        {"MergedWithPrevious", SplitBehavior::MergedWithPrevious},
        {"MergedWithNext", SplitBehavior::MergedWithNext},
        {"Contiguous", SplitBehavior::Contiguous},
    }};
    const std::string name = json::string(j, key, path);
    for (const auto& [n, b] : names)
        if (n == name) return b;
    json::fail(path + "." + key, "unknown behavior '" + name + "'");
}

Matches regexMatches(const Regex& regex, std::string_view text) {
    if (text.empty()) return {{0, 0, false}};
    Matches out;
    size_t previous = 0;
    for (const auto& [start, end] : regex.findAll(text)) {
        if (previous != start) out.push_back({previous, start, false});
        out.push_back({start, end, true});
        previous = end;
    }
    if (previous != text.size()) out.push_back({previous, text.size(), false});
    return out;
}

Matches inverted(Matches matches) {
    for (Match& m : matches) m.isMatch = !m.isMatch;
    return matches;
}

std::vector<std::pair<size_t, size_t>> splitRanges(const Matches& matches, SplitBehavior behavior) {
    std::vector<std::pair<size_t, size_t>> out;
    bool previousMatch = false;
    switch (behavior) {
        case SplitBehavior::Removed:
            for (const Match& m : matches)
                if (!m.isMatch) out.emplace_back(m.start, m.end);
            return out;
        case SplitBehavior::Isolated:
            for (const Match& m : matches) out.emplace_back(m.start, m.end);
            return out;
        case SplitBehavior::Contiguous:
        case SplitBehavior::MergedWithPrevious:
            for (const Match& m : matches) {
                const bool merge = behavior == SplitBehavior::Contiguous
                                       ? m.isMatch == previousMatch
                                       : m.isMatch && !previousMatch;
                if (merge && !out.empty())
                    out.back().second = m.end;
                else
                    out.emplace_back(m.start, m.end);
                previousMatch = m.isMatch;
            }
            return out;
        case SplitBehavior::MergedWithNext:
            for (auto it = matches.rbegin(); it != matches.rend(); ++it) {
                if (it->isMatch && !previousMatch && !out.empty())
                    out.back().first = it->start;
                else
                    out.emplace_back(it->start, it->end);
                previousMatch = it->isMatch;
            }
            std::reverse(out.begin(), out.end());
            return out;
    }
    return out;
}

SplitPattern::SplitPattern(const nlohmann::json& j, const std::string& path) {
    const nlohmann::json& p = json::object(j, path);
    if (p.size() != 1) json::fail(path, "expected one of {\"String\": …} or {\"Regex\": …}");
    if (p.contains("String"))
        literal_ = json::string(p, "String", path);
    else if (p.contains("Regex"))
        regex_.emplace(json::string(p, "Regex", path));
    else
        json::fail(path, "unknown pattern '" + p.begin().key() + "', expected String or Regex");
    if (!regex_ && literal_.empty()) regex_.emplace("");
}

Matches SplitPattern::findMatches(std::string_view text) const {
    if (regex_) return regexMatches(*regex_, text);
    if (text.empty()) return {{0, 0, false}};
    Matches out;
    size_t previous = 0;
    for (size_t at = text.find(literal_); at != std::string_view::npos;
         at = text.find(literal_, previous)) {
        if (previous != at) out.push_back({previous, at, false});
        out.push_back({at, at + literal_.size(), true});
        previous = at + literal_.size();
    }
    if (previous != text.size()) out.push_back({previous, text.size(), false});
    return out;
}

void appendParts(const Split& split, const std::vector<std::pair<size_t, size_t>>& ranges,
                 Splits& out) {
    for (const auto& [start, end] : ranges) {
        Split part;
        part.text = split.text.substr(start, end - start);
        part.start = split.start == Split::kNoOffset ? Split::kNoOffset : split.start + start;
        out.push_back(std::move(part));
    }
}

}  // namespace atlas::hf
