#pragma once
// Reading a file whose path came from a user: a FIFO would block the open forever, a device
// (/dev/zero) reads without end, and a size that grows while read must not grow the buffer.

#include <cstdint>
#include <string>

#include "FileError.h"

namespace atlas {

// The whole contents of a regular file of at most maxBytes. Refuses (a ReadError naming the
// path and the reason) a missing file, a directory, a FIFO, a device or a
// socket, and a file larger than maxBytes — all before reading a byte; never blocks on a FIFO
// (opened O_NONBLOCK, checked with fstat). Reads exactly the file's size.
std::string readRegularFile(const std::string& path, std::uint64_t maxBytes);

}  // namespace atlas
