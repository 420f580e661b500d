#include "ZipArchive.h"

#include <algorithm>
#include <cstdint>
#include <utility>

#include "Safetensors.h"

namespace atlas {

namespace {

// Record signatures and fixed sizes of the zip format (PKWARE APPNOTE 6.3, sections 4.3.7–16).
constexpr uint32_t kLocalSignature = 0x04034b50;
constexpr uint32_t kCentralSignature = 0x02014b50;
constexpr uint32_t kEndSignature = 0x06054b50;
constexpr uint32_t kEnd64Signature = 0x06064b50;
constexpr uint32_t kLocatorSignature = 0x07064b50;
constexpr size_t kLocalSize = 30;
constexpr size_t kCentralSize = 46;
constexpr size_t kEndSize = 22;
constexpr size_t kLocatorSize = 20;
constexpr size_t kEnd64Size = 56;
constexpr size_t kMaxComment = 0xffff;
constexpr uint16_t kZip64ExtraId = 0x0001;
constexpr uint32_t kSaturated32 = 0xffffffff;
constexpr uint16_t kSaturated16 = 0xffff;

[[noreturn]] void refuse(const std::string& why) {
    throw CheckpointError("zip: " + why);
}

// Little-endian, n bytes at `at`; every caller has checked at + n <= bytes.size().
uint64_t le(std::string_view bytes, size_t at, int n) {
    uint64_t value = 0;
    for (int i = n - 1; i >= 0; --i) value = (value << 8) | uint8_t(bytes[at + size_t(i)]);
    return value;
}

// Where the central directory is, from the end records.
struct Directory {
    uint64_t count = 0;
    uint64_t size = 0;
    uint64_t offset = 0;
    uint64_t end = 0;  // the first end record: the directory lies before it
};

// The end-of-central-directory record: the last one whose comment ends the file exactly, within
// the last 64 KiB + 22 bytes (its comment is at most 65535 bytes).
size_t findEnd(std::string_view bytes) {
    if (bytes.size() < kEndSize)
        refuse("too short for a zip file (" + std::to_string(bytes.size()) + " bytes)");
    const size_t last = bytes.size() - kEndSize;
    const size_t first = last > kMaxComment ? last - kMaxComment : 0;
    for (size_t at = last + 1; at-- > first;) {
        if (le(bytes, at, 4) == kEndSignature &&
            at + kEndSize + le(bytes, at + 20, 2) == bytes.size())
            return at;
    }
    refuse("no end-of-central-directory record: not a zip file, or truncated");
}

// The zip64 end record the locator before `end` points to, over the 32-bit fields of `dir`;
// a field the 32-bit record does not saturate must agree with it.
void readZip64(std::string_view bytes, size_t locator, Directory& dir) {
    if (le(bytes, locator + 4, 4) != 0 || le(bytes, locator + 16, 4) != 1)
        refuse("a multi-disk archive (zip64 locator)");
    const uint64_t at = le(bytes, locator + 8, 8);
    if (at > locator || locator - at < kEnd64Size)
        refuse("the zip64 end record lies outside the file");
    if (le(bytes, at, 4) != kEnd64Signature) refuse("no zip64 end record where its locator points");
    const uint64_t recordSize = le(bytes, at + 4, 8);
    if (recordSize < kEnd64Size - 12 || recordSize > locator - at - 12)
        refuse("the zip64 end record declares a size of " + std::to_string(recordSize) + " bytes");
    if (le(bytes, at + 16, 4) != 0 || le(bytes, at + 20, 4) != 0)
        refuse("a multi-disk archive (zip64 end record)");
    const uint64_t onDisk = le(bytes, at + 24, 8);
    const Directory wide{le(bytes, at + 32, 8), le(bytes, at + 40, 8), le(bytes, at + 48, 8), at};
    if (onDisk != wide.count) refuse("a multi-disk archive (zip64 entry counts differ)");
    if ((dir.count != kSaturated16 && dir.count != wide.count) ||
        (dir.size != kSaturated32 && dir.size != wide.size) ||
        (dir.offset != kSaturated32 && dir.offset != wide.offset))
        refuse("the zip64 end record and the end record disagree");
    dir = wide;
}

Directory readDirectory(std::string_view bytes) {
    const size_t end = findEnd(bytes);
    if (le(bytes, end + 4, 2) != 0 || le(bytes, end + 6, 2) != 0 ||
        le(bytes, end + 8, 2) != le(bytes, end + 10, 2))
        refuse("a multi-disk archive");
    Directory dir{le(bytes, end + 10, 2), le(bytes, end + 12, 4), le(bytes, end + 16, 4), end};
    if (end >= kLocatorSize && le(bytes, end - kLocatorSize, 4) == kLocatorSignature) {
        readZip64(bytes, end - kLocatorSize, dir);
    } else if (dir.count == kSaturated16 || dir.size == kSaturated32 ||
               dir.offset == kSaturated32) {
        refuse("the end record needs zip64 records, which are missing");
    }
    if (dir.offset > dir.end || dir.size > dir.end - dir.offset)
        refuse("the central directory (" + std::to_string(dir.size) + " bytes at " +
               std::to_string(dir.offset) + ") lies outside the file");
    if (dir.count > ZipArchive::kMaxEntries)
        refuse("the directory declares " + std::to_string(dir.count) + " entries, more than " +
               std::to_string(ZipArchive::kMaxEntries));
    if (dir.count > dir.size / kCentralSize)
        refuse("the directory declares " + std::to_string(dir.count) + " entries, which " +
               std::to_string(dir.size) + " bytes cannot hold");
    return dir;
}

// One central directory entry, its 64-bit values resolved.
struct Central {
    std::string name;
    uint64_t size = 0;
    uint64_t compressedSize = 0;
    uint64_t localOffset = 0;
    uint64_t disk = 0;
    uint16_t method = 0;
    uint16_t flags = 0;
};

// The zip64 extended information extra field (APPNOTE 4.5.3) holds, in this order, the values
// whose 32-bit fields are saturated.
void readZip64Extra(std::string_view extra, Central& c) {
    for (size_t at = 0; at + 4 <= extra.size();) {
        const uint64_t id = le(extra, at, 2), length = le(extra, at + 2, 2);
        if (length > extra.size() - at - 4)
            refuse("entry '" + c.name + "': an extra field runs past its entry");
        if (id == kZip64ExtraId) {
            std::string_view field = extra.substr(at + 4, length);
            size_t next = 0;
            const auto take = [&](uint64_t& value, int width) {
                if (next + size_t(width) > field.size())
                    refuse("entry '" + c.name + "': its zip64 field is too short");
                value = le(field, next, width);
                next += size_t(width);
            };
            if (c.size == kSaturated32) take(c.size, 8);
            if (c.compressedSize == kSaturated32) take(c.compressedSize, 8);
            if (c.localOffset == kSaturated32) take(c.localOffset, 8);
            if (c.disk == kSaturated16) take(c.disk, 4);
            return;
        }
        at += 4 + length;
    }
}

// The entry at `at`, which must end by `end`; `at` moves past it.
Central readCentral(std::string_view bytes, uint64_t& at, uint64_t end) {
    if (end - at < kCentralSize || le(bytes, at, 4) != kCentralSignature)
        refuse("a central directory entry is missing or broken at byte " + std::to_string(at));
    const uint64_t nameLength = le(bytes, at + 28, 2), extraLength = le(bytes, at + 30, 2);
    const uint64_t total = kCentralSize + nameLength + extraLength + le(bytes, at + 32, 2);
    if (total > end - at) refuse("a central directory entry runs past the directory");
    Central c;
    c.name.assign(bytes.substr(at + kCentralSize, nameLength));
    c.flags = uint16_t(le(bytes, at + 8, 2));
    c.method = uint16_t(le(bytes, at + 10, 2));
    c.compressedSize = le(bytes, at + 20, 4);
    c.size = le(bytes, at + 24, 4);
    c.disk = le(bytes, at + 34, 2);
    c.localOffset = le(bytes, at + 42, 4);
    readZip64Extra(bytes.substr(at + kCentralSize + nameLength, extraLength), c);
    at += total;
    if (c.name.empty()) refuse("an entry without a name");
    const std::string entry = "entry '" + c.name + "'";
    if (c.flags & 0x41) refuse(entry + " is encrypted");
    if (c.method != 0)
        refuse(entry + " is compressed (method " + std::to_string(c.method) +
               (c.method == 8 ? ", deflate" : "") +
               "): torch.save stores every entry uncompressed");
    if (c.compressedSize != c.size) refuse(entry + " is stored with two different sizes");
    if (c.disk != 0) refuse(entry + " lies on another disk");
    return c;
}

// Where the entry's bytes start, from its local header, which must agree with the directory.
uint64_t dataStart(std::string_view bytes, const Central& c, uint64_t directoryStart) {
    const std::string entry = "entry '" + c.name + "'";
    if (c.localOffset > directoryStart || directoryStart - c.localOffset < kLocalSize)
        refuse(entry + ": its local header lies outside the file's entries");
    const uint64_t at = c.localOffset;
    if (le(bytes, at, 4) != kLocalSignature)
        refuse(entry + ": no local header where the directory points");
    if (le(bytes, at + 8, 2) != 0) refuse(entry + ": its local header says it is compressed");
    const uint64_t nameLength = le(bytes, at + 26, 2), extraLength = le(bytes, at + 28, 2);
    const uint64_t start = at + kLocalSize + nameLength + extraLength;
    if (start > directoryStart) refuse(entry + ": its local header runs into the directory");
    if (bytes.substr(at + kLocalSize, nameLength) != c.name)
        refuse(entry + ": its local header names another entry");
    if (c.size > directoryStart - start)
        refuse(entry + ": " + std::to_string(c.size) + " bytes at " + std::to_string(start) +
               " run past the entries (into the directory or beyond the file)");
    return start;
}

// [local header, end of data) of one entry, for the overlap check.
struct Span {
    uint64_t begin, end;
    const std::string* name;
};

void refuseOverlaps(std::vector<Span>& spans) {
    std::sort(spans.begin(), spans.end(),
              [](const Span& a, const Span& b) { return a.begin < b.begin; });
    for (size_t i = 1; i < spans.size(); ++i)
        if (spans[i].begin < spans[i - 1].end)
            refuse("entries '" + *spans[i - 1].name + "' and '" + *spans[i].name + "' overlap");
}

}  // namespace

ZipArchive::ZipArchive(std::string_view bytes) : bytes_(bytes) {
    const Directory dir = readDirectory(bytes);
    names_.reserve(size_t(dir.count));
    std::vector<Span> spans;
    spans.reserve(size_t(dir.count));
    uint64_t at = dir.offset;
    const uint64_t end = dir.offset + dir.size;
    for (uint64_t i = 0; i < dir.count; ++i) {
        Central c = readCentral(bytes, at, end);
        const uint64_t start = dataStart(bytes, c, dir.offset);
        auto [it, added] = entries_.try_emplace(c.name, bytes.substr(start, c.size));
        if (!added) refuse("entry '" + c.name + "' appears twice");
        spans.push_back({c.localOffset, start + c.size, &it->first});
        names_.push_back(std::move(c.name));
    }
    if (at != end)
        refuse("the directory holds " + std::to_string(end - at) + " bytes past its " +
               std::to_string(dir.count) + " entries");
    refuseOverlaps(spans);
}

std::string_view ZipArchive::entry(std::string_view name) const {
    const auto it = entries_.find(name);
    if (it == entries_.end()) refuse("no entry '" + std::string(name) + "'");
    return it->second;
}

}  // namespace atlas
