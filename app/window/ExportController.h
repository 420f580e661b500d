#pragma once
// The window's export actions: File ▸ Export… (Ctrl+E) the current page's figure, Copy image
// (Ctrl+Shift+C) to the clipboard, and Export all heads… of the current stack (or of all three)
// into a folder in the background.

#include <QObject>
#include <functional>
#include <memory>

#include "Snapshot.h"
#include "ViewSelection.h"

class QAction;
class QWidget;

namespace atlas {

class BatchExporter;
class Page;

class ExportController : public QObject {
    Q_OBJECT

public:
    struct Sources {
        std::function<Page*()> page;  // the page on screen
        std::function<std::shared_ptr<const views::Snapshot>()> snapshot;
        std::function<ViewSelection()> selection;
    };
    ExportController(QWidget* window, Sources sources);

    QAction* exportAction() const { return export_; }
    QAction* copyAction() const { return copy_; }
    QAction* allHeadsAction() const { return allHeads_; }
    QList<QAction*> actions() const { return {export_, copy_, allHeads_}; }

signals:
    // A line for the status bar: what was written, or why not.
    void message(const QString& text);

protected:
    bool event(QEvent* event) override;  // LanguageChange: retranslate()

private:
    void retranslate();
    void exportFigure();
    void copyImage();
    void exportAllHeads();

    QWidget* window_;
    Sources sources_;
    QAction* export_;
    QAction* copy_;
    QAction* allHeads_;
    BatchExporter* batch_;
};

}  // namespace atlas
