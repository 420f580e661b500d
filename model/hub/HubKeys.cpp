#include "HubKeys.h"

#include <cmath>

#include "Config.h"
#include "JsonText.h"

namespace atlas {

using json = nlohmann::json;

json parseHubObject(const HubFolder& hub, const std::string& name, const std::string& text,
                    size_t maxValues) {
    json j = parseHubJson(hub.folder + "/" + name, text, maxValues);
    if (!j.is_object())
        throw CheckpointError("'" + hub.folder + "/" + name + "': not a JSON object");
    return j;
}

int HubKeys::integer(const char* key, int fallback) const {
    const auto it = j_.find(key);
    if (it == j_.end() || it->is_null()) return fallback;
    if (!it->is_number_integer() || it->get<long long>() < 0 || it->get<long long>() > (1LL << 30))
        refuse(key, "is not a count (got " + shortJson(*it) + ")");
    return it->get<int>();
}

double HubKeys::number(const char* key, double fallback) const {
    const auto it = j_.find(key);
    if (it == j_.end() || it->is_null()) return fallback;
    if (!it->is_number() || !std::isfinite(it->get<double>()))
        refuse(key, "is not a number (got " + shortJson(*it) + ")");
    return it->get<double>();
}

bool HubKeys::boolean(const char* key, bool fallback) const {
    const auto it = j_.find(key);
    if (it == j_.end()) return fallback;
    if (!it->is_boolean()) refuse(key, "is not true or false (got " + shortJson(*it) + ")");
    return it->get<bool>();
}

std::string HubKeys::text(const char* key, const char* fallback) const {
    const auto it = j_.find(key);
    if (it == j_.end()) return fallback;
    if (!it->is_string()) refuse(key, "is not a string (got " + shortJson(*it) + ")");
    return it->get<std::string>();
}

std::vector<int> HubKeys::ids(const char* key, int below) const {
    const auto it = j_.find(key);
    if (it == j_.end() || it->is_null()) return {};
    const json list = it->is_array() ? *it : json::array({*it});
    std::vector<int> out;
    for (const json& id : list) {
        if (!id.is_number_integer() || id.get<long long>() < 0 || id.get<long long>() >= below)
            refuse(key, "holds " + shortJson(id) + ", not an id of the vocabulary");
        out.push_back(id.get<int>());
    }
    return out;
}

void HubKeys::refuse(const char* key, const std::string& what) const {
    throw ConfigError("'" + hub_.folder + "/" + file_ + "': " + key + " " + what);
}

}  // namespace atlas
