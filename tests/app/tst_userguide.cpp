// Help > User guide (F1): the guide opens offline from the program's resources, its links lead
// from page to page, the page follows the interface language (German where translated, English
// where not), and Ctrl+F1 still lists the keys.

#include <QAction>
#include <QMenuBar>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QtTest>
#include <memory>

#include "GuideBrowser.h"
#include "Language.h"
#include "MainWindow.h"
#include "Page.h"
#include "UserGuide.h"
#include "WindowFixture.h"

using atlas::GuideBrowser;
using atlas::MainWindow;
using atlas::UserGuide;

namespace {

QString firstLine(const QTextBrowser* browser) {
    return browser->document()->firstBlock().text();
}

// Where the link to `target` is drawn in the browser's viewport; null when it has none.
QPoint linkPosition(const QTextBrowser* browser, const QString& target) {
    for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (fragment.charFormat().anchorHref() != target) continue;
            QTextCursor cursor(browser->document());
            cursor.setPosition(fragment.position() + 1);
            return browser->cursorRect(cursor).center();
        }
    }
    return {};
}

}  // namespace

class TestUserGuide : public QObject {
    Q_OBJECT

    atlas::test::WindowFixture fixture_{"tst_userguide"};
    std::unique_ptr<MainWindow> window_;

    UserGuide* guide() const {
        return window_->findChild<UserGuide*>(QString(), Qt::FindDirectChildrenOnly);
    }

private slots:
    void initTestCase() {
        QCOMPARE(atlas::Language::apply("en"), QStringLiteral("en"));
        window_ = fixture_.open(QStringLiteral("The young woman sees the small dog."));
        QVERIFY(window_);
    }

    void cleanupTestCase() {
        atlas::Language::apply("en");
        window_.reset();
    }

    void f1OpensTheGuide() {
        QVERIFY(!guide());
        QTest::keyClick(window_.get(), Qt::Key_F1);
        QTRY_VERIFY(guide() && guide()->isVisible());
        const QTextBrowser* browser = guide()->browser();
        QCOMPARE(browser->source(), GuideBrowser::contentsPage());
        QCOMPARE(firstLine(browser), QStringLiteral("User guide"));
        // Drawn, not just loaded: the heading's dark text on the light page.
        const QImage image = browser->viewport()->grab().toImage();
        int ink = 0;
        for (int y = 0; y < 60; ++y)
            for (int x = 0; x < 300; ++x) ink += qGray(image.pixel(x, y)) < 128;
        QVERIFY2(ink > 50, qPrintable(QString::number(ink)));
        // Pressed again, F1 raises the same window rather than opening another.
        QTest::keyClick(window_.get(), Qt::Key_F1);
        QCOMPARE(window_->findChildren<UserGuide*>().size(), 1);
    }

    void aLinkLeadsToAPageGuide() {
        QTextBrowser* browser = guide()->browser();
        browser->setSource(GuideBrowser::contentsPage());
        const QPoint link = linkPosition(browser, QStringLiteral("attention.md"));
        QVERIFY(!link.isNull());
        QTest::mouseClick(browser->viewport(), Qt::LeftButton, {}, link);
        QTRY_COMPARE(browser->source().fileName(), QStringLiteral("attention.md"));
        QCOMPARE(firstLine(browser), QStringLiteral("Attention"));
        QVERIFY(browser->isBackwardAvailable());
        browser->backward();
        QCOMPARE(firstLine(browser), QStringLiteral("User guide"));
    }

    void everyPageOfTheWindowHasAGuidePage() {
        QTextBrowser* browser = guide()->browser();
        browser->setSource(GuideBrowser::contentsPage());
        for (int i = 0; i < window_->pages()->count(); ++i) {
            // Named by the page's id, and linked from the contents.
            const QString file = window_->page(i)->id() + QStringLiteral(".md");
            const QUrl url = GuideBrowser::contentsPage().resolved(QUrl(file));
            QVERIFY2(!GuideBrowser::pageFile(url, "en").isEmpty(), qPrintable(file));
            QVERIFY2(!linkPosition(browser, file).isNull(), qPrintable(file));
        }
    }

    void followsTheInterfaceLanguage() {
        QTextBrowser* browser = guide()->browser();
        browser->setSource(GuideBrowser::contentsPage());
        QCOMPARE(atlas::Language::apply("de"), QStringLiteral("de"));
        QTRY_COMPARE(firstLine(browser), QStringLiteral("Benutzerhandbuch"));
        QCOMPARE(guide()->windowTitle(), QStringLiteral("Benutzerhandbuch — Attention Atlas"));
        // A page without a German translation falls back to English.
        browser->setSource(GuideBrowser::contentsPage().resolved(QUrl("attention.md")));
        QCOMPARE(firstLine(browser), QStringLiteral("Attention"));
        // Simplified Chinese has its own contents page too.
        QCOMPARE(atlas::Language::apply("zh_CN"), QStringLiteral("zh_CN"));
        browser->setSource(GuideBrowser::contentsPage());
        QCOMPARE(firstLine(browser), QStringLiteral("用户指南"));
        // Back in English: the page shown follows without being opened again.
        browser->setSource(GuideBrowser::contentsPage());
        QCOMPARE(atlas::Language::apply("en"), QStringLiteral("en"));
        QTRY_COMPARE(guide()->windowTitle(), QStringLiteral("User guide — Attention Atlas"));
        QCOMPARE(firstLine(browser), QStringLiteral("User guide"));
    }

    void aLinkOutOfTheDocsSaysSo() {
        QTextBrowser* browser = guide()->browser();
        browser->setSource(GuideBrowser::contentsPage().resolved(QUrl("../../scripts/run.sh.md")));
        QCOMPARE(firstLine(browser), QStringLiteral("Not in the program"));
    }

    void ctrlF1ListsTheKeys() {
        bool found = false;
        for (const QAction* menu : window_->menuBar()->actions()) {
            if (!menu->menu()) continue;
            for (const QAction* a : menu->menu()->actions())
                found |= a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_F1) &&
                         a->text().contains(QStringLiteral("shortcuts"));
        }
        QVERIFY(found);
    }
};

QTEST_MAIN(TestUserGuide)
#include "tst_userguide.moc"
