// Not a test: a tour of the window as a teacher would take it (issue 36). Every page, in every
// theme, in normal and presentation mode, at 1280 × 720 and 1472 × 920, in English, German and
// Chinese, saved as PNG files named language-theme-mode-size-page.png, with the layout faults
// tst_layout knows (LayoutFaults.h) listed in faults.txt. Run it under Xvfb to see what a user
// sees (the offscreen platform's fonts differ):
//   xvfb-run -a -s "-screen 0 1600x1000x24" build/tests/app/window_tour OUT_DIR
// Narrow it with TOUR_LANGUAGES=de,zh_CN TOUR_THEMES=dark TOUR_MODES=present TOUR_SIZES=1280x720
// TOUR_PAGES=5,8 (pages from 1); TOUR_TABS=1 also takes every section of the KV cache and
// Approximations pages.

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QTabWidget>
#include <QTextStream>
#include <QtTest>
#include <memory>

#include "AppTheme.h"
#include "ApproxPage.h"
#include "CostPage.h"
#include "KvCostPage.h"
#include "Language.h"
#include "LayoutFaults.h"
#include "MainWindow.h"
#include "ModelFiles.h"
#include "PresentationMode.h"
#include "TemporarySettings.h"
#include "WindowFixture.h"

using atlas::AppTheme;
using atlas::MainWindow;

namespace {

QStringList choice(const char* variable, const QStringList& all) {
    const QString chosen = qEnvironmentVariable(variable);
    return chosen.isEmpty() ? all : chosen.split(QLatin1Char(','), Qt::SkipEmptyParts);
}

struct Tour {
    MainWindow& window;
    QDir out;
    QTextStream& faults;
    QString prefix;  // language-theme-mode-size

    void settle(int ms) {
        QTest::qWait(ms);
        (void)QTest::qWaitFor([&] { return !window.worker()->isBusy(); }, 20000);
        QTest::qWait(150);
    }
    void shoot(const QString& name) {
        const QString path = out.filePath(prefix + QLatin1Char('-') + name + ".png");
        window.grab().save(path);
        auto* pane = qobject_cast<QScrollArea*>(window.pages()->currentWidget());
        for (const QString& fault : atlas::test::presentationFaults(pane, &window))
            faults << prefix << '-' << name << ": " << fault << '\n';
        faults.flush();
    }
    void sections(int page) {
        if (page == 7) {
            auto* cost = static_cast<atlas::CostPage*>(window.page(7))->view();
            using atlas::views::KvCostPage;
            for (int s = KvCostPage::Published + 1; s <= KvCostPage::Mla; ++s) {
                cost->showSection(KvCostPage::Section(s));
                settle(200);
                shoot(QStringLiteral("08-kv-%1").arg(s));
            }
            cost->showSection(KvCostPage::Published);
        }
        if (page == 8) {
            auto* approx = static_cast<atlas::ApproxPage*>(window.page(8));
            for (int tab = 1; tab < approx->tabs()->count(); ++tab) {
                approx->tabs()->setCurrentIndex(tab);
                (void)QTest::qWaitFor([&] { return !approx->isBusy(); }, 30000);
                settle(200);
                shoot(QStringLiteral("09-approx-%1").arg(tab));
            }
            approx->tabs()->setCurrentIndex(0);
        }
    }
    void pages(const QStringList& chosen, bool tabs) {
        for (const QString& p : chosen) {
            const int i = p.toInt() - 1;
            if (!window.page(i)) continue;
            window.showPage(i);
            settle(i == 4 || i == 8 ? 1500 : 400);
            shoot(QStringLiteral("%1-%2")
                      .arg(i + 1, 2, 10, QLatin1Char('0'))
                      .arg(window.page(i)->id()));
            if (tabs) sections(i);
        }
    }
};

AppTheme::Kind themeOf(const QString& id) {
    return AppTheme::fromId(id).value_or(AppTheme::Kind::Light);
}

}  // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionAtlasTest"));
    QCoreApplication::setApplicationName(QStringLiteral("window_tour"));
    atlas::test::TemporarySettings settings;  // never the user's
    QDir out(argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("/tmp/tour"));
    out.mkpath(".");
    QFile faultFile(out.filePath("faults.txt"));
    if (!faultFile.open(QIODevice::WriteOnly | QIODevice::Text)) return 1;
    QTextStream faults(&faultFile);
    atlas::WindowOptions options;  // the built-in model, as the application opens it
    options.builtinModel = [] { return atlas::loadCheckpoint(std::nullopt); };
    options.text = QStringLiteral("The young woman sees the small dog.");
    auto window = std::make_unique<MainWindow>(std::move(options));
    window->resize(1400, 900);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()) || !atlas::test::settled(*window)) return 1;
    const QStringList pages =
        choice("TOUR_PAGES", {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10"});
    const bool tabs = qEnvironmentVariableIntValue("TOUR_TABS") != 0;
    Tour tour{*window, out, faults, {}};
    for (const QString& language : choice("TOUR_LANGUAGES", {"en", "de", "zh_CN"})) {
        atlas::Language::apply(language);
        for (const QString& theme : choice("TOUR_THEMES", {"light", "dark", "high-contrast"})) {
            AppTheme::instance()->setTheme(themeOf(theme));
            for (const QString& mode : choice("TOUR_MODES", {"normal", "present"})) {
                window->presentation()->setActive(mode == QLatin1String("present"));
                window->showNormal();
                for (const QString& size : choice("TOUR_SIZES", {"1280x720", "1472x920"})) {
                    const QStringList wh = size.split(QLatin1Char('x'));
                    window->resize(wh.value(0).toInt(), wh.value(1).toInt());
                    QTest::qWait(200);
                    tour.prefix = QStringList{language, theme, mode, size}.join('-');
                    tour.pages(pages, tabs);
                    qInfo("%s", qPrintable(tour.prefix));
                }
            }
        }
    }
    return 0;
}
