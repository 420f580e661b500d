#include "Decoders.h"

#include <algorithm>
#include <array>
#include <optional>

#include "Utf8.h"

namespace atlas::hf {

std::string rustReplace(std::string_view text, std::string_view from, std::string_view to) {
    std::string out;
    if (from.empty()) {
        out += to;
        for (std::string_view c : utf8::chars(text)) (out += c) += to;
        return out;
    }
    size_t previous = 0;
    for (size_t at = text.find(from); at != std::string_view::npos;
         at = text.find(from, previous)) {
        (out += text.substr(previous, at - previous)) += to;
        previous = at + from.size();
    }
    out += text.substr(previous);
    return out;
}

void WordPieceDecoder::decodeChain(std::vector<std::string>& tokens) const {
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 11> cleanup{{
        {" .", "."},
        {" ?", "?"},
        {" !", "!"},
        {" ,", ","},
        {" ' ", "'"},
        {" n't", "n't"},
        {" 'm", "'m"},
        {" do not", " don't"},
        {" 's", "'s"},
        {" 've", "'ve"},
        {" 're", "'re"},
    }};
    for (size_t i = 0; i < tokens.size(); ++i) {
        std::string& token = tokens[i];
        if (i != 0) {
            if (token.starts_with(prefix_)) {
                // replacen(prefix, "", 1): the first occurrence, which is at the start
                token.erase(0, prefix_.size());
            } else {
                token.insert(0, 1, ' ');
            }
        }
        if (cleanup_)
            for (const auto& [from, to] : cleanup) token = rustReplace(token, from, to);
    }
}

namespace {

// "<0xAB>": u8::from_str_radix of its two middle characters (which takes a leading '+').
std::optional<unsigned char> fallbackByte(const std::string& token) {
    if (token.size() != 6 || !token.starts_with("<0x") || token.back() != '>') return std::nullopt;
    const auto digit = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    };
    const int hi = digit(token[3]), lo = digit(token[4]);
    if (token[3] == '+' && lo >= 0) return (unsigned char)lo;
    if (hi < 0 || lo < 0) return std::nullopt;
    return (unsigned char)(hi * 16 + lo);
}

}  // namespace

void ByteFallbackDecoder::decodeChain(std::vector<std::string>& tokens) const {
    std::vector<std::string> out;
    std::string bytes;
    const auto flush = [&] {
        if (bytes.empty()) return;
        if (utf8::valid(bytes) == bytes)
            out.push_back(bytes);
        else
            out.insert(out.end(), bytes.size(), "\xEF\xBF\xBD");
        bytes.clear();
    };
    for (std::string& token : tokens) {
        if (const auto b = fallbackByte(token)) {
            bytes += char(*b);
            continue;
        }
        flush();
        out.push_back(std::move(token));
    }
    flush();
    tokens = std::move(out);
}

void FuseDecoder::decodeChain(std::vector<std::string>& tokens) const {
    std::string all;
    for (const std::string& t : tokens) all += t;
    tokens.assign(1, std::move(all));
}

void StripDecoder::decodeChain(std::vector<std::string>& tokens) const {
    for (std::string& token : tokens) {
        const std::vector<std::string_view> chars = utf8::chars(token);
        const auto isContent = [&](size_t i) { return utf8::decode(chars[i], 0) == content_; };
        size_t startCut = 0;
        while (startCut < std::min(start_, chars.size()) && isContent(startCut)) ++startCut;
        size_t stopCut = chars.size();
        // tokenizers indexes past the token (a panic) when stop exceeds its length; here the
        // count stops at the token's start, and at what the start cut already took.
        while (chars.size() - stopCut < stop_ && stopCut > startCut && isContent(stopCut - 1))
            --stopCut;
        std::string kept;
        for (size_t i = startCut; i < stopCut; ++i) kept += chars[i];
        token = std::move(kept);
    }
}

void ReplaceDecoder::decodeChain(std::vector<std::string>& tokens) const {
    for (std::string& token : tokens) token = replace_.replaced(token);
}

void BPEDecoder::decodeChain(std::vector<std::string>& tokens) const {
    for (size_t i = 0; i < tokens.size(); ++i)
        tokens[i] = rustReplace(tokens[i], suffix_, i + 1 == tokens.size() ? "" : " ");
}

void SequenceDecoder::decodeChain(std::vector<std::string>& tokens) const {
    for (const auto& step : steps_) step->decodeChain(tokens);
}

}  // namespace atlas::hf
