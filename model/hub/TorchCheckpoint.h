#pragma once
// pytorch_model.bin (SPEC §5): the zip of torch.save (PyTorch ≥ 1.6) read in place and never
// run, like torch.load(weights_only=True). Its data.pkl may name only tensor storages and an
// ordered dict of names (TorchPickle); every tensor is a view of a storage entry, read through
// its strides. The legacy format of older torch (a bare pickle) is refused with a message.

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "MappedFile.h"
#include "TensorSource.h"

namespace atlas {

class TorchCheckpoint : public TensorSource {
public:
    // Maps the file and checks all of it (archive, pickle, every tensor against its storage);
    // throws CheckpointError naming the file and what is wrong.
    explicit TorchCheckpoint(const std::string& path);

    const std::string& path() const { return file_.path(); }
    std::vector<std::string> names() const override;
    const Info* find(const std::string& name) const override;
    std::vector<float> floats(const std::string& name) const override;
    std::optional<std::string_view> bytesInPlace(const std::string& name) const override;

private:
    struct Tensor {
        Info info;
        std::vector<long long> stride;  // in elements
        long long offset = 0;           // in elements, into storage
        std::string_view storage;       // the storage entry's bytes, in the mapping
        size_t elements = 0;            // the product of info.shape
    };

    void read();

    MappedFile file_;
    std::map<std::string, Tensor> tensors_;
};

}  // namespace atlas
