#pragma once
// A regular file mapped read-only into memory: weights are read in place, no copy of the file
// is made. The same refusals as readRegularFile (a FIFO, a device, a directory, a missing
// file: a ReadError naming the path) before anything is mapped.

#include <cstddef>
#include <string>
#include <string_view>

namespace atlas {

class MappedFile {
public:
    // Throws ReadError naming the path.
    explicit MappedFile(const std::string& path);
    ~MappedFile();
    MappedFile(MappedFile&& other) noexcept;
    MappedFile& operator=(MappedFile&& other) noexcept;
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;

    // Lets the system take back the pages wholly inside `bytes` (a part of any file mapping)
    // once they have been read into a copy: the process no longer holds them, and a later read
    // maps them from the file again (madvise MADV_DONTNEED on a read-only mapping).
    static void dropPages(std::string_view bytes);

    const std::string& path() const { return path_; }
    std::string_view bytes() const { return {static_cast<const char*>(data_), size_}; }
    size_t size() const { return size_; }

private:
    void release();

    std::string path_;
    void* data_ = nullptr;
    size_t size_ = 0;
};

}  // namespace atlas
