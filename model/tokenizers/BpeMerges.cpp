#include "BpeMerges.h"

#include <nlohmann/json.hpp>
#include <string_view>
#include <utility>

#include "ModelJson.h"

namespace atlas::hf {

using modeljson::fail, modeljson::quote;
using nlohmann::json;

namespace {

// serde's untagged MergeType (models/bpe/serialization.rs): all pairs, or all strings.
bool allPairs(const json& merges) {
    for (const json& m : merges)
        if (!m.is_array() || m.size() != 2 || !m[0].is_string() || !m[1].is_string()) return false;
    return true;
}

bool allStrings(const json& merges) {
    for (const json& m : merges)
        if (!m.is_string()) return false;
    return true;
}

// One legacy merge "a b": exactly one space (convert_merges_to_hashmap's split(' ') into two).
std::pair<std::string, std::string> splitLegacy(const std::string& line, const std::string& path) {
    const size_t space = line.find(' ');
    if (space == std::string::npos || line.find(' ', space + 1) != std::string::npos)
        fail(path, quote(line) + " is not two tokens separated by one space");
    return {line.substr(0, space), line.substr(space + 1)};
}

bool isCharBoundary(std::string_view s, size_t i) {
    return i >= s.size() || ((unsigned char)s[i] & 0xC0) != 0x80;
}

}  // namespace

BpeMerges::BpeMerges(const json& merges, const Vocabulary& vocab,
                     const std::optional<std::string>& prefix, const std::string& path) {
    if (!merges.is_array()) fail(path, "expected an array, not " + modeljson::kindOf(merges));
    const bool pairs = allPairs(merges);
    if (!pairs && !allStrings(merges))
        fail(path, "expected every merge written \"a b\" or every merge [\"a\", \"b\"]");
    size_t capacity = 16;
    while (capacity < 2 * merges.size()) capacity *= 2;
    keys_.assign(capacity, kEmpty);
    values_.assign(capacity, Merge{});
    mask_ = capacity - 1;
    const size_t prefixLength = prefix ? prefix->size() : 0;
    int rank = 0;
    for (size_t i = 0; i < merges.size(); ++i) {
        const std::string at = path + "[" + std::to_string(i) + "]";
        std::pair<std::string, std::string> ab;
        if (pairs) {
            ab = {merges[i][0].get<std::string>(), merges[i][1].get<std::string>()};
        } else {
            const auto& line = merges[i].get_ref<const std::string&>();
            if (line.starts_with("#version")) continue;
            ab = splitLegacy(line, at);
        }
        const auto& [a, b] = ab;
        const std::string shown = quote(a + " " + b);
        const auto aId = vocab.id(a), bId = vocab.id(b);
        if (!aId || !bId)
            fail(at, shown + " names " + quote(aId ? b : a) + ", absent from the vocabulary");
        // model.rs: format!("{}{}", a, &b[prefix_len..]), which panics when b is shorter.
        if (b.size() < prefixLength || !isCharBoundary(b, prefixLength))
            fail(at, shown + ": " + quote(b) + " does not begin with a whole " +
                         "continuing_subword_prefix");
        const std::string made = a + b.substr(prefixLength);
        const auto newId = vocab.id(made);
        if (!newId) fail(at, shown + " makes " + quote(made) + ", absent from the vocabulary");
        insert(*aId, *bId, Merge{rank++, *newId});
    }
}

void BpeMerges::insert(int a, int b, Merge merge) {
    const uint64_t key = pairKey(a, b);
    size_t i = slot(key);
    while (keys_[i] != kEmpty && keys_[i] != key) i = (i + 1) & mask_;
    if (keys_[i] == kEmpty) ++count_;
    keys_[i] = key;
    values_[i] = merge;  // a pair listed again takes its later rank, as HashMap::collect
}

}  // namespace atlas::hf
