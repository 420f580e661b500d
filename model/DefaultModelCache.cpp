#include "DefaultModelCache.h"

#include <mutex>

#include "DefaultModel.h"

namespace atlas {

std::shared_ptr<const Model> defaultModel(AttentionKind kind) {
    // One flag per kind, so that building GQA does not hold up a caller that wants MLA.
    static std::once_flag built[4];
    static std::shared_ptr<const Model> models[4];
    const int k = int(kind);
    std::call_once(built[k],
                   [&] { models[k] = std::make_shared<const Model>(makeDefaultModel(kind)); });
    return models[k];
}

}  // namespace atlas
