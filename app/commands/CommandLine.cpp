#include "CommandLine.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

#include "JsonText.h"

namespace atlas {

namespace {

// An argument quoted in a message: enough to recognise it, never a screenful.
constexpr size_t kQuotedChars = 80;

}  // namespace

CommandLine::CommandLine(const std::vector<std::string>& args,
                         const std::vector<std::string>& valueOptions,
                         const std::vector<std::string>& flags,
                         const std::vector<std::string>& listOptions) {
    auto known = [](const std::vector<std::string>& list, const std::string& name) {
        return std::find(list.begin(), list.end(), name) != list.end();
    };
    bool onlyPositional = false;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (onlyPositional || arg.size() < 2 || arg.rfind("--", 0) != 0) {
            positional_.push_back(arg);
            continue;
        }
        if (arg == "--") {
            onlyPositional = true;
            continue;
        }
        std::string name = arg, inlineValue;
        const size_t eq = arg.find('=');
        const bool hasInline = eq != std::string::npos;
        if (hasInline) {
            name = arg.substr(0, eq);
            inlineValue = arg.substr(eq + 1);
        }
        if (known(valueOptions, name)) {
            if (hasInline) {
                values_[name].push_back(inlineValue);
            } else if (i + 1 < args.size()) {
                values_[name].push_back(args[++i]);
            } else {
                throw UsageError(printable(name, kQuotedChars) + " needs a value");
            }
            if (known(listOptions, name))
                while (i + 1 < args.size() && args[i + 1].rfind('-', 0) != 0)
                    values_[name].push_back(args[++i]);
        } else if (known(flags, name) && !hasInline) {
            flags_.push_back(name);
        } else {
            throw UsageError("unknown option " + printable(name, kQuotedChars));
        }
    }
}

std::optional<std::string> CommandLine::value(const std::string& option) const {
    auto it = values_.find(option);
    if (it == values_.end()) return std::nullopt;
    if (it->second.size() > 1) throw UsageError(option + " given more than once");
    return it->second.front();
}

std::vector<std::string> CommandLine::values(const std::string& option) const {
    auto it = values_.find(option);
    return it == values_.end() ? std::vector<std::string>{} : it->second;
}

bool CommandLine::flag(const std::string& option) const {
    return std::find(flags_.begin(), flags_.end(), option) != flags_.end();
}

std::optional<long long> CommandLine::integer(const std::string& option, long long lowest,
                                              long long highest) const {
    const auto text = value(option);
    if (!text) return std::nullopt;
    long long v = 0;
    const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), v);
    if (ec != std::errc() || end != text->data() + text->size() || v < lowest || v > highest)
        throw UsageError(option + " must be an integer from " + std::to_string(lowest) + " to " +
                         std::to_string(highest) + " (got " + quote(*text) + ")");
    return v;
}

std::optional<double> CommandLine::number(const std::string& option, double lowest,
                                          double highest) const {
    const auto text = value(option);
    if (!text) return std::nullopt;
    double v = 0;
    const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), v);
    if (ec != std::errc() || end != text->data() + text->size() || !std::isfinite(v) ||
        v < lowest || v > highest) {
        char range[64];
        std::snprintf(range, sizeof range, "from %g to %g", lowest, highest);
        throw UsageError(option + " must be a number " + range + " (got " + quote(*text) + ")");
    }
    return v;
}

void CommandLine::noPositional(const std::string& hint) const {
    if (!positional_.empty())
        throw UsageError("unexpected argument " + quote(positional_.front()) + hint);
}

std::string CommandLine::quote(std::string_view argument) {
    // Appended rather than "'" + …: GCC 12 warns falsely on const char* + string&& (-Wrestrict).
    std::string quoted(1, '\'');
    quoted += printable(argument, kQuotedChars);
    quoted += '\'';
    return quoted;
}

}  // namespace atlas
