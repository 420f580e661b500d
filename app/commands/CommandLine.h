#pragma once
// SPEC §4: the command line's options, parsed without Qt so that headless commands need no display.

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace atlas {

// A bad argument; main prints its message on one line and exits non-zero.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class CommandLine {
public:
    // `valueOptions` take one argument (--model FILE), `flags` none (--json-less switches);
    // a value option may repeat. Anything else starting with "--" is refused. A value option
    // also named in `listOptions` takes every argument after it up to the next option
    // (--config A B C, as --config A --config B --config C).
    CommandLine(const std::vector<std::string>& args, const std::vector<std::string>& valueOptions,
                const std::vector<std::string>& flags = {},
                const std::vector<std::string>& listOptions = {});

    std::optional<std::string> value(const std::string& option) const;
    std::vector<std::string> values(const std::string& option) const;
    bool flag(const std::string& option) const;
    const std::vector<std::string>& positional() const { return positional_; }

    // Parses an integer option within [lowest, highest]; throws UsageError naming the option.
    std::optional<long long> integer(const std::string& option, long long lowest,
                                     long long highest) const;
    // The same for a decimal number: the whole argument (no trailing junk), finite, within
    // [lowest, highest]. NaN passes every comparison that asks "below? above?", so it is
    // refused by name.
    std::optional<double> number(const std::string& option, double lowest, double highest) const;

    // Throws UsageError "unexpected argument '…'" + hint when there is a positional argument.
    void noPositional(const std::string& hint = {}) const;

    // A user's argument as a message quotes it: in quotes, control bytes escaped, cut short.
    static std::string quote(std::string_view argument);

private:
    std::map<std::string, std::vector<std::string>> values_;
    std::vector<std::string> flags_;
    std::vector<std::string> positional_;
};

}  // namespace atlas
