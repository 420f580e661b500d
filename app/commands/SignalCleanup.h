#pragma once
// Files a command made in a temporary folder, removed should Ctrl-C (SIGINT) or SIGTERM end the
// process while they exist: `bench`'s TinyLlama folder is 2.2 GB, and a QTemporaryDir cleans up
// only when its scope is left. The handler makes async-signal-safe calls only (unlink, rmdir),
// then lets the signal end the process as it would have. One at a time in a process.

#include <string>
#include <vector>

namespace atlas {

class SignalCleanup {
public:
    // `paths` in the order they go: files first, then the folders that held them.
    explicit SignalCleanup(const std::vector<std::string>& paths);
    ~SignalCleanup();  // the handlers as they were; the files are the owner's again
    SignalCleanup(const SignalCleanup&) = delete;
    SignalCleanup& operator=(const SignalCleanup&) = delete;
};

}  // namespace atlas
