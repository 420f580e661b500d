#include "ModelFiles.h"

#include <QFile>
#include <stdexcept>

namespace atlas {

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
            return Checkpoint::load(*path);
        } catch (const std::exception& e) {
            throw std::runtime_error(*path + ": " + e.what());
        }
    }
    return loadResourceCheckpoint(kBuiltinModelResource);
}

}  // namespace atlas
