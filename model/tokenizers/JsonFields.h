#pragma once
// Reading a tokenizer.json component's fields as serde reads them in huggingface/tokenizers:
// a required field that is missing or of the wrong type is a TokenizerJsonError whose message
// names its path ("pre_tokenizer.pretokenizers[1].behavior: expected a string").

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

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

// "unknown type 'Foo'" for the object at path.
[[noreturn]] void unknownType(const std::string& path, const std::string& type);

}  // namespace atlas::hf::json
