#pragma once
// A label's text made from state ("Step 3 of 20 · 1.2 ms"), kept in the language in use: the
// function that writes it runs now and again on every LanguageChange the label receives, until
// the next call for the same label replaces it. Static texts belong in a retranslate() instead.

#include <QString>
#include <functional>

class QLabel;
class QWidget;
struct QMetaObject;

namespace atlas::views {

void setTranslatedText(QLabel* label, std::function<QString()> text);

// A new label that shows `source`, marked with QT_TR_NOOP in the class of `context` (its
// staticMetaObject), in the language in use.
QLabel* translatedLabel(const QMetaObject& context, const char* source, QWidget* parent);

}  // namespace atlas::views
