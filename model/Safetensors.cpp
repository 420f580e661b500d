#include "Safetensors.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <nlohmann/json.hpp>
#include <set>
#include <tuple>

#include "AtomicFile.h"
#include "JsonText.h"
#include "RegularFile.h"
#include "Widen.h"
#include "hub/MappedFile.h"

namespace atlas {

using nlohmann::json;

namespace {

constexpr uint64_t kMaxHeaderBytes = 100ull << 20;
// docs/reliability.md, "Limits": files over 4 GiB are refused, so a file of exactly 4 GiB is read.
constexpr uint64_t kMaxFileBytes = 4ull << 30;
// A model at Config's limits holds about 13 000 tensors of rank 1 or 2; far more is a header
// built to exhaust memory, refused while it is parsed.
constexpr size_t kMaxTensors = 65536;
// A tensor entry is about 12 JSON values (its name, an object, three keys, dtype, shape and its
// dimensions, two offsets);
// 100 MB of "[0,0,0,…" would be 50 million, a tree of gigabytes. Counted while the header is
// scanned, before the tree is built: the tree then stays near 100 bytes a value at most.
constexpr size_t kMaxHeaderValues = 1 << 20;
constexpr size_t kMaxRank = 8;
constexpr const char* kMetadataKey = "__metadata__";

// Names come from an untrusted file and end up in one-line messages: printable() escapes
// control bytes and cuts a pathological length so the message stays readable.
std::string tensorLabel(std::string_view name) {
    return "tensor '" + printable(name) + "'";
}

[[noreturn]] void refuse(const std::string& what, const std::string& problem) {
    throw CheckpointError(what + ": " + problem);
}

uint64_t readLe64(const unsigned char* p) {
    uint64_t v = 0;
    for (int i = 7; i >= 0; --i) v = (v << 8) | p[i];
    return v;
}

bool isNonNegativeInteger(const json& v) {
    return v.is_number_unsigned() || (v.is_number_integer() && v.get<long long>() >= 0);
}

DType parseDtype(const std::string& label, const json& entry) {
    auto it = entry.find("dtype");
    if (it == entry.end()) refuse(label, "dtype missing");
    if (!it->is_string()) refuse(label, "dtype must be a string (got " + shortJson(*it) + ")");
    const auto& name = it->get_ref<const std::string&>();
    for (DType d : {DType::F32, DType::F16, DType::BF16, DType::U8})
        if (name == toString(d)) return d;
    refuse(label, "unsupported dtype " + shortJson(*it) + " (expected F32, F16, BF16 or U8)");
}

std::vector<long long> parseShape(const std::string& label, const json& entry) {
    auto it = entry.find("shape");
    if (it == entry.end()) refuse(label, "shape missing");
    if (!it->is_array())
        refuse(label, "shape must be a list of integers (got " + shortJson(*it) + ")");
    if (it->size() > kMaxRank)
        refuse(label, "shape has " + std::to_string(it->size()) + " dimensions, at most " +
                          std::to_string(kMaxRank) + " allowed");
    std::vector<long long> shape;
    for (const json& dim : *it) {
        if (!isNonNegativeInteger(dim) || dim.get<uint64_t>() > uint64_t(LLONG_MAX))
            refuse(label,
                   "shape must be a list of non-negative integers (got " + shortJson(*it) + ")");
        shape.push_back(dim.get<long long>());
    }
    return shape;
}

std::pair<uint64_t, uint64_t> parseOffsets(const std::string& label, const json& entry) {
    auto it = entry.find("data_offsets");
    if (it == entry.end()) refuse(label, "data_offsets missing");
    const json& v = *it;
    if (!v.is_array() || v.size() != 2 || !isNonNegativeInteger(v[0]) ||
        !isNonNegativeInteger(v[1]))
        refuse(label, "data_offsets must be two non-negative integers (got " + shortJson(v) + ")");
    uint64_t begin = v[0].get<uint64_t>(), end = v[1].get<uint64_t>();
    if (begin > end)
        refuse(label,
               "data_offsets begin " + std::to_string(begin) + " after end " + std::to_string(end));
    return {begin, end};
}

std::string shapeText(const std::vector<long long>& shape) {
    std::string text = "[";
    for (size_t i = 0; i < shape.size(); ++i) text += (i ? ", " : "") + std::to_string(shape[i]);
    return text + "]";
}

// Overflow is checked in the byte count, not only the element count: a shape whose elements
// fit in 64 bits can still need more bytes than that.
uint64_t byteCount(const std::string& label, DType dtype, const std::vector<long long>& shape) {
    uint64_t n = byteSize(dtype);
    for (long long dim : shape)
        if (__builtin_mul_overflow(n, uint64_t(dim), &n))
            refuse(label, "shape " + shapeText(shape) + " overflows the element count");
    return n;
}

std::map<std::string, std::string> parseMetadata(const json& value) {
    if (!value.is_object())
        refuse(kMetadataKey, "must be an object of strings (got " + shortJson(value) + ")");
    std::map<std::string, std::string> metadata;
    for (const auto& [key, v] : value.items()) {
        if (!v.is_string())
            refuse(std::string(kMetadataKey) + "." + printable(key),
                   "must be a string (got " + shortJson(v) + ")");
        metadata[key] = v.get<std::string>();
    }
    return metadata;
}

// The header's top-level names, read without building anything: a name listed twice (nlohmann
// would keep the last, but the header lies about one of them), too many tensors and too many
// values are refused before the header is built. nlohmann's parser callback could do this in the
// same pass, but it rescans an object's members at the end of each member: quadratic in the tensor
// count.
class HeaderNames : public nlohmann::json_sax<json> {
public:
    // The first name listed twice, or "".
    const std::string& duplicate() const { return duplicate_; }

    bool key(string_t& name) override {
        if (depth_ != 1) return count();
        if (!seen_.insert(name).second && duplicate_.empty()) duplicate_ = name;
        if (seen_.size() > kMaxTensors + 1)  // the tensors and __metadata__
            refuse("header", "more than " + std::to_string(kMaxTensors) + " tensors");
        return count();
    }
    bool start_object(std::size_t) override { return ++depth_, count(); }
    bool end_object() override { return --depth_, true; }
    bool start_array(std::size_t) override { return ++depth_, count(); }
    bool end_array() override { return --depth_, true; }
    bool null() override { return count(); }
    bool boolean(bool) override { return count(); }
    bool number_integer(number_integer_t) override { return count(); }
    bool number_unsigned(number_unsigned_t) override { return count(); }
    bool number_float(number_float_t, const string_t&) override { return count(); }
    bool string(string_t&) override { return count(); }
    bool binary(binary_t&) override { return count(); }
    // Stops here; the full parse that follows reports the error.
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override {
        return false;
    }

private:
    // Object keys count too: each is a string and a map node in the tree.
    bool count() {
        if (++values_ > kMaxHeaderValues)
            refuse("header", "more than " + std::to_string(kMaxHeaderValues) +
                                 " JSON values (a tensor entry needs about 12)");
        return true;
    }

    long depth_ = 0;
    size_t values_ = 0;
    std::set<std::string> seen_;
    std::string duplicate_;
};

json parseHeader(std::string_view text) {
    HeaderNames names;
    json::sax_parse(text.begin(), text.end(), &names);
    json header;
    try {
        header = json::parse(text.begin(), text.end());
    } catch (const json::exception& e) {
        // nlohmann quotes the token it stopped at, which can be megabytes of file content.
        refuse("header", "not valid JSON: " + printable(e.what()));
    }
    if (!names.duplicate().empty())
        refuse(names.duplicate() == kMetadataKey ? kMetadataKey : tensorLabel(names.duplicate()),
               "listed twice in the header");
    if (!header.is_object()) refuse("header", "not a JSON object (got " + shortJson(header) + ")");
    return header;
}

void appendLe(std::string& out, uint64_t value, int bytes) {
    for (int i = 0; i < bytes; ++i) out += char((value >> (8 * i)) & 0xff);
}

}  // namespace

const char* toString(DType dtype) {
    switch (dtype) {
        case DType::F32:
            return "F32";
        case DType::F16:
            return "F16";
        case DType::BF16:
            return "BF16";
        case DType::U8:
            return "U8";
    }
    return "?";
}

size_t byteSize(DType dtype) {
    switch (dtype) {
        case DType::F32:
            return 4;
        case DType::F16:
        case DType::BF16:
            return 2;
        case DType::U8:
            return 1;
    }
    return 1;
}

// An accepted shape's byte count fits the file, but a zero dimension after large ones hides a
// running product past 2^63 (U8 [2^62, 3, 0] is 0 bytes): a zero dimension answers first.
long long TensorEntry::elementCount() const {
    if (std::find(shape.begin(), shape.end(), 0LL) != shape.end()) return 0;
    long long n = 1;
    for (long long dim : shape)
        if (__builtin_mul_overflow(n, dim, &n))
            throw std::overflow_error("shape " + shapeText(shape) + " overflows the element count");
    return n;
}

// ---- half precision -------------------------------------------------------------------

float halfToFloat(uint16_t h) {
    const uint32_t sign = uint32_t(h & 0x8000) << 16;
    const uint32_t exponent = (h >> 10) & 0x1f;
    const uint32_t mantissa = h & 0x3ff;
    if (exponent == 0) {  // zero or subnormal: mantissa · 2^-24, exact in float
        const float magnitude = std::ldexp(float(mantissa), -24);
        return sign ? -magnitude : magnitude;
    }
    if (exponent == 31)  // inf, or NaN with its payload kept
        return std::bit_cast<float>(sign | 0x7f800000u | (mantissa << 13));
    return std::bit_cast<float>(sign | ((exponent + 127 - 15) << 23) | (mantissa << 13));
}

// Integer rounding so the result does not depend on the floating-point environment.
uint16_t floatToHalf(float f) {
    const uint32_t bits = std::bit_cast<uint32_t>(f);
    const uint16_t sign = uint16_t((bits >> 16) & 0x8000);
    const uint32_t magnitude = bits & 0x7fffffffu;
    if (magnitude > 0x7f800000u)  // NaN: keep the top payload bits, force it quiet
        return uint16_t(sign | 0x7e00 | ((magnitude >> 13) & 0x3ff));
    if (magnitude >= 0x477ff000u) return uint16_t(sign | 0x7c00);  // ≥ 65520 rounds to inf
    if (magnitude < 0x38800000u) {                                 // below 2^-14: subnormal
        if (magnitude <= 0x33000000u) return sign;  // ≤ 2^-25: ties to even give zero
        // Value in units of 2^-24 is (mantissa with its hidden bit) >> shift.
        const uint32_t exponent = magnitude >> 23;
        const uint32_t mantissa = (magnitude & 0x7fffffu) | 0x800000u;
        const uint32_t shift = 126 - exponent;
        uint32_t units = mantissa >> shift;
        const uint32_t rest = mantissa & ((1u << shift) - 1);
        const uint32_t half = 1u << (shift - 1);
        if (rest > half || (rest == half && (units & 1))) ++units;
        return uint16_t(sign | units);  // units == 1024 lands on the smallest normal
    }
    const uint32_t rounded = magnitude + 0xfff + ((magnitude >> 13) & 1);
    return uint16_t(sign | ((rounded - (uint32_t(127 - 15) << 23)) >> 13));
}

float bfloat16ToFloat(uint16_t b) {
    return std::bit_cast<float>(uint32_t(b) << 16);
}

uint16_t floatToBfloat16(float f) {
    const uint32_t bits = std::bit_cast<uint32_t>(f);
    // Rounding a NaN whose payload sits in the low 16 bits would make it an infinity.
    if ((bits & 0x7fffffffu) > 0x7f800000u) return uint16_t((bits >> 16) | 0x0040);
    return uint16_t((bits + 0x7fff + ((bits >> 16) & 1)) >> 16);
}

// ---- reader ---------------------------------------------------------------------------

SafetensorsFile SafetensorsFile::fromBytes(std::string bytes) {
    auto owned = std::make_shared<const std::string>(std::move(bytes));
    SafetensorsFile file = parse(*owned);
    file.owner_ = std::move(owned);
    return file;
}

SafetensorsFile SafetensorsFile::map(const std::string& path) {
    auto mapped = std::make_shared<const MappedFile>(path);
    SafetensorsFile file;
    try {
        file = parse(mapped->bytes());
    } catch (const CheckpointError& e) {
        throw CheckpointError("'" + path + "': " + e.what());
    }
    file.owner_ = std::move(mapped);
    return file;
}

SafetensorsFile SafetensorsFile::parse(std::string_view bytes) {
    if (bytes.size() < 8)
        refuse("file",
               std::to_string(bytes.size()) + " bytes, shorter than the 8-byte header length");
    const uint64_t headerBytes = readLe64(reinterpret_cast<const unsigned char*>(bytes.data()));
    // Any other file read as one (text, an image, a session) gives a length of its first 8
    // bytes, which is the noise of a wrong file, not a fact worth quoting; a header always
    // opens with '{'.
    const bool fits = headerBytes <= kMaxHeaderBytes && headerBytes <= bytes.size() - 8;
    if (!fits && (bytes.size() == 8 || bytes[8] != '{'))
        refuse("file", "not a safetensors file (no header length and JSON header at its start)");
    if (headerBytes > kMaxHeaderBytes)
        refuse("header", "length " + std::to_string(headerBytes) + " is absurd (over 100 MB)");
    if (headerBytes > bytes.size() - 8)
        refuse("header", "length " + std::to_string(headerBytes) + " beyond file size " +
                             std::to_string(bytes.size()) + " (truncated?)");

    const json header = parseHeader(bytes.substr(8, headerBytes));

    SafetensorsFile file;
    file.dataStart_ = 8 + headerBytes;
    const uint64_t dataBytes = bytes.size() - file.dataStart_;
    std::vector<std::tuple<uint64_t, uint64_t, std::string>> spans;  // (begin, end, name)
    for (const auto& [name, entry] : header.items()) {
        if (name == kMetadataKey) {
            file.metadata_ = parseMetadata(entry);
            continue;
        }
        const std::string label = tensorLabel(name);
        if (!entry.is_object())
            refuse(label, "header entry is not an object (got " + shortJson(entry) + ")");
        TensorEntry t;
        t.dtype = parseDtype(label, entry);
        t.shape = parseShape(label, entry);
        const auto [begin, end] = parseOffsets(label, entry);
        const uint64_t needed = byteCount(label, t.dtype, t.shape);
        if (end - begin != needed)
            refuse(label, "data_offsets span " + std::to_string(end - begin) + " bytes but shape " +
                              shapeText(t.shape) + " of " + toString(t.dtype) + " needs " +
                              std::to_string(needed));
        if (end > dataBytes)
            refuse(label, "data_offsets end " + std::to_string(end) + " beyond data size " +
                              std::to_string(dataBytes) + " (truncated?)");
        t.begin = begin;
        t.end = end;
        // An empty tensor holds no bytes, so it cannot overlap anything.
        if (begin != end) spans.emplace_back(begin, end, name);
        file.tensors_.emplace(name, std::move(t));
    }

    // Sorted by start, any overlap shows up between neighbours.
    std::sort(spans.begin(), spans.end());
    for (size_t i = 1; i < spans.size(); ++i) {
        const auto& [begin0, end0, name0] = spans[i - 1];
        const auto& [begin1, end1, name1] = spans[i];
        if (begin1 < end0)
            refuse(tensorLabel(name1), "data [" + std::to_string(begin1) + ", " +
                                           std::to_string(end1) + ") overlaps " +
                                           tensorLabel(name0) + " [" + std::to_string(begin0) +
                                           ", " + std::to_string(end0) + ")");
    }
    file.data_ = bytes;
    return file;
}

SafetensorsFile SafetensorsFile::load(const std::string& path) {
    std::string bytes;
    try {
        bytes = readRegularFile(path, kMaxFileBytes);
    } catch (const std::runtime_error& e) {
        throw CheckpointError(e.what());
    }
    return fromBytes(std::move(bytes));
}

const TensorEntry& SafetensorsFile::entry(const std::string& name) const {
    auto it = tensors_.find(name);
    if (it == tensors_.end()) refuse(tensorLabel(name), "missing");
    return it->second;
}

std::string_view SafetensorsFile::bytes(const std::string& name) const {
    const TensorEntry& e = entry(name);
    return data_.substr(dataStart_ + e.begin, e.end - e.begin);
}

std::vector<float> SafetensorsFile::floats(const std::string& name) const {
    const TensorEntry& e = entry(name);
    const std::string_view raw = bytes(name);
    const size_t n = raw.size() / byteSize(e.dtype);
    if (e.dtype == DType::U8) refuse(tensorLabel(name), "dtype U8, expected F32, F16 or BF16");
    std::vector<float> out(n);
    widenToFloat(e.dtype, reinterpret_cast<const std::byte*>(raw.data()), out.data(), n);
    return out;
}

// ---- writer ---------------------------------------------------------------------------

namespace {

// nlohmann refuses to dump invalid UTF-8; finding out here names the caller's mistake.
void requireUtf8(const std::string& what, const std::string& text) {
    try {
        (void)json(text).dump();
    } catch (const json::exception&) {
        throw std::invalid_argument("safetensors writer: " + what + " is not valid UTF-8");
    }
}

}  // namespace

void SafetensorsWriter::setMetadata(const std::string& key, const std::string& value) {
    requireUtf8("metadata key '" + printable(key) + "'", key);
    requireUtf8("metadata '" + printable(key) + "'", value);
    metadata_[key] = value;
}

void SafetensorsWriter::addFloats(const std::string& name, DType dtype,
                                  std::vector<long long> shape, std::span<const float> values) {
    const std::string label = tensorLabel(name);
    if (dtype == DType::U8)
        throw std::invalid_argument(label + ": floats cannot be written as U8 (use addBytes)");
    uint64_t count = 1;
    for (long long dim : shape)
        if (dim < 0 || __builtin_mul_overflow(count, uint64_t(dim), &count))
            throw std::invalid_argument(label + ": bad shape " + shapeText(shape));
    if (count != values.size())
        throw std::invalid_argument(label + ": shape " + shapeText(shape) + " holds " +
                                    std::to_string(count) + " values, got " +
                                    std::to_string(values.size()));
    std::string raw;
    raw.reserve(values.size() * byteSize(dtype));
    for (float v : values) {
        switch (dtype) {
            case DType::F32:
                appendLe(raw, std::bit_cast<uint32_t>(v), 4);
                break;
            case DType::F16:
                appendLe(raw, floatToHalf(v), 2);
                break;
            case DType::BF16:
                appendLe(raw, floatToBfloat16(v), 2);
                break;
            case DType::U8:
                break;
        }
    }
    add(name, Pending{dtype, std::move(shape), std::move(raw)});
}

void SafetensorsWriter::addBytes(const std::string& name, std::string_view bytes) {
    add(name, Pending{DType::U8, {static_cast<long long>(bytes.size())}, std::string(bytes)});
}

void SafetensorsWriter::add(const std::string& name, Pending tensor) {
    const std::string label = tensorLabel(name);
    if (name == kMetadataKey) throw std::invalid_argument(label + ": reserved name");
    requireUtf8(label, name);
    if (!tensors_.emplace(name, std::move(tensor)).second)
        throw std::invalid_argument(label + ": added twice");
}

std::string SafetensorsWriter::toBytes() const {
    json header = json::object();
    if (!metadata_.empty()) header[kMetadataKey] = metadata_;
    uint64_t offset = 0;
    for (const auto& [name, t] : tensors_) {  // std::map: sorted by name
        header[name] = {{"dtype", toString(t.dtype)},
                        {"shape", t.shape},
                        {"data_offsets", {offset, offset + t.raw.size()}}};
        offset += t.raw.size();
    }
    std::string text = header.dump();
    // Padding to 8 bytes keeps the data section aligned, as the reference library does.
    text.append((8 - text.size() % 8) % 8, ' ');

    std::string out;
    out.reserve(8 + text.size() + offset);
    appendLe(out, text.size(), 8);
    out += text;
    for (const auto& [name, t] : tensors_) out += t.raw;
    return out;
}

void SafetensorsWriter::write(const std::string& path) const {
    writeFileAtomically(path, toBytes());
}

}  // namespace atlas
