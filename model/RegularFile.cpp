#include "RegularFile.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace atlas {

namespace {

[[noreturn]] void refuseRead(const std::string& path, const std::string& reason) {
    throw ReadError(path, reason);
}

const char* kindOf(mode_t mode) {
    if (S_ISDIR(mode)) return "a directory";
    if (S_ISFIFO(mode)) return "a FIFO";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISSOCK(mode)) return "a socket";
    return "a special file";
}

// "4 GiB", "100 MiB" or "1000 bytes": limits are usually round.
std::string limitText(std::uint64_t bytes) {
    if (bytes != 0 && bytes % (1ull << 30) == 0) return std::to_string(bytes >> 30) + " GiB";
    if (bytes != 0 && bytes % (1ull << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
    return std::to_string(bytes) + " bytes";
}

}  // namespace

std::string readRegularFile(const std::string& path, std::uint64_t maxBytes) {
    // O_NONBLOCK makes opening a FIFO return at once; on a regular file it changes nothing.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) refuseRead(path, std::string("cannot open: ") + std::strerror(errno));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};

    struct stat st {};
    if (::fstat(fd, &st) != 0)
        refuseRead(path, std::string("cannot stat: ") + std::strerror(errno));
    if (!S_ISREG(st.st_mode))
        refuseRead(path, std::string(kindOf(st.st_mode)) + ", not a regular file");
    const std::uint64_t size = std::uint64_t(st.st_size);
    if (size > maxBytes)
        refuseRead(path, std::to_string(size) + " bytes, larger than the " + limitText(maxBytes) +
                             " limit");

    std::string bytes(size_t(size), '\0');
    size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::read(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) refuseRead(path, std::string("cannot read: ") + std::strerror(errno));
        if (n == 0)
            refuseRead(path, "shrank to " + std::to_string(done) + " bytes while read (was " +
                                 std::to_string(size) + ")");
        done += size_t(n);
    }
    return bytes;
}

}  // namespace atlas
