#pragma once
// Reading a file whose path came from a user: a FIFO would block the open forever, a device
// (/dev/zero) reads without end, and a size that grows while read must not grow the buffer.

#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>

namespace atlas {

// "'PATH': REASON"; reason() alone for a caller that names the file in its own words.
class ReadError : public std::runtime_error {
public:
    ReadError(std::string path, std::string reason)
        : std::runtime_error("'" + path + "': " + reason),
          path_(std::move(path)),
          reason_(std::move(reason)) {}
    const std::string& path() const { return path_; }
    const std::string& reason() const { return reason_; }

private:
    std::string path_, reason_;
};

// The whole contents of a regular file of at most maxBytes. Refuses (a ReadError naming the
// path and the reason) a missing file, a directory, a FIFO, a device or a
// socket, and a file larger than maxBytes — all before reading a byte; never blocks on a FIFO
// (opened O_NONBLOCK, checked with fstat). Reads exactly the file's size.
std::string readRegularFile(const std::string& path, std::uint64_t maxBytes);

}  // namespace atlas
