#pragma once
// The Training lab's words are translated in the lab page's context (translations/*.ts), also
// where its helper classes show them: one context for the translators of one page.

#include <QCoreApplication>
#include <QString>

namespace atlas {

// `text` marked with QT_TRANSLATE_NOOP("atlas::TrainingLabPage", …).
inline QString labText(const char* text) {
    return QCoreApplication::translate("atlas::TrainingLabPage", text);
}

}  // namespace atlas
