// atlas-docs: writes what the build installs beside the program from its help table, so that
// neither can drift from what the program accepts (issue 20). Not installed.
//   atlas-docs man LANGUAGE VERSION DATE OUT        attention-atlas.1 in en, de or zh_CN
//   atlas-docs bash-completion MODEL-CONFIGS OUT    the bash completion script

#include <QCoreApplication>
#include <QString>
#include <cstdio>
#include <exception>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "AtomicFile.h"
#include "BashCompletion.h"
#include "HelpLanguage.h"
#include "Language.h"
#include "ManPage.h"

namespace {

// The ids `kv --config` accepts, in the file's order.
std::vector<std::string> configIds(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot read " + path);
    const nlohmann::json configs = nlohmann::json::parse(in);
    std::vector<std::string> ids;
    for (const auto& model : configs.at("models")) ids.push_back(model.at("id"));
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
