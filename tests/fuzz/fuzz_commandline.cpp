// libFuzzer target: app/CommandLine, the parser every subcommand's options go through.
// The input is NUL-separated fields: the value options (comma-separated, "--model,--json"),
// the flags, then the arguments, so that the fuzzer explores every subcommand's option table
// as well as tables no subcommand has yet. Bad arguments are refused with a UsageError;
// accepted ones account for every argument.

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "CommandLine.h"
#include "FuzzCheck.h"

using namespace atlas;

namespace {

// An option table names each option once.
std::vector<std::string> distinct(std::vector<std::string> names) {
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    return names;
}

std::vector<std::string> split(std::string_view text, char separator) {
    std::vector<std::string> parts;
    size_t start = 0;
    for (size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == separator) {
            parts.emplace_back(text.substr(start, i - start));
            start = i + 1;
        }
    }
    return parts;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::vector<std::string> fields =
        split(std::string_view(reinterpret_cast<const char*>(data), size), '\0');
    if (fields.size() < 2) return 0;
    const std::vector<std::string> valueOptions = distinct(split(fields[0], ','));
    const std::vector<std::string> flags = distinct(split(fields[1], ','));
    const std::vector<std::string> args(fields.begin() + 2, fields.end());
    try {
        const CommandLine line(args, valueOptions, flags);
        size_t accounted = line.positional().size();
        for (const std::string& positional : line.positional())
            FUZZ_CHECK(std::find(args.begin(), args.end(), positional) != args.end());
        for (const std::string& option : valueOptions) {
            const std::vector<std::string> values = line.values(option);
            accounted += values.size();
            try {
                const auto value = line.value(option);
                FUZZ_CHECK(value.has_value() == (values.size() == 1));
                const auto number = line.integer(option, -1000, 1000);
                FUZZ_CHECK(!number || (*number >= -1000 && *number <= 1000));
            } catch (const UsageError&) {
            }
        }
        for (const std::string& flag : flags) accounted += line.flag(flag) ? 1 : 0;
        // Each argument is a positional, a flag, an option, or an option's value (or "--").
        FUZZ_CHECK(accounted <= args.size());
    } catch (const UsageError&) {
    }
    return 0;
}
