#pragma once
// The bash completion of attention-atlas, written from the same table as `--help` (CommandHelp):
// subcommands, each one's options, the values its usage spells out, files and folders where an
// option takes a path, and the published models' ids after `kv --config` (issue 20).

#include <string>
#include <vector>

namespace atlas {

// The script for /usr/share/bash-completion/completions/attention-atlas; `configIds` are the
// ids `kv --config` knows (resources/model-configs.json).
std::string bashCompletion(const std::vector<std::string>& configIds);

}  // namespace atlas
