#pragma once
// attention-atlas.1, the manual page, written from the same table as `--help` (CommandHelp), so
// that it cannot drift from what the program accepts (issue 20). atlas-docs writes it at build
// time, once per interface language.

#include <string>

#include "CommandHelp.h"

namespace atlas {

struct ManPageInfo {
    std::string version;  // "0.1.0"
    std::string date;     // "2026-12-05", the source's date (reproducible builds)
};

// The page in roff (man(7) macros), UTF-8, its texts through `translated`.
std::string manPage(const ManPageInfo& info, const HelpTranslation& translated = {});

}  // namespace atlas
