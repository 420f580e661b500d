#include "PieceSpeller.h"

#include <optional>

#include "ByteLevel.h"
#include "FastTokenizer.h"
#include "Utf8.h"
#include "WordPiece.h"

namespace atlas::hf {

namespace {

constexpr std::string_view kMetaspace = "\xE2\x96\x81";  // ▁

int hexDigit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

// "<0xE4>", as SentencePiece and byte_fallback spell one byte.
std::optional<unsigned char> fallbackByte(std::string_view piece) {
    if (piece.size() != 6 || piece.substr(0, 3) != "<0x" || piece[5] != '>') return std::nullopt;
    const int high = hexDigit(piece[3]), low = hexDigit(piece[4]);
    if (high < 0 || low < 0) return std::nullopt;
    return (unsigned char)(high * 16 + low);
}

// The bytes a byte-level piece stands for; nullopt when a character is outside the table.
std::optional<std::string> byteLevelBytes(std::string_view piece) {
    std::string bytes;
    for (std::string_view c : utf8::chars(piece)) {
        const auto b = byteLevelByte(utf8::decode(c, 0));
        if (!b) return std::nullopt;
        bytes.push_back(char(*b));
    }
    return bytes;
}

// The length of the UTF-8 character whose lead byte is `lead`; 0 for a continuation byte or an
// invalid lead.
size_t leadLength(unsigned char lead) {
    if (lead < 0x80) return 1;
    if ((lead & 0xE0) == 0xC0) return 2;
    if ((lead & 0xF0) == 0xE0) return 3;
    if ((lead & 0xF8) == 0xF0) return 4;
    return 0;
}

void appendPart(std::vector<PiecePart>& parts, PiecePart::Kind kind, std::string_view text) {
    // Runs of text and of bytes read as one part; spaces and newlines each count.
    const bool joins = kind == PiecePart::Kind::Text || kind == PiecePart::Kind::Bytes;
    if (joins && !parts.empty() && parts.back().kind == kind) {
        if (kind == PiecePart::Kind::Bytes) parts.back().text += ' ';
        parts.back().text += text;
        return;
    }
    parts.push_back({kind, std::string(text)});
}

// `bytes` as characters, with every byte that is not part of a whole character in hex.
void spellBytes(std::string_view bytes, std::vector<PiecePart>& parts) {
    static const char* hex = "0123456789ABCDEF";
    for (size_t i = 0; i < bytes.size();) {
        const auto lead = (unsigned char)bytes[i];
        size_t length = leadLength(lead);
        for (size_t k = 1; k < length; ++k)
            if (i + k >= bytes.size() || ((unsigned char)bytes[i + k] & 0xC0) != 0x80) length = 0;
        if (length == 0) {
            const char spelt[2] = {hex[lead >> 4], hex[lead & 0xF]};
            appendPart(parts, PiecePart::Kind::Bytes, std::string_view(spelt, 2));
            ++i;
            continue;
        }
        const std::string_view c = bytes.substr(i, length);
        if (c == " ")
            appendPart(parts, PiecePart::Kind::Space, c);
        else if (c == "\n")
            appendPart(parts, PiecePart::Kind::Newline, c);
        else if (c == "\t")
            appendPart(parts, PiecePart::Kind::Tab, c);
        else
            appendPart(parts, PiecePart::Kind::Text, c);
        i += length;
    }
}

}  // namespace

PieceSpeller::Scheme PieceSpeller::schemeOf(const FastTokenizer& tokenizer) {
    Scheme scheme;
    scheme.byteLevel = tokenizer.tokenToId("\xC4\xA0") && tokenizer.tokenToId("\xC4\x8A");
    if (const auto* wordPiece = dynamic_cast<const WordPiece*>(&tokenizer.model()))
        scheme.continuingPrefix = wordPiece->continuingPrefix();
    return scheme;
}

std::vector<PiecePart> PieceSpeller::spell(std::string_view piece, bool special) const {
    std::vector<PiecePart> parts;
    if (special) {
        parts.push_back({PiecePart::Kind::Special, std::string(piece)});
        return parts;
    }
    if (const auto b = fallbackByte(piece)) {
        spellBytes(std::string(1, char(*b)), parts);
        return parts;
    }
    if (scheme_.byteLevel) {
        if (const auto bytes = byteLevelBytes(piece)) {
            spellBytes(*bytes, parts);
            return parts;
        }
    }
    std::string_view rest = piece;
    const std::string& prefix = scheme_.continuingPrefix;
    if (!prefix.empty() && rest.size() > prefix.size() && rest.substr(0, prefix.size()) == prefix) {
        parts.push_back({PiecePart::Kind::Continuation, prefix});
        rest.remove_prefix(prefix.size());
    }
    // Metaspace's "▁" is a space; the rest is text as it stands.
    std::string bytes;
    for (size_t at; (at = rest.find(kMetaspace)) != std::string_view::npos;) {
        bytes.append(rest.substr(0, at)).push_back(' ');
        rest.remove_prefix(at + kMetaspace.size());
    }
    bytes.append(rest);
    spellBytes(bytes, parts);
    return parts;
}

}  // namespace atlas::hf
