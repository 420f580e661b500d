#include "ModelConfig.h"

#include "Model.h"

namespace atlas::views {

const atlas::Config& configOf(const atlas::Model& model) {
    return model.config();
}

}  // namespace atlas::views
