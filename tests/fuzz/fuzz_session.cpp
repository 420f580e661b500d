// libFuzzer target: session files (.atlas, app/Session.h) as Session::load reads them, on
// arbitrary bytes. Anything accepted reads back the same from the JSON it writes, in the same
// folder; anything refused is a SessionError with a one-sentence message.

#include <QByteArray>
#include <QDir>
#include <QJsonDocument>
#include <cstdint>

#include "FuzzCheck.h"
#include "Session.h"

using namespace atlas;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    // Session::load's size limit: a session is a few hundred bytes.
    if (size > (1 << 22)) return 0;
    const QJsonDocument doc =
        QJsonDocument::fromJson(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!doc.isObject()) return 0;
    const QDir base(QStringLiteral("/lesson/folder"));
    Session session;
    try {
        session = Session::fromJson(doc.object(), base);
    } catch (const SessionError& e) {
        FUZZ_CHECK(e.what()[0] != '\0');
        return 0;
    }
    FUZZ_CHECK(session.selection.layer >= 0);
    FUZZ_CHECK(session.selection.head >= -1);
    FUZZ_CHECK(session.modelFile.isEmpty() || QDir::isAbsolutePath(session.modelFile));
    // A SessionError here escapes: what was accepted once must be accepted again.
    FUZZ_CHECK(Session::fromJson(session.toJson(base), base) == session);
    return 0;
}
