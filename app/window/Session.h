#pragma once
// A saved session (.atlas, JSON): the model, the sentence and what the window shows, so that a
// teacher prepares a lesson's figures once and reopens them in class, and
// `attention-atlas export --session FILE` renders them without a window.
//
// The file:
//   {"format": "attention-atlas-session", "version": 1,
//    "model": {"file": "lesson.safetensors" | "opus-mt-en-de"} | {"builtin": "default"},
//    "text": "…", "page": "attention", "stack": "encoder-self" | "decoder-self" | "cross",
//    "layer": 0, "head": 2 | "mean", "colormap": "viridis" | "magma" | "cividis" | "grey",
//    "scale": "linear" | "log", "theme": "system" | "light" | "dark" | "high-contrast"}
// "file" is one of our checkpoints or a Hugging Face Hub folder (SPEC §5). A model inside the
// session's folder is stored relative to it, so that a lesson's folder can move; any other is
// stored absolute. Keys other than format and version may be absent
// (they take the defaults below); unknown keys are ignored, so that newer files still open.

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <stdexcept>

#include "AppTheme.h"
#include "ViewSelection.h"

class QDir;

namespace atlas {

// A session file that cannot be read or written; what() is one sentence naming the file or key.
class SessionError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct Session {
    Q_DECLARE_TR_FUNCTIONS(Session)

public:
    static constexpr int kVersion = 1;

    QString modelFile;                 // absolute path (a file or Hub folder); empty: built-in
    QString builtinModel = "default";  // "default", "random-mha", … when modelFile is empty
    QString text;                      // the source sentence
    QString pairText;  // an encoder-only model's sentence B (the Alignment page); empty: default
    QString page = "attention";  // a Page::id(): "tokens", "attention", "kv-cost", …
    ViewSelection selection;     // stack, layer, head (-1: mean), colormap, scale
    AppTheme::Kind theme = AppTheme::Kind::System;

    // Throws SessionError: unreadable file, not JSON, not a session, a newer version, a key of
    // the wrong type or value.
    static Session load(const QString& path);
    // Writes through a temporary file, so that a failed save leaves the old file intact.
    void save(const QString& path) const;

    // Relative model paths are taken from (and written relative to) `base`, the session's folder.
    QJsonObject toJson(const QDir& base) const;
    static Session fromJson(const QJsonObject& json, const QDir& base);

    // The model file this session names but which does not exist (empty: none missing).
    QString missingModelFile() const;

    bool operator==(const Session&) const = default;
};

// The names the file uses, shared with the command line (`export --stack cross`, …).
QString stackId(views::Stack stack);
QString colormapId(views::Colormap::Name name);
QString scaleId(views::ColorScale::Kind kind);
// The page id a session file names, as Page::id() says it: files written before the ids were
// fixed name a page by its class ("cost" for CostPage, "atlas::ApproxPage", …); those open on
// the same page. Any other id is kept as it is (a page of a newer version).
QString canonicalPageId(const QString& stored);

}  // namespace atlas
