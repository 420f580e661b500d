#pragma once
// Model work off the GUI thread, in the manner of Qt's Mandelbrot example: a request (model,
// text) goes in, a Snapshot comes out by signal on the GUI thread, and a newer request cancels
// and supersedes an older one, so that no result is ever shown after the input moved on.

#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QTimer>
#include <memory>
#include <vector>

#include "BackgroundJob.h"
#include "CheckpointSource.h"
#include "Snapshot.h"

namespace atlas {
class Model;
struct Checkpoint;
}  // namespace atlas

namespace atlas::views {

class ModelWorker : public QObject {
    Q_OBJECT
public:
    explicit ModelWorker(QObject* parent = nullptr);
    ~ModelWorker() override;

    std::shared_ptr<const atlas::Model> model() const { return model_; }
    QString modelName() const { return modelName_; }
    QString text() const { return text_; }
    // True from a request until its result (or failure) arrives.
    bool isBusy() const { return busy_; }
    bool isLoading() const;
    // How long typing must pause before the latest text is computed.
    void setDebounceInterval(int milliseconds) { debounce_.setInterval(milliseconds); }

public slots:
    // Computes the current text through the new model at once.
    void setModel(std::shared_ptr<const atlas::Model> model, const QString& name);
    // Live typing: the first change after a pause is computed at once, a burst only at its end
    // (textSettled then: this debounce is the only one between a keystroke and the pages).
    void setText(const QString& text);
    // Computes the current text now, superseding whatever runs.
    void recompute();
    // Drops the running and the pending request; nothing is delivered for them.
    void cancel();
    // Reads and builds a model on a worker thread (a file, the built-in resource, …); on success
    // it becomes the model (modelLoaded), on failure the current one stays (modelLoadFailed).
    void loadModel(const QString& name, atlas::views::CheckpointSource read);

signals:
    void busyChanged(bool busy);
    // The text's snapshot; a decoder-only model's prompt first (Snapshot::continuing), while
    // the worker is still busy with its continuation.
    void snapshotReady(std::shared_ptr<const atlas::views::Snapshot> snapshot);
    // The text or the model changed: the snapshot shown is no longer theirs.
    void pictureStale();
    // Typing paused: `text` is the one the pages work on until the next burst.
    void textSettled(const QString& text);
    void computeFailed(const QString& message);
    void loadingChanged(bool loading);
    void modelLoaded(const QString& name);
    void modelLoadFailed(const QString& name, const QString& message);

private:
    void updateBusy();

    std::shared_ptr<const atlas::Model> model_;
    QString modelName_;
    QString text_;
    QString loadingName_;  // of the newest model load
    // The target ids of the last snapshot delivered for model_: the next text's likely
    // translation, which decoding checks several positions a pass (recordedGreedyDecode).
    std::vector<int> draft_;
    bool dirty_ = false;  // text_ changed since the last request
    bool busy_ = false;
    QTimer debounce_;
    // One thread each: a superseded compute ends at its next check while the newest waits, so
    // bursts never pile up work on the two cores; loading never waits behind computing.
    QThreadPool computePool_;
    QThreadPool loadPool_;
    BackgroundJob* compute_ = nullptr;
    BackgroundJob* load_ = nullptr;
};

}  // namespace atlas::views
