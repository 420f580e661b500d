#include "ModelWorker.h"

#include <QCoreApplication>
#include <stdexcept>

#include "Model.h"
#include "ModelThreads.h"
#include "SnapshotBuilder.h"

namespace atlas::views {

ModelWorker::ModelWorker(QObject* parent) : QObject(parent) {
    debounce_.setSingleShot(true);
    debounce_.setInterval(150);
    connect(&debounce_, &QTimer::timeout, this, [this] {
        if (dirty_) recompute();
        emit textSettled(text_);
    });
    computePool_.setMaxThreadCount(1);
    loadPool_.setMaxThreadCount(1);
    compute_ = new BackgroundJob(&computePool_, this);
    load_ = new BackgroundJob(&loadPool_, this);
    connect(compute_, &BackgroundJob::busyChanged, this, &ModelWorker::updateBusy);
    connect(compute_, &BackgroundJob::failed, this, &ModelWorker::computeFailed);
    connect(load_, &BackgroundJob::busyChanged, this, &ModelWorker::loadingChanged);
    connect(load_, &BackgroundJob::failed, this,
            [this](const QString& message) { emit modelLoadFailed(loadingName_, message); });
}

ModelWorker::~ModelWorker() {
    // Before the pools wait for their threads: a running compute stops at its next check.
    compute_->cancel();
    load_->cancel();
}

bool ModelWorker::isLoading() const {
    return load_->isBusy();
}

void ModelWorker::setModel(std::shared_ptr<const atlas::Model> model, const QString& name) {
    model_ = std::move(model);
    modelName_ = name;
    draft_.clear();
    recompute();
    emit pictureStale();
}

void ModelWorker::setText(const QString& text) {
    if (text == text_ && !dirty_) return;
    text_ = text;
    dirty_ = true;
    emit pictureStale();
    if (!debounce_.isActive())
        recompute();  // the first keystroke after a pause answers at once
    else
        compute_->cancel();  // its text is no longer the one on screen
    updateBusy();
    debounce_.start();
}

void ModelWorker::recompute() {
    dirty_ = false;
    if (!model_) {
        compute_->cancel();
        return updateBusy();
    }
    auto work = [model = model_, text = text_, name = modelName_, draft = draft_](
                    const std::atomic<bool>& cancel, const auto& post) {
        useThreadsFor(*model);
        // A decoder-only model's prompt is shown while its continuation is generated.
        const auto promptRead = [&post](Snapshot&& s) {
            post(std::make_shared<const Snapshot>(std::move(s)));
        };
        return std::make_shared<const Snapshot>(
            buildSnapshot(*model, text, name, &cancel, std::nullopt, draft, promptRead));
    };
    compute_->startStreaming<std::shared_ptr<const Snapshot>>(
        std::move(work), [this](std::shared_ptr<const Snapshot> s) { emit snapshotReady(s); },
        [this, model = model_](std::shared_ptr<const Snapshot> s) {
            if (model == model_) {
                draft_.clear();
                for (const Token& token : s->target) draft_.push_back(token.id);
            }
            emit snapshotReady(s);
        });
    updateBusy();
}

void ModelWorker::cancel() {
    debounce_.stop();
    dirty_ = false;
    compute_->cancel();
    updateBusy();
}

void ModelWorker::loadModel(const QString& name, CheckpointSource read) {
    loadingName_ = name;
    load_->start<std::shared_ptr<const atlas::Model>>(
        [read = std::move(read)](const std::atomic<bool>&) {
            return std::make_shared<const atlas::Model>(read());
        },
        [this, name](std::shared_ptr<const atlas::Model> model) {
            setModel(std::move(model), name);
            emit modelLoaded(name);
        });
}

void ModelWorker::updateBusy() {
    // A change still waiting for the debounce counts: the picture on screen is already stale.
    const bool busy = dirty_ || compute_->isBusy();
    if (busy == busy_) return;
    busy_ = busy;
    emit busyChanged(busy);
}

}  // namespace atlas::views
