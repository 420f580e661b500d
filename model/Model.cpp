#include "Model.h"

#include <stdexcept>

#include "FiniteProbe.h"

namespace atlas {

Model::Model(const Checkpoint& checkpoint)
    : tokenizer_(checkpoint.tokenizer), transformer_(checkpoint) {
    requireFiniteProbe(transformer_);
}

std::vector<int> Model::sourceIds(const std::string& text) const {
    std::vector<int> ids = tokenizer_.encode(text);
    ids.push_back(config().eos_id);
    if (ids.size() > size_t(config().max_positions))
        throw std::length_error("source of " + std::to_string(ids.size()) +
                                " tokens (with eos) exceeds max_positions " +
                                std::to_string(config().max_positions));
    return ids;
}

std::vector<int> Model::targetIds(const std::string& text) const {
    std::vector<int> ids = tokenizer_.encode(text);
    // The decoder input [bos, y1 … ym] must fit max_positions.
    if (ids.size() + 1 > size_t(config().max_positions))
        throw std::length_error("target of " + std::to_string(ids.size()) +
                                " tokens exceeds max_positions " +
                                std::to_string(config().max_positions - 1));
    return ids;
}

}  // namespace atlas
