#pragma once
// Writes pytorch_model.bin byte for byte as torch.save writes it (torch 1.13's miniz zip: stored
// entries aligned to 64 bytes by an "FB" extra field, data descriptors, zip64 end records; a
// protocol-2 data.pkl of an OrderedDict of _rebuild_tensor_v2 calls whose storages are
// persistent ids), for the tests and the fuzz seeds: the reader is checked without python.

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "Safetensors.h"

namespace atlas {

class TorchBinWriter {
public:
    struct ZipEntry {
        std::string name;
        std::string bytes;
        uint16_t method = 0;  // what the headers say; the bytes are stored as given either way
    };
    struct ZipOptions {
        // Central entries as torch writes them past 4 GiB: saturated sizes and offset, their
        // values in a zip64 extra field (here for every entry, however small).
        bool zip64Entries = false;
        // The zip64 end record and locator, which torch always writes.
        bool zip64End = true;
    };
    struct Options {
        std::string prefix = "archive";  // the top folder
        bool byteorder = true;           // archive/byteorder, written by torch ≥ 2.0
        bool stateDictMetadata = false;  // the _metadata BUILD of a module's state_dict()
        ZipOptions zip;
    };

    // A tensor with a storage of its own, row-major; returns the storage's number (for views
    // of it). Values are rounded to dtype.
    int add(const std::string& name, DType dtype, std::vector<long long> shape,
            std::span<const float> values);
    // A storage for addView; returns its number.
    int addStorage(DType dtype, std::span<const float> values);
    // A tensor viewing storage `storage` from element `offset` through `stride`.
    void addView(const std::string& name, int storage, long long offset,
                 std::vector<long long> shape, std::vector<long long> stride);

    Options& options() { return options_; }
    // data.pkl alone.
    std::string pickle() const;
    // The whole file.
    std::string toBytes() const;
    void write(const std::string& path) const;

    // A zip of these entries as torch's writer lays them out.
    static std::string zip(const std::vector<ZipEntry>& entries, const ZipOptions& options);
    static std::string zip(const std::vector<ZipEntry>& entries) { return zip(entries, {}); }

private:
    struct Storage {
        DType dtype;
        std::string raw;
        long long elements;
    };
    struct View {
        std::string name;
        int storage;
        long long offset;
        std::vector<long long> shape, stride;
    };

    // The storage numbers in the order the pickle first names them: torch's keys "0", "1", …
    std::vector<int> keyOrder() const;

    Options options_;
    std::vector<Storage> storages_;
    std::vector<View> views_;
};

}  // namespace atlas
