#pragma once
// Reading the fields of a tokenizer.json "model" object as serde reads them in huggingface/
// tokenizers (models/*/serialization.rs): an absent field or null is "not set" where the Rust
// field is an Option, a field of the wrong type is refused with a one-line TokenizerJsonError
// naming its path ("model.unk_token: expected a string, not a number").

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "Components.h"

namespace atlas::hf::modeljson {

// Throws TokenizerJsonError("<path>: <message>").
[[noreturn]] void fail(const std::string& path, const std::string& message);
// A text quote for a message, control characters escaped, cut to `limit` bytes.
std::string quote(std::string_view text, size_t limit = 60);
// "a string", "a number", ... for "expected X, not Y".
std::string kindOf(const nlohmann::json& j);

// The field, or null when absent or JSON null.
const nlohmann::json* find(const nlohmann::json& j, const char* key);
// The field, refused by name when absent.
const nlohmann::json& require(const nlohmann::json& j, const char* key, const std::string& path);

std::optional<std::string> optionalString(const nlohmann::json& j, const char* key,
                                          const std::string& path);
std::string requiredString(const nlohmann::json& j, const char* key, const std::string& path);
bool optionalBool(const nlohmann::json& j, const char* key, const std::string& path,
                  bool byDefault);
// A non-negative integer below 2^31 (an id or a count), refused by its path otherwise.
int index(const nlohmann::json& j, const std::string& path);

}  // namespace atlas::hf::modeljson
