#include "ModelWorker.h"

#include <QFutureWatcher>
#include <QtConcurrent>

#include "Model.h"
#include "SnapshotBuilder.h"

namespace atlas::views {

namespace {

struct Computed {
    std::shared_ptr<const Snapshot> snapshot;
    QString error;  // empty on success or cancellation
};

struct Loaded {
    std::shared_ptr<const atlas::Model> model;
    QString error;
};

// Runs `job` on `pool` and hands its value to `done` on the receiver's (GUI) thread.
template <typename T, typename Job, typename Done>
void runThen(QThreadPool* pool, QObject* receiver, Job job, Done done) {
    auto* watcher = new QFutureWatcher<T>(receiver);
    QObject::connect(watcher, &QFutureWatcher<T>::finished, receiver, [watcher, done] {
        watcher->deleteLater();
        done(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(pool, std::move(job)));
}

}  // namespace

ModelWorker::ModelWorker(QObject* parent) : QObject(parent) {
    debounce_.setSingleShot(true);
    debounce_.setInterval(150);
    connect(&debounce_, &QTimer::timeout, this, [this] {
        if (dirty_) recompute();
    });
    computePool_.setMaxThreadCount(1);
    loadPool_.setMaxThreadCount(1);
}

ModelWorker::~ModelWorker() {
    if (cancel_) cancel_->store(true);
}

void ModelWorker::setModel(std::shared_ptr<const atlas::Model> model, const QString& name) {
    model_ = std::move(model);
    modelName_ = name;
    recompute();
}

void ModelWorker::setText(const QString& text) {
    if (text == text_ && !dirty_) return;
    text_ = text;
    dirty_ = true;
    if (!debounce_.isActive()) {
        recompute();  // the first keystroke after a pause answers at once
    } else {
        supersede();  // its text is no longer the one on screen
        setBusy(true);
    }
    debounce_.start();
}

void ModelWorker::supersede() {
    ++generation_;
    if (cancel_) cancel_->store(true);
    cancel_.reset();
}

void ModelWorker::recompute() {
    supersede();
    dirty_ = false;
    if (!model_) {
        setBusy(false);
        return;
    }
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    const quint64 generation = generation_;
    setBusy(true);
    auto job = [model = model_, text = text_, name = modelName_, cancel = cancel_]() -> Computed {
        try {
            if (cancel->load()) return {};  // superseded while it waited for the thread
            return {
                std::make_shared<const Snapshot>(buildSnapshot(*model, text, name, cancel.get())),
                {}};
        } catch (const Cancelled&) {
            return {};
        } catch (const std::exception& e) {
            return {nullptr, QString::fromLocal8Bit(e.what())};
        }
    };
    runThen<Computed>(&computePool_, this, std::move(job), [this, generation](const Computed& c) {
        if (generation != generation_ || dirty_) return;  // stale: a newer request owns the view
        setBusy(false);
        if (c.snapshot)
            emit snapshotReady(c.snapshot);
        else if (!c.error.isEmpty())
            emit computeFailed(c.error);
    });
}

void ModelWorker::cancel() {
    debounce_.stop();
    dirty_ = false;
    supersede();
    setBusy(false);
}

void ModelWorker::loadModel(const QString& name, CheckpointSource read) {
    const quint64 generation = ++loadGeneration_;
    setLoading(true);
    auto job = [read = std::move(read)]() -> Loaded {
        try {
            return {std::make_shared<const atlas::Model>(read()), {}};
        } catch (const std::exception& e) {
            return {nullptr, QString::fromLocal8Bit(e.what())};
        }
    };
    runThen<Loaded>(&loadPool_, this, std::move(job), [this, generation, name](const Loaded& l) {
        if (generation != loadGeneration_) return;  // a later choice of model wins
        setLoading(false);
        if (!l.model) {
            emit modelLoadFailed(name, l.error);
            return;
        }
        setModel(l.model, name);
        emit modelLoaded(name);
    });
}

void ModelWorker::setBusy(bool busy) {
    if (busy == busy_) return;
    busy_ = busy;
    emit busyChanged(busy);
}

void ModelWorker::setLoading(bool loading) {
    if (loading == loading_) return;
    loading_ = loading;
    emit loadingChanged(loading);
}

}  // namespace atlas::views
