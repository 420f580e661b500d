#include "ArrowPrompt.h"

#include <algorithm>
#include <stdexcept>

#include "Model.h"

namespace atlas {

std::optional<int> arrowId(const Tokenizer& tokenizer) {
    return tokenizer.userPiece(kArrowPiece);
}

std::optional<ArrowLayout> arrowLayout(const std::vector<int>& ids, int arrow, int bos) {
    const auto it = std::find(ids.begin(), ids.end(), arrow);
    if (it == ids.end()) return std::nullopt;
    ArrowLayout layout;
    layout.sourceBegin = !ids.empty() && ids.front() == bos ? 1 : 0;
    layout.arrow = int(it - ids.begin());
    return layout;
}

std::vector<int> arrowPrompt(const Model& model, const std::string& english) {
    const std::optional<int> arrow = arrowId(model.tokenizer());
    if (!arrow) throw std::invalid_argument("the model's tokenizer has no '⇒' piece");
    std::vector<int> ids = model.promptIds(english);
    ids.push_back(*arrow);
    if (ids.size() > size_t(model.config().max_positions))
        throw std::length_error("prompt of " + std::to_string(ids.size()) +
                                " tokens exceeds max_positions " +
                                std::to_string(model.config().max_positions));
    return ids;
}

}  // namespace atlas
