#pragma once
// Why reading or writing one file failed: the file and the reason apart, for a caller that
// names the file in its own (translated) words, and the whole line as what().

#include <stdexcept>
#include <string>
#include <utility>

namespace atlas {

class FileError : public std::runtime_error {
public:
    const std::string& path() const { return path_; }
    // The step and the system's words, e.g. "write: No space left on device".
    const std::string& reason() const { return reason_; }

protected:
    FileError(const std::string& line, std::string path, std::string reason)
        : std::runtime_error(line), path_(std::move(path)), reason_(std::move(reason)) {}

private:
    std::string path_, reason_;
};

// "'PATH': REASON"
struct ReadError : FileError {
    ReadError(const std::string& path, const std::string& reason)
        : FileError("'" + path + "': " + reason, path, reason) {}
};

// "cannot write 'PATH': REASON"
struct WriteError : FileError {
    WriteError(const std::string& path, const std::string& reason)
        : FileError("cannot write '" + path + "': " + reason, path, reason) {}
};

}  // namespace atlas
