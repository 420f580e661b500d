#pragma once
// The keys of a Hub folder's JSON files as a family reader needs them: each with the default
// of the transformers configuration class (its __init__), refused naming the file and the key
// when present with the wrong type.

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "HubFolder.h"

namespace atlas {

// config.json and generation_config.json hold about a hundred values.
inline constexpr size_t kMaxSettingsValues = 1 << 16;

// name's text (a file beside config.json) as a JSON object; throws CheckpointError naming it.
nlohmann::json parseHubObject(const HubFolder& hub, const std::string& name,
                              const std::string& text, size_t maxValues = kMaxSettingsValues);

class HubKeys {
public:
    HubKeys(const HubFolder& hub, const nlohmann::json& j, std::string file)
        : hub_(hub), j_(j), file_(std::move(file)) {}

    // A count in [0, 2^30]; absent or null: fallback.
    int integer(const char* key, int fallback) const;
    // A finite number; absent or null: fallback.
    double number(const char* key, double fallback) const;
    // Absent: fallback (null is refused, as the class would fail on it).
    bool boolean(const char* key, bool fallback) const;
    std::string text(const char* key, const char* fallback) const;
    // One id or a list of ids (eos_token_id), each in [0, below); absent or null: empty.
    std::vector<int> ids(const char* key, int below) const;
    bool contains(const char* key) const { return j_.contains(key) && !j_[key].is_null(); }
    // Present, possibly null.
    bool has(const char* key) const { return j_.contains(key); }
    const nlohmann::json& at(const char* key) const { return j_.at(key); }
    const std::string& file() const { return file_; }
    const HubFolder& hub() const { return hub_; }
    [[noreturn]] void refuse(const char* key, const std::string& what) const;

private:
    const HubFolder& hub_;
    const nlohmann::json& j_;
    std::string file_;
};

}  // namespace atlas
