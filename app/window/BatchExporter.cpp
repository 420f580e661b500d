#include "BatchExporter.h"

#include <QDir>
#include <QFutureWatcher>
#include <QProgressDialog>
#include <QtConcurrent/QtConcurrentRun>

namespace atlas {

BatchExporter::BatchExporter(QWidget* window) : QObject(window), window_(window) {}

BatchExporter::~BatchExporter() {
    // The worker reports to this object: it must have stopped before this goes.
    cancel();
    future_.waitForFinished();
}

void BatchExporter::cancel() {
    if (cancel_) *cancel_ = true;
}

void BatchExporter::start(std::shared_ptr<const views::Snapshot> snapshot,
                          const views::BatchRequest& request) {
    if (running_ || !snapshot) return;
    running_ = true;
    const int total = int(views::BatchExport::plan(*snapshot, request).size());
    // The messages count files on disk: an .npy map is three (values and labels).
    const int files = total * views::BatchExport::filesPerItem(request.format);
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    progress_ =
        new QProgressDialog(tr("Exporting %1 files…").arg(files), tr("Cancel"), 0, total, window_);
    progress_->setWindowTitle(tr("Export all heads"));
    progress_->setWindowModality(Qt::WindowModal);
    progress_->setMinimumDuration(300);
    progress_->setAttribute(Qt::WA_DeleteOnClose);
    progress_->setValue(0);
    connect(progress_, &QProgressDialog::canceled, this, &BatchExporter::cancel);

    const auto cancel = cancel_;
    auto* watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher, request] {
        const Outcome o = watcher->result();
        watcher->deleteLater();
        running_ = false;
        if (progress_) progress_->close();
        const QString folder = QDir::toNativeSeparators(request.directory);
        if (!o.error.isEmpty())
            emit finished(
                tr("Export stopped: %1 (%2 files written before)").arg(o.error).arg(o.result.files),
                false);
        else if (o.result.cancelled)
            emit finished(tr("Export cancelled after %1 of %2 files in %3")
                              .arg(o.result.files)
                              .arg(o.total)
                              .arg(folder),
                          true);
        else
            emit finished(tr("%1 files written to %2").arg(o.result.files).arg(folder), true);
    });
    future_ = QtConcurrent::run([this, snapshot, request, cancel, files] {
        Outcome o;
        o.total = files;
        try {
            o.result = views::BatchExport::run(
                *snapshot, request,
                [this](int done, int) {
                    // Queued to the GUI thread, where the dialog may have gone meanwhile.
                    QMetaObject::invokeMethod(
                        this,
                        [this, done] {
                            if (progress_) progress_->setValue(done);
                        },
                        Qt::QueuedConnection);
                },
                cancel.get());
        } catch (const std::exception& e) {
            o.error = QString::fromStdString(e.what());
        }
        return o;
    });
    watcher->setFuture(future_);
}

}  // namespace atlas
