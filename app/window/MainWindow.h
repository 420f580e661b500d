#pragma once
// The window: the input panel on the left, the pages in the centre (PageList), the model context
// and the toolbar's view state that the pages subscribe to, and the model worker that keeps the
// GUI thread free. A keystroke: panel → worker (the one debounce) → snapshot → context → pages.

#include <QKeySequence>
#include <QMainWindow>
#include <QTimer>
#include <memory>
#include <optional>

#include "DecodingSteps.h"
#include "ModelContext.h"
#include "ModelPicker.h"
#include "ModelWorker.h"
#include "PageContext.h"
#include "Snapshot.h"
#include "ViewSelection.h"

class QGraphicsOpacityEffect;
class QLabel;
class QMimeData;
class QProgressBar;
class QDockWidget;
class QMenu;
class QTabWidget;
class QTextBrowser;

namespace atlas {

class InputPanel;
class Page;
class PageBar;
class PresentationMode;
class SessionController;
class ExportController;
class UiZoom;
class ViewState;
class ViewToolBar;

struct WindowOptions {
    views::CheckpointSource builtinModel;  // empty: this build has none
    std::optional<QString> modelFile;      // instead of the built-in model
    std::optional<QString> text;           // instead of the last one typed
    int page = 1;  // shown first, by its place in PageList (0: Tokens & embeddings)
};

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(WindowOptions options, QWidget* parent = nullptr);
    ~MainWindow() override;

    // For tests and for scripts that take screenshots.
    InputPanel* inputPanel() const { return panel_; }
    ViewToolBar* viewToolBar() const { return toolBar_; }
    QTabWidget* pages() const { return pages_; }  // its own tab bar hidden: pageBar()
    PageBar* pageBar() const { return pageBar_; }
    Page* page(int index) const;
    // The keys of the page at `index` (0-based): its digit (1–9, then 0) and Alt+digit.
    static QList<QKeySequence> pageKeys(int index);
    views::ModelWorker* worker() const { return worker_; }
    views::ModelContext* modelContext() const { return context_; }
    ViewState* viewState() const { return viewState_; }
    SessionController* sessions() const { return sessions_; }
    PresentationMode* presentation() const { return presentation_; }
    views::DecodingSteps* decodingSteps() const { return steps_; }
    std::shared_ptr<const views::Snapshot> snapshot() const { return context_->snapshot(); }

public slots:
    // Loads a checkpoint file (off the GUI thread); on failure an error dialog says why and the
    // current model stays.
    void openModelFile(const QString& path);
    // Loads a model the picker offers (off the GUI thread), as if chosen there.
    void chooseModel(const atlas::ModelPicker::Choice& choice) { choose(choice); }
    void showPage(int index);
    void showPage(const QString& id);  // a Page::id(); an unknown one changes nothing

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;  // LanguageChange: retranslate()

private:
    void buildMenus();  // runs again on a language change: put actions in menus, not on the window
    void buildLanguageMenu(QMenu* view);  // zoom and language
    void retranslate();
    QString pageToolTip(int index) const;
    void buildPages();
    void buildCentre();
    void buildDimming();  // the old picture dimmed while the new one is computed
    void buildControllers();
    void connectInput();
    void connectWorker();
    void restoreWindow(const WindowOptions& options);
    void buildStatusBar();
    void buildExplanation();
    void buildTeaching();  // presentation mode, themes, step-through decoding
    void choose(const ModelPicker::Choice& choice);
    void onSnapshot(const std::shared_ptr<const views::Snapshot>& snapshot);
    void onBusy(bool busy);
    void onStale();
    void showTime(const views::Snapshot& snapshot);
    void showBusyText();
    void onLoadFailed(const QString& name, const QString& message);
    void showModelSummary(const views::ModelSummary& model);
    static QString droppedCheckpoint(const QMimeData* mime);

    views::ModelWorker* worker_ = nullptr;
    views::ModelContext* context_ = nullptr;
    ViewState* viewState_ = nullptr;
    InputPanel* panel_ = nullptr;
    ViewToolBar* toolBar_ = nullptr;
    SessionController* sessions_ = nullptr;
    ExportController* exports_ = nullptr;  // File ▸ Export…, Copy image, Export all heads…
    UiZoom* zoom_ = nullptr;
    QTabWidget* pages_ = nullptr;
    PageBar* pageBar_ = nullptr;
    QList<Page*> pageList_;
    QDockWidget* explanationDock_ = nullptr;
    QTextBrowser* explanation_ = nullptr;
    PresentationMode* presentation_ = nullptr;
    views::DecodingSteps* steps_ = nullptr;
    QLabel* modelLabel_ = nullptr;
    QLabel* timeLabel_ = nullptr;
    QLabel* busyLabel_ = nullptr;
    QProgressBar* busyBar_ = nullptr;
    // The old picture stays, dimmed, until the new one arrives; quick answers do not flicker.
    QTimer dimDelay_;
    bool continuing_ = false;  // the snapshot shown is a prompt whose continuation is coming
    QList<QGraphicsOpacityEffect*> dimmers_;
    std::optional<ModelPicker::Choice> loading_;  // the choice being loaded
};

}  // namespace atlas
