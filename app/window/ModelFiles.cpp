#include "ModelFiles.h"

#include <QFile>
#include <stdexcept>

#include "DefaultModel.h"
#include "hub/HubFolder.h"

namespace atlas {

const BuiltinModel* findBuiltinModel(const QString& id) {
    for (const BuiltinModel& m : kBuiltinModels)
        if (id == QLatin1String(m.id)) return &m;
    return nullptr;
}

bool isAvailable(const BuiltinModel& model) {
    return !model.resource || QFile::exists(model.resource);
}

Checkpoint loadBuiltinModel(const BuiltinModel& model) {
    return model.resource ? loadResourceCheckpoint(model.resource) : makeDefaultModel(model.kind);
}

Checkpoint loadResourceCheckpoint(const char* resource) {
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly))
        throw std::runtime_error(std::string("the built-in model ") + resource +
                                 " is missing from this build");
    const QByteArray bytes = file.readAll();
    return Checkpoint::fromBytes(std::string(bytes.constData(), size_t(bytes.size())));
}

Checkpoint loadCheckpoint(const std::optional<std::string>& path) {
    if (path) {
        try {
            return openCheckpoint(*path);  // our .safetensors or a Hub folder (SPEC §5)
        } catch (const std::exception& e) {
            throw std::runtime_error(*path + ": " + e.what());
        }
    }
    return loadResourceCheckpoint(kBuiltinModelResource);
}

}  // namespace atlas
