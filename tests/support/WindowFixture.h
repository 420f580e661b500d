#pragma once
// The main window as the window tests open it, offscreen: settings in a folder of the test's own
// (never the user's), the default configuration's MHA weights saved as a user's file and read as
// the built-in model, the window shown, active and settled on a sentence.

#include <QCoreApplication>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "DefaultModel.h"
#include "InputPanel.h"
#include "MainWindow.h"
#include "Model.h"
#include "TemporarySettings.h"

namespace atlas::test {

// Waits until the worker has delivered the snapshot of the editor's current text.
inline bool settled(const MainWindow& window, int timeoutMs = 20000) {
    const QString text = window.inputPanel()->editor()->toPlainText();
    return QTest::qWaitFor(
        [&] {
            const auto s = window.snapshot();
            return s && s->sourceText == text && !window.worker()->isBusy();
        },
        timeoutMs);
}

class WindowFixture {
public:
    // Names the application and keeps its settings in a temporary folder: make the fixture
    // before the first QSettings is used (a member of the test object is).
    explicit WindowFixture(const char* testName) {
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionAtlasTest"));
        QCoreApplication::setApplicationName(QString::fromLatin1(testName));
    }

    // The window on the MHA model, 1400 × 900, shown, active and settled on `text`; null when
    // it did not get there.
    std::unique_ptr<MainWindow> open(const QString& text) {
        if (!dir_.isValid()) return nullptr;
        mhaPath_ = dir_.filePath(QStringLiteral("mha.safetensors"));
        const Checkpoint mha = makeDefaultModel(AttentionKind::MHA);
        mha.save(mhaPath_.toStdString());
        mha_ = std::make_shared<const Model>(mha);
        WindowOptions options;
        options.builtinModel = [path = mhaPath_] { return Checkpoint::load(path.toStdString()); };
        options.text = text;
        auto window = std::make_unique<MainWindow>(std::move(options));
        window->resize(1400, 900);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get())) return nullptr;
        window->activateWindow();
        if (!QTest::qWaitForWindowActive(window.get()) || !settled(*window)) return nullptr;
        return window;
    }

    // A random-weight model of `kind` saved in the fixture's folder, as a user's file.
    QString saveModel(AttentionKind kind, const QString& fileName) {
        const QString path = filePath(fileName);
        makeDefaultModel(kind).save(path.toStdString());
        return path;
    }
    QString filePath(const QString& fileName) const { return dir_.filePath(fileName); }
    // The built-in model's file and the same weights, for reference computations.
    QString mhaPath() const { return mhaPath_; }
    std::shared_ptr<const Model> mha() const { return mha_; }

private:
    TemporarySettings settings_;
    QTemporaryDir dir_;
    QString mhaPath_;
    std::shared_ptr<const Model> mha_;
};

}  // namespace atlas::test
