// attention-atlas init [--attention mha|gqa|mqa|mla] --out FILE
// Writes a fresh random-initialised model with the built-in tokenizer: the way the shipped
// default model (resources/models/default.safetensors) was made, and a start for training.

#include <cstdio>

#include "CommandHelp.h"
#include "CommandLine.h"
#include "Commands.h"
#include "DefaultModel.h"

namespace atlas {

int runInit(const Arguments& args) {
    const CommandLine cl = parseArguments(args, helpOf("init"));
    cl.noPositional();
    const auto out = cl.value("--out");
    if (!out) throw UsageError("--out FILE is required");
    const std::string name = cl.value("--attention").value_or("mha");
    AttentionKind kind = AttentionKind::MHA;
    if (name == "gqa")
        kind = AttentionKind::GQA;
    else if (name == "mqa")
        kind = AttentionKind::MQA;
    else if (name == "mla")
        kind = AttentionKind::MLA;
    else if (name != "mha")
        throw UsageError("--attention must be mha, gqa, mqa or mla");
    const Checkpoint ckpt = makeDefaultModel(kind);
    ckpt.save(*out);
    std::printf("%s: %s model, %lld parameters\n", out->c_str(), toString(kind),
                ckpt.config.parameterCount());
    return 0;
}

}  // namespace atlas
