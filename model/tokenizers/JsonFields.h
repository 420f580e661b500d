#pragma once
// Reading a tokenizer.json component's fields as serde reads them in huggingface/tokenizers:
// a required field that is missing or of the wrong type is a TokenizerJsonError whose message
// names its path ("pre_tokenizer.pretokenizers[1].behavior: expected a string").

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "Components.h"

namespace atlas::hf::json {

[[noreturn]] void fail(const std::string& path, const std::string& what);
// The object itself, refused when it is not an object.
const nlohmann::json& object(const nlohmann::json& j, const std::string& path);
// "type", a string.
std::string type(const nlohmann::json& j, const std::string& path);
// A required field (any type); refused when missing.
const nlohmann::json& field(const nlohmann::json& j, const char* key, const std::string& path);
// Required fields of one type.
std::string string(const nlohmann::json& j, const char* key, const std::string& path);
bool boolean(const nlohmann::json& j, const char* key, const std::string& path);
size_t count(const nlohmann::json& j, const char* key, const std::string& path);  // usize
// A string of exactly one character (serde's `char`).
char32_t character(const nlohmann::json& j, const char* key, const std::string& path);
// Optional fields: the fallback when missing (a present field of the wrong type is refused).
bool boolean(const nlohmann::json& j, const char* key, const std::string& path, bool fallback);
// A required array field.
const nlohmann::json& array(const nlohmann::json& j, const char* key, const std::string& path);

// The components of the array field `key` (a Sequence's), each read by read(object, path)
// with its own path ("normalizer.normalizers[1]"); a null element is refused.
template <typename Read>
auto components(const nlohmann::json& j, const char* key, const std::string& path, Read read) {
    std::vector<decltype(read(j, path))> out;
    const nlohmann::json& list = array(j, key, path);
    for (size_t i = 0; i < list.size(); ++i) {
        const std::string at = path + "." + key + "[" + std::to_string(i) + "]";
        if (list[i].is_null()) fail(at, "expected an object, found null");
        out.push_back(read(list[i], at));
    }
    return out;
}

// "unknown type 'Foo'" for the object at path.
[[noreturn]] void unknownType(const std::string& path, const std::string& type);

}  // namespace atlas::hf::json
