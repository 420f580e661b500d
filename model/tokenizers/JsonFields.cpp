#include "JsonFields.h"

#include "Utf8.h"

namespace atlas::hf::json {

void fail(const std::string& path, const std::string& what) {
    throw TokenizerJsonError(path + ": " + what);
}

const nlohmann::json& object(const nlohmann::json& j, const std::string& path) {
    if (!j.is_object()) fail(path, std::string("expected an object, found ") + j.type_name());
    return j;
}

const nlohmann::json& field(const nlohmann::json& j, const char* key, const std::string& path) {
    const auto it = object(j, path).find(key);
    if (it == j.end()) fail(path, std::string("missing field '") + key + "'");
    return *it;
}

namespace {

const nlohmann::json& typed(const nlohmann::json& j, const char* key, const std::string& path,
                            nlohmann::json::value_t type, const char* expected) {
    const nlohmann::json& v = field(j, key, path);
    const bool number = type == nlohmann::json::value_t::number_unsigned;
    if (number ? !v.is_number_unsigned() : v.type() != type)
        fail(path + "." + key, std::string("expected ") + expected + ", found " + v.type_name());
    return v;
}

}  // namespace

std::string type(const nlohmann::json& j, const std::string& path) {
    return string(j, "type", path);
}

std::string string(const nlohmann::json& j, const char* key, const std::string& path) {
    return typed(j, key, path, nlohmann::json::value_t::string, "a string").get<std::string>();
}

bool boolean(const nlohmann::json& j, const char* key, const std::string& path) {
    return typed(j, key, path, nlohmann::json::value_t::boolean, "a boolean").get<bool>();
}

bool boolean(const nlohmann::json& j, const char* key, const std::string& path, bool fallback) {
    return object(j, path).contains(key) ? boolean(j, key, path) : fallback;
}

size_t count(const nlohmann::json& j, const char* key, const std::string& path) {
    return typed(j, key, path, nlohmann::json::value_t::number_unsigned, "an unsigned integer")
        .get<size_t>();
}

char32_t character(const nlohmann::json& j, const char* key, const std::string& path) {
    const std::string s = utf8::valid(string(j, key, path));
    if (s.empty() || utf8::charLength(s, 0) != s.size())
        fail(path + "." + key, "expected a single character, found '" + s + "'");
    return utf8::decode(s, 0);
}

const nlohmann::json& array(const nlohmann::json& j, const char* key, const std::string& path) {
    return typed(j, key, path, nlohmann::json::value_t::array, "an array");
}

void unknownType(const std::string& path, const std::string& type) {
    fail(path, "unknown type '" + type + "'");
}

}  // namespace atlas::hf::json
