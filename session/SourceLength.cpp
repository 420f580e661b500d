#include "SourceLength.h"

#include "Model.h"

namespace atlas::views {

long long sourceLength(const Model& model, const std::string& text) {
    return (long long)model.sourceIds(text).size();
}

long long comparedSourceLength(const std::shared_ptr<const Model>& loaded, const Model& standIn,
                               const std::string& text) {
    if (!loaded || loaded.get() == &standIn || loaded->config().decoderOnly()) return -1;
    try {
        return sourceLength(*loaded, text);
    } catch (const std::exception&) {
        return -1;  // longer than the loaded model reads: its own tabs say so
    }
}

}  // namespace atlas::views
