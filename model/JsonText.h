#pragma once
// Untrusted text (a user's argument, a file's names) and JSON values (a checkpoint header, a
// configuration) quoted in one-line messages.

#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>

namespace atlas {

// The text as a terminal can show it on one line: control characters (C0, DEL and C1, which
// terminals obey: ESC starts an escape sequence, CR rewrites the line) and bytes that are not
// UTF-8 become \xNN; valid UTF-8 stays. More than maxChars characters are cut with "…".
std::string printable(std::string_view text, size_t maxChars = 200);

// The JSON text of a value holding a user's text: bytes that are not UTF-8 (which nlohmann
// refuses to dump, after the work is done) become U+FFFD, as the tokenizer reads them.
std::string dumpJson(const nlohmann::json& value, int indent = -1);

// The value as it appeared, cut to about 80 characters. A value nested deeper than a few
// levels is named by its type instead: dumping recurses once per level, and a hostile header
// can nest a million deep.
std::string shortJson(const nlohmann::json& value);

}  // namespace atlas
