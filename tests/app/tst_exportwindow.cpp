// The window's export actions: the figure of the page on screen, the clipboard, and a batch
// that runs in the background while the window stays responsive (as .npy with label files).

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTimer>
#include <QtTest>

#include "BatchExporter.h"
#include "Checkpoint.h"
#include "FigureWriter.h"
#include "HeatmapWidget.h"
#include "MainWindow.h"
#include "Page.h"
#include "WindowFixture.h"

using atlas::MainWindow;

class TestExportWindow : public QObject {
    Q_OBJECT

    atlas::test::WindowFixture fixture_{"tst_exportwindow"};
    std::unique_ptr<MainWindow> window_;

    QAction* action(const QKeySequence& keys) const {
        for (QAction* a : window_->menuBar()->findChildren<QAction*>())
            if (a->shortcut() == keys) return a;
        for (QMenu* m : window_->menuBar()->findChildren<QMenu*>())
            for (QAction* a : m->actions())
                if (a->shortcut() == keys) return a;
        return nullptr;
    }

private slots:
    void initTestCase() {
        window_ = fixture_.open(QStringLiteral("The house is small."));
        QVERIFY(window_);
        window_->showPage(1);
    }

    void cleanupTestCase() { window_.reset(); }

    void actionsAreInTheFileMenu() {
        QAction* exportFigure = action(QKeySequence(Qt::CTRL | Qt::Key_E));
        QVERIFY(exportFigure);
        QVERIFY(exportFigure->text().contains("Export"));
        QVERIFY(action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)));
    }

    void attentionPageExportsItsLargeHeatmap() {
        auto* heatmap = window_->findChild<atlas::views::HeatmapWidget*>("attentionHeatmap");
        QVERIFY(heatmap);
        QTRY_VERIFY(!heatmap->shown().grid.empty());
        const auto figure = window_->page(1)->exportFigure();
        QVERIFY(figure);
        QCOMPARE(figure->title(), heatmap->title());
        QCOMPARE(figure->data().size(), size_t(1));
        QCOMPARE(figure->data().front().values.values, heatmap->shown().grid.values);
    }

    // As .npy the figure is three files; the status bar names them all.
    void npyExportNamesItsLabelFiles() {
        const QString path = fixture_.filePath("head.npy");
        QTimer::singleShot(0, this, [path] {
            auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            for (auto* box : dialog->findChildren<QComboBox*>()) {
                const int npy = box->findText("*.npy", Qt::MatchContains);
                if (npy >= 0) box->setCurrentIndex(npy);
            }
            dialog->findChild<QLineEdit*>()->setText(path);
            dialog->accept();
        });
        action(QKeySequence(Qt::CTRL | Qt::Key_E))->trigger();
        QVERIFY(QFile::exists(fixture_.filePath("head.rows.npy")));
        const QString shown = window_->statusBar()->currentMessage();
        QVERIFY2(shown.startsWith("Saved " + path) && shown.contains("head.rows.npy") &&
                     shown.contains("head.columns.npy"),
                 qPrintable(shown));
    }

    void copyImagePutsTheFigureOnTheClipboard() {
        QGuiApplication::clipboard()->clear();
        action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C))->trigger();
        const QImage copied = QGuiApplication::clipboard()->image();
        QVERIFY(!copied.isNull());
        QCOMPARE(copied.size(), window_->page(1)->exportFigure()->size().toSize() * 2);
    }

    void batchRunsInTheBackground() {
        atlas::BatchExporter batch(window_.get());
        QSignalSpy finished(&batch, &atlas::BatchExporter::finished);
        atlas::views::BatchRequest request;
        request.stacks = {atlas::views::Stack::Cross};
        request.directory = fixture_.filePath("heads");
        batch.start(window_->snapshot(), request);
        QVERIFY(batch.isRunning());
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.first().at(1).toBool(), true);
        QCOMPARE(QDir(request.directory).entryList(QDir::Files).size(), 2 * 4 + 1);
        QVERIFY(finished.first().at(0).toString().startsWith("9 files written to"));

        // As .npy each map is three files, its values and its labels, and the message counts
        // the files.
        request.format = atlas::views::ExportFormat::Npy;
        request.directory = fixture_.filePath("numbers");
        batch.start(window_->snapshot(), request);
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.last().at(1).toBool(), true);
        const QStringList files = QDir(request.directory).entryList(QDir::Files);
        QCOMPARE(files.size(), 2 * 4 * 3);
        QVERIFY(files.contains("cross-L1-H3.rows.npy"));
        QVERIFY2(finished.last().at(0).toString().startsWith("24 files written to"),
                 qPrintable(finished.last().at(0).toString()));
    }
};

QTEST_MAIN(TestExportWindow)
#include "tst_exportwindow.moc"
