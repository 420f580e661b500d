// Issue 36, item 1: no exception reaches Qt's event loop. Every page of the window, offscreen,
// with every model the picker offers and every kind of Hub folder the tests write (Marian,
// Llama, Mistral, Gemma 3): on each page the model is switched from every model to every other
// (each ordered pair once, an Eulerian circuit of the complete graph), once with the page on
// screen and once while another page is shown, every page being visited after each switch.
// ctest runs the two halves as two tests (on screen; visited after and the guards). After each
// switch the page must draw (more than a few colours, no error notice) and the process must live.
// A page whose reaction throws shows its own notice instead of ending the program (Page's
// guard), and an exception that leaves any event handler is stopped by GuardedApplication.

#include <QLabel>
#include <QSet>
#include <QTabWidget>
#include <QtTest>
#include <memory>

#include "BackgroundJob.h"
#include "DecoderFolder.h"
#include "FailureNotice.h"
#include "GuardedApplication.h"
#include "MainWindow.h"
#include "MarianFolder.h"
#include "ModelContext.h"
#include "ModelFiles.h"
#include "ModelPicker.h"
#include "Page.h"
#include "PageContext.h"
#include "TemporarySettings.h"
#include "ViewState.h"
#include "WindowFixture.h"

using namespace atlas;

namespace {

const QString kText = QStringLiteral("The old man sees the small dog.");

// Every ordered pair (a, b), a ≠ b, of n models as one walk 0 → … → 0 (Hierholzer on the
// complete directed graph): n(n − 1) switches, each pair once.
std::vector<int> everyOrderedPair(int n) {
    std::vector<std::vector<int>> next(size_t(n), std::vector<int>{});
    for (int a = 0; a < n; ++a)
        for (int b = n - 1; b >= 0; --b)
            if (b != a) next[size_t(a)].push_back(b);
    std::vector<int> stack{0}, walk;
    while (!stack.empty()) {
        auto& out = next[size_t(stack.back())];
        if (out.empty()) {
            walk.push_back(stack.back());
            stack.pop_back();
        } else {
            stack.push_back(out.back());
            out.pop_back();
        }
    }
    std::reverse(walk.begin(), walk.end());
    return walk;
}

// How many different colours a picture has: an empty grey box has one or two.
int colours(const QImage& image) {
    QSet<QRgb> seen;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3) seen.insert(image.pixel(x, y));
    return int(seen.size());
}

// A page that throws in its reaction to every new snapshot, as a faulty page would.
class ThrowingPage : public Page {
public:
    explicit ThrowingPage(const PageContext& context) : Page(context) {
        guardedConnect(&context.model, &views::ModelContext::snapshotChanged,
                       [] { throw std::runtime_error("rotate: u is not 2·(r/2) wide"); });
    }
    QString id() const override { return QStringLiteral("throwing"); }
    QString title() const override { return QStringLiteral("Throwing"); }
    QString explanation() const override { return {}; }
};

// An object whose handling of an event throws.
class ThrowingObject : public QObject {
public:
    bool event(QEvent* e) override {
        if (e->type() == QEvent::User) throw std::runtime_error("event failed");
        return QObject::event(e);
    }
};

}  // namespace

class TestPageSwitching : public QObject {
    Q_OBJECT

    test::WindowFixture fixture_{"tst_pageswitching"};
    std::unique_ptr<MainWindow> window_;
    std::unique_ptr<test::MarianFolder> marian_;
    std::vector<std::unique_ptr<test::DecoderFolder>> decoders_;
    QList<ModelPicker::Choice> models_;

    bool switchTo(const ModelPicker::Choice& choice) {
        const auto before = window_->modelContext()->model();
        window_->chooseModel(choice);
        const bool loaded = QTest::qWaitFor(
            [&] {
                const views::ModelContext* c = window_->modelContext();
                const auto s = c->snapshot();
                return c->model() != before && s && s->model.name == c->modelName() &&
                       s->sourceText == kText && !window_->worker()->isBusy();
            },
            30000);
        return loaded && settlePage(window_->pages()->currentIndex());
    }
    // The page's own work (its background jobs) done, twice over: a result may start another.
    bool settlePage(int index) {
        Page* page = window_->page(index);
        for (int round = 0; round < 2; ++round) {
            QTest::qWait(5);
            const bool idle = QTest::qWaitFor(
                [&] {
                    for (const auto* job : page->findChildren<views::BackgroundJob*>())
                        if (job->isBusy()) return false;
                    return !window_->worker()->isBusy();
                },
                30000);
            if (!idle) return false;
        }
        return true;
    }
    // The page draws: no notice of a failure, and a picture rather than an empty box.
    void checkDraws(int index, const QString& switched) {
        Page* page = window_->page(index);
        const QString what = page->id() + QStringLiteral(", ") + switched;
        QVERIFY2(page->failure().isEmpty(), qPrintable(what + ": " + page->failure()));
        const QImage image = page->grab().toImage();
        QVERIFY2(colours(image) > 8, qPrintable(what + ": the page is blank"));
    }
    QString name(int model) const { return models_[model].name; }
    // Switches through every ordered pair of models; `check(what)` after each switch.
    template <typename Check>
    void walk(Check check) {
        const std::vector<int> order = everyOrderedPair(int(models_.size()));
        QCOMPARE(order.size(), size_t(models_.size() * (models_.size() - 1) + 1));
        QVERIFY(switchTo(models_[order[0]]));
        for (size_t i = 1; i < order.size(); ++i) {
            const QString what = QStringLiteral("%1 → %2").arg(name(order[i - 1]), name(order[i]));
            QVERIFY2(switchTo(models_[order[i]]), qPrintable(what + ": did not settle"));
            check(what);
            if (QTest::currentTestFailed()) return;
        }
    }

private slots:
    void initTestCase() {
        window_ = fixture_.open(kText);
        QVERIFY(window_);
        models_ = window_->inputPanel()->picker()->builtins();
        marian_ = std::make_unique<test::MarianFolder>();
        models_.append(ModelPicker::fileChoice(QString::fromStdString(marian_->path())));
        for (auto family : {test::DecoderFamily::Llama, test::DecoderFamily::Mistral,
                            test::DecoderFamily::Gemma3, test::DecoderFamily::Gpt2}) {
            test::DecoderOptions o;
            o.family = family;
            decoders_.push_back(std::make_unique<test::DecoderFolder>(o));
            models_.append(
                ModelPicker::fileChoice(QString::fromStdString(decoders_.back()->path())));
        }
        // Every built-in model of the table (the trained ones are compiled in here).
        QCOMPARE(window_->inputPanel()->picker()->builtins().size(),
                 qsizetype(std::size(kBuiltinModels)));
        QCOMPARE(window_->pages()->count(), 10);
    }
    void cleanupTestCase() { window_.reset(); }

    // The page on screen while the model changes under it.
    void onScreen_data() {
        QTest::addColumn<int>("page");
        for (int p = 0; p < 10; ++p) QTest::newRow(qPrintable(window_->page(p)->id())) << p;
    }
    void onScreen() {
        QFETCH(int, page);
        window_->showPage(page);
        walk([&](const QString& what) { checkDraws(page, what); });
    }
    // The model changes while another page is on screen; then every page is visited in turn,
    // each last drawn with the model before (or, at the first switch, never drawn at all).
    void visitedAfter() {
        window_->showPage(0);
        walk([&](const QString& what) {
            for (int p = 1; p <= 10 && !QTest::currentTestFailed(); ++p) {
                const int page = p % 10;  // the Tokens page, where the switch happened, last
                window_->showPage(page);
                QVERIFY2(settlePage(page), qPrintable(what + ": did not settle"));
                checkDraws(page, what);
            }
        });
    }
    // The guard: a reaction that throws gives the page's notice and a line on stderr; the
    // program goes on, and a new model takes the notice away.
    void aThrowingReactionBecomesTheNotice() {
        ViewState view(*window_->modelContext());
        const PageContext context{
            *window_->modelContext(), view, *window_->decodingSteps(), {}, {}};
        ThrowingPage page(context);
        page.resize(600, 400);
        page.show();
        QVERIFY(page.failure().isEmpty());
        window_->modelContext()->setSnapshot(window_->snapshot());
        QVERIFY(page.failure().contains(QStringLiteral("rotate: u is not 2·(r/2) wide")));
        QVERIFY(page.failure().contains(QStringLiteral("Throwing")));
        const auto* notice = page.findChild<FailureNotice*>();
        QVERIFY(notice && notice->isVisible());
        QVERIFY(notice->geometry().width() > 500 && notice->geometry().top() < 20);
        // Drawn over the page: its reddish band is in the picture.
        const QImage image = page.grab().toImage();
        QCOMPARE(image.pixelColor(notice->geometry().center().x(), notice->geometry().top() + 3),
                 QColor(0xfd, 0xec, 0xea));
        window_->modelContext()->setModel(window_->modelContext()->model(),
                                          window_->modelContext()->modelName());
        QVERIFY(page.failure().isEmpty());
    }

    // The last guard: an exception out of any event handler is stopped by the application.
    void theApplicationStopsWhatLeavesAnEvent() {
        auto* app = qobject_cast<GuardedApplication*>(QCoreApplication::instance());
        QVERIFY(app);
        ThrowingObject object;
        const int before = app->caught();
        QEvent event(QEvent::User);
        QCOMPARE(QCoreApplication::sendEvent(&object, &event), false);
        QCOMPARE(app->caught(), before + 1);
        // A queued slot that throws, run by the event loop.
        QMetaObject::invokeMethod(
            &object, [] { throw std::runtime_error("slot failed"); }, Qt::QueuedConnection);
        QTRY_COMPARE(app->caught(), before + 2);
    }
};

// QTEST_MAIN with the window's own application class.
int main(int argc, char** argv) {
    GuardedApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    TestPageSwitching test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_pageswitching.moc"
