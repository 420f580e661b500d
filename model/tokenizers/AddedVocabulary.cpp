#include "AddedVocabulary.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "JsonText.h"
#include "Unicode.h"
#include "Utf8.h"

namespace atlas::hf {

namespace {

using json = nlohmann::json;

bool flag(const json& o, const char* key, bool fallback, const std::string& path) {
    const auto it = o.find(key);
    if (it == o.end() || it->is_null()) return fallback;
    if (!it->is_boolean())
        throw TokenizerJsonError(path + "." + key + ": not a boolean (got " + shortJson(*it) + ")");
    return it->get<bool>();
}

AddedToken addedTokenOf(const json& o, const std::string& path) {
    if (!o.is_object()) throw TokenizerJsonError(path + ": not an object");
    const auto content = o.find("content");
    if (content == o.end() || !content->is_string())
        throw TokenizerJsonError(path + ".content: missing or not a string");
    AddedToken t;
    t.content = content->get<std::string>();
    // AddedToken's serde defaults (added_vocabulary.rs impl Default): normalized true.
    t.special = flag(o, "special", false, path);
    t.singleWord = flag(o, "single_word", false, path);
    t.lstrip = flag(o, "lstrip", false, path);
    t.rstrip = flag(o, "rstrip", false, path);
    t.normalized = flag(o, "normalized", true, path);
    return t;
}

bool sameToken(const AddedToken& a, const AddedToken& b) {
    return a.content == b.content && a.singleWord == b.singleWord && a.lstrip == b.lstrip &&
           a.rstrip == b.rstrip && a.normalized == b.normalized && a.special == b.special;
}

// added_vocabulary.rs: ENDS_WITH_WORD (\w$), STARTS_WITH_WORD (^\w), LEFTMOST_SPACE_AT_END
// (\s*$) and RIGHTMOST_SPACE_AT_START (^\s*), on valid UTF-8.
bool endsWithWord(std::string_view s) {
    if (s.empty()) return false;
    size_t i = s.size() - 1;
    while (i > 0 && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) --i;
    return unicode::isWordCharacter(utf8::decode(s, i));
}

bool startsWithWord(std::string_view s) {
    return !s.empty() && unicode::isWordCharacter(utf8::decode(s, 0));
}

size_t spaceLeftmostAtEnd(std::string_view s) {
    size_t end = s.size();
    while (end > 0) {
        size_t i = end - 1;
        while (i > 0 && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) --i;
        if (!unicode::isWhitespace(utf8::decode(s, i))) break;
        end = i;
    }
    return end;
}

size_t spaceRightmostAtStart(std::string_view s) {
    size_t i = 0;
    while (i < s.size() && unicode::isWhitespace(utf8::decode(s, i))) i += utf8::charLength(s, i);
    return i;
}

}  // namespace

void AddedVocabulary::Patterns::add(std::string pattern, int id) {
    if (pattern.empty()) return;  // matches nothing worth a split
    byFirstByte[static_cast<unsigned char>(pattern[0])].push_back(int(text.size()));
    text.push_back(std::move(pattern));
    ids.push_back(id);
}

AddedVocabulary::AddedVocabulary(const json& tokens, const std::string& path,
                                 const SubwordModel& model, const Normalizer* normalizer) {
    if (!tokens.is_null() && !tokens.is_array())
        throw TokenizerJsonError(path + ": not an array (got " + shortJson(tokens) + ")");
    if (tokens.is_array())
        for (size_t i = 0; i < tokens.size(); ++i)
            add(addedTokenOf(tokens[i], path + "[" + std::to_string(i) + "]"), model);
    // refresh_added_tokens: special tokens first, then the others, each in the order added;
    // normalized ones are matched in their normalized form.
    std::vector<const AddedToken*> order;
    for (const AddedToken& t : tokens_)
        if (t.special) order.push_back(&t);
    for (const AddedToken& t : tokens_)
        if (!t.special) order.push_back(&t);
    for (const AddedToken* t : order) {
        if (!t->normalized) {
            raw_.add(t->content, t->id);
            continue;
        }
        std::string content = t->content;
        if (normalizer) normalizer->normalize(content);
        normalized_.add(content, t->id);
    }
    for (AddedToken& t : tokens_) {
        t.decoded = t.content;
        if (t.normalized && normalizer) normalizer->normalize(t.decoded);
    }
}

// added_vocabulary.rs add_tokens: an identical token is skipped; a content the vocabulary
// already knows keeps its id (the added table's first, then the model's); else the next id.
void AddedVocabulary::add(AddedToken token, const SubwordModel& model) {
    if (token.content.empty()) return;
    for (const AddedToken& t : tokens_)
        if (sameToken(t, token)) return;
    std::optional<int> id = idOf(token.content);
    if (!id) id = model.tokenToId(token.content);
    if (!id) {
        const int size = model.vocabSize();
        int next = size;
        if (!tokens_.empty()) {
            int highest = 0;
            for (const AddedToken& t : tokens_) highest = std::max(highest, t.id);
            next = highest >= size || size == 0 ? highest + 1 : size;
        }
        id = next;
    }
    token.id = *id;
    byContent_[token.content] = token.id;
    if (const auto it = byId_.find(token.id); it != byId_.end()) {
        tokens_[it->second] = std::move(token);  // the later flags win, as in added_tokens_map_r
        return;
    }
    byId_[token.id] = tokens_.size();
    tokens_.push_back(std::move(token));
}

std::optional<int> AddedVocabulary::idOf(std::string_view content) const {
    const auto it = byContent_.find(std::string(content));
    if (it == byContent_.end()) return std::nullopt;
    return it->second;
}

const AddedToken* AddedVocabulary::tokenOf(int id) const {
    const auto it = byId_.find(id);
    return it == byId_.end() ? nullptr : &tokens_[it->second];
}

// find_matches: the leftmost-longest matches, each then kept or dropped (single_word) and
// widened over the whitespace beside it (lstrip, rstrip); the splits cover the sentence.
std::vector<AddedVocabulary::Match> AddedVocabulary::findMatches(std::string_view sentence,
                                                                 const Patterns& p) const {
    if (sentence.empty()) return {};
    std::vector<Match> found;
    for (size_t i = 0; i < sentence.size();) {
        int best = -1;
        for (int k : p.byFirstByte[static_cast<unsigned char>(sentence[i])])
            if (sentence.substr(i, p.text[k].size()) == p.text[k] &&
                (best < 0 || p.text[k].size() > p.text[best].size()))
                best = k;
        if (best < 0) {
            ++i;
            continue;
        }
        found.push_back({p.ids[best], i, i + p.text[best].size()});
        i += p.text[best].size();
    }
    std::vector<Match> splits;
    size_t offset = 0;
    for (Match m : found) {
        const AddedToken& t = *tokenOf(m.id);
        if (t.singleWord) {
            const bool spaceBefore = m.begin == 0 || !endsWithWord(sentence.substr(0, m.begin));
            const bool spaceAfter =
                m.end == sentence.size() || !startsWithWord(sentence.substr(m.end));
            if (!spaceBefore || !spaceAfter) continue;
        }
        if (t.lstrip) m.begin = std::max(spaceLeftmostAtEnd(sentence.substr(0, m.begin)), offset);
        if (t.rstrip) m.end += spaceRightmostAtStart(sentence.substr(m.end));
        if (offset < m.begin) splits.push_back({-1, offset, m.begin});
        splits.push_back(m);
        offset = m.end;
    }
    if (offset != sentence.size()) splits.push_back({-1, offset, sentence.size()});
    return splits;
}

// extract_and_normalize: the raw patterns on the text, then each part between them normalized
// and searched for the normalized patterns. Empty parts are dropped, as
// PreTokenizedString::split drops them.
Splits AddedVocabulary::split(std::string_view text, const Normalizer* normalizer) const {
    Splits out;
    for (const Match& m : findMatches(text, raw_)) {
        if (m.end <= m.begin) continue;
        if (m.id >= 0) {
            out.push_back({std::string(text.substr(m.begin, m.end - m.begin)), m.begin, m.id});
            continue;
        }
        std::string part(text.substr(m.begin, m.end - m.begin));
        if (normalizer) normalizer->normalize(part);
        for (const Match& n : findMatches(part, normalized_))
            if (n.end > n.begin)
                out.push_back({part.substr(n.begin, n.end - n.begin), m.begin + n.begin, n.id});
    }
    return out;
}

}  // namespace atlas::hf
