#pragma once
// The zip container of torch.save (SPEC §5, pytorch_model.bin): its central directory read from
// bytes held elsewhere (a MappedFile), each entry's bytes given in place. torch stores every
// entry uncompressed, so only stored entries are accepted. The file is untrusted: every offset
// and size is checked against it, and entries that overlap, repeat a name or run into the
// directory are refused.

#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace atlas {

class ZipArchive {
public:
    // A hostile directory may declare any count; none beyond this is read.
    static constexpr size_t kMaxEntries = size_t(1) << 20;

    // Reads the directory of `bytes`, which must outlive the archive; throws CheckpointError
    // saying what is wrong (without a file name: the caller adds it).
    explicit ZipArchive(std::string_view bytes);

    // Entry names in directory order.
    const std::vector<std::string>& names() const { return names_; }
    bool contains(std::string_view name) const { return entries_.find(name) != entries_.end(); }
    // The stored bytes of an entry, in place; throws CheckpointError when there is none.
    std::string_view entry(std::string_view name) const;

private:
    std::string_view bytes_;
    std::vector<std::string> names_;
    std::map<std::string, std::string_view, std::less<>> entries_;
};

}  // namespace atlas
