// atlas-docs: writes what the build installs beside the program from its help table, so that
// neither can drift from what the program accepts (issue 20). Not installed.
//   atlas-docs man LANGUAGE VERSION DATE OUT        attention-atlas.1 in en, de or zh_CN
//   atlas-docs bash-completion MODEL-CONFIGS OUT    the bash completion script

#include <QString>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

#include "AtomicFile.h"
#include "BashCompletion.h"
#include "HelpLanguage.h"
#include "Language.h"
#include "ManPage.h"
#include "PublishedModel.h"
#include "RegularFile.h"

namespace {

// The ids `kv --config` accepts, in the file's order, read as `kv` reads them.
std::vector<std::string> configIds(const std::string& path) {
    constexpr std::uint64_t kMaxBytes = 1 << 20;
    std::vector<std::string> ids;
    for (const atlas::PublishedModel& model :
         atlas::parsePublishedModels(atlas::readRegularFile(path, kMaxBytes)))
        ids.push_back(model.id);
    return ids;
}

int usage() {
    std::fputs(
        "usage: atlas-docs man LANGUAGE VERSION DATE OUT | bash-completion MODEL-CONFIGS OUT\n",
        stderr);
    return 2;
}

}  // namespace

int main(int argc, char* argv[]) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    try {
        if (args.size() == 5 && args[0] == "man") {
            const QString language = QString::fromStdString(args[1]);
            if (!atlas::Language::available().contains(language))
                throw std::runtime_error("no language " + args[1]);
            atlas::writeFileAtomically(
                args[4], atlas::manPage({args[2], args[3]}, atlas::helpTranslation(language)));
            return 0;
        }
        if (args.size() == 3 && args[0] == "bash-completion") {
            atlas::writeFileAtomically(args[2], atlas::bashCompletion(configIds(args[1])));
            return 0;
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "atlas-docs: %s\n", e.what());
        return 1;
    }
    return usage();
}
