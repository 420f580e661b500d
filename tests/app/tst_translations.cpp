// Translations: every tr() message of app/ and views/ is in the Chinese and German .ts files and
// finished there (lupdate is run over the current sources into a copy of each file), the
// translations keep the source's placeholders, and switching the language while the window is
// open re-translates it and back.

#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>
#include <memory>

#include "Language.h"
#include "MainWindow.h"
#include "Page.h"
#include "TemporarySettings.h"

namespace {

struct Message {
    QString context, source, translation, type;
};

QList<Message> readTs(const QString& path) {
    QList<Message> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return out;
    QXmlStreamReader xml(&f);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == u"name")
            context = xml.readElementText();
        else if (xml.name() == u"message")
            m = Message{context, {}, {}, {}};
        else if (xml.name() == u"source")
            m.source = xml.readElementText();
        else if (xml.name() == u"translation") {
            m.type = xml.attributes().value("type").toString();
            m.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            out.append(m);
        }
    }
    return out;
}

// The placeholders (%1, %2, %n, …) of a message, sorted.
QStringList placeholders(const QString& text) {
    QStringList out;
    static const QRegularExpression re(QStringLiteral("%(\\d+|n)"));
    for (auto it = re.globalMatch(text); it.hasNext();) out << it.next().captured();
    out.sort();
    out.removeDuplicates();
    return out;
}

QStringList menuTitles(QMainWindow* window) {
    QStringList out;
    for (QAction* a : window->menuBar()->actions())
        if (a->menu()) out << a->text();
    return out;
}

}  // namespace

class TestTranslations : public QObject {
    Q_OBJECT

    atlas::test::TemporarySettings settings_;

    // Problems of one language's messages: unfinished, empty, placeholders lost.
    static QStringList problems(const QList<Message>& messages) {
        QStringList out;
        for (const Message& m : messages) {
            if (m.type == "vanished" || m.type == "obsolete") continue;
            const QString where = m.context + " | " + m.source;
            if (m.type == "unfinished")
                out << "unfinished: " + where;
            else if (m.translation.trimmed().isEmpty())
                out << "empty: " + where;
            else if (placeholders(m.source) != placeholders(m.translation))
                out << "placeholders differ: " + where;
        }
        return out;
    }

private slots:
    void everyMessageTranslated_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("zh_CN") << "zh_CN";
        QTest::newRow("de") << "de";
    }
    void everyMessageTranslated() {
        QFETCH(QString, language);
        const QString committed =
            QStringLiteral(ATLAS_SOURCE_DIR "/translations/attention-atlas_%1.ts").arg(language);
        QVERIFY(QFileInfo::exists(committed));
        QStringList found = problems(readTs(committed));

        // Messages in the sources that the file lacks: lupdate (as scripts/update-translations.sh
        // runs it) adds them to a copy as unfinished.
        if (QFileInfo(ATLAS_LUPDATE).isExecutable()) {
            QTemporaryDir dir;
            const QString fresh = dir.filePath(QFileInfo(committed).fileName());
            QVERIFY(QFile::copy(committed, fresh));
            QFile::setPermissions(fresh, QFile::ReadOwner | QFile::WriteOwner);
            QProcess lupdate;
            lupdate.setWorkingDirectory(ATLAS_SOURCE_DIR);
            lupdate.setProcessChannelMode(QProcess::MergedChannels);
            lupdate.start(ATLAS_LUPDATE,
                          {"-silent", "-no-obsolete", "-locations", "none", "-extensions", "cpp,h",
                           "-recursive", "app", "views", "-ts", fresh});
            QVERIFY(lupdate.waitForFinished(120000));
            QVERIFY2(lupdate.exitCode() == 0, lupdate.readAll().constData());
            found = problems(readTs(fresh));
        } else {
            qWarning("lupdate not found: only the committed file is checked");
        }
        found.removeDuplicates();
        QVERIFY2(found.isEmpty(),
                 qPrintable(QStringLiteral("%1 message(s) to fix in %2 (scripts/"
                                           "update-translations.sh lists them):\n  %3")
                                .arg(found.size())
                                .arg(committed, found.mid(0, 40).join("\n  "))));
    }

    void switchingRetranslatesTheOpenWindow() {
        QCOMPARE(atlas::Language::apply("en"), QStringLiteral("en"));
        atlas::MainWindow window(atlas::WindowOptions{});
        window.resize(1300, 850);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QStringList englishMenus = menuTitles(&window);
        QVERIFY(englishMenus.contains("&File"));
        // "Tokens & embeddings": "Attention" is the same word in German.
        const QString englishTab = window.pages()->tabText(0);
        QCOMPARE(englishTab, window.page(0)->title());
        auto* layerLabel = [&]() -> QLabel* {
            for (QLabel* l : window.findChildren<QLabel*>())
                if (l->text() == "Layer") return l;
            return nullptr;
        }();
        QVERIFY(layerLabel);

        for (const QString language : {"de", "zh_CN"}) {
            QCOMPARE(atlas::Language::apply(language), language);
            const QString file = QCoreApplication::translate("atlas::MainWindow", "&File");
            QVERIFY(file != "&File");
            QTRY_VERIFY(menuTitles(&window).contains(file));
            QCOMPARE(menuTitles(&window).size(), englishMenus.size());
            QVERIFY(window.pages()->tabText(0) != englishTab);
            QCOMPARE(window.pages()->tabText(0), window.page(0)->title());
            QVERIFY2(layerLabel->text() != "Layer", qPrintable(layerLabel->text()));
            QCOMPARE(layerLabel->text(),
                     QCoreApplication::translate("atlas::ViewToolBar", "Layer"));
            if (qEnvironmentVariableIsSet("ATLAS_SCREENSHOTS"))
                window.grab().save(QStringLiteral("%1/window-%2.png")
                                       .arg(qEnvironmentVariable("ATLAS_SCREENSHOTS"), language));
        }

        atlas::Language::apply("en");
        QTRY_COMPARE(menuTitles(&window), englishMenus);
        QCOMPARE(window.pages()->tabText(0), englishTab);
        QCOMPARE(layerLabel->text(), QStringLiteral("Layer"));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
