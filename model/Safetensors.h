#pragma once
// SPEC §3: the safetensors container (8-byte little-endian header length, JSON header,
// raw little-endian data). The file is untrusted input: every lie is refused by name.

#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace atlas {

// A file that breaks SPEC §3; the message names the tensor or field at fault.
class CheckpointError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

enum class DType { F32, F16, BF16, U8 };

const char* toString(DType dtype);
size_t byteSize(DType dtype);

struct TensorEntry {
    DType dtype = DType::F32;
    std::vector<long long> shape;
    size_t begin = 0;  // byte offsets into the data section
    size_t end = 0;

    // The product of the dimensions; throws std::overflow_error past 2^63 (never for an entry
    // SafetensorsFile accepted).
    long long elementCount() const;
};

// A parsed, validated file held in memory.
class SafetensorsFile {
public:
    // Validates the whole structure; throws CheckpointError.
    static SafetensorsFile fromBytes(std::string bytes);
    static SafetensorsFile load(const std::string& path);
    // The file mapped and read in place (a Hub folder's weights, SPEC §5: no size limit, no copy).
    static SafetensorsFile map(const std::string& path);

    const std::map<std::string, std::string>& metadata() const { return metadata_; }
    const std::map<std::string, TensorEntry>& tensors() const { return tensors_; }
    bool contains(const std::string& name) const { return tensors_.count(name) != 0; }
    const TensorEntry& entry(const std::string& name) const;  // throws "tensor 'x': missing"

    // The tensor widened to float32 (F32, F16 or BF16); throws for U8.
    std::vector<float> floats(const std::string& name) const;
    // The raw bytes of a tensor (any dtype).
    std::string_view bytes(const std::string& name) const;

private:
    static SafetensorsFile parse(std::string_view bytes);

    std::shared_ptr<const void> owner_;  // what holds data_: the bytes read, or the mapping
    std::string_view data_;              // the whole file
    size_t dataStart_ = 0;
    std::map<std::string, std::string> metadata_;
    std::map<std::string, TensorEntry> tensors_;
};

// Builds a file in memory and writes it atomically (temporary file + rename).
class SafetensorsWriter {
public:
    void setMetadata(const std::string& key, const std::string& value);
    // Floats are rounded to dtype (round to nearest even for F16 and BF16).
    void addFloats(const std::string& name, DType dtype, std::vector<long long> shape,
                   std::span<const float> values);
    void addBytes(const std::string& name, std::string_view bytes);  // a 1-D U8 tensor

    std::string toBytes() const;
    // Throws std::runtime_error naming the path when it cannot write; the old file stays.
    void write(const std::string& path) const;

private:
    struct Pending {
        DType dtype;
        std::vector<long long> shape;
        std::string raw;
    };
    void add(const std::string& name, Pending tensor);

    std::map<std::string, std::string> metadata_;
    std::map<std::string, Pending> tensors_;
};

// Half-precision conversions (exposed for tests).
float halfToFloat(uint16_t h);
uint16_t floatToHalf(float f);
float bfloat16ToFloat(uint16_t b);
uint16_t floatToBfloat16(float f);

}  // namespace atlas
