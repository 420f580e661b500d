#pragma once
// Runs a batch export off the GUI thread behind a cancellable progress dialog: the window stays
// responsive, Cancel stops after the file being written (every file is whole or absent), and
// the outcome is reported in one line.

#include <QFuture>
#include <QObject>
#include <QPointer>
#include <atomic>
#include <memory>

#include "BatchExport.h"

class QProgressDialog;
class QWidget;

namespace atlas {

class BatchExporter : public QObject {
    Q_OBJECT

public:
    explicit BatchExporter(QWidget* window);
    ~BatchExporter() override;

    bool isRunning() const { return running_; }
    // Ignored while a batch runs.
    void start(std::shared_ptr<const views::Snapshot> snapshot, const views::BatchRequest& request);
    void cancel();

signals:
    // "27 files written to …", "Cancelled after 5 of 27 files", or why it failed.
    void finished(const QString& message, bool ok);

private:
    struct Outcome {
        views::BatchResult result;
        int total = 0;  // files the plan writes
        QString error;
    };

    QWidget* window_;
    QPointer<QProgressDialog> progress_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    bool running_ = false;
    QFuture<Outcome> future_;
};

}  // namespace atlas
