#include "HelpLanguage.h"

#include <QTranslator>
#include <memory>

#include "Language.h"

namespace atlas {

HelpTranslation helpTranslation(const QString& language) {
    if (language == QLatin1String("en")) return {};
    // QTranslator::translate needs no QCoreApplication, so the headless commands stay headless.
    auto translator = std::make_shared<QTranslator>();
    if (!translator->load(QStringLiteral(":/i18n/attention-atlas_%1.qm").arg(language))) return {};
    return {[translator](const char* english) {
        const QString text = translator->translate("CommandHelp", english);
        return text.isEmpty() ? std::string(english) : text.toStdString();
    }};
}

HelpTranslation systemHelpTranslation() {
    return helpTranslation(Language::system());
}

}  // namespace atlas
