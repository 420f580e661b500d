#include "ModelContext.h"

#include "ModelWorker.h"

namespace atlas::views {

ModelContext::ModelContext(QObject* parent) : QObject(parent) {}

void ModelContext::follow(ModelWorker* worker) {
    worker_ = worker;
    connect(worker, &ModelWorker::snapshotReady, this, &ModelContext::setSnapshot);
    connect(worker, &ModelWorker::textSettled, this, &ModelContext::setText);
    connect(worker, &ModelWorker::modelLoaded, this,
            [this] { setModel(worker_->model(), worker_->modelName()); });
}

void ModelContext::loadModel(const QString& name, CheckpointSource read) {
    if (worker_) worker_->loadModel(name, std::move(read));
}

void ModelContext::setModel(std::shared_ptr<const atlas::Model> model, const QString& name) {
    model_ = std::move(model);
    modelName_ = name;
    emit modelChanged();
}

void ModelContext::setText(const QString& text) {
    if (text == text_) return;
    text_ = text;
    emit textChanged(text_);
}

void ModelContext::setSnapshot(const std::shared_ptr<const Snapshot>& snapshot) {
    snapshot_ = snapshot;
    emit snapshotChanged(snapshot_);
}

}  // namespace atlas::views
