#pragma once
// The user guide's browser: reads the Markdown of docs/ compiled into the program (:/docs), a
// page in the interface language where docs/guide holds a translation beside it (index.de.md
// for index.md), else in English. Screenshots are not compiled in (they would add megabytes
// for a window that is right behind the guide), so images are left out of the text.

#include <QTextBrowser>

namespace atlas {

class GuideBrowser : public QTextBrowser {
    Q_OBJECT

public:
    explicit GuideBrowser(QWidget* parent = nullptr);

    // The guide's contents page.
    static QUrl contentsPage();
    // The resource a page is read from in `language` ("en", "de", "zh_CN"): the translation
    // when there is one, else the English page; empty when the program holds neither.
    static QString pageFile(const QUrl& page, const QString& language);

    QVariant loadResource(int type, const QUrl& name) override;
};

}  // namespace atlas
