#include "AtomicFile.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <random>
#include <utility>

namespace atlas {

namespace {

[[noreturn]] void fail(const std::string& path, const std::string& step, int error) {
    throw WriteError(path, (step.empty() ? "" : step + ": ") + std::strerror(error));
}

[[noreturn]] void refuse(const std::string& path, const std::string& why) {
    throw WriteError(path, why);
}

// False with errno set when a write fails (a full disk: ENOSPC, a file size limit: EFBIG).
bool writeAll(int fd, std::string_view bytes) {
    size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return false;
        done += size_t(n);
    }
    return true;
}

// "-", /dev/stdout, /dev/stderr and /dev/fd/N name a descriptor the process already holds:
// writing to it keeps the shell's redirection (an append stays an append).
int standardDescriptor(const std::string& path) {
    if (path == "-" || path == "/dev/stdout") return STDOUT_FILENO;
    if (path == "/dev/stderr") return STDERR_FILENO;
    static constexpr std::string_view kFd = "/dev/fd/";
    if (path.rfind(kFd, 0) != 0) return -1;
    int fd = -1;
    const char* begin = path.data() + kFd.size();
    const char* end = path.data() + path.size();
    const auto [last, ec] = std::from_chars(begin, end, fd);
    return ec == std::errc() && last == end && begin != end ? fd : -1;
}

void writeToDescriptor(const std::string& path, int fd, std::string_view bytes) {
    if (!writeAll(fd, bytes)) fail(path, "write", errno);
}

void writeInPlace(const std::string& path, std::string_view bytes) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) fail(path, "", errno);
    if (!writeAll(fd, bytes)) {
        const int error = errno;
        ::close(fd);
        fail(path, "write", error);
    }
    if (::close(fd) != 0) fail(path, "close", errno);
}

std::string folderOf(const std::string& path) {
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
}

// A new file in the target's folder, created with mode 0666 so the umask applies as for any
// new file (mkstemp's 0600 would make checkpoints private to their writer). The name is short
// and fixed in length: a target name of 255 bytes (NAME_MAX) still has a temporary.
int createTemporary(const std::string& target, std::string& tempPath) {
    static constexpr char kAlphabet[] =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    std::random_device entropy;
    std::uniform_int_distribution<size_t> pick(0, sizeof kAlphabet - 2);
    const std::string folder = folderOf(target);
    for (int attempt = 0; attempt < 100; ++attempt) {
        tempPath = (folder == "/" ? "" : folder) + "/.atlas-tmp-";
        for (int i = 0; i < 8; ++i) tempPath += kAlphabet[pick(entropy)];
        const int fd =
            ::open(tempPath.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0666);
        if (fd >= 0 || errno != EEXIST) return fd;
    }
    errno = EEXIST;
    return -1;
}

void syncFolderOf(const std::string& path) {
    const int fd = ::open(folderOf(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;  // the rename has happened; durability of the entry is best effort
    ::fsync(fd);
    ::close(fd);
}

// One file of a write: where its bytes go.
struct Plan {
    const OutputFile* file = nullptr;
    int descriptor = -1;   // a standard stream, written as it is
    bool inPlace = false;  // a device or FIFO, opened and written
    std::string target;    // otherwise: the regular file the temporary replaces
    struct stat old {};
    bool replacesFile = false;  // target exists: keep its mode and owner
    std::string temp;
};

Plan plan(const OutputFile& file, Links links) {
    Plan p;
    p.file = &file;
    const std::string& path = file.path;
    if (path.empty()) refuse(path, "no file name");
    if ((p.descriptor = standardDescriptor(path)) >= 0) {
        if (links == Links::Replace) refuse(path, "not a file in the folder");
        return p;
    }
    struct stat entry {};
    if (::lstat(path.c_str(), &entry) != 0) {
        if (errno != ENOENT) fail(path, "", errno);
        p.target = path;
        return p;
    }
    if (S_ISLNK(entry.st_mode) && links == Links::Follow) {
        struct stat pointed {};
        if (::stat(path.c_str(), &pointed) == 0) {
            entry = pointed;
            char* real = ::realpath(path.c_str(), nullptr);
            if (!real) fail(path, "realpath", errno);
            p.target = real;
            std::free(real);
        } else {
            p.target = path;  // a dangling link is replaced like any other name
        }
    } else {
        p.target = path;
    }
    if (S_ISDIR(entry.st_mode)) refuse(path, "it is a folder");
    if (S_ISREG(entry.st_mode)) {
        p.old = entry;
        p.replacesFile = true;
    } else if (!S_ISLNK(entry.st_mode)) {
        if (links == Links::Replace) refuse(path, "it exists and is not a regular file");
        p.inPlace = true;
    }
    return p;
}

void writeTemporary(Plan& p) {
    const std::string& path = p.file->path;
    const int fd = createTemporary(p.target, p.temp);
    if (fd < 0) {
        p.temp.clear();
        fail(path, "", errno);
    }
    auto failOpen = [&](const std::string& step) {
        const int error = errno;
        ::close(fd);
        fail(path, step, error);
    };
    if (p.replacesFile) {
        // The new file reads and writes as the old one did, without its setuid, setgid and
        // sticky bits (a copy must never gain privileges); root keeps the old owner too.
        if (::geteuid() == 0 && ::fchown(fd, p.old.st_uid, p.old.st_gid) != 0) {
            // Then the file is root's, as any other writer's file is its own: no reason to
            // fail the write. (A (void) cast would not silence _FORTIFY_SOURCE's warning.)
        }
        ::fchmod(fd, p.old.st_mode & 0777);
    }
    if (!writeAll(fd, p.file->bytes)) failOpen("write");
    if (::fsync(fd) != 0) failOpen("fsync");
    if (::close(fd) != 0) fail(path, "close", errno);
}

}  // namespace

void writeFileAtomically(const std::string& path, std::string_view bytes, Links links) {
    writeFilesAtomically({{path, bytes}}, links);
}

void writeFilesAtomically(const std::vector<OutputFile>& files, Links links) {
    std::vector<Plan> plans;
    plans.reserve(files.size());
    for (const OutputFile& f : files) plans.push_back(plan(f, links));

    auto removeTemporaries = [&] {
        for (Plan& p : plans)
            if (!p.temp.empty()) ::unlink(p.temp.c_str());
    };
    try {
        for (Plan& p : plans)
            if (p.descriptor < 0 && !p.inPlace) writeTemporary(p);
        for (Plan& p : plans) {
            if (p.descriptor >= 0) writeToDescriptor(p.file->path, p.descriptor, p.file->bytes);
            if (p.inPlace) writeInPlace(p.file->path, p.file->bytes);
        }
    } catch (...) {
        removeTemporaries();
        throw;
    }
    for (size_t i = 0; i < plans.size(); ++i) {
        Plan& p = plans[i];
        if (p.temp.empty()) continue;
        if (::rename(p.temp.c_str(), p.target.c_str()) != 0) {
            const int error = errno;
            removeTemporaries();
            // Values without their labels, or beside the labels of an older export, would
            // mislead a reader more than a missing file: the group is taken back whole.
            for (size_t j = 0; j < i; ++j)
                if (plans[j].descriptor < 0 && !plans[j].inPlace) ::unlink(plans[j].target.c_str());
            fail(p.file->path, "rename", error);
        }
        p.temp.clear();
        syncFolderOf(p.target);
    }
}

}  // namespace atlas
