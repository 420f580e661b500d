#pragma once
// The language of the window: English (the source strings), Simplified Chinese or German,
// compiled into the program (.qm under :/i18n), switched while it runs. Installing a translator
// sends every widget a LanguageChange event, on which each sets its text again.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace atlas {

class Language {
    Q_DECLARE_TR_FUNCTIONS(Language)

public:
    // "en", "zh_CN", "de": the languages this program speaks.
    static QStringList available();
    // In the language itself ("Deutsch", "简体中文"), so that anyone finds their own.
    static QString nativeName(const QString& code);
    // The language the system asks for, if this program speaks it, else "en".
    static QString system();

    // "" follows the system. Installs the translators (ours and Qt's own dialogs'); returns the
    // language now in use.
    static QString apply(const QString& code);
    static QString current();

    // The choice kept in the settings ("" = the system's).
    static QString saved();
    static void save(const QString& code);
};

}  // namespace atlas
