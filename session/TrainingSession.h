#pragma once
// One training run of the Training lab (issue 5) on a thread of its own: the trainer steps in
// chunks of about a tenth of a second, and after each chunk the session reports the loss, now
// and then the validation set's exact match and a snapshot of a fixed example (teacher-forced,
// so that its heatmaps keep their rows while the model learns). Pause, resume and stop take
// effect at the next step boundary; save writes the current weights atomically (SPEC §3). The
// GUI thread never waits on a step: it only sets flags and receives queued results.

#include <QObject>
#include <QString>
#include <memory>

#include "Config.h"
#include "Snapshot.h"
#include "train/ToyTasks.h"

namespace atlas::views {

struct TrainingRequest {
    train::ToyTask task = train::ToyTask::Reverse;
    train::ToySize size = train::ToySize::Tiny;
    AttentionKind attention = AttentionKind::MHA;
    uint64_t seed = 1;
    // Decoder-only: the task as one causal sequence [bos] source ⇒ target eos (ArrowPrompt.h).
    Architecture architecture = Architecture::EncoderDecoder;
};

// The run as prepared: what the lab shows before the first step.
struct TrainingPlan {
    ModelSummary model;
    int totalSteps = 0;
    int trainPairs = 0, validationPairs = 0;
    int validateEvery = 0;
    QString exampleSource, exampleTarget;
};

struct TrainingProgress {
    int step = 0;             // steps done
    double loss = 0;          // mean cross-entropy (nats per token) over the chunk's steps
    double learningRate = 0;  // of the chunk's last step
    double tokensPerSecond = 0;
    double seconds = 0;  // training time so far, pauses excluded
};

struct ValidationResult {
    int step = 0;
    double exactMatch = 0;  // fraction of validation pairs decoded greedily exactly right
    double loss = 0;        // mean cross-entropy on them, teacher-forced
};

struct ExampleFrame {
    int step = 0;
    // Teacher-forced on the example's target; decoder-only: one causal pass over the prompt and
    // the target as its continuation.
    std::shared_ptr<const Snapshot> snapshot;
    QString prediction;  // what greedy decoding says now
};

class TrainingSession : public QObject {
    Q_OBJECT

public:
    enum class State { Preparing, Running, Paused, Finished, Failed };

    // Starts preparing (data, tokenizer, random weights) and training at once.
    explicit TrainingSession(const TrainingRequest& request, QObject* parent = nullptr);
    // Stops at the next step boundary and waits for the thread: at most one step (or one
    // validation example) of work.
    ~TrainingSession() override;

    State state() const { return state_; }
    int step() const { return step_; }
    const TrainingRequest& request() const { return request_; }

public slots:
    void pause();
    void resume();
    // Ends training for good; the weights stay available to save().
    void stop();
    // Writes the weights of the last finished step to `path` through a temporary file; saved()
    // or saveFailed() follows.
    void save(const QString& path);

signals:
    void prepared(const atlas::views::TrainingPlan& plan);
    void progressed(const atlas::views::TrainingProgress& progress);
    void validated(const atlas::views::ValidationResult& result);
    void exampleDrawn(const atlas::views::ExampleFrame& frame);
    void stateChanged(atlas::views::TrainingSession::State state);
    void saved(const QString& path);
    void saveFailed(const QString& path, const QString& message);
    void failed(const QString& message);

private:
    struct Worker;
    void setState(State state);

    TrainingRequest request_;
    State state_ = State::Preparing;  // as the GUI thread last heard
    int step_ = 0;
    std::shared_ptr<Worker> worker_;
};

}  // namespace atlas::views

Q_DECLARE_METATYPE(atlas::views::TrainingPlan)
Q_DECLARE_METATYPE(atlas::views::TrainingProgress)
Q_DECLARE_METATYPE(atlas::views::ValidationResult)
Q_DECLARE_METATYPE(atlas::views::ExampleFrame)
