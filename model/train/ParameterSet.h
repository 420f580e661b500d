#pragma once
// Every tensor of a configuration's checkpoint (SPEC §3) as a trainable Parameter, so that a
// trained model saves with Checkpoint::save and loads in the inference library unchanged.

#include <deque>
#include <map>
#include <string>

#include "Checkpoint.h"
#include "Parameter.h"

namespace atlas::train {

template <typename T>
class ParameterSet {
public:
    // One Parameter per tensor of weightLayout(checkpoint.config); an optional bias absent from
    // the checkpoint starts at zero (which is what its absence means) and is trained.
    explicit ParameterSet(const Checkpoint& checkpoint);

    // Throws std::out_of_range naming the tensor.
    Parameter<T>& operator[](const std::string& name);
    Parameter<T>* find(const std::string& name);

    auto begin() { return params_.begin(); }
    auto end() { return params_.end(); }
    auto begin() const { return params_.begin(); }
    auto end() const { return params_.end(); }
    size_t size() const { return params_.size(); }

    void zeroGrad();
    // ‖g‖₂ over every gradient together, the norm that clipping bounds.
    double gradNorm() const;
    void scaleGrad(T factor);

    // The values as float tensors by name, with the given configuration and tokenizer.
    Checkpoint toCheckpoint(const Config& config, const std::string& tokenizer) const;

private:
    std::deque<Parameter<T>> params_;  // a deque: layers keep pointers into it
    std::map<std::string, Parameter<T>*> byName_;
};

}  // namespace atlas::train
