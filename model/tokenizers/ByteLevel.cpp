#include "ByteLevel.h"

#include <unordered_map>

#include "SplitPattern.h"
#include "Utf8.h"

namespace atlas::hf {

namespace {

// byte_level.rs bytes_char: the printable bytes stand for themselves, the others for 256 + n in
// byte order.
std::array<char32_t, 256> byteCodePoints() {
    std::array<char32_t, 256> cp{};
    const auto printable = [](int b) {
        return (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF);
    };
    char32_t n = 0;
    for (int b = 0; b < 256; ++b) cp[b] = printable(b) ? char32_t(b) : 256 + n++;
    return cp;
}

}  // namespace

const std::array<std::string, 256>& byteLevelChars() {
    static const std::array<std::string, 256> table = [] {
        std::array<std::string, 256> t;
        const auto cp = byteCodePoints();
        for (int b = 0; b < 256; ++b) utf8::append(t[b], cp[b]);
        return t;
    }();
    return table;
}

std::optional<unsigned char> byteLevelByte(char32_t c) {
    static const std::unordered_map<char32_t, unsigned char> bytes = [] {
        std::unordered_map<char32_t, unsigned char> m;
        const auto cp = byteCodePoints();
        for (int b = 0; b < 256; ++b) m.emplace(cp[b], (unsigned char)b);
        return m;
    }();
    const auto it = bytes.find(c);
    if (it == bytes.end()) return std::nullopt;
    return it->second;
}

const char* ByteLevelPreTokenizer::gpt2Pattern() {
    return R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+)";
}

ByteLevelPreTokenizer::ByteLevelPreTokenizer(bool addPrefixSpace, bool useRegex)
    : addPrefixSpace_(addPrefixSpace), useRegex_(useRegex) {
    static const Regex gpt2(gpt2Pattern());
    regex_ = &gpt2;
}

void ByteLevelPreTokenizer::preTokenize(Splits& splits) const {
    splitEach(splits, [&](const Split& split, Splits& out) {
        Split whole = split;
        // NormalizedString::prepend: nothing on an empty text; the space stands at the first
        // character's offset.
        const bool prefix = addPrefixSpace_ && !whole.text.empty() && whole.text[0] != ' ';
        if (prefix) whole.text.insert(0, 1, ' ');
        const size_t first = out.size();
        if (useRegex_)
            appendParts(whole,
                        splitRanges(regexMatches(*regex_, whole.text), SplitBehavior::Isolated),
                        out);
        else
            out.push_back(std::move(whole));
        for (size_t i = first; i < out.size(); ++i) {
            Split& part = out[i];
            if (prefix && part.start != split.start && part.start != Split::kNoOffset) --part.start;
            std::string mapped;
            mapped.reserve(part.text.size() * 2);
            for (unsigned char b : part.text) mapped += byteLevelChars()[b];
            part.text = std::move(mapped);
        }
    });
}

void ByteLevelDecoder::decodeChain(std::vector<std::string>& tokens) const {
    std::string bytes;
    for (const std::string& token : tokens) {
        std::string own;
        bool mapped = true;
        for (std::string_view c : utf8::chars(token)) {
            const auto b = byteLevelByte(utf8::decode(c, 0));
            if (!b) {
                mapped = false;
                break;
            }
            own += char(*b);
        }
        bytes += mapped ? own : token;
    }
    tokens.assign(1, utf8::valid(bytes));
}

}  // namespace atlas::hf
