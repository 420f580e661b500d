#pragma once
// The one way the program writes a file (checkpoints, dumps, exports, sessions, corpora):
// whole or not at all, never over a device, never through a link it was not asked to follow.
//
// - A regular file, or a name that does not exist yet, is replaced atomically: the bytes go to
//   a temporary beside it (a short hidden name, so a target of 255 bytes still has room), every
//   write() is checked, the file is fsync-ed and renamed over the target. A failure at any step
//   removes the temporary and leaves the old file byte for byte. The replaced file keeps its
//   permission bits (never setuid, setgid or sticky) and, for root, its owner.
// - Anything else that exists (a character device such as /dev/null, a FIFO, a terminal) and
//   /dev/stdout, /dev/stderr, /dev/fd/N are written in place, every write checked: renaming a
//   file over a device would replace the device for the whole machine.
// - "-" is standard output.
// Errors are a WriteError, one line: "cannot write 'PATH': STEP: REASON".

#include <string>
#include <string_view>
#include <vector>

#include "FileError.h"

namespace atlas {

// What happens when the target is a symbolic link.
enum class Links {
    // The file it points to is replaced and the link kept: for the one path a user named, as
    // a shell redirection or cp would.
    Follow,
    // The link itself is replaced by the file, and an existing entry that is not a regular
    // file or a link is refused: for the files a batch writes into a folder, so that nothing
    // outside that folder is ever written (a planted link cannot redirect a write).
    Replace,
};

struct OutputFile {
    std::string path;
    std::string_view bytes;
};

void writeFileAtomically(const std::string& path, std::string_view bytes,
                         Links links = Links::Follow);

// A group that belongs together (an .npy matrix and its label files): every temporary is
// written and synced before the first rename; should a rename still fail, the files renamed
// before it are removed again, so the group never appears in part.
void writeFilesAtomically(const std::vector<OutputFile>& files, Links links = Links::Follow);

}  // namespace atlas
