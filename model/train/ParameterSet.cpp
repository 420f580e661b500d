#include "ParameterSet.h"

#include <cmath>
#include <stdexcept>

#include "WeightLayout.h"

namespace atlas::train {

template <typename T>
ParameterSet<T>::ParameterSet(const Checkpoint& checkpoint) {
    for (const TensorSpec& spec : weightLayout(checkpoint.config)) {
        const int rows = spec.shape.size() == 2 ? int(spec.shape[0]) : 1;
        const int cols = int(spec.shape.back());
        const std::vector<float>& stored = checkpoint.tensor(spec.name);
        Parameter<T>& p = params_.emplace_back();
        p.name = spec.name;
        if (stored.empty() && !spec.required) {
            p.value = Mat<T>::Zero(rows, cols);
        } else if (stored.size() == size_t(rows) * size_t(cols)) {
            p.value = Eigen::Map<const Mat<float>>(stored.data(), rows, cols).template cast<T>();
        } else {
            throw std::invalid_argument("tensor '" + spec.name + "': missing or of the wrong size");
        }
        p.grad = Mat<T>::Zero(rows, cols);
        p.decay = spec.shape.size() == 2;
        byName_[p.name] = &p;
    }
}

template <typename T>
Parameter<T>* ParameterSet<T>::find(const std::string& name) {
    auto it = byName_.find(name);
    return it == byName_.end() ? nullptr : it->second;
}

template <typename T>
Parameter<T>& ParameterSet<T>::operator[](const std::string& name) {
    if (Parameter<T>* p = find(name)) return *p;
    throw std::out_of_range("no parameter '" + name + "'");
}

template <typename T>
void ParameterSet<T>::zeroGrad() {
    for (Parameter<T>& p : params_) p.grad.setZero();
}

template <typename T>
double ParameterSet<T>::gradNorm() const {
    double sum = 0;  // in double: a float sum over a million squares loses digits
    for (const Parameter<T>& p : params_)
        for (Eigen::Index i = 0; i < p.grad.size(); ++i)
            sum += double(p.grad.data()[i]) * p.grad.data()[i];
    return std::sqrt(sum);
}

template <typename T>
void ParameterSet<T>::scaleGrad(T factor) {
    for (Parameter<T>& p : params_) p.grad *= factor;
}

template <typename T>
Checkpoint ParameterSet<T>::toCheckpoint(const Config& config, const std::string& tokenizer) const {
    Checkpoint checkpoint;
    checkpoint.config = config;
    checkpoint.tokenizer = tokenizer;
    for (const Parameter<T>& p : params_) {
        const Mat<float> values = p.value.template cast<float>();
        checkpoint.tensors[p.name].assign(values.data(), values.data() + values.size());
    }
    return checkpoint;
}

template class ParameterSet<float>;
template class ParameterSet<double>;

}  // namespace atlas::train
