#include "MainWindow.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QChartView>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileInfo>
#include <QGraphicsOpacityEffect>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "AboutDialog.h"
#include "AppTheme.h"
#include "AttentionLabels.h"
#include "ChartTitleTips.h"
#include "ExportController.h"
#include "Glossary.h"
#include "InputPanel.h"
#include "Language.h"
#include "Page.h"
#include "PageBar.h"
#include "PageList.h"
#include "PresentationMode.h"
#include "SessionController.h"
#include "ShortcutsDialog.h"
#include "UiZoom.h"
#include "UserGuide.h"
#include "ViewState.h"
#include "ViewToolBar.h"

namespace atlas {

namespace {

const char* const kGeometryKey = "window/geometry";
const char* const kSplitterKey = "window/splitter";
const char* const kStateKey = "window/state";

}  // namespace

MainWindow::MainWindow(WindowOptions options, QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Attention Atlas"));
    setAcceptDrops(true);
    worker_ = new views::ModelWorker(this);
    context_ = new views::ModelContext(this);
    context_->follow(worker_);
    viewState_ = new ViewState(*context_, this);

    panel_ = new InputPanel(options.builtinModel, this);
    toolBar_ = new ViewToolBar(*viewState_, *context_, this);
    addToolBar(Qt::TopToolBarArea, toolBar_);
    buildPages();
    buildCentre();
    buildDimming();
    buildExplanation();
    buildTeaching();
    buildControllers();
    buildMenus();
    buildStatusBar();
    connectInput();
    connectWorker();
    restoreWindow(options);
}

MainWindow::~MainWindow() {
    // The worker is a child, destroyed after this window has stopped being one: what it
    // reports while stopping (loading ended, busy ended) must not reach the window's handlers.
    worker_->blockSignals(true);
    // The pages hold the context, the view state and the steps: they go before them.
    delete pages_;
}

Page* MainWindow::page(int index) const {
    return pageList_.value(index);
}

QList<QKeySequence> MainWindow::pageKeys(int index) {
    if (index < 0 || index > 9) return {};
    const int digit = Qt::Key_0 + (index + 1) % 10;
    return {QKeySequence(digit), QKeySequence(Qt::ALT | digit)};
}

QString MainWindow::pageToolTip(int index) const {
    const QList<QKeySequence> keys = pageKeys(index);
    if (keys.isEmpty()) return pageList_[index]->title();
    return tr("%1 (key %2, or %3 while typing)")
        .arg(pageList_[index]->title(), keys[0].toString(QKeySequence::NativeText),
             keys[1].toString(QKeySequence::NativeText));
}

void MainWindow::buildPages() {
    steps_ = new views::DecodingSteps(this);
    const PageContext context{*context_, *viewState_, *steps_,
                              [this](const QString& path, const QString& text) {
                                  panel_->setText(text);  // the sentence the model was trained on
                                  openModelFile(path);
                                  showPage(QStringLiteral("attention"));
                              },
                              [this](const QString& word) { panel_->insertWord(word); }};
    pages_ = new QTabWidget(this);
    pages_->setDocumentMode(true);
    pageList_ = createPages(context, pages_);
    for (int i = 0; i < pageList_.size(); ++i) {
        // A page wider or taller than the room a small screen leaves (1366 × 768, a 1280 × 720
        // projector) scrolls, rather than making the window larger than the screen.
        auto* scroll = new QScrollArea(pages_);
        scroll->setWidget(pageList_[i]);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        pages_->addTab(scroll, pageList_[i]->title());
        pages_->setTabToolTip(i, pageToolTip(i));
    }
    // A title, axis title or legend entry cut short with "…" (a narrow chart, presentation
    // type) shows in full as its tooltip.
    for (QChartView* view : pages_->findChildren<QChartView*>()) {
        if (view->chart()) view->chart()->legend()->setShowToolTips(true);
        views::ChartTitleTips::install(view);
    }
}

void MainWindow::buildCentre() {
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName("mainSplitter");
    splitter->addWidget(panel_);
    // The page buttons above the pages: all ten in view at any width (they wrap).
    auto* centre = new QWidget(this);
    auto* column = new QVBoxLayout(centre);
    column->setContentsMargins(0, 2, 0, 0);
    column->setSpacing(2);
    pageBar_ = new PageBar(pages_, centre);
    column->addWidget(pageBar_);
    column->addWidget(pages_, 1);
    splitter->addWidget(centre);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    const int em = fontMetrics().height();
    panel_->setMinimumWidth(em * 16);
    splitter->setSizes({em * 17, em * 70});  // the pages get the room: most hold several maps
    setCentralWidget(splitter);
}

void MainWindow::buildDimming() {
    for (QWidget* w : {static_cast<QWidget*>(pages_), panel_->results()}) {
        auto* dim = new QGraphicsOpacityEffect(w);
        dim->setOpacity(0.45);
        dim->setEnabled(false);
        w->setGraphicsEffect(dim);
        dimmers_.append(dim);
    }
    dimDelay_.setSingleShot(true);
    dimDelay_.setInterval(120);
    connect(&dimDelay_, &QTimer::timeout, this, [this] {
        for (auto* dim : dimmers_) dim->setEnabled(worker_->isBusy());
    });
}

void MainWindow::buildControllers() {
    sessions_ = new SessionController(this);
    zoom_ = new UiZoom(this);
    exports_ = new ExportController(
        this, {[this] { return page(pages_->currentIndex()); }, [this] { return snapshot(); },
               [this] { return viewState_->selection(); }});
    toolBar_->addAction(exports_->exportAction());
    connect(exports_, &ExportController::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
}

void MainWindow::connectInput() {
    // Every keystroke to the worker, whose debounce is the only one: the context hears the
    // settled text and the snapshots, and the pages hear the context.
    connect(panel_, &InputPanel::textChanged, worker_, &views::ModelWorker::setText);
    connect(panel_->picker(), &ModelPicker::chosen, this, &MainWindow::choose);
    connect(panel_, &InputPanel::tokenHovered, viewState_, &ViewState::setTokenFocus);
    panel_->editor()->viewport()->installEventFilter(this);
    for (Page* page : pageList_)
        connect(page, &Page::tokensHovered, panel_, &InputPanel::highlightTokens);
}

void MainWindow::connectWorker() {
    connect(context_, &views::ModelContext::snapshotChanged, this, &MainWindow::onSnapshot);
    connect(worker_, &views::ModelWorker::busyChanged, this, &MainWindow::onBusy);
    connect(worker_, &views::ModelWorker::pictureStale, this, &MainWindow::onStale);
    connect(worker_, &views::ModelWorker::computeFailed, this, [this](const QString& message) {
        statusBar()->showMessage(tr("The model failed on this text: %1").arg(message), 10000);
    });
    connect(worker_, &views::ModelWorker::loadingChanged, this, [this](bool loading) {
        if (loading && loading_)
            statusBar()->showMessage(tr("Loading %1…").arg(loading_->name));
        else
            statusBar()->clearMessage();
        onBusy(worker_->isBusy() || loading);
    });
    connect(worker_, &views::ModelWorker::modelLoaded, this, [this] {
        if (loading_) panel_->picker()->setCurrent(*loading_);
        loading_.reset();
    });
    connect(worker_, &views::ModelWorker::modelLoadFailed, this, &MainWindow::onLoadFailed);
}

void MainWindow::restoreWindow(const WindowOptions& options) {
    QSettings settings;
    if (!restoreGeometry(settings.value(kGeometryKey).toByteArray())) {
        const QSize screen = QApplication::primaryScreen()->availableSize();
        const int em = fontMetrics().height();
        resize(std::min(screen.width() * 23 / 25, em * 120),
               std::min(screen.height() * 23 / 25, em * 75));
    }
    if (auto* splitter = qobject_cast<QSplitter*>(centralWidget()))
        splitter->restoreState(settings.value(kSplitterKey).toByteArray());
    restoreState(settings.value(kStateKey).toByteArray());

    // Where the window was left (the last session: model, text, colours, theme), unless the
    // command line says otherwise; a model file moved away since gives the built-in model.
    Session start = SessionController::last();
    if (start.text.isEmpty()) start.text = tr("The young woman sees the small dog.");
    if (!start.missingModelFile().isEmpty()) start.modelFile.clear();
    if (options.text) start.text = *options.text;
    if (options.modelFile) start.modelFile = QFileInfo(*options.modelFile).absoluteFilePath();
    sessions_->restore(start);
    showPage(options.page);
}

void MainWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open =
        file->addAction(tr("&Open checkpoint…"), panel_->picker(), &ModelPicker::openFile);
    open->setShortcut(QKeySequence::Open);
    file->addAction(tr("Open a model &folder…"), panel_->picker(), &ModelPicker::openFolder);
    file->addSeparator();
    QAction* openSession =
        file->addAction(tr("Open &session…"), sessions_, &SessionController::open);
    openSession->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    QAction* saveSession =
        file->addAction(tr("&Save session…"), sessions_, &SessionController::save);
    saveSession->setShortcut(QKeySequence::Save);
    file->addSeparator();
    file->addActions(exports_->actions());
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    // Some platforms have no standard Quit key; Ctrl+Q is what people try.
    quit->setShortcuts(QKeySequence::keyBindings(QKeySequence::Quit).isEmpty()
                           ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Q)}
                           : QKeySequence::keyBindings(QKeySequence::Quit));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (int i = 0; i < pageList_.size(); ++i) {
        QAction* show = view->addAction(pageList_[i]->title(), this, [this, i] { showPage(i); });
        // A plain digit while no text field has the focus; Alt+digit always, the sentence
        // field included (it takes plain digits as text, and Ctrl+0 resets the zoom). The
        // tenth page takes 0, the key after 9 on the keyboard's row.
        show->setShortcuts(pageKeys(i));
    }
    view->addSeparator();
    QMenu* navigate = view->addMenu(tr("&Layers and heads"));
    navigate->addActions(toolBar_->navigationActions());
    QAction* explain = explanationDock_->toggleViewAction();
    explain->setShortcut(QKeySequence(Qt::Key_F2));
    view->addAction(explain);
    view->addSeparator();
    QMenu* themes = view->addMenu(tr("&Theme"));
    auto* themeGroup = new QActionGroup(themes);
    for (auto kind : {AppTheme::Kind::System, AppTheme::Kind::Light, AppTheme::Kind::Dark,
                      AppTheme::Kind::HighContrast}) {
        QAction* a = themes->addAction(AppTheme::displayName(kind), this,
                                       [kind] { AppTheme::instance()->setTheme(kind); });
        a->setCheckable(true);
        a->setChecked(AppTheme::instance()->theme() == kind);
        a->setData(AppTheme::id(kind));
        themeGroup->addAction(a);
    }
    connect(AppTheme::instance(), &AppTheme::themeChanged, themes, [themes](AppTheme::Kind kind) {
        for (QAction* a : themes->actions()) a->setChecked(a->data() == AppTheme::id(kind));
    });
    view->addAction(presentation_->action());
    QMenu* stepping = view->addMenu(tr("Step through &decoding"));
    stepping->addActions(steps_->actions());
    view->addSeparator();
    QAction* focusText = view->addAction(tr("Edit the sentence"), this, [this] {
        panel_->editor()->setFocus();
        panel_->editor()->selectAll();
    });
    focusText->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    buildLanguageMenu(view);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    // F1 is the guide's, as in most desktop programs; Ctrl+F1 lists the keys.
    help->addAction(tr("&User guide"), QKeySequence::HelpContents, this,
                    [this] { UserGuide::open(this); });
    help->addAction(tr("&Keyboard shortcuts"), QKeySequence(Qt::CTRL | Qt::Key_F1), this, [this] {
        ShortcutsDialog dialog(menuBar(), this);
        dialog.exec();
    });
    QAction* about = help->addAction(tr("&About Attention Atlas"), this, [this] {
        auto* dialog = new AboutDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::buildLanguageMenu(QMenu* view) {
    view->addSeparator();
    zoom_->retranslate();
    view->addActions({zoom_->zoomIn(), zoom_->zoomOut(), zoom_->reset()});
    QMenu* languages = view->addMenu(tr("&Language"));
    auto* group = new QActionGroup(languages);
    for (const QString& code : QStringList{QString()} + Language::available()) {
        // Each language in its own words; "System" in the current one.
        QAction* a = languages->addAction(
            code.isEmpty() ? tr("System (%1)").arg(Language::nativeName(Language::system()))
                           : Language::nativeName(code));
        a->setCheckable(true);
        a->setChecked(Language::saved() == code);
        a->setData(code);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [code] {
            Language::save(code);
            Language::apply(code);
        });
        if (code.isEmpty()) languages->addSeparator();
    }
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate() {
    setWindowTitle(tr("Attention Atlas"));
    for (int i = 0; i < pageList_.size(); ++i) {
        pages_->setTabText(i, pageList_[i]->title());
        pages_->setTabToolTip(i, pageToolTip(i));
    }
    pageBar_->sync();
    explanationDock_->setWindowTitle(tr("What am I looking at?"));
    if (Page* p = page(pages_->currentIndex()))
        explanation_->setHtml(views::Glossary::withDefinitions(p->explanation()));
    showBusyText();
    timeLabel_->setToolTip(tr("The last forward pass: greedy translation and every map"));
    if (const auto shown = snapshot()) {
        // Once the picker (told after this window) has the model's name in the new language.
        QTimer::singleShot(0, this, [this] { showModelSummary(context_->summary()); });
        showTime(*shown);
    }
    // The menus are built again in the new language; the old ones go once their event is done
    // (this may run from one of their actions).
    for (QMenu* menu : menuBar()->findChildren<QMenu*>(Qt::FindDirectChildrenOnly))
        menu->deleteLater();
    menuBar()->clear();
    buildMenus();
}

void MainWindow::buildExplanation() {
    explanation_ = new QTextBrowser(this);
    explanation_->setObjectName("explanation");
    explanation_->setFrameShape(QFrame::NoFrame);
    explanation_->setOpenExternalLinks(true);
    explanationDock_ = new QDockWidget(tr("What am I looking at?"), this);
    explanationDock_->setObjectName("explanationDock");
    explanationDock_->setWidget(explanation_);
    explanationDock_->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    addDockWidget(Qt::RightDockWidgetArea, explanationDock_);
    const int em = fontMetrics().height();
    explanationDock_->setMinimumWidth(em * 12);
    resizeDocks({explanationDock_}, {em * 16}, Qt::Horizontal);
    const auto explain = [this](int index) {
        if (Page* p = page(index))
            explanation_->setHtml(views::Glossary::withDefinitions(p->explanation()));
    };
    connect(pages_, &QTabWidget::currentChanged, this, explain);
    for (Page* page : pageList_)
        connect(page, &Page::explanationChanged, this, [this, page, explain] {
            if (pageList_.indexOf(page) == pages_->currentIndex()) explain(pages_->currentIndex());
        });
    explain(pages_->currentIndex());
}

void MainWindow::buildTeaching() {
    presentation_ = new PresentationMode(this);
    for (Page* page : pageList_)
        connect(presentation_, &PresentationMode::activeChanged, page, &Page::setPresentation);
    toolBar_->addSeparator();
    toolBar_->addAction(presentation_->action());
    // A token pointed at in any map is the focus of every view, as a chip in the strips is;
    // when the pointer leaves, the clicked chip (if any) is the focus again.
    // The toolbar names the stack the page on show draws (Page::drawnStacks).
    const auto drawn = [this] {
        if (Page* p = page(pages_->currentIndex())) toolBar_->setPageStacks(p->drawnStacks());
    };
    connect(pages_, &QTabWidget::currentChanged, this, drawn);
    for (Page* page : pageList_)
        connect(page, &Page::drawnStacksChanged, this, [this, page, drawn] {
            if (pageList_.indexOf(page) == pages_->currentIndex()) drawn();
        });
    drawn();
    for (Page* page : pageList_)
        connect(page, &Page::tokensHovered, this, [this](int source, int target) {
            using Side = TokenFocus::Side;
            viewState_->setTokenFocus(target >= 0   ? TokenFocus{Side::Target, target}
                                      : source >= 0 ? TokenFocus{Side::Source, source}
                                                    : panel_->pinned());
        });
}

void MainWindow::buildStatusBar() {
    busyBar_ = new QProgressBar(this);
    busyBar_->setObjectName("busyIndicator");
    busyBar_->setRange(0, 0);  // indeterminate: a model pass has no progress to report
    busyBar_->setMaximumWidth(fontMetrics().height() * 5);
    busyBar_->setMaximumHeight(fontMetrics().height());
    busyBar_->setTextVisible(false);
    busyBar_->setVisible(false);
    busyLabel_ = new QLabel(tr("Computing…"), this);
    busyLabel_->setObjectName("busyLabel");
    busyLabel_->setVisible(false);
    modelLabel_ = new QLabel(this);
    modelLabel_->setObjectName("modelSummary");
    modelLabel_->setContentsMargins(8, 0, 8, 0);
    timeLabel_ = new QLabel(this);
    timeLabel_->setObjectName("forwardTime");
    timeLabel_->setContentsMargins(8, 0, 8, 0);
    timeLabel_->setToolTip(tr("The last forward pass: greedy translation and every map"));
    statusBar()->addPermanentWidget(busyLabel_);
    statusBar()->addPermanentWidget(busyBar_);
    statusBar()->addPermanentWidget(modelLabel_);
    statusBar()->addPermanentWidget(timeLabel_);
}

void MainWindow::showPage(int index) {
    if (index >= 0 && index < pages_->count()) pages_->setCurrentIndex(index);
}

void MainWindow::showPage(const QString& id) {
    for (int i = 0; i < pageList_.size(); ++i)
        if (pageList_[i]->id() == id) showPage(i);
}

void MainWindow::openModelFile(const QString& path) {
    choose(ModelPicker::fileChoice(path));
}

void MainWindow::choose(const ModelPicker::Choice& choice) {
    loading_ = choice;
    context_->loadModel(choice.name, choice.read);
}

void MainWindow::onLoadFailed(const QString& name, const QString& message) {
    loading_.reset();
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Cannot open the model"),
                                tr("“%1” could not be loaded.").arg(name), QMessageBox::Ok, this);
    box->setObjectName("loadError");
    box->setInformativeText(
        worker_->model()
            ? tr("%1\n\nThe model in use stays “%2”.").arg(message, worker_->modelName())
            : message);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();  // window-modal, not a nested event loop
}

void MainWindow::onSnapshot(const std::shared_ptr<const views::Snapshot>& snapshot) {
    panel_->setSnapshot(snapshot);
    steps_->setSource(context_->model(), snapshot);
    showModelSummary(snapshot->model);
    showTime(*snapshot);
    sessions_->rememberLast();
    continuing_ = snapshot->continuing;
    if (continuing_) {  // the pictures are the text's own: not dimmed while it goes on
        dimDelay_.stop();
        for (auto* dim : dimmers_) dim->setEnabled(false);
    }
    showBusyText();
}

void MainWindow::showBusyText() {
    busyLabel_->setText(continuing_ ? tr("Continuing the text…") : tr("Computing…"));
}

void MainWindow::showTime(const views::Snapshot& snapshot) {
    timeLabel_->setText(snapshot.continuing
                            ? tr("prompt pass %1 ms").arg(snapshot.milliseconds, 0, 'f', 1)
                            : tr("forward pass %1 ms").arg(snapshot.milliseconds, 0, 'f', 1));
}

void MainWindow::onBusy(bool busy) {
    busyBar_->setVisible(busy);
    busyLabel_->setVisible(busy);
    if (busy) {
        onStale();
    } else {
        dimDelay_.stop();
        for (auto* dim : dimmers_) dim->setEnabled(false);
    }
}

void MainWindow::onStale() {
    continuing_ = false;
    showBusyText();
    if (!dimDelay_.isActive()) dimDelay_.start();
}

void MainWindow::showModelSummary(const views::ModelSummary& m) {
    // The picker's name for the model in use follows the language; the snapshot's does not.
    const QString name = panel_->picker()->currentName();
    QStringList parts{name.isEmpty() ? m.name : name, m.attention.toUpper(),
                      tr("%1 + %2 layers").arg(m.layersEncoder).arg(m.layersDecoder)};
    if (views::AttentionLabels::sharesKeyValues(m))
        parts << tr("%1 heads (%2 K/V)").arg(m.heads).arg(m.kvHeads);
    else
        parts << tr("%1 heads").arg(m.heads);
    parts << tr("d %1").arg(m.dModel);
    if (views::AttentionLabels::isLatent(m)) parts << views::AttentionLabels::latentCaption(m);
    parts << tr("%1 parameters").arg(QLocale().toString(m.parameters));
    modelLabel_->setText(parts.join(QStringLiteral("  ·  ")));
}

QString MainWindow::droppedCheckpoint(const QMimeData* mime) {
    // A checkpoint file, a Hub folder or its config.json (SPEC §5); openCheckpoint says whether
    // it is a model.
    if (!mime || !mime->hasUrls()) return {};
    for (const QUrl& url : mime->urls())
        if (url.isLocalFile() && QFileInfo::exists(url.toLocalFile())) return url.toLocalFile();
    return {};
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!droppedCheckpoint(event->mimeData()).isEmpty()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = droppedCheckpoint(event->mimeData());
    if (path.isEmpty()) return;
    event->acceptProposedAction();
    openModelFile(path);
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    // The text field would paste a dropped file's path; a file dropped there is a model too.
    const auto type = event->type();
    if (type == QEvent::DragEnter || type == QEvent::DragMove || type == QEvent::Drop) {
        auto* drop = static_cast<QDropEvent*>(event);
        if (!droppedCheckpoint(drop->mimeData()).isEmpty()) {
            drop->acceptProposedAction();
            if (type == QEvent::Drop) openModelFile(droppedCheckpoint(drop->mimeData()));
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    if (auto* splitter = qobject_cast<QSplitter*>(centralWidget()))
        settings.setValue(kSplitterKey, splitter->saveState());
    settings.setValue(kStateKey, saveState());  // toolbars and docks
    sessions_->rememberLast();
    worker_->cancel();
    event->accept();
}

}  // namespace atlas
