#include "Metaspace.h"

#include <nlohmann/json.hpp>

#include "JsonFields.h"
#include "SplitPattern.h"
#include "Utf8.h"

namespace atlas::hf {

MetaspaceOptions MetaspaceOptions::read(const nlohmann::json& j, const std::string& path) {
    MetaspaceOptions o;
    o.replacement = json::character(j, "replacement", path);
    o.split = json::boolean(j, "split", path, true);
    if (j.contains("prepend_scheme")) {
        const std::string scheme = json::string(j, "prepend_scheme", path);
        if (scheme == "always")
            o.prependScheme = Prepend::Always;
        else if (scheme == "first")
            o.prependScheme = Prepend::First;
        else if (scheme == "never")
            o.prependScheme = Prepend::Never;
        else
            json::fail(path + ".prepend_scheme", "unknown scheme '" + scheme + "'");
    }
    // The legacy add_prefix_space: false only beside prepend_scheme "never" (whose default is
    // "always"), true without effect.
    if (!json::boolean(j, "add_prefix_space", path, true) && o.prependScheme != Prepend::Never)
        json::fail(path, "add_prefix_space does not match declared prepend_scheme");
    return o;
}

void MetaspacePreTokenizer::preTokenize(Splits& splits) const {
    std::string rep;
    utf8::append(rep, options_.replacement);
    const char32_t r = options_.replacement;
    splitEach(splits, [&](const Split& split, Splits& out) {
        // Worked on the text before ' ' becomes the replacement, so that the parts' offsets
        // stay those of the text; a space and the replacement both start a part.
        Split whole = split;
        const bool starts =
            !whole.text.empty() && (whole.text[0] == ' ' || utf8::decode(whole.text, 0) == r);
        bool prefix = !whole.text.empty() && !starts;
        if (options_.prependScheme == MetaspaceOptions::Prepend::Never) prefix = false;
        if (options_.prependScheme == MetaspaceOptions::Prepend::First && split.start != 0)
            prefix = false;
        if (prefix) whole.text.insert(0, 1, ' ');
        const size_t first = out.size();
        if (options_.split) {
            const auto delimiter = [&](char32_t c) { return c == ' ' || c == r; };
            appendParts(
                whole,
                splitRanges(charMatches(whole.text, delimiter), SplitBehavior::MergedWithNext),
                out);
        } else {
            out.push_back(std::move(whole));
        }
        for (size_t i = first; i < out.size(); ++i) {
            Split& part = out[i];
            if (prefix && part.start != split.start && part.start != Split::kNoOffset) --part.start;
            std::string replaced;
            for (char c : part.text) c == ' ' ? void(replaced += rep) : void(replaced += c);
            part.text = std::move(replaced);
        }
    });
}

void MetaspaceDecoder::decodeChain(std::vector<std::string>& tokens) const {
    for (size_t i = 0; i < tokens.size(); ++i) {
        const bool drop = i == 0 && options_.prependScheme != MetaspaceOptions::Prepend::Never;
        std::string decoded;
        for (std::string_view c : utf8::chars(tokens[i])) {
            if (utf8::decode(c, 0) != options_.replacement)
                decoded += c;
            else if (!drop)
                decoded += ' ';
        }
        tokens[i] = std::move(decoded);
    }
}

}  // namespace atlas::hf
