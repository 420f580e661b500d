#include "Session.h"

#include "AtomicFile.h"
#include "RegularFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <utility>

namespace atlas {

namespace {

using views::Colormap;
using views::ColorScale;
using views::Stack;

const char* const kFormat = "attention-atlas-session";

constexpr std::pair<Stack, const char*> kStacks[] = {{Stack::EncoderSelf, "encoder-self"},
                                                     {Stack::DecoderSelf, "decoder-self"},
                                                     {Stack::Cross, "cross"}};
constexpr std::pair<Colormap::Name, const char*> kColormaps[] = {
    {Colormap::Name::Viridis, "viridis"},
    {Colormap::Name::Magma, "magma"},
    {Colormap::Name::Cividis, "cividis"},
    {Colormap::Name::Grey, "grey"},
    {Colormap::Name::Diverging, "diverging"}};
constexpr std::pair<ColorScale::Kind, const char*> kScales[] = {
    {ColorScale::Kind::Linear, "linear"}, {ColorScale::Kind::Log, "log"}};

template <typename T, std::size_t N>
QString idOf(const std::pair<T, const char*> (&names)[N], T value) {
    for (const auto& [v, id] : names)
        if (v == value) return QString::fromLatin1(id);
    return {};
}

QString keyError(const char* key, const QString& expected) {
    return Session::tr("The session's “%1” must be %2.").arg(QString::fromLatin1(key), expected);
}

// Reads the key `key` as one of `names`, or leaves `out` as it is when the key is absent.
template <typename T, std::size_t N>
void readName(const QJsonObject& json, const char* key, const std::pair<T, const char*> (&names)[N],
              T& out) {
    const QJsonValue v = json.value(QLatin1String(key));
    if (v.isUndefined()) return;
    QStringList ids;
    for (const auto& [value, id] : names) {
        if (v.toString() == QLatin1String(id)) {
            out = value;
            return;
        }
        ids << QStringLiteral("“%1”").arg(QLatin1String(id));
    }
    throw SessionError(keyError(key, Session::tr("one of %1").arg(ids.join(", "))).toStdString());
}

void readString(const QJsonObject& json, const char* key, QString& out) {
    const QJsonValue v = json.value(QLatin1String(key));
    if (v.isUndefined()) return;
    if (!v.isString()) throw SessionError(keyError(key, Session::tr("a string")).toStdString());
    out = v.toString();
}

int readCount(const QJsonValue& v, const char* key) {
    const double d = v.toDouble(-1);
    if (!v.isDouble() || d < 0 || d > 1e6 || d != int(d))
        throw SessionError(keyError(key, Session::tr("a whole number from 0")).toStdString());
    return int(d);
}

}  // namespace

QString stackId(Stack stack) {
    return idOf(kStacks, stack);
}
QString colormapId(Colormap::Name name) {
    return idOf(kColormaps, name);
}
QString scaleId(ColorScale::Kind kind) {
    return idOf(kScales, kind);
}

QString canonicalPageId(const QString& stored) {
    // The class names of that time, namespace and "Page" dropped, in lower case.
    static const QHash<QString, QString> kByClass = {
        {"cost", "kv-cost"}, {"approx", "approximations"}, {"traininglab", "training-lab"}};
    QString name = stored.mid(stored.lastIndexOf(':') + 1);
    if (name.endsWith(QLatin1String("Page"))) name.chop(4);
    name = name.toLower();
    return kByClass.value(name, name);
}

QJsonObject Session::toJson(const QDir& base) const {
    QJsonObject model;
    if (modelFile.isEmpty()) {
        model["builtin"] = builtinModel;
    } else {
        const QString relative = base.relativeFilePath(modelFile);
        model["file"] = relative.startsWith(QLatin1String("..")) || QDir::isAbsolutePath(relative)
                            ? QFileInfo(modelFile).absoluteFilePath()
                            : relative;
    }
    QJsonObject json{
        {"format", kFormat},
        {"version", kVersion},
        {"model", model},
        {"text", text},
        {"page", page},
        {"stack", stackId(selection.stack)},
        {"layer", selection.layer},
        {"head", selection.head < 0 ? QJsonValue("mean") : QJsonValue(selection.head)},
        {"colormap", colormapId(selection.colormap)},
        {"scale", scaleId(selection.scale)},
        {"theme", AppTheme::id(theme)},
    };
    if (!pairText.isEmpty()) json["pair_text"] = pairText;
    return json;
}

Session Session::fromJson(const QJsonObject& json, const QDir& base) {
    if (json.value("format").toString() != QLatin1String(kFormat))
        throw SessionError(tr("This is not an Attention Atlas session.").toStdString());
    const QJsonValue version = json.value("version");
    if (!version.isDouble() || version.toDouble() < 1 || version.toDouble() != version.toInt())
        throw SessionError(keyError("version", tr("a whole number from 1")).toStdString());
    if (version.toInt() > kVersion)
        throw SessionError(tr("This session was written by a newer Attention Atlas (version %1; "
                              "this one reads up to %2).")
                               .arg(version.toInt())
                               .arg(kVersion)
                               .toStdString());

    Session s;
    const QJsonValue model = json.value("model");
    if (!model.isUndefined()) {
        if (!model.isObject())
            throw SessionError(
                keyError("model", tr("an object with “file” or “builtin”")).toStdString());
        const QJsonObject m = model.toObject();
        readString(m, "builtin", s.builtinModel);
        QString file;
        readString(m, "file", file);
        // A name Qt would take for a resource (":/…", ":x") is a file beside the session like
        // any other: the session names files on disk only (found by fuzz_session).
        if (file.startsWith(QLatin1Char(':'))) file.prepend(QStringLiteral("./"));
        if (!file.isEmpty()) s.modelFile = QDir::cleanPath(base.absoluteFilePath(file));
    }
    readString(json, "text", s.text);
    readString(json, "pair_text", s.pairText);
    readString(json, "page", s.page);
    s.page = canonicalPageId(s.page);
    readName(json, "stack", kStacks, s.selection.stack);
    if (const QJsonValue layer = json.value("layer"); !layer.isUndefined())
        s.selection.layer = readCount(layer, "layer");
    if (const QJsonValue head = json.value("head"); head.toString() == QLatin1String("mean"))
        s.selection.head = -1;
    else if (head.isDouble())
        s.selection.head = readCount(head, "head");
    else if (!head.isUndefined())
        throw SessionError(keyError("head", tr("a whole number from 0 or “mean”")).toStdString());
    readName(json, "colormap", kColormaps, s.selection.colormap);
    readName(json, "scale", kScales, s.selection.scale);
    QString theme = AppTheme::id(s.theme);
    readString(json, "theme", theme);
    const auto kind = AppTheme::fromId(theme);
    if (!kind)
        throw SessionError(
            keyError("theme", tr("“system”, “light”, “dark” or “high-contrast”")).toStdString());
    s.theme = *kind;
    return s;
}

Session Session::load(const QString& path) {
    // A session is a few hundred bytes: a larger file is not one and is not read into memory;
    // a FIFO or a device (/dev/zero) is refused before it is read (it would block or not end).
    std::string bytes;
    try {
        bytes = readRegularFile(QFile::encodeName(path).toStdString(), 1 << 22);
    } catch (const ReadError& e) {
        throw SessionError(tr("Cannot read the session “%1”: %2")
                               .arg(path, QString::fromLocal8Bit(e.reason().c_str()))
                               .toStdString());
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(bytes), &error);
    if (error.error != QJsonParseError::NoError)
        throw SessionError(tr("“%1” is not valid JSON (at byte %2: %3).")
                               .arg(path)
                               .arg(error.offset)
                               .arg(error.errorString())
                               .toStdString());
    if (!doc.isObject())
        throw SessionError(tr("“%1” is not an Attention Atlas session.").arg(path).toStdString());
    try {
        return fromJson(doc.object(), QFileInfo(path).absoluteDir());
    } catch (const SessionError& e) {
        throw SessionError(
            QStringLiteral("%1: %2").arg(path, QString::fromUtf8(e.what())).toStdString());
    }
}

void Session::save(const QString& path) const {
    const QByteArray bytes =
        QJsonDocument(toJson(QFileInfo(path).absoluteDir())).toJson(QJsonDocument::Indented);
    try {
        writeFileAtomically(QFile::encodeName(path).toStdString(), bytes.toStdString());
    } catch (const WriteError& e) {
        throw SessionError(tr("Cannot save the session “%1”: %2")
                               .arg(path, QString::fromLocal8Bit(e.reason().c_str()))
                               .toStdString());
    }
}

QString Session::missingModelFile() const {
    return !modelFile.isEmpty() && !QFileInfo::exists(modelFile) ? modelFile : QString();
}

}  // namespace atlas
