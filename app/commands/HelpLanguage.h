#pragma once
// The language of `--help`: the one the environment asks for (LANGUAGE, LC_ALL, LC_MESSAGES,
// LANG), as for any command-line program, among those the window speaks (issue 20).

#include <QString>

#include "CommandHelp.h"

namespace atlas {

// The help's texts through :/i18n/attention-atlas_<language>.qm ("en": as written).
HelpTranslation helpTranslation(const QString& language);
// The same for the language the environment asks for (Language::system()).
HelpTranslation systemHelpTranslation();

}  // namespace atlas
