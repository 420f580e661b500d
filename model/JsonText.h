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

// Why text is too big to build as a JSON tree, found in one pass that builds nothing: nested
// deeper than maxDepth, or holding more than maxValues values (object keys count: each is a
// string and a map node); "" when neither (text that is not JSON is left to the parse that
// follows, which names the error). A file read in full is bounded in bytes, not in what
// nlohmann allocates for it: a million '[' is a million arrays.
std::string jsonSizeProblem(std::string_view text, size_t maxDepth, size_t maxValues);

}  // namespace atlas
