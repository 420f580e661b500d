// Issue 36, item 4: every page in every theme keeps its text readable. The window is opened
// offscreen, each theme applied, each page (and each tab inside a page) shown, and its text
// checked against WCAG 2's contrast ratio of 4.5: the colours that widgets and rich text ask for,
// the pixels of rendered labels, the colours of the charts' labels and lines, and every run of
// text the hand-drawn views and the charts' scenes paint, against the colour under it as shown
// (PaintedText.h). Set ATLAS_THEME_SHOTS to a folder to keep a picture of every page.

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractTextDocumentLayout>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QLegend>
#include <QLineEdit>
#include <QPainter>
#include <QSet>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QXYSeries>
#include <QtTest>
#include <memory>

#include "AppTheme.h"
#include "Contrast.h"
#include "KnownWordsView.h"
#include "MainWindow.h"
#include "Page.h"
#include "PaintedText.h"
#include "TokensPage.h"
#include "WindowFixture.h"

using atlas::AppTheme;
using atlas::MainWindow;
using atlas::test::contrastRatio;

Q_DECLARE_METATYPE(atlas::AppTheme::Kind);

namespace {

constexpr double kText = 4.5;   // WCAG 2, 1.4.3: text
constexpr double kLines = 3.0;  // WCAG 2, 1.4.11: graphical objects (a chart's lines)

// Views that paint their text themselves, each found on some page with text to check (the KV
// stepper's cache bars draw only once a decoder-only model steps: checked when they do).
constexpr const char* kHandPainted[] = {
    "atlas::views::HeatmapWidget",        "atlas::views::AttentionGridWidget",
    "atlas::views::TokenStripWidget",     "atlas::views::PcaScatterWidget",
    "atlas::views::AlignmentLinesWidget", "atlas::views::RotaryCircles",
    "atlas::views::MlaDiagramWidget",     "atlas::views::AttributionBars",
    "atlas::views::HeadStatsChart",       "QChartView"};

QString describe(const QWidget* w) {
    QString name = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty()) name += '#' + w->objectName();
    return name;
}

// Every run of text in `document` against `background`; a run without a colour of its own is
// drawn in `text`.
void checkDocument(const QTextDocument& document, const QColor& text, const QColor& background,
                   const QString& where, QStringList& failures) {
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            if (!f.isValid() || f.text().trimmed().isEmpty()) continue;
            const QBrush brush = f.charFormat().foreground();
            const QColor ink = brush.style() == Qt::NoBrush ? text : brush.color();
            const QColor under = f.charFormat().background().style() == Qt::NoBrush
                                     ? background
                                     : f.charFormat().background().color();
            const double ratio = contrastRatio(ink, under);
            if (ratio < kText)
                failures << QStringLiteral("%1: “%2” %3 on %4, ratio %5")
                                .arg(where, f.text().left(30), ink.name(), under.name())
                                .arg(ratio, 0, 'f', 2);
        }
}

// The colours a widget's palette gives its text, and the colours its rich text asks for.
void checkPalette(QWidget* w, QStringList& failures) {
    const QPalette& p = w->palette();
    const QString where = describe(w);
    const auto pair = [&](QPalette::ColorRole fg, QPalette::ColorRole bg) {
        const QPalette::ColorGroup group = w->isEnabled() ? QPalette::Active : QPalette::Disabled;
        // Disabled text is exempt in WCAG; it still has to be there, so 3 : 1.
        const double need = w->isEnabled() ? kText : kLines;
        const double ratio = contrastRatio(p.color(group, fg), p.color(group, bg));
        if (ratio < need)
            failures << QStringLiteral("%1: palette %2 on %3, ratio %4")
                            .arg(where, p.color(group, fg).name(), p.color(group, bg).name())
                            .arg(ratio, 0, 'f', 2);
    };
    if (auto* label = qobject_cast<QLabel*>(w)) {
        pair(label->foregroundRole(), label->backgroundRole());
        if (label->textFormat() == Qt::RichText ||
            (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()))) {
            QTextDocument doc;
            doc.setHtml(label->text());
            checkDocument(doc, p.color(label->foregroundRole()), p.color(label->backgroundRole()),
                          where, failures);
        }
    } else if (auto* edit = qobject_cast<QTextEdit*>(w)) {
        pair(QPalette::Text, QPalette::Base);
        checkDocument(*edit->document(), p.color(QPalette::Text), p.color(QPalette::Base), where,
                      failures);
    } else if (qobject_cast<QLineEdit*>(w) || qobject_cast<QComboBox*>(w)) {
        pair(QPalette::Text, QPalette::Base);
    } else if (qobject_cast<QAbstractButton*>(w)) {
        pair(QPalette::ButtonText, QPalette::Button);
    }
}

// A plain label as drawn: its ink against the colour around it (catches style sheets and
// colours set outside the palette).
void checkRenderedLabel(QLabel* label, QStringList& failures) {
    if (label->text().trimmed().isEmpty() || !label->pixmap().isNull()) return;
    if (label->width() < 4 || label->height() < 4) return;
    const QImage image = label->grab().toImage();
    const QColor background = atlas::test::commonestColour(image, image.rect());
    const double ratio = atlas::test::strongestContrast(image, image.rect(), background);
    if (ratio < kText)
        failures << QStringLiteral("%1 “%2”: drawn at ratio %3 on %4")
                        .arg(describe(label), label->text().left(30))
                        .arg(ratio, 0, 'f', 2)
                        .arg(background.name());
}

// A chart's title, axes, legend, lines and the labels it carries, against its background.
void checkChart(QChartView* view, QStringList& failures) {
    QChart* chart = view->chart();
    // A chart not yet given the page's look keeps Qt's theme, whose background is a gradient:
    // every colour of it counts.
    const QBrush brush = chart->backgroundBrush();
    QList<QColor> backgrounds;
    if (const QGradient* gradient = brush.gradient())
        for (const QGradientStop& stop : gradient->stops()) backgrounds << stop.second;
    else
        backgrounds << brush.color();
    const QString where = describe(view);
    const auto need = [&](const QColor& c, double minimum, const QString& what) {
        for (const QColor& background : backgrounds) {
            const double ratio = contrastRatio(c, background);
            if (ratio < minimum)
                failures << QStringLiteral("%1: %2 %3 on %4, ratio %5")
                                .arg(where, what, c.name(), background.name())
                                .arg(ratio, 0, 'f', 2);
        }
    };
    if (!chart->title().isEmpty()) need(chart->titleBrush().color(), kText, "title");
    if (chart->legend()->isVisible()) need(chart->legend()->labelColor(), kText, "legend");
    for (QAbstractAxis* axis : chart->axes()) {
        if (!axis->isVisible()) continue;
        if (axis->labelsVisible()) need(axis->labelsColor(), kText, "axis labels");
        if (!axis->titleText().isEmpty()) need(axis->titleBrush().color(), kText, "axis title");
    }
    for (QAbstractSeries* s : chart->series()) {
        if (!s->isVisible()) continue;
        if (auto* line = qobject_cast<QXYSeries*>(s)) {
            const bool dots = s->type() == QAbstractSeries::SeriesTypeScatter;
            need(dots ? line->color() : line->pen().color(), kLines, "line “" + line->name() + "”");
            if (line->pointLabelsVisible())
                need(line->pointLabelsColor(), kText, "point labels “" + line->name() + "”");
        }
    }
    for (QGraphicsItem* item : chart->childItems())
        if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item); text && text->isVisible())
            need(text->brush().color(), kText, "label “" + text->text().left(30) + "”");
}

// `ink` as it shows over `under`: a translucent pen, or a painter's opacity, lets it through.
QColor over(const QColor& ink, const QColor& under) {
    const float a = ink.alphaF();
    return QColor::fromRgbF(ink.redF() * a + under.redF() * (1 - a),
                            ink.greenF() * a + under.greenF() * (1 - a),
                            ink.blueF() * a + under.blueF() * (1 - a));
}

// Every run of text `w` paints itself, its ink against the colour under it in `window` (a
// picture of the window as shown): the text that no palette or chart property tells of.
// Returns how many runs it checked.
int checkPaintedText(QWidget* w, const QImage& window, QStringList& failures) {
    const QRegion visible = w->visibleRegion();
    const QPoint origin = w->mapTo(w->window(), QPoint());
    int checked = 0;
    for (const atlas::test::PaintedText& t : atlas::test::paintedText(w)) {
        const QRect rect = t.rect.toAlignedRect() & w->rect();
        // Text out of view (scrolled away, under another widget) cannot be sampled.
        if (t.text.trimmed().isEmpty() || rect.width() < 2 || rect.height() < 2) continue;
        if (!QRegion(rect).subtracted(visible).isEmpty()) continue;
        const QColor under = atlas::test::commonestColour(window, rect.translated(origin));
        const QColor ink = over(t.ink, under);
        const double ratio = contrastRatio(ink, under);
        ++checked;
        if (ratio < kText)
            failures << QStringLiteral("%1: painted “%2” %3 on %4, ratio %5")
                            .arg(describe(w), t.text.left(30), ink.name(), under.name())
                            .arg(ratio, 0, 'f', 2);
    }
    return checked;
}

// The views that paint by hand, by class: ours, and the scenes of the charts ("QChartView");
// empty for any other widget.
QString handPainter(const QWidget* w) {
    const QString name = QString::fromLatin1(w->metaObject()->className());
    if (name.startsWith(QLatin1String("atlas::"))) return name;
    const auto* chart = qobject_cast<const QChartView*>(w->parentWidget());
    return chart && chart->viewport() == w ? QStringLiteral("QChartView") : QString();
}

// `painters`, when given, collects the hand-painting classes whose text was checked.
void checkTree(QWidget* root, QStringList& failures, QSet<QString>* painters = nullptr) {
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    const QImage window = root->window()->grab().toImage();
    for (QWidget* w : widgets) {
        if (!w->isVisibleTo(root->window())) continue;
        checkPalette(w, failures);
        if (auto* label = qobject_cast<QLabel*>(w); label && label->isVisible())
            checkRenderedLabel(label, failures);
        if (auto* chart = qobject_cast<QChartView*>(w)) checkChart(chart, failures);
        const QString painter = w->isVisible() ? handPainter(w) : QString();
        if (!painter.isEmpty() && checkPaintedText(w, window, failures) > 0 && painters)
            *painters << painter;
    }
}

// Two words on white: one in black, one in a pale grey (2.3 : 1).
class TwoWords : public QWidget {
protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        p.fillRect(rect(), Qt::white);
        p.setPen(Qt::black);
        p.drawText(QRect(0, 0, width() / 2, height()), Qt::AlignCenter, QStringLiteral("black"));
        p.setPen(QColor(0xaa, 0xaa, 0xaa));
        p.drawText(QRect(width() / 2, 0, width() / 2, height()), Qt::AlignCenter,
                   QStringLiteral("grey"));
    }
};

}  // namespace

class TestThemes : public QObject {
    Q_OBJECT

    atlas::test::WindowFixture fixture_{"tst_themes"};
    std::unique_ptr<MainWindow> window_;
    QSet<QString> painters_;  // the hand-painting classes whose text everyPageIsReadable checked

    void shoot(QWidget* w, const QString& name) {
        const QString dir = qEnvironmentVariable("ATLAS_THEME_SHOTS");
        if (!dir.isEmpty()) w->grab().save(QDir(dir).filePath(name + ".png"));
    }

private slots:
    void initTestCase() {
        window_ = fixture_.open(QStringLiteral("The young woman sees the small dog."));
        QVERIFY(window_);
        window_->resize(1472, 920);
    }
    void cleanupTestCase() {
        AppTheme::instance()->setTheme(AppTheme::Kind::Light);
        window_.reset();
    }

    void everyPageIsReadable_data() {
        QTest::addColumn<AppTheme::Kind>("kind");
        QTest::newRow("system") << AppTheme::Kind::System;
        QTest::newRow("light") << AppTheme::Kind::Light;
        QTest::newRow("dark") << AppTheme::Kind::Dark;
        QTest::newRow("high-contrast") << AppTheme::Kind::HighContrast;
    }

    void everyPageIsReadable() {
        QFETCH(AppTheme::Kind, kind);
        AppTheme::instance()->setTheme(kind);
        QStringList failures;
        for (int i = 0; i < window_->pages()->count(); ++i) {
            window_->showPage(i);
            QVERIFY(atlas::test::settled(*window_));
            QCoreApplication::processEvents();
            QWidget* page = window_->pages()->widget(i);
            const QString name = AppTheme::id(kind) + '-' + QString::number(i + 1);
            // Each tab inside the page, for the pages that keep panels in tabs.
            const QList<QTabWidget*> tabs = page->findChildren<QTabWidget*>();
            checkTree(window_.get(), failures, &painters_);
            shoot(window_.get(), name);
            for (QTabWidget* inner : tabs)
                for (int t = 1; t < inner->count(); ++t) {
                    inner->setCurrentIndex(t);
                    QCoreApplication::processEvents();
                    checkTree(inner->currentWidget(), failures, &painters_);
                    shoot(window_.get(), name + '-' + QString::number(t + 1));
                }
            for (QTabWidget* inner : tabs) inner->setCurrentIndex(0);
            for (QString& f : failures)
                if (!f.startsWith('[')) f.prepend(QStringLiteral("[page %1] ").arg(i + 1));
        }
        failures.removeDuplicates();
        for (const QString& f : failures) qWarning("%s", qPrintable(f));
        QVERIFY2(failures.isEmpty(),
                 qPrintable(QStringLiteral("%1 unreadable, listed above").arg(failures.size())));
    }

    // The hand-drawn views were read, not passed over: each one's text was checked on some page
    // in some theme above (a page still computing on its first visit draws no text yet).
    void handPaintedViewsWereRead() {
        if (painters_.isEmpty()) QSKIP("checks what everyPageIsReadable read; run it first");
        for (const char* view : kHandPainted)
            QVERIFY2(painters_.contains(QLatin1String(view)), view);
    }

    // The Tokens page of a model that learnt the project's corpus and has rotary positions: its
    // word list and its positional notice, in every theme.
    void tokensPageOfACorpusModel() {
        window_->openModelFile(QStringLiteral(ATLAS_MODELS_DIR "/decoder-gqa.safetensors"));
        QVERIFY(QTest::qWaitFor(
            [&] {
                const auto s = window_->snapshot();
                return s && s->model.decoderOnly && !window_->worker()->isBusy();
            },
            20000));
        window_->showPage(0);
        auto* tokens = static_cast<atlas::TokensPage*>(window_->page(0));
        QVERIFY(QTest::qWaitFor([&] { return tokens->hasCheckedModel(); }, 20000));
        auto* words = window_->findChild<QTextBrowser*>("knownWords");
        auto* notice = window_->findChild<QLabel*>("positionsNotice");
        QVERIFY(words && notice);
        QVERIFY(words->isVisible());
        QVERIFY(notice->isVisible());
        QStringList failures;
        for (auto kind :
             {AppTheme::Kind::Dark, AppTheme::Kind::HighContrast, AppTheme::Kind::Light}) {
            AppTheme::instance()->setTheme(kind);
            QCoreApplication::processEvents();
            checkTree(window_.get(), failures);  // the input panel's notes too
            shoot(window_.get(), "tokens-" + AppTheme::id(kind));
        }
        for (const QString& f : failures) qWarning("%s", qPrintable(f));
        QVERIFY(failures.isEmpty());
    }

    // The check of painted text itself: it reads each word a widget draws, its ink and where,
    // and fails the pale one.
    void paintedTextIsMeasured() {
        TwoWords w;
        w.resize(240, 60);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QList<atlas::test::PaintedText> texts = atlas::test::paintedText(&w);
        QCOMPARE(texts.size(), 2);
        QCOMPARE(texts[0].text, QStringLiteral("black"));
        QCOMPARE(texts[1].ink, QColor(0xaa, 0xaa, 0xaa));
        QVERIFY(QRectF(120, 0, 120, 60).contains(texts[1].rect));
        QStringList failures;
        QCOMPARE(checkPaintedText(&w, w.grab().toImage(), failures), 2);
        QCOMPARE(failures.size(), 1);
        QVERIFY2(failures[0].contains(QStringLiteral("“grey” #aaaaaa on #ffffff")),
                 qPrintable(failures[0]));
    }

    // Each theme's palette: every pair of text and the colour it is drawn on.
    void palettePairsAreReadable() {
        for (auto kind :
             {AppTheme::Kind::Light, AppTheme::Kind::Dark, AppTheme::Kind::HighContrast}) {
            const QPalette p = AppTheme::instance()->palette(kind);
            using R = QPalette;
            const std::pair<R::ColorRole, R::ColorRole> pairs[] = {
                {R::WindowText, R::Window},       {R::Text, R::Base},
                {R::ButtonText, R::Button},       {R::HighlightedText, R::Highlight},
                {R::ToolTipText, R::ToolTipBase}, {R::PlaceholderText, R::Base},
                {R::PlaceholderText, R::Window},  {R::Link, R::Base}};
            for (auto group : {R::Active, R::Disabled})
                for (auto [fg, bg] : pairs) {
                    if (group == R::Disabled && (fg == R::HighlightedText || fg == R::Link))
                        continue;  // nothing is selected or followed in a disabled control
                    const double ratio = contrastRatio(p.color(group, fg), p.color(group, bg));
                    QVERIFY2(ratio >= kText, qPrintable(QStringLiteral("%1: %2 on %3, %4")
                                                            .arg(AppTheme::id(kind))
                                                            .arg(p.color(group, fg).name())
                                                            .arg(p.color(group, bg).name())
                                                            .arg(ratio)));
                }
        }
    }

    // High contrast is its own look, not Light again: ink-black frames around fields and
    // buttons where the light theme has pale grey ones, and a stronger accent.
    void highContrastDiffersFromLight() {
        QWidget box;
        auto* field = new QLineEdit(&box);
        field->setGeometry(10, 10, 200, 32);
        box.resize(220, 52);
        const auto frame = [&](AppTheme::Kind kind) {
            AppTheme::instance()->setTheme(kind);
            const QImage image = box.grab().toImage();
            const QColor window = box.palette().color(QPalette::Window);
            // The field's left edge, half way down: its frame.
            return atlas::test::strongestContrast(image, QRect(10, 20, 3, 12), window);
        };
        const double light = frame(AppTheme::Kind::Light);
        const double high = frame(AppTheme::Kind::HighContrast);
        QVERIFY2(high >= 7, qPrintable(QString::number(high)));
        QVERIFY2(light < kText, qPrintable(QString::number(light)));
        const QPalette hp = AppTheme::instance()->palette(AppTheme::Kind::HighContrast);
        QVERIFY(contrastRatio(hp.color(QPalette::WindowText), hp.color(QPalette::Window)) >= 21);
        QVERIFY(contrastRatio(hp.color(QPalette::Highlight), hp.color(QPalette::Window)) >= kText);
    }

    // The Tokens page's word list, in every theme and after each switch: its words, counts and
    // notes are text-coloured enough to read.
    void knownWordsAreReadable() {
        AppTheme::instance()->setTheme(AppTheme::Kind::Light);
        atlas::views::KnownWordsView view;
        view.setGroups({{"Nouns", {"dog", "house"}}, {"Verbs", {"sees"}}});
        auto* list = view.findChild<QTextBrowser*>("knownWords");
        auto* filter = view.findChild<QLineEdit*>("knownWordsFilter");
        QVERIFY(list && filter);
        QStringList failures;
        for (auto kind : {AppTheme::Kind::Dark, AppTheme::Kind::HighContrast, AppTheme::Kind::Light,
                          AppTheme::Kind::Dark}) {
            AppTheme::instance()->setTheme(kind);
            for (const QString& text : {QString(), QStringLiteral("zzz")}) {  // zzz: the note
                filter->setText(text);
                checkDocument(*list->document(), list->palette().color(QPalette::Text),
                              list->palette().color(QPalette::Base), AppTheme::id(kind), failures);
            }
        }
        for (const QString& f : failures) qWarning("%s", qPrintable(f));
        QVERIFY(failures.isEmpty());
    }
};

QTEST_MAIN(TestThemes)
#include "tst_themes.moc"
