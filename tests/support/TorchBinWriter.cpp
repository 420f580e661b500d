#include "TorchBinWriter.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <fstream>
#include <map>
#include <stdexcept>

namespace atlas {

namespace {

void putLe(std::string& out, uint64_t value, int bytes) {
    // Fields wider than 8 bytes are zero above the value (a shift by 64 is undefined).
    for (int i = 0; i < bytes; ++i) out += char(i < 8 ? (value >> (8 * i)) & 0xff : 0);
}

uint32_t crc32(std::string_view bytes) {
    static const std::array<uint32_t, 256> table = [] {
        std::array<uint32_t, 256> t{};
        for (uint32_t i = 0; i < 256; ++i) {
            uint32_t c = i;
            for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
            t[i] = c;
        }
        return t;
    }();
    uint32_t c = 0xffffffffu;
    for (char b : bytes) c = table[(c ^ uint8_t(b)) & 0xff] ^ (c >> 8);
    return c ^ 0xffffffffu;
}

// Python's pickle.Pickler at protocol 2, for the objects torch.save pickles: every string,
// tuple, global and reduced object memoized once (BINPUT, then BINGET when it recurs).
class PickleOut {
public:
    std::string out;

    void op(char c) { out += c; }
    void put() {
        const uint32_t index = next_++;
        if (index < 256) {
            out += 'q';
            putLe(out, index, 1);
        } else {
            out += 'r';
            putLe(out, index, 4);
        }
    }
    void get(uint32_t index) {
        if (index < 256) {
            out += 'h';
            putLe(out, index, 1);
        } else {
            out += 'j';
            putLe(out, index, 4);
        }
    }
    // Python's save_long: the shortest of BININT1, BININT2, BININT and LONG1.
    void integer(long long v) {
        if (v >= 0 && v <= 0xff) {
            out += 'K';
            putLe(out, uint64_t(v), 1);
        } else if (v >= 0 && v <= 0xffff) {
            out += 'M';
            putLe(out, uint64_t(v), 2);
        } else if (v >= INT32_MIN && v <= INT32_MAX) {
            out += 'J';
            putLe(out, uint32_t(int32_t(v)), 4);
        } else {
            // LONG1: the fewest bytes of two's complement that keep the sign (encode_long).
            int n = 1;
            while (n < 8 && (v >> (8 * n - 1)) != 0 && (v >> (8 * n - 1)) != -1) ++n;
            out += '\x8a';
            putLe(out, uint64_t(n), 1);
            putLe(out, uint64_t(v), n);
        }
    }
    void string(std::string_view s) {
        out += 'X';
        putLe(out, s.size(), 4);
        out += s;
        put();
    }
    // One Python object pickled at most once: later mentions fetch it from the memo.
    template <typename Write>
    void once(const std::string& identity, Write write) {
        const auto it = memo_.find(identity);
        if (it != memo_.end()) return get(it->second);
        write();
        memo_[identity] = next_ - 1;
    }
    void onceString(const std::string& identity, std::string_view s) {
        once(identity, [&] { string(s); });
    }
    void onceGlobal(std::string_view module, std::string_view name) {
        once("global " + std::string(module) + "." + std::string(name), [&] {
            out += 'c';
            out += std::string(module) + "\n" + std::string(name) + "\n";
            put();
        });
    }
    // A tuple of ints (torch.Size, a stride): the empty one is never memoized.
    void intTuple(const std::vector<long long>& values) {
        if (values.size() > 3) op('(');
        for (long long v : values) integer(v);
        if (values.empty()) return op(')');
        op(values.size() > 3 ? 't' : char(0x85 + values.size() - 1));
        put();
    }
    // OrderedDict(): collections.OrderedDict (memo 0), no arguments, reduced.
    void emptyOrderedDict() {
        onceGlobal("collections", "OrderedDict");
        op(')');
        op('R');
        put();
    }

private:
    uint32_t next_ = 0;
    std::map<std::string, uint32_t> memo_;
};

const char* storageType(DType dtype) {
    switch (dtype) {
        case DType::F32:
            return "FloatStorage";
        case DType::F16:
            return "HalfStorage";
        case DType::BF16:
            return "BFloat16Storage";
        default:
            throw std::invalid_argument("no torch storage for this dtype");
    }
}

std::string rounded(DType dtype, std::span<const float> values) {
    std::string raw;
    for (float v : values) {
        if (dtype == DType::F32) {
            char b[4];
            std::memcpy(b, &v, 4);
            raw.append(b, 4);
        } else {
            putLe(raw, dtype == DType::F16 ? floatToHalf(v) : floatToBfloat16(v), 2);
        }
    }
    return raw;
}

// The padding torch's writer puts in an "FB" extra field so every entry's data starts on a
// multiple of 64 (caffe2/serialize/inline_container.cc, getPadding).
std::string padding(size_t headerEnd) {
    const size_t start = headerEnd + 4;
    const size_t pad = (64 - start % 64) % 64;
    std::string extra = "FB";
    putLe(extra, pad, 2);
    return extra + std::string(pad, 'Z');
}

}  // namespace

int TorchBinWriter::add(const std::string& name, DType dtype, std::vector<long long> shape,
                        std::span<const float> values) {
    const int storage = addStorage(dtype, values);
    std::vector<long long> stride(shape.size());
    long long step = 1;
    for (size_t d = shape.size(); d-- > 0;) {
        stride[d] = step;
        step *= shape[d];
    }
    addView(name, storage, 0, std::move(shape), std::move(stride));
    return storage;
}

int TorchBinWriter::addStorage(DType dtype, std::span<const float> values) {
    storages_.push_back({dtype, rounded(dtype, values), (long long)values.size()});
    return int(storages_.size() - 1);
}

void TorchBinWriter::addView(const std::string& name, int storage, long long offset,
                             std::vector<long long> shape, std::vector<long long> stride) {
    views_.push_back({name, storage, offset, std::move(shape), std::move(stride)});
}

std::vector<int> TorchBinWriter::keyOrder() const {
    std::vector<int> order;
    for (const View& v : views_)
        if (std::find(order.begin(), order.end(), v.storage) == order.end())
            order.push_back(v.storage);
    return order;
}

std::string TorchBinWriter::pickle() const {
    const std::vector<int> order = keyOrder();
    PickleOut p;
    p.out = "\x80\x02";
    p.emptyOrderedDict();
    for (size_t first = 0; first < views_.size(); first += 1000) {
        // Python's _batch_setitems: batches of 1000, SETITEM for a batch of one.
        const size_t last = std::min(views_.size(), first + 1000);
        if (last - first > 1) p.op('(');
        for (size_t i = first; i < last; ++i) {
            const View& v = views_[i];
            const Storage& s = storages_[size_t(v.storage)];
            const std::string key =
                std::to_string(std::find(order.begin(), order.end(), v.storage) - order.begin());
            p.string(v.name);
            p.onceGlobal("torch._utils", "_rebuild_tensor_v2");
            p.op('(');
            p.op('(');
            p.onceString("storage", "storage");
            p.onceGlobal("torch", storageType(s.dtype));
            p.onceString("key " + key, key);
            p.onceString("cpu", "cpu");
            p.integer(s.elements);
            p.op('t');
            p.put();
            p.op('Q');  // BINPERSID
            p.integer(v.offset);
            p.intTuple(v.shape);
            p.intTuple(v.stride);
            p.op('\x89');          // requires_grad=False
            p.emptyOrderedDict();  // backward hooks
            p.op('t');
            p.put();
            p.op('R');
            p.put();
        }
        p.op(last - first > 1 ? 'u' : 's');
    }
    if (options_.stateDictMetadata) {
        // state.__dict__ = {'_metadata': OrderedDict({'': {'version': 1}})}
        p.op('}');
        p.put();
        p.string("_metadata");
        p.emptyOrderedDict();
        p.string("");
        p.op('}');
        p.put();
        p.string("version");
        p.integer(1);
        p.out += "sssb";
    }
    p.op('.');
    return p.out;
}

std::string TorchBinWriter::toBytes() const {
    const std::string& prefix = options_.prefix;
    std::vector<ZipEntry> entries{{prefix + "/data.pkl", pickle()}};
    if (options_.byteorder) entries.push_back({prefix + "/byteorder", "little"});
    // torch writes the storages sorted by key, as strings ("10" before "2").
    const std::vector<int> order = keyOrder();
    std::vector<std::string> keys;
    for (size_t k = 0; k < order.size(); ++k) keys.push_back(std::to_string(k));
    std::sort(keys.begin(), keys.end());
    for (const std::string& key : keys)
        entries.push_back({prefix + "/data/" + key, storages_[size_t(order[std::stoul(key)])].raw});
    entries.push_back({prefix + "/version", "3\n"});
    return zip(entries, options_.zip);
}

void TorchBinWriter::write(const std::string& path) const {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << toBytes();
    if (!out.flush()) throw std::runtime_error("cannot write '" + path + "'");
}

std::string TorchBinWriter::zip(const std::vector<ZipEntry>& entries, const ZipOptions& options) {
    const bool wide = options.zip64Entries;
    const uint64_t saturated = 0xffffffff;
    std::string out, directory;
    for (const ZipEntry& e : entries) {
        const uint64_t offset = out.size(), size = e.bytes.size();
        const uint32_t crc = crc32(e.bytes);
        std::string zip64;  // the zip64 extended information: sizes and the header's offset
        if (wide) {
            putLe(zip64, 1, 2);
            putLe(zip64, 24, 2);
            putLe(zip64, size, 8);
            putLe(zip64, size, 8);
            putLe(zip64, offset, 8);
        }
        const std::string extra = zip64 + padding(offset + 30 + e.name.size() + zip64.size());
        putLe(out, 0x04034b50, 4);
        putLe(out, 0, 2);       // version needed, as miniz writes it
        putLe(out, 0x0808, 2);  // a data descriptor follows; UTF-8 names
        putLe(out, e.method, 2);
        putLe(out, 0, 4);   // time, date
        putLe(out, 0, 12);  // crc and sizes: in the descriptor
        putLe(out, e.name.size(), 2);
        putLe(out, extra.size(), 2);
        out += e.name + extra + e.bytes;
        putLe(out, 0x08074b50, 4);
        putLe(out, crc, 4);
        putLe(out, size, wide ? 8 : 4);
        putLe(out, size, wide ? 8 : 4);

        putLe(directory, 0x02014b50, 4);
        putLe(directory, 0, 4);  // version made by, needed
        putLe(directory, 0x0808, 2);
        putLe(directory, e.method, 2);
        putLe(directory, 0, 4);
        putLe(directory, crc, 4);
        putLe(directory, wide ? saturated : size, 4);
        putLe(directory, wide ? saturated : size, 4);
        putLe(directory, e.name.size(), 2);
        putLe(directory, zip64.size(), 2);
        putLe(directory, 0, 8);  // comment length, disk, attributes
        putLe(directory, 0, 2);
        putLe(directory, wide ? saturated : offset, 4);
        directory += e.name + zip64;
    }
    const uint64_t directoryOffset = out.size(), count = entries.size();
    out += directory;
    if (options.zip64End) {
        const uint64_t record = out.size();
        putLe(out, 0x06064b50, 4);
        putLe(out, 44, 8);
        putLe(out, 0x031e, 2);
        putLe(out, 0x002d, 2);
        putLe(out, 0, 8);
        putLe(out, count, 8);
        putLe(out, count, 8);
        putLe(out, directory.size(), 8);
        putLe(out, directoryOffset, 8);
        putLe(out, 0x07064b50, 4);
        putLe(out, 0, 4);
        putLe(out, record, 8);
        putLe(out, 1, 4);
    }
    putLe(out, 0x06054b50, 4);
    putLe(out, 0, 4);
    putLe(out, wide ? 0xffff : count, 2);
    putLe(out, wide ? 0xffff : count, 2);
    putLe(out, wide ? saturated : directory.size(), 4);
    putLe(out, wide ? saturated : directoryOffset, 4);
    putLe(out, 0, 2);
    return out;
}

}  // namespace atlas
