#include "Language.h"

#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace atlas {

namespace {

const char* const kKey = "ui/language";

QTranslator& ours() {
    static QTranslator t;
    return t;
}
QTranslator& qts() {
    static QTranslator t;
    return t;
}
QString& inUse() {
    static QString code = QStringLiteral("en");
    return code;
}

}  // namespace

QStringList Language::available() {
    return {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("de")};
}

QString Language::nativeName(const QString& code) {
    if (code == QLatin1String("zh_CN")) return QStringLiteral("简体中文");
    if (code == QLatin1String("de")) return QStringLiteral("Deutsch");
    return QStringLiteral("English");
}

QString Language::system() {
    for (const QString& name : QLocale::system().uiLanguages()) {
        const QLocale locale(name);
        if (locale.language() == QLocale::Chinese &&
            locale.script() != QLocale::TraditionalChineseScript)
            return QStringLiteral("zh_CN");
        if (locale.language() == QLocale::German) return QStringLiteral("de");
        if (locale.language() == QLocale::English) return QStringLiteral("en");
    }
    return QStringLiteral("en");
}

QString Language::apply(const QString& wanted) {
    const QString code = available().contains(wanted) ? wanted : system();
    QCoreApplication::removeTranslator(&ours());
    QCoreApplication::removeTranslator(&qts());
    if (code != QLatin1String("en")) {
        if (ours().load(QStringLiteral(":/i18n/attention-atlas_%1.qm").arg(code)))
            QCoreApplication::installTranslator(&ours());
        // Qt's own words (Cancel, file dialogs) when Debian's qt6-translations-l10n is there.
        if (qts().load(QStringLiteral("qtbase_%1").arg(code),
                       QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&qts());
    }
    inUse() = code;
    QLocale::setDefault(wanted.isEmpty() ? QLocale::system() : QLocale(code));
    return code;
}

QString Language::current() {
    return inUse();
}

QString Language::saved() {
    return QSettings().value(kKey).toString();
}

void Language::save(const QString& code) {
    QSettings().setValue(kKey, code);
}

}  // namespace atlas
