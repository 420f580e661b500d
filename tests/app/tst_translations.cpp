// Translations: every tr() message of app/, session/ and views/ is in the Chinese and German .ts
// files and finished there (lupdate is run over the current sources into a copy of each file), the
// translations keep the source's placeholders, and switching the language while the window is
// open re-translates it and back — every text of every page, none left in the old language.

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QChartView>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLegendMarker>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProcess>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QXmlStreamReader>
#include <QtTest>
#include <memory>

#include "ApproxPage.h"
#include "BackgroundJob.h"
#include "CostPage.h"
#include "DefaultModel.h"
#include "HeatmapWidget.h"
#include "KvCostPage.h"
#include "Language.h"
#include "LiveLineChart.h"
#include "MainWindow.h"
#include "Page.h"
#include "TemporarySettings.h"
#include "TrainingLabPage.h"

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

// A text as the user reads it: accelerators ("&File", "&&") gone, rich text as plain text.
QString readable(QString text) {
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QChar(1), QLatin1Char('&'));
    if (Qt::mightBeRichText(text)) text = QTextDocumentFragment::fromHtml(text).toPlainText();
    return text.simplified();
}

// The English sources of `language` that a user would see changed: the translation differs,
// the source has letters and no placeholder (a text built from it never equals it).
QHash<QString, QString> changedSources(const QString& language) {
    QHash<QString, QString> out;  // readable source -> "context | source"
    static const QRegularExpression placeholder(QStringLiteral("%(\\d|n)")),
        letter(QStringLiteral("\\p{L}"));
    const QString path =
        QStringLiteral(ATLAS_SOURCE_DIR "/translations/attention-atlas_%1.ts").arg(language);
    for (const Message& m : readTs(path)) {
        if (m.type == "vanished" || m.type == "obsolete" || m.type == "unfinished") continue;
        const QString source = readable(m.source);
        if (source.contains(placeholder) || !source.contains(letter)) continue;
        if (source == readable(m.translation)) continue;
        out.insert(source, m.context + " | " + m.source);
    }
    return out;
}

// A text on screen, where it is (class and name of the object and its parents) and what it is.
struct Shown {
    QPointer<QObject> object;
    QString what;  // "text", "tooltip", "item 2", …
    QString text;
};

QString whereIs(const QObject* object) {
    QStringList chain;
    for (const QObject* o = object; o && chain.size() < 6; o = o->parent()) {
        QString name = QString::fromLatin1(o->metaObject()->className());
        if (!o->objectName().isEmpty() && !o->objectName().startsWith(QLatin1String("qt_")))
            name += " '" + o->objectName() + "'";
        chain << name;
    }
    return chain.join(QLatin1String(" < "));
}

// Every text of the window a user can read (or a screen reader say), shown or on a page, tab or
// panel not shown now.
QList<Shown> shownTexts(QMainWindow* window) {
    QList<Shown> out;
    const auto add = [&](QObject* o, const QString& what, const QString& text) {
        if (!text.trimmed().isEmpty()) out.append({o, what, text});
    };
    add(window, "window title", window->windowTitle());
    QList<QWidget*> widgets = window->findChildren<QWidget*>();
    QSet<QAction*> actions;
    for (QAction* a : window->findChildren<QAction*>()) actions.insert(a);
    for (QWidget* w : widgets) {
        for (QAction* a : w->actions()) actions.insert(a);
        add(w, "tooltip", w->toolTip());
        add(w, "accessible name", w->accessibleName());
        if (auto* l = qobject_cast<QLabel*>(w)) add(w, "text", l->text());
        if (auto* b = qobject_cast<QAbstractButton*>(w)) add(w, "text", b->text());
        if (auto* g = qobject_cast<QGroupBox*>(w)) add(w, "title", g->title());
        if (auto* d = qobject_cast<QDockWidget*>(w)) add(w, "title", d->windowTitle());
        if (auto* m = qobject_cast<QMenu*>(w)) add(w, "title", m->title());
        if (auto* c = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < c->count(); ++i)
                add(w, QStringLiteral("item %1").arg(i), c->itemText(i));
        if (auto* t = qobject_cast<QTabBar*>(w))
            for (int i = 0; i < t->count(); ++i) {
                add(w, QStringLiteral("tab %1").arg(i), t->tabText(i));
                add(w, QStringLiteral("tab tooltip %1").arg(i), t->tabToolTip(i));
            }
        if (auto* e = qobject_cast<QLineEdit*>(w)) add(w, "placeholder", e->placeholderText());
        if (auto* e = qobject_cast<QPlainTextEdit*>(w)) add(w, "placeholder", e->placeholderText());
        if (auto* e = qobject_cast<QTextEdit*>(w)) add(w, "placeholder", e->placeholderText());
        if (auto* s = qobject_cast<QAbstractSpinBox*>(w))
            add(w, "special value", s->specialValueText());
        if (auto* s = qobject_cast<QSpinBox*>(w)) {
            add(w, "prefix", s->prefix());
            add(w, "suffix", s->suffix());
        }
        if (auto* s = qobject_cast<QDoubleSpinBox*>(w)) {
            add(w, "prefix", s->prefix());
            add(w, "suffix", s->suffix());
        }
        if (auto* v = qobject_cast<QChartView*>(w); v && v->chart()) {
            QChart* chart = v->chart();
            add(w, "chart title", chart->title());
            for (QAbstractAxis* axis : chart->axes()) add(w, "axis title", axis->titleText());
            for (QAbstractSeries* series : chart->series()) add(w, "series", series->name());
        }
        if (auto* h = qobject_cast<atlas::views::HeatmapWidget*>(w)) {
            add(w, "heatmap title", h->title());
            add(w, "row axis", h->rowAxisName());
            add(w, "column axis", h->colAxisName());
        }
        if (auto* v = qobject_cast<QAbstractItemView*>(w);
            v && v->model() && !qobject_cast<QHeaderView*>(w)) {
            const QAbstractItemModel* m = v->model();
            for (int c = 0; c < m->columnCount(); ++c)
                add(w, QStringLiteral("column %1").arg(c),
                    m->headerData(c, Qt::Horizontal).toString());
            for (int r = 0; r < std::min(m->rowCount(), 60); ++r) {
                for (int c = 0; c < m->columnCount(); ++c)
                    add(w, QStringLiteral("cell %1,%2").arg(r).arg(c),
                        m->index(r, c).data().toString());
            }
            for (int r = 0; r < std::min(m->rowCount(), 60); ++r)
                add(w, QStringLiteral("row %1").arg(r), m->headerData(r, Qt::Vertical).toString());
        }
    }
    for (QAction* a : actions) {
        if (a->isSeparator()) continue;
        add(a, "text", a->text());
        add(a, "tooltip", a->toolTip());
    }
    return out;
}

// The texts still in English (equal to a source that `sources` translates differently), or
// with an English part (texts joined from several by " · " or lines).
QStringList stillEnglish(const QList<Shown>& shown, const QHash<QString, QString>& sources) {
    QStringList out;
    for (const Shown& s : shown) {
        if (!s.object) continue;
        const QString text = readable(s.text);
        QStringList parts{text};
        for (const QString& line : s.text.split(QLatin1Char('\n')))
            for (const QString& part : line.split(QStringLiteral(" · "))) parts << readable(part);
        for (const QString& part : parts)
            if (sources.contains(part)) {
                out << QStringLiteral("%1 (%2): \"%3\"  [%4]")
                           .arg(whereIs(s.object), s.what, s.text.left(80), sources.value(part));
                break;
            }
    }
    out.removeDuplicates();
    out.sort();
    return out;
}

// Lets queued work land: deleted menus gone, re-translated texts set.
void settleEvents() {
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
}

// With ATLAS_SCREENSHOTS=dir: every page, every section of the KV cache page and every tab of
// the Approximations page, as the user would see them in `language`.
void saveScreenshots(atlas::MainWindow& window, const QString& language) {
    const QString dir = qEnvironmentVariable("ATLAS_SCREENSHOTS");
    const auto save = [&](const QString& name) {
        QCoreApplication::processEvents();
        window.grab().save(QStringLiteral("%1/%2-%3.png").arg(dir, name, language));
    };
    for (int i = 0; i < window.pages()->count(); ++i) {
        window.showPage(i);
        save(QStringLiteral("page%1").arg(i));
        if (auto* cost = qobject_cast<atlas::CostPage*>(window.page(i)))
            for (int s = 0; s < 5; ++s) {
                cost->view()->showSection(atlas::views::KvCostPage::Section(s));
                save(QStringLiteral("page%1-section%2").arg(i).arg(s));
            }
        if (auto* approx = qobject_cast<atlas::ApproxPage*>(window.page(i)))
            for (int tab = 0; tab < approx->tabs()->count(); ++tab) {
                approx->tabs()->setCurrentIndex(tab);
                save(QStringLiteral("page%1-tab%2").arg(i).arg(tab));
            }
    }
    window.showPage(1);
}

bool noJobBusy(QWidget* window) {
    for (auto* job : window->findChildren<atlas::views::BackgroundJob*>())
        if (job->isBusy()) return false;
    return true;
}

// How long a page's jobs may take: minutes under ASan (a cold built-in model, the cost section's
// timed runs), where one section once needed 66 s; well under a second optimised.
constexpr int kJobTimeoutMs = 240000;

// The cost page's sections, each shown until its jobs are done.
void fillCostPage(atlas::MainWindow& window, atlas::CostPage* cost) {
    // The program carries the published models as a resource; this test reads the file.
    cost->view()->setPublishedModels(atlas::views::KvCostPage::loadPublishedModels(
        QStringLiteral(ATLAS_SOURCE_DIR "/resources/model-configs.json")));
    using Section = atlas::views::KvCostPage::Section;
    for (Section s :
         {Section::Published, Section::LiveCache, Section::Variants, Section::Cost, Section::Mla}) {
        cost->view()->showSection(s);
        QTRY_VERIFY_WITH_TIMEOUT(noJobBusy(&window), kJobTimeoutMs);
    }
}

// The approximation page's tabs, each shown until its figures are drawn.
void fillApproxPage(atlas::ApproxPage* approx) {
    for (int tab = 0; tab < approx->tabs()->count(); ++tab) {
        QSignalSpy figures(approx, &atlas::ApproxPage::figuresChanged);
        approx->tabs()->setCurrentIndex(tab);
        // The first tab's figures may have arrived before the spy was made (it was current
        // already): then nothing more comes, and the page idle with that tab's figures will do.
        const auto shown = [&] {
            if (!figures.isEmpty() && figures.last().first().toInt() == tab) return true;
            return !approx->isBusy() &&
                   !approx->figures(atlas::ApproxPage::Tab(tab)).queries.isEmpty();
        };
        QTRY_VERIFY_WITH_TIMEOUT(shown(), kJobTimeoutMs);
    }
}

// A short training run on the lab, until its chart and heatmap show something.
void fillTrainingLab(atlas::TrainingLabPage* lab) {
    lab->setRequest(
        {atlas::train::ToyTask::Copy, atlas::train::ToySize::Tiny, atlas::AttentionKind::MHA});
    lab->train();
    QTRY_VERIFY_WITH_TIMEOUT(lab->accuracyChart()->pointCount(0) >= 1, kJobTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(lab->heatmap()->shown().grid.rows > 0, 30000);
    lab->stop();
    QTRY_COMPARE_WITH_TIMEOUT(lab->session()->state(),
                              atlas::views::TrainingSession::State::Finished, 30000);
}

// Every page of the window shown, the lazily built panels filled. Stops at the first failure.
void visitEveryPage(atlas::MainWindow& window) {
    for (int i = 0; i < window.pages()->count(); ++i) {
        window.showPage(i);
        QCoreApplication::processEvents();
        if (auto* cost = qobject_cast<atlas::CostPage*>(window.page(i))) fillCostPage(window, cost);
        if (QTest::currentTestFailed()) return;
        if (auto* approx = qobject_cast<atlas::ApproxPage*>(window.page(i))) fillApproxPage(approx);
        if (QTest::currentTestFailed()) return;
        if (auto* lab = qobject_cast<atlas::TrainingLabPage*>(window.page(i))) fillTrainingLab(lab);
        if (QTest::currentTestFailed()) return;
    }
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
                           "-recursive", "app", "session", "views", "-ts", fresh});
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

    // Every page visited, its lazily built panels filled (charts, tables, a short training run),
    // then no text of the window may stay English in German or Chinese, and the English ones
    // come back.
    void noTextStaysInTheOldLanguage() {
        QCOMPARE(atlas::Language::apply("en"), QStringLiteral("en"));
        atlas::WindowOptions options;
        options.builtinModel = [] { return atlas::makeDefaultModel(atlas::AttentionKind::MHA); };
        options.text = QStringLiteral("The small dog sees the house.");
        atlas::MainWindow window(std::move(options));
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY_WITH_TIMEOUT(window.snapshot() != nullptr, 30000);

        visitEveryPage(window);
        if (QTest::currentTestFailed()) return;
        window.showPage(1);
        settleEvents();

        // The English texts that a translation changes: they must return.
        const QHash<QString, QString> german = changedSources("de");
        QList<Shown> english;
        for (const Shown& s : shownTexts(&window))
            if (german.contains(readable(s.text))) english << s;
        QVERIFY(english.size() > 50);

        for (const QString language : {"de", "zh_CN"}) {
            QCOMPARE(atlas::Language::apply(language), language);
            settleEvents();
            const QStringList stale = stillEnglish(shownTexts(&window), changedSources(language));
            // QtTest cuts long messages: the list goes to the log.
            for (const QString& line : stale)
                qInfo("%s: %s", qPrintable(language), qPrintable(line));
            QVERIFY2(stale.isEmpty(), qPrintable(QStringLiteral("%1 text(s) still English in %2 "
                                                                "(listed above)")
                                                     .arg(stale.size())
                                                     .arg(language)));
            if (qEnvironmentVariableIsSet("ATLAS_SCREENSHOTS")) saveScreenshots(window, language);
        }

        QCOMPARE(atlas::Language::apply("en"), QStringLiteral("en"));
        settleEvents();
        QStringList notBack;
        const QList<Shown> now = shownTexts(&window);
        for (const Shown& s : english) {
            if (!s.object) continue;  // rebuilt (the menus)
            const bool back = std::any_of(now.begin(), now.end(), [&](const Shown& n) {
                return n.object == s.object && n.what == s.what && n.text == s.text;
            });
            if (!back) notBack << whereIs(s.object) + " (" + s.what + "): " + s.text;
        }
        QVERIFY2(notBack.isEmpty(), qPrintable("not English again:\n  " + notBack.join("\n  ")));
        if (qEnvironmentVariableIsSet("ATLAS_SCREENSHOTS")) saveScreenshots(window, "en");
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
