#include "GuideBrowser.h"

#include <QFile>
#include <QRegularExpression>

#include "Language.h"

namespace atlas {

GuideBrowser::GuideBrowser(QWidget* parent) : QTextBrowser(parent) {
    // Links to the web (the Hugging Face Hub, the paper) open in the system's browser.
    setOpenExternalLinks(true);
}

QUrl GuideBrowser::contentsPage() {
    return QUrl(QStringLiteral("qrc:/docs/guide/index.md"));
}

QString GuideBrowser::pageFile(const QUrl& page, const QString& language) {
    const QString english = QLatin1Char(':') + page.path();
    if (!english.endsWith(QLatin1String(".md"))) return {};
    if (language != QLatin1String("en")) {
        QString translated = english;
        translated.insert(translated.size() - 3, QLatin1Char('.') + language);
        if (QFile::exists(translated)) return translated;
    }
    return QFile::exists(english) ? english : QString();
}

QVariant GuideBrowser::loadResource(int type, const QUrl& name) {
    if (name.scheme() != QLatin1String("qrc") || !name.path().endsWith(QLatin1String(".md")))
        return QTextBrowser::loadResource(type, name);
    const QString file = pageFile(name, Language::current());
    QFile in(file);
    if (file.isEmpty() || !in.open(QIODevice::ReadOnly)) {
        // A link out of docs/ (to a script or a source file): the program has no copy of it.
        return tr("# Not in the program\n\n`%1` is part of the source code, not of this guide: "
                  "see it in the project's repository.\n\n[Back to the contents](%2)")
            .arg(name.path(), contentsPage().toString());
    }
    QString text = QString::fromUtf8(in.readAll());
    static const QRegularExpression image(QStringLiteral("!\\[[^\\]]*\\]\\([^)]*\\)\\n?"));
    return text.remove(image);
}

}  // namespace atlas
