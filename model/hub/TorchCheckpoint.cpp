#include "TorchCheckpoint.h"

#include <cstdint>
#include <cstring>

#include "FileError.h"
#include "TorchPickle.h"
#include "ZipArchive.h"

namespace atlas {

namespace {

// A ReadError (missing file, FIFO, folder…) is a CheckpointError to the caller, as for
// SafetensorsFile::load; its message already names the path.
MappedFile mapped(const std::string& path) {
    try {
        return MappedFile(path);
    } catch (const ReadError& e) {
        throw CheckpointError(e.what());
    }
}

// The one folder every entry lies in: "archive" in recent torch, the file's stem in older.
std::string topFolder(const ZipArchive& zip) {
    if (zip.names().empty()) throw CheckpointError("the archive is empty");
    const std::string& first = zip.names().front();
    const size_t slash = first.find('/');
    if (slash == std::string::npos || slash == 0)
        throw CheckpointError("entry '" + first +
                              "' lies outside a top folder: not a file of torch.save");
    const std::string prefix = first.substr(0, slash + 1);
    for (const std::string& name : zip.names())
        if (name.compare(0, prefix.size(), prefix) != 0)
            throw CheckpointError("entries lie in two top folders ('" + first + "', '" + name +
                                  "')");
    return prefix;
}

// Checks `a * b` and `a + b` for overflow: every size below comes from the file.
bool mulOverflows(long long a, long long b, long long& out) {
    return __builtin_mul_overflow(a, b, &out);
}
bool addOverflows(long long a, long long b, long long& out) {
    return __builtin_add_overflow(a, b, &out);
}

// The element count, and the last storage element the view reaches (offset − 1 when empty);
// false when either overflows.
bool viewExtent(const TorchPickle::Tensor& t, long long& count, long long& last) {
    count = 1;
    last = t.storageOffset;
    for (size_t d = 0; d < t.shape.size(); ++d) {
        if (mulOverflows(count, t.shape[d], count)) return false;
        long long reach = 0;
        if (t.shape[d] > 0 &&
            (mulOverflows(t.shape[d] - 1, t.stride[d], reach) || addOverflows(last, reach, last)))
            return false;
    }
    if (count == 0) last = t.storageOffset - 1;
    return true;
}

// Why the tensor cannot be read from a storage entry of `bytes`, or empty.
std::string viewProblem(const TorchPickle::Tensor& t, size_t bytes) {
    const size_t elementSize = byteSize(t.dtype);
    if (bytes / elementSize < uint64_t(t.storageElements) ||
        bytes != uint64_t(t.storageElements) * elementSize)
        return "its storage '" + t.storageKey + "' holds " + std::to_string(bytes) +
               " bytes, not the " + std::to_string(t.storageElements) + " " + toString(t.dtype) +
               " elements its persistent id declares";
    long long count = 0, last = 0;
    if (!viewExtent(t, count, last) || t.storageOffset > t.storageElements ||
        last >= t.storageElements)
        return "its shape and strides reach past the " + std::to_string(t.storageElements) +
               " elements of storage '" + t.storageKey + "'";
    // Only zero strides (an expanded view) give more elements than the storage holds: no
    // weights file does, and its floats could be far larger than the file.
    if (count > t.storageElements)
        return "it has more elements (" + std::to_string(count) + ") than its storage";
    return {};
}

// `count` elements of `dtype` from `src`, `stride` elements apart, widened into `dst`.
void widen(const char* src, DType dtype, long long stride, long long count, float* dst) {
    const size_t step = size_t(stride) * byteSize(dtype);
    for (long long i = 0; i < count; ++i) {
        const char* element = src + size_t(i) * step;  // never a pointer past the storage
        if (dtype == DType::F32) {
            std::memcpy(&dst[i], element, 4);
        } else {
            const uint16_t bits = uint16_t(uint8_t(element[0]) | (uint8_t(element[1]) << 8));
            dst[i] = dtype == DType::F16 ? halfToFloat(bits) : bfloat16ToFloat(bits);
        }
    }
}

}  // namespace

TorchCheckpoint::TorchCheckpoint(const std::string& path) : file_(mapped(path)) {
    try {
        read();
    } catch (const CheckpointError& e) {
        throw CheckpointError("'" + path + "': " + e.what());
    }
}

void TorchCheckpoint::read() {
    const std::string_view bytes = file_.bytes();
    if (bytes.empty()) throw CheckpointError("the file is empty");
    if (uint8_t(bytes[0]) == 0x80)
        throw CheckpointError(
            "the legacy format of torch before 1.6 (a bare pickle), which is not read: "
            "load it and save it again with a recent torch");
    if (bytes.substr(0, 2) != "PK")
        throw CheckpointError("not a file of torch.save (no zip signature)");
    const ZipArchive zip(bytes);
    const std::string prefix = topFolder(zip);
    if (!zip.contains(prefix + "data.pkl"))
        throw CheckpointError("no '" + prefix +
                              "data.pkl' in the archive: not a file of torch.save");
    if (zip.contains(prefix + "byteorder") && zip.entry(prefix + "byteorder") != "little")
        throw CheckpointError("saved on a big-endian machine (byteorder '" +
                              std::string(zip.entry(prefix + "byteorder").substr(0, 16)) + "')");
    const TorchPickle pickle(zip.entry(prefix + "data.pkl"));
    for (const auto& [name, t] : pickle.tensors()) {
        const std::string entry = prefix + "data/" + t.storageKey;
        if (!zip.contains(entry))
            throw CheckpointError("tensor '" + name + "': its storage '" + entry + "' is missing");
        Tensor tensor;
        tensor.storage = zip.entry(entry);
        if (const std::string problem = viewProblem(t, tensor.storage.size()); !problem.empty())
            throw CheckpointError("tensor '" + name + "': " + problem);
        tensor.info = {t.dtype, t.shape};
        tensor.stride = t.stride;
        // A dimension of one is never stepped over, whatever its stride: zero keeps the walk
        // below from adding a stride the extent check did not bound.
        for (size_t d = 0; d < t.shape.size(); ++d)
            if (t.shape[d] == 1) tensor.stride[d] = 0;
        tensor.offset = t.storageOffset;
        tensor.elements = 1;
        for (long long n : t.shape) tensor.elements *= size_t(n);
        tensors_.emplace(name, std::move(tensor));
    }
}

std::vector<std::string> TorchCheckpoint::names() const {
    std::vector<std::string> out;
    out.reserve(tensors_.size());
    for (const auto& entry : tensors_) out.push_back(entry.first);
    return out;
}

const TensorSource::Info* TorchCheckpoint::find(const std::string& name) const {
    const auto it = tensors_.find(name);
    return it == tensors_.end() ? nullptr : &it->second.info;
}

// Row-major: the last dimension is widened a run at a time, the others counted like an odometer.
std::vector<float> TorchCheckpoint::floats(const std::string& name) const {
    const auto it = tensors_.find(name);
    if (it == tensors_.end()) throw CheckpointError("'" + path() + "': no tensor '" + name + "'");
    const Tensor& t = it->second;
    std::vector<float> out(t.elements);
    if (out.empty()) return out;
    const std::vector<long long>& shape = t.info.shape;
    const size_t rank = shape.size();
    const long long run = rank == 0 ? 1 : shape[rank - 1];
    const long long runStride = rank == 0 ? 1 : t.stride[rank - 1];
    const size_t elementSize = byteSize(t.info.dtype);
    std::vector<long long> index(rank, 0);
    long long at = t.offset;  // the storage element of the run's start
    for (size_t done = 0; done < out.size(); done += size_t(run)) {
        widen(t.storage.data() + size_t(at) * elementSize, t.info.dtype, runStride, run,
              &out[done]);
        for (size_t d = rank < 2 ? 0 : rank - 1; d-- > 0;) {
            at += t.stride[d];
            if (++index[d] < shape[d]) break;
            at -= t.stride[d] * shape[d];
            index[d] = 0;
        }
    }
    return out;
}

std::optional<std::string_view> TorchCheckpoint::bytesInPlace(const std::string& name) const {
    const auto it = tensors_.find(name);
    if (it == tensors_.end()) throw CheckpointError("'" + path() + "': no tensor '" + name + "'");
    const Tensor& t = it->second;
    long long expected = 1;  // row-major strides: the last dimension 1, each one before the
    for (size_t d = t.info.shape.size(); d-- > 0;) {  // product of those after it
        if (t.info.shape[d] != 1 && t.stride[d] != expected) return std::nullopt;
        expected *= t.info.shape[d];
    }
    const size_t size = byteSize(t.info.dtype);
    return t.storage.substr(size_t(t.offset) * size, t.elements * size);
}

}  // namespace atlas
