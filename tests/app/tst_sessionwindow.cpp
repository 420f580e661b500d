// Sessions in the window, offscreen: what a saved session holds comes back when it is opened
// (model, text, page, stack, layer, head, colours, theme), a session whose model file has gone
// asks for it without changing anything, and the window reopens where it was left.

#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QtTest>
#include <memory>

#include "AppTheme.h"
#include "DefaultModel.h"
#include "InputPanel.h"
#include "MainWindow.h"
#include "Page.h"
#include "SessionController.h"
#include "TemporarySettings.h"
#include "ViewToolBar.h"

using atlas::AppTheme;
using atlas::MainWindow;
using atlas::Session;
using atlas::ViewSelection;
using atlas::views::Colormap;
using atlas::views::ColorScale;
using atlas::views::Stack;

class TestSessionWindow : public QObject {
    Q_OBJECT

    atlas::test::TemporarySettings settings_;
    QTemporaryDir dir_;
    QString gqaPath_;
    std::unique_ptr<MainWindow> window_;

    std::unique_ptr<MainWindow> makeWindow() {
        auto window = std::make_unique<MainWindow>(atlas::WindowOptions{});
        window->resize(1200, 800);
        window->show();
        return window;
    }
    // Waits until the window shows `text` through a model named `model` and is idle.
    bool shows(MainWindow* window, const QString& text, const QString& model) {
        return QTest::qWaitFor(
            [&] {
                const auto s = window->snapshot();
                return s && s->sourceText == text && s->model.name == model &&
                       !window->worker()->isBusy();
            },
            20000);
    }
    ViewSelection selection() const { return window_->viewToolBar()->selection(); }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        gqaPath_ = dir_.filePath("gqa.safetensors");
        atlas::makeDefaultModel(atlas::AttentionKind::GQA).save(gqaPath_.toStdString());
        window_ = makeWindow();
        QVERIFY(shows(window_.get(), window_->inputPanel()->text(),
                      window_->inputPanel()->picker()->builtins().first().name));
    }
    void cleanupTestCase() {
        window_.reset();
        AppTheme::instance()->setTheme(AppTheme::Kind::System);
    }

    void saveAndReopenRestoresEverything() {
        // A lesson: a model file, a sentence, cross-attention of layer 1, head 3, magma, log.
        window_->openModelFile(gqaPath_);
        window_->inputPanel()->setText("The small dog sees the house.");
        QVERIFY(shows(window_.get(), "The small dog sees the house.", "gqa.safetensors"));
        ViewSelection lesson;
        lesson.stack = Stack::Cross;
        lesson.layer = 1;
        lesson.head = 3;
        lesson.colormap = Colormap::Name::Magma;
        lesson.scale = ColorScale::Kind::Log;
        window_->viewToolBar()->setSelection(lesson);
        window_->showPage(2);
        AppTheme::instance()->setTheme(AppTheme::Kind::Dark);
        const QString path = dir_.filePath("lesson.atlas");
        QVERIFY(window_->sessions()->saveFile(path));

        // Everything changes…
        const auto builtin = window_->inputPanel()->picker()->builtins().at(3);
        window_->chooseModel(builtin);
        window_->inputPanel()->setText("The house is small.");
        QVERIFY(shows(window_.get(), "The house is small.", builtin.name));
        window_->viewToolBar()->setSelection(ViewSelection{});
        window_->showPage(0);
        AppTheme::instance()->setTheme(AppTheme::Kind::Light);
        QVERIFY(selection() == ViewSelection{});

        // …and comes back with the session, the layer and head once the model has loaded.
        QVERIFY(window_->sessions()->openFile(path));
        QVERIFY(shows(window_.get(), "The small dog sees the house.", "gqa.safetensors"));
        QTRY_VERIFY(selection() == lesson);
        QCOMPARE(window_->pages()->currentIndex(), 2);
        QCOMPARE(AppTheme::instance()->theme(), AppTheme::Kind::Dark);
        QCOMPARE(window_->inputPanel()->picker()->current().path, gqaPath_);
        QCOMPARE(window_->sessions()->capture(), Session::load(path));
    }

    void oldFileOpensOnItsPage() {
        // A file of the first version, which named the page by its class ("approx").
        const QString path = dir_.filePath("old.atlas");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "attention-atlas-session", "version": 1,
                       "model": {"builtin": "default"}, "text": "The house is small.",
                       "page": "approx", "stack": "encoder-self", "layer": 0, "head": 1,
                       "colormap": "viridis", "scale": "linear", "theme": "system"})");
        file.close();
        window_->showPage(0);
        QVERIFY(window_->sessions()->openFile(path));
        QCOMPARE(window_->page(window_->pages()->currentIndex())->id(), QString("approximations"));
        QCOMPARE(window_->sessions()->capture().page, QString("approximations"));
        window_->showPage(1);
    }

    void missingModelAsksAndChangesNothing() {
        Session gone = window_->sessions()->capture();
        gone.modelFile = dir_.filePath("moved-away.safetensors");
        gone.text = "The woman reads the book.";
        const QString path = dir_.filePath("gone.atlas");
        gone.save(path);
        const QString textBefore = window_->inputPanel()->text();

        QVERIFY(window_->sessions()->openFile(path));
        QMessageBox* box = window_->sessions()->missingModelDialog();
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        QVERIFY2(box->text().contains(gone.modelFile), qPrintable(box->text()));
        QVERIFY(box->findChild<QPushButton*>("chooseModel"));
        QCOMPARE(window_->inputPanel()->text(), textBefore);  // nothing changed yet

        // Cancel: nothing changes at all.
        box->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!window_->sessions()->missingModelDialog());
        QCOMPARE(window_->inputPanel()->text(), textBefore);

        // The built-in model instead: the rest of the session is shown.
        QVERIFY(window_->sessions()->openFile(path));
        box = window_->sessions()->missingModelDialog();
        QVERIFY(box);
        box->findChild<QPushButton*>("useBuiltin")->click();
        const QString builtin = window_->inputPanel()->picker()->builtins().first().name;
        QVERIFY(shows(window_.get(), gone.text, builtin));
        QTRY_VERIFY(selection() == gone.selection);
    }

    void brokenSessionSaysWhyAndChangesNothing() {
        const QString path = dir_.filePath("broken.atlas");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "attention-atlas-session", "version": 1, "stack": "sideways"})");
        f.close();
        const Session before = window_->sessions()->capture();
        QVERIFY(!window_->sessions()->openFile(path));
        auto* box = window_->findChild<QMessageBox*>("sessionError");
        QVERIFY(box);
        QVERIFY2(box->text().contains("stack"), qPrintable(box->text()));
        box->close();
        QCOMPARE(window_->sessions()->capture(), before);
    }

    void windowReopensWhereItWasLeft() {
        window_->openModelFile(gqaPath_);
        window_->inputPanel()->setText("The dog is here.");
        QVERIFY(shows(window_.get(), "The dog is here.", "gqa.safetensors"));
        ViewSelection s;
        s.stack = Stack::DecoderSelf;
        s.layer = 1;
        s.head = -1;
        s.colormap = Colormap::Name::Cividis;
        window_->viewToolBar()->setSelection(s);
        window_->close();
        window_.reset();

        window_ = makeWindow();
        QVERIFY(shows(window_.get(), "The dog is here.", "gqa.safetensors"));
        QTRY_VERIFY(selection() == s);
    }
};

QTEST_MAIN(TestSessionWindow)
#include "tst_sessionwindow.moc"
