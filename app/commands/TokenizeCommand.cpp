// SPEC §6: attention-atlas tokenize [--model PATH] [--json FILE] TEXT prints each piece with its
// id; --json writes {"ids": […], "pieces": […], "decoded": "…"}.

#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "AtomicFile.h"
#include "CommandHelp.h"
#include "CommandLine.h"
#include "Commands.h"
#include "JsonText.h"
#include "ModelFiles.h"
#include "hub/TextTokenizer.h"

namespace atlas {

namespace {

// A folder without config.json holds a tokenizer alone; anything else is a model, whose
// checkpoint is read (its weights mapped, never computed with).
TextTokenizer tokenizerAt(const std::optional<std::string>& path) {
    namespace fs = std::filesystem;
    std::error_code error;
    if (path && fs::is_directory(*path, error) && !fs::exists(fs::path(*path) / "config.json"))
        return TextTokenizer::fromTokenizerFolder(*path);
    return TextTokenizer::fromCheckpoint(loadCheckpoint(path));
}

}  // namespace

int runTokenize(const Arguments& args) {
    const CommandLine cl = parseArguments(args, helpOf("tokenize"));
    if (cl.positional().size() != 1)
        throw UsageError(cl.positional().empty() ? "no TEXT to tokenize"
                                                 : "one TEXT expected (quote it)");
    const TextTokenizer tokenizer = tokenizerAt(cl.value("--model"));
    const TextTokenizer::Tokens tokens = tokenizer.tokenize(cl.positional().front());
    if (const auto path = cl.value("--json")) {
        const nlohmann::ordered_json j = {
            {"ids", tokens.ids}, {"pieces", tokens.pieces}, {"decoded", tokens.decoded}};
        writeFileAtomically(
            *path, j.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n");
    }
    // One token a line: its id, then its piece as the vocabulary spells it (control characters
    // escaped, so that a piece of "\n" keeps to its line).
    for (size_t i = 0; i < tokens.ids.size(); ++i)
        std::printf("%8d  %s\n", tokens.ids[i], printable(tokens.pieces[i], 400).c_str());
    return 0;
}

}  // namespace atlas
