#pragma once
// What every page shows: the model in use (one immutable Model, shared by every page and
// worker), the source sentence once its edit has settled, and the snapshot of the
// two. Pages subscribe to the signals they need; the window owns the one context and feeds it
// from its ModelWorker (follow()), tests may set it by hand.

#include <QObject>
#include <QString>
#include <functional>
#include <memory>

#include "CheckpointSource.h"
#include "Snapshot.h"

namespace atlas {
class Model;
}  // namespace atlas

namespace atlas::views {

class ModelWorker;

class ModelContext : public QObject {
    Q_OBJECT

public:
    explicit ModelContext(QObject* parent = nullptr);

    std::shared_ptr<const atlas::Model> model() const { return model_; }
    QString modelName() const { return modelName_; }
    // The source sentence, as it stood when its last edit settled.
    QString text() const { return text_; }
    // The latest snapshot (null before the first one); its model may lag model() while the new
    // model's first snapshot is computed.
    std::shared_ptr<const Snapshot> snapshot() const { return snapshot_; }
    // The model's shape and names, from the latest snapshot (empty before it).
    ModelSummary summary() const { return snapshot_ ? snapshot_->model : ModelSummary{}; }

    // Takes the model, the settled text and the snapshots from `worker`; loadModel() goes to it.
    void follow(ModelWorker* worker);
    // Loads a model through the followed worker; modelChanged once it has loaded.
    void loadModel(const QString& name, CheckpointSource read);

public slots:
    void setModel(std::shared_ptr<const atlas::Model> model, const QString& name);
    void setText(const QString& text);
    void setSnapshot(const std::shared_ptr<const atlas::views::Snapshot>& snapshot);

signals:
    void modelChanged();
    // Once per settled edit, not per keystroke.
    void textChanged(const QString& text);
    void snapshotChanged(const std::shared_ptr<const atlas::views::Snapshot>& snapshot);

private:
    ModelWorker* worker_ = nullptr;
    std::shared_ptr<const atlas::Model> model_;
    QString modelName_;
    QString text_;
    std::shared_ptr<const Snapshot> snapshot_;
};

}  // namespace atlas::views
