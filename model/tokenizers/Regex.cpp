#include "Regex.h"

#define ONIG_ESCAPE_UCHAR_COLLISION
#include <oniguruma.h>
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <array>
#include <mutex>
#include <optional>

#include "RegexUnicode.h"
#include "Utf8.h"

namespace atlas::hf {

namespace {

// Backtracking budgets: far above what the known patterns need on any text (a few retries per
// character), far below a hang (10^7 retries take ~0.1 s).
constexpr unsigned long kRetryLimitInMatch = 1'000'000;
constexpr unsigned long kRetryLimitInSearch = 10'000'000;

std::string quoted(std::string_view pattern) {
    std::string shown(pattern.substr(0, 60));
    if (pattern.size() > 60) shown += "...";
    return "regex '" + shown + "'";
}

// The split patterns whose PCRE2 form is checked against Oniguruma (tst_hfregex):
// tokenizers/src/pre_tokenizers/byte_level.rs (GPT-2) and the Split patterns of the Llama 3
// and Qwen2 tokenizer.json files.
constexpr std::array<std::string_view, 3> kKnownPatterns = {
    R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+)",
    R"((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)",
    R"((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)",
};

}  // namespace

struct Regex::Onig {
    regex_t* re = nullptr;
    ~Onig() {
        if (re) onig_free(re);
    }
};

struct Regex::Pcre {
    pcre2_code* code = nullptr;
    pcre2_match_context* context = nullptr;
    ~Pcre() {
        pcre2_match_context_free(context);
        pcre2_code_free(code);
    }
};

Regex::Regex(std::string_view pattern, Engine engine) : pattern_(pattern) {
    static std::once_flag once;
    std::call_once(once, [] {
        OnigEncoding encodings[] = {ONIG_ENCODING_UTF8};
        onig_initialize(encodings, 1);
    });
    onig_ = std::make_unique<Onig>();
    OnigErrorInfo info;
    const std::string onigPattern = withNewerUnicode(pattern_, RegexDialect::Oniguruma);
    const auto* p = reinterpret_cast<const OnigUChar*>(onigPattern.data());
    const int rc = onig_new(&onig_->re, p, p + onigPattern.size(), ONIG_OPTION_NONE,
                            ONIG_ENCODING_UTF8, ONIG_SYNTAX_DEFAULT, &info);
    if (rc != ONIG_NORMAL) {
        OnigUChar message[ONIG_MAX_ERROR_MESSAGE_LEN];
        onig_error_code_to_str(message, rc, &info);
        throw RegexError(quoted(pattern) + ": " + reinterpret_cast<const char*>(message));
    }
    bool known = false;
    for (std::string_view k : kKnownPatterns) known = known || k == pattern;
    if (!known || engine == Engine::Oniguruma) return;
    const std::string translated = withNewerUnicode(pattern, RegexDialect::Pcre2);
    int error = 0;
    PCRE2_SIZE offset = 0;
    auto pcre = std::make_unique<Pcre>();
    pcre->code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(translated.data()), translated.size(),
                               PCRE2_UTF | PCRE2_UCP, &error, &offset, nullptr);
    if (!pcre->code || pcre2_jit_compile(pcre->code, PCRE2_JIT_COMPLETE) != 0) return;
    pcre->context = pcre2_match_context_create(nullptr);
    pcre2_set_match_limit(pcre->context, kRetryLimitInSearch);
    pcre_ = std::move(pcre);
}

Regex::~Regex() = default;
Regex::Regex(Regex&&) noexcept = default;
Regex& Regex::operator=(Regex&&) noexcept = default;

bool Regex::usesPcre2() const {
    return pcre_ != nullptr;
}

namespace {

using Matches = std::vector<std::pair<size_t, size_t>>;

// onig crate, FindMatches::next: after an empty match at the previous match's end, the search
// starts again one character on.
template <typename Search>
Matches findIter(std::string_view text, Search search) {
    Matches out;
    size_t from = 0;
    bool matched = false;
    size_t lastMatchEnd = 0;
    while (from <= text.size()) {
        const auto m = search(from);
        if (!m) break;
        const auto [s, e] = *m;
        if (s == e && matched && lastMatchEnd == e) {
            from += from < text.size() ? utf8::charLength(text, from) : 1;
            continue;
        }
        from = e;
        matched = true;
        lastMatchEnd = e;
        out.emplace_back(s, e);
    }
    return out;
}

}  // namespace

std::vector<std::pair<size_t, size_t>> Regex::findAll(std::string_view text) const {
    using Found = std::optional<std::pair<size_t, size_t>>;
    if (pcre_) {
        pcre2_match_data* data = pcre2_match_data_create_from_pattern(pcre_->code, nullptr);
        bool failed = false;
        uint32_t options = 0;  // the UTF check once, on the first search
        Matches found = findIter(text, [&](size_t from) -> Found {
            const int rc = pcre2_match(pcre_->code, reinterpret_cast<PCRE2_SPTR>(text.data()),
                                       text.size(), from, options, data, pcre_->context);
            options = PCRE2_NO_UTF_CHECK;
            if (rc < 0) {
                failed = rc != PCRE2_ERROR_NOMATCH;
                return std::nullopt;
            }
            const PCRE2_SIZE* v = pcre2_get_ovector_pointer(data);
            return std::pair<size_t, size_t>(v[0], v[1]);
        });
        pcre2_match_data_free(data);
        if (!failed) return found;  // else Oniguruma decides, limits included
    }
    OnigRegion* region = onig_region_new();
    OnigMatchParam* param = onig_new_match_param();
    onig_initialize_match_param(param);
    onig_set_retry_limit_in_match_of_match_param(param, kRetryLimitInMatch);
    onig_set_retry_limit_in_search_of_match_param(param, kRetryLimitInSearch);
    const auto* begin = reinterpret_cast<const OnigUChar*>(text.data());
    const auto* end = begin + text.size();
    int error = 0;
    Matches found = findIter(text, [&](size_t from) -> Found {
        const int rc = onig_search_with_param(onig_->re, begin, end, begin + from, end, region,
                                              ONIG_OPTION_NONE, param);
        if (rc < 0) {
            error = rc == ONIG_MISMATCH ? 0 : rc;
            return std::nullopt;
        }
        return std::pair<size_t, size_t>(region->beg[0], region->end[0]);
    });
    onig_free_match_param(param);
    onig_region_free(region, 1);
    if (error != 0) {
        OnigUChar message[ONIG_MAX_ERROR_MESSAGE_LEN];
        onig_error_code_to_str(message, error);
        throw RegexError(quoted(pattern_) + ": " + reinterpret_cast<const char*>(message) +
                         " (a pattern that backtracks without end)");
    }
    return found;
}

}  // namespace atlas::hf
