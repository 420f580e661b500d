#include "MappedFile.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <utility>

#include "FileError.h"
#include "MappingGuard.h"

namespace atlas {

namespace {

std::string reason() {
    return std::strerror(errno);
}

}  // namespace

MappedFile::MappedFile(const std::string& path) : path_(path) {
    // O_NONBLOCK: a FIFO must not block the open (it is refused below, by fstat).
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) throw ReadError(path, "cannot open (" + reason() + ")");
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        const bool directory = S_ISDIR(st.st_mode);
        ::close(fd);
        throw ReadError(path, directory ? "a folder, not a file" : "not a regular file");
    }
    size_ = size_t(st.st_size);
    if (size_ != 0) {
        data_ = ::mmap(nullptr, size_, PROT_READ, MAP_PRIVATE, fd, 0);
        if (data_ == MAP_FAILED) {
            data_ = nullptr;
            const std::string why = reason();
            ::close(fd);
            throw ReadError(path, "cannot map (" + why + ")");
        }
        MappingGuard::watch(data_, size_, path_);
    }
    ::close(fd);  // the mapping keeps the file
}

void MappedFile::dropPages(std::string_view bytes) {
    const uintptr_t page = uintptr_t(::sysconf(_SC_PAGESIZE));
    const uintptr_t begin = (uintptr_t(bytes.data()) + page - 1) / page * page;
    const uintptr_t end = (uintptr_t(bytes.data()) + bytes.size()) / page * page;
    // Advice only: should the system refuse it, the pages simply stay.
    if (end > begin) ::madvise(reinterpret_cast<void*>(begin), end - begin, MADV_DONTNEED);
}

MappedFile::~MappedFile() {
    release();
}

void MappedFile::release() {
    if (!data_) return;
    MappingGuard::forget(data_);
    ::munmap(data_, size_);
    data_ = nullptr;
}

MappedFile::MappedFile(MappedFile&& other) noexcept
    : path_(std::move(other.path_)),
      data_(std::exchange(other.data_, nullptr)),
      size_(std::exchange(other.size_, 0)) {}

MappedFile& MappedFile::operator=(MappedFile&& other) noexcept {
    if (this != &other) {
        release();
        path_ = std::move(other.path_);
        data_ = std::exchange(other.data_, nullptr);
        size_ = std::exchange(other.size_, 0);
    }
    return *this;
}

}  // namespace atlas
