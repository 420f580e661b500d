#include "JsonText.h"

#include <cstdio>
#include <nlohmann/json.hpp>

namespace atlas {

namespace {

// The length of the well-formed UTF-8 sequence at the start of s (RFC 3629: no overlong
// forms, no surrogates, nothing above U+10FFFF), or 0.
size_t utf8Sequence(std::string_view s) {
    const auto byte = [&](size_t i) { return i < s.size() ? uint8_t(s[i]) : uint8_t(0); };
    const uint8_t b0 = byte(0);
    const auto continues = [&](size_t i) { return (byte(i) & 0xc0) == 0x80; };
    if (b0 < 0x80) return 1;
    if (b0 >= 0xc2 && b0 <= 0xdf) return continues(1) ? 2 : 0;
    if (b0 >= 0xe0 && b0 <= 0xef) {
        const uint8_t b1 = byte(1);
        if ((b0 == 0xe0 && b1 < 0xa0) || (b0 == 0xed && b1 > 0x9f)) return 0;
        return continues(1) && continues(2) ? 3 : 0;
    }
    if (b0 >= 0xf0 && b0 <= 0xf4) {
        const uint8_t b1 = byte(1);
        if ((b0 == 0xf0 && b1 < 0x90) || (b0 == 0xf4 && b1 > 0x8f)) return 0;
        return continues(1) && continues(2) && continues(3) ? 4 : 0;
    }
    return 0;
}

void appendEscaped(std::string& out, std::string_view bytes) {
    for (unsigned char c : bytes) {
        char hex[8];
        std::snprintf(hex, sizeof hex, "\\x%02x", c);
        out += hex;
    }
}

bool shallow(const nlohmann::json& value, int levels) {
    if (!value.is_structured()) return true;
    if (levels == 0) return false;
    for (const nlohmann::json& child : value)
        if (!shallow(child, levels - 1)) return false;
    return true;
}

}  // namespace

std::string printable(std::string_view text, size_t maxChars) {
    std::string out;
    size_t chars = 0, at = 0;
    for (; at < text.size() && chars < maxChars; ++chars) {
        const size_t n = utf8Sequence(text.substr(at));
        const std::string_view piece = text.substr(at, n ? n : 1);
        const uint8_t b0 = uint8_t(piece[0]), b1 = n > 1 ? uint8_t(piece[1]) : 0;
        const bool control = b0 < 0x20 || b0 == 0x7f || (b0 == 0xc2 && b1 >= 0x80 && b1 <= 0x9f);
        if (n == 0 || control)
            appendEscaped(out, piece);
        else
            out += piece;
        at += piece.size();
    }
    if (at < text.size()) out += "…";
    return out;
}

std::string dumpJson(const nlohmann::json& value, int indent) {
    return value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

namespace {

// Counts as it goes and stops at the first bound broken, so it never reads past it.
class JsonSize : public nlohmann::json_sax<nlohmann::json> {
public:
    JsonSize(size_t maxDepth, size_t maxValues) : maxDepth_(maxDepth), maxValues_(maxValues) {}
    const std::string& problem() const { return problem_; }

    bool start_object(std::size_t) override { return nest(); }
    bool end_object() override { return --depth_, true; }
    bool start_array(std::size_t) override { return nest(); }
    bool end_array() override { return --depth_, true; }
    bool key(string_t&) override { return count(); }
    bool null() override { return count(); }
    bool boolean(bool) override { return count(); }
    bool number_integer(number_integer_t) override { return count(); }
    bool number_unsigned(number_unsigned_t) override { return count(); }
    bool number_float(number_float_t, const string_t&) override { return count(); }
    bool string(string_t&) override { return count(); }
    bool binary(binary_t&) override { return count(); }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override {
        return false;
    }

private:
    bool nest() {
        if (++depth_ > maxDepth_) {
            problem_ = "nested deeper than " + std::to_string(maxDepth_) + " levels";
            return false;
        }
        return count();
    }
    bool count() {
        if (++values_ > maxValues_) {
            problem_ = "more than " + std::to_string(maxValues_) + " JSON values";
            return false;
        }
        return true;
    }

    size_t maxDepth_, maxValues_;
    size_t depth_ = 0, values_ = 0;
    std::string problem_;
};

}  // namespace

std::string jsonSizeProblem(std::string_view text, size_t maxDepth, size_t maxValues) {
    JsonSize size(maxDepth, maxValues);
    nlohmann::json::sax_parse(text.begin(), text.end(), &size);
    return size.problem();
}

std::string shortJson(const nlohmann::json& value) {
    constexpr size_t kMaxChars = 80;
    if (!shallow(value, 8)) return std::string("a deeply nested ") + value.type_name();
    return printable(dumpJson(value), kMaxChars);
}

}  // namespace atlas
