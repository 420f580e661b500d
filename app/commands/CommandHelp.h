#pragma once
// Every subcommand's options, once: what `attention-atlas SUBCOMMAND --help` prints and what its
// CommandLine accepts, so that the help cannot drift from the parser (issue 20).

#include <functional>
#include <string>
#include <utility>
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

// A table text in the interface language (app/commands/HelpLanguage); empty: as written, English.
struct HelpTranslation {
    std::function<std::string(const char* english)> translate;
    std::string operator()(const char* english) const;
};

// The subcommands in the order `attention-atlas --help` lists them.
const std::vector<CommandHelp>& commandHelp();
// The entry of `name`; throws std::out_of_range for an unknown one.
const CommandHelp& helpOf(const std::string& name);

// The window's options (no name: `attention-atlas [--model PATH] …`).
const CommandHelp& windowHelp();

// `arguments` parsed with exactly the options `help` lists.
CommandLine parseArguments(const std::vector<std::string>& arguments, const CommandHelp& help);

// The summary as a sentence: its first letter in capitals (ASCII), the language's full stop.
std::string summarySentence(const CommandHelp& help, const HelpTranslation& translated = {});

// The text of `attention-atlas NAME --help` and of `attention-atlas --help`.
std::string helpText(const CommandHelp& help, const HelpTranslation& translated = {});
std::string overviewText(const HelpTranslation& translated = {});
// The options of `attention-atlas` itself: ("-h, --help", its text), ("-v, --version", …).
std::vector<std::pair<std::string, const char*>> topLevelOptions();

// The values `usage` spells out for `option` ("--format png|svg|…": png, svg, …), the lower-case
// words only ("--layer N|all": all); none for a free value.
std::vector<std::string> choicesOf(const CommandHelp& help, const OptionHelp& option);
// Whether the option takes several values after one flag (its value ends in "…": --config ID…).
bool takesList(const OptionHelp& option);
// Whether the option's value names a file or folder on disk (FILE, DIR, PATH, FILE.atlas, …).
bool takesPath(const OptionHelp& option);

// Whether the user asked for help: -h or --help before any "--".
bool asksForHelp(const std::vector<std::string>& arguments);

}  // namespace atlas
