#include "Vocabulary.h"

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "ModelJson.h"

namespace atlas::hf {

Vocabulary::Vocabulary(const nlohmann::json& vocab, const std::string& path) {
    using modeljson::fail, modeljson::quote;
    if (!vocab.is_object()) fail(path, "expected an object, not " + modeljson::kindOf(vocab));
    tokens_.reserve(vocab.size());
    int maxId = -1;
    for (const auto& [token, value] : vocab.items()) {
        const int id = modeljson::index(value, path + "[" + quote(token) + "]");
        tokens_.emplace(token, id);
        longest_ = std::max(longest_, token.size());
        maxId = std::max(maxId, id);
    }
    // Holes are allowed (tokenizers only warns when it saves them), but not an id so far out
    // that the reverse map would be mostly holes.
    const size_t bound = 2 * tokens_.size() + 65536;
    if (size_t(maxId) >= bound)
        fail(path, "id " + std::to_string(maxId) + " is out of range: the vocabulary has " +
                       std::to_string(tokens_.size()) + " tokens");
    reverse_.assign(size_t(maxId + 1), nullptr);
    for (const auto& [token, id] : tokens_) {
        if (const std::string* other = reverse_[id])
            fail(path, "tokens " + quote(std::min(*other, token)) + " and " +
                           quote(std::max(*other, token)) + " both have id " + std::to_string(id));
        reverse_[id] = &token;
    }
}

std::string bytePiece(unsigned char byte) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "<0x%02X>", byte);
    return buffer;
}

}  // namespace atlas::hf
