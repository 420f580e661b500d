#pragma once
// Every subcommand's options, once: what `attention-atlas SUBCOMMAND --help` prints and what its
// CommandLine accepts, so that the help cannot drift from the parser (issue 20).

#include <string>
#include <vector>

namespace atlas {

class CommandLine;

struct OptionHelp {
    const char* name;   // "--model"
    const char* value;  // "FILE"; empty for a flag; ending in "…": several values after one flag
    const char* text;   // what it does and its default
    bool hidden = false;  // internal (a benchmark's child process): accepted, not listed
};

struct CommandHelp {
    const char* name;     // "kv"
    const char* summary;  // one line, for `attention-atlas --help`
    const char* usage;    // after "attention-atlas "
    std::vector<OptionHelp> options;
    const char* example;  // one command line
};

// The subcommands in the order `attention-atlas --help` lists them.
const std::vector<CommandHelp>& commandHelp();
// The entry of `name`; throws std::out_of_range for an unknown one.
const CommandHelp& helpOf(const std::string& name);

// `arguments` parsed with exactly the options `help` lists.
CommandLine parseArguments(const std::vector<std::string>& arguments, const CommandHelp& help);

// The text of `attention-atlas NAME --help` and of `attention-atlas --help`.
std::string helpText(const CommandHelp& help);
std::string overviewText();

// Whether the user asked for help: -h or --help before any "--".
bool asksForHelp(const std::vector<std::string>& arguments);

}  // namespace atlas
