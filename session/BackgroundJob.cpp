#include "BackgroundJob.h"

#include <QFutureWatcher>
#include <QtConcurrent>
#include <exception>

namespace atlas::views {

namespace {

// What the work hands back to the GUI thread: its delivery, or why it failed.
struct Outcome {
    std::function<void()> deliver;
    QString error;
};

}  // namespace

BackgroundJob::BackgroundJob(QThreadPool* pool, QObject* parent) : QObject(parent), pool_(pool) {}

BackgroundJob::~BackgroundJob() {
    cancel();
}

void BackgroundJob::cancel() {
    supersede();
    setBusy(false);
}

void BackgroundJob::supersede() {
    ++generation_;
    if (cancel_) cancel_->store(true);
    cancel_.reset();
}

void BackgroundJob::startErased(Erased work) {
    supersede();  // busy throughout: no flicker between the old request and the new
    const quint64 generation = generation_;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    setBusy(true);
    auto* watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != generation_) return;  // superseded or cancelled meanwhile
        const Outcome outcome = watcher->result();
        setBusy(false);
        if (!outcome.deliver) {
            emit failed(outcome.error);
            return;
        }
        deliver(outcome.deliver);
    });
    const Post post = [this, generation](std::function<void()> value) {
        deliverLater(generation, std::move(value));
    };
    watcher->setFuture(QtConcurrent::run(
        pool_, [work = std::move(work), flag = cancel_, post]() mutable -> Outcome {
            try {
                return {work(*flag, post), {}};
            } catch (const std::exception& e) {
                return {{}, QString::fromUtf8(e.what())};
            }
        }));
}

void BackgroundJob::deliverLater(quint64 generation, std::function<void()> value) {
    // Queued behind everything the work posted before, and before its finished() callout.
    QMetaObject::invokeMethod(
        this,
        [this, generation, value = std::move(value)] {
            if (generation == generation_) deliver(value);
        },
        Qt::QueuedConnection);
}

void BackgroundJob::deliver(const std::function<void()>& value) {
    // It runs inside Qt's event loop, which an exception must not leave (Qt terminates the
    // program): a result a page cannot show is a failure like any other.
    try {
        value();
    } catch (const std::exception& e) {
        emit failed(QString::fromUtf8(e.what()));
    }
}

void BackgroundJob::setBusy(bool busy) {
    if (busy == busy_) return;
    busy_ = busy;
    emit busyChanged(busy);
}

}  // namespace atlas::views
