// SPEC §4: attention-atlas translate [--model FILE] [--target TEXT] [--json FILE] TEXT
// SPEC §5 "Decoder-only": [--max-new-tokens N] continues the prompt by at most N ids.
// SPEC §6 "Encoder-only": TEXT's mask tokens filled by the masked-LM head.

#include <cstdio>

#include "AtomicFile.h"
#include "CommandHelp.h"
#include "CommandLine.h"
#include "Commands.h"
#include "ModelFiles.h"
#include "Translation.h"

namespace atlas {

int runTranslate(const Arguments& args) {
    const CommandLine cl = parseArguments(args, helpOf("translate"));
    if (cl.positional().size() != 1)
        throw UsageError(cl.positional().empty() ? "no TEXT to translate"
                                                 : "one TEXT expected (quote it)");
    const Model model(loadCheckpoint(cl.value("--model")));
    TranslateOptions options;
    options.target = cl.value("--target");
    // SPEC §6: an encoder-only model writes no text of its own; it fills the masks of TEXT.
    if (options.target && model.config().encoderOnly())
        throw UsageError("--target is for models that write text (this one fills masks)");
    if (const auto most = cl.integer("--max-new-tokens", 0, ConfigLimits::kPositions)) {
        if (!model.config().decoderOnly())
            throw UsageError(model.config().encoderOnly()
                                 ? "--max-new-tokens is for decoder-only models (this one fills "
                                   "masks)"
                                 : "--max-new-tokens is for decoder-only models (this one "
                                   "translates)");
        options.maxNewTokens = int(*most);
    }
    const Translation t = translate(model, cl.positional().front(), options);
    if (const auto json = cl.value("--json")) writeFileAtomically(*json, translationJson(model, t));
    std::printf("%s\n", t.targetText.c_str());
    return 0;
}

}  // namespace atlas
