#pragma once
// A mapped weight file that another program cuts short while we read it (`cp` over it opens it
// with O_TRUNC) would end the process with SIGBUS on the next read of a lost page. MappingGuard
// watches every MappedFile's range: such a read gets zero-filled pages instead, the file is
// remembered as changed, and the next translation refuses with a one-line message naming it.

#include <cstddef>
#include <string>

namespace atlas {

class MappingGuard {
public:
    // The mapping [data, data + size) of `path`; installs the SIGBUS handler on first use.
    static void watch(const void* data, size_t size, const std::string& path);
    static void forget(const void* data);
    // A watched file that lost bytes while mapped, or "" (the first one, if several).
    static std::string changedFile();
    // Throws ReadError naming changedFile(), if any: what was computed read zeros.
    static void throwIfChanged();
};

}  // namespace atlas
