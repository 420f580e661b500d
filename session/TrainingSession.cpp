#include "TrainingSession.h"

#include <QCoreApplication>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <sstream>
#include <thread>

#include "ArrowPrompt.h"
#include "Model.h"
#include "ModelThreads.h"
#include "SnapshotBuilder.h"
#include "Translation.h"
#include "train/Trainer.h"
#include "train/TrainingData.h"

namespace atlas::views {

namespace {

using Clock = std::chrono::steady_clock;

// A chunk ends after this long, so that the curve moves about ten times a second whatever a
// step costs.
constexpr auto kChunk = std::chrono::milliseconds(100);
// The example is redrawn at most this often, and never sooner than a few steps apart.
constexpr auto kFrameInterval = std::chrono::milliseconds(200);
constexpr int kFrameSteps = 5;
// Validation decodes in slices, so that a stop never waits for the whole set.
constexpr size_t kValidationSlice = 16;

double secondsOf(Clock::duration d) {
    return std::chrono::duration<double>(d).count();
}

QString modelName(const TrainingRequest& r) {
    const QString name = QCoreApplication::translate("TrainingSession", "%1 · %2 · %3")
                             .arg(QString::fromLatin1(train::toString(r.task)),
                                  QString::fromLatin1(train::toString(r.size)),
                                  QString::fromLatin1(atlas::toString(r.attention)).toUpper());
    if (r.architecture == Architecture::DecoderOnly)
        return QCoreApplication::translate("TrainingSession", "%1 · decoder-only").arg(name);
    if (r.architecture == Architecture::EncoderOnly)
        return QCoreApplication::translate("TrainingSession", "%1 · encoder-only").arg(name);
    return name;
}

// An encoder-only model's example: source ⇒ target, the target's middle piece masked.
std::string maskedExample(const SentencePair& pair) {
    std::vector<std::string> words;
    std::istringstream in(pair.german);
    for (std::string word; in >> word;) words.push_back(word);
    if (!words.empty()) words[words.size() / 2] = kMaskPiece;
    // Appended piece by piece: GCC 12 warns (-Wrestrict, wrongly) on a string + " " + ….
    std::string text = pair.english;
    text += ' ';
    text += kArrowPiece;
    for (const std::string& word : words) {
        text += ' ';
        text += word;
    }
    return text;
}

}  // namespace

struct TrainingSession::Worker {
    TrainingRequest request;
    TrainingSession* session = nullptr;  // receives the posted results on its own thread

    std::mutex mutex;
    std::condition_variable wake;
    std::deque<QString> saves;  // guarded by mutex
    // Written under the mutex (for the condition variable), read between steps without it.
    std::atomic<bool> paused{false};
    std::atomic<bool> stop{false};         // training ends at the next step boundary
    std::atomic<bool> quit{false};         // the session is going away
    std::atomic<bool> savePending{false};  // saves is not empty
    std::thread thread;

    template <typename F>
    void post(F f) {
        QMetaObject::invokeMethod(session, std::move(f), Qt::QueuedConnection);
    }

    void run();
    void train(train::ToySetup& setup);
    // Between two steps: serves the save requests and waits while paused; false when training
    // is to end.
    bool serve(train::Trainer& trainer);
    // After training: serves the save requests until the session goes away.
    void serveUntilQuit(train::Trainer& trainer);
    void saveAll(train::Trainer& trainer, std::unique_lock<std::mutex>& lock);
    void validate(train::Trainer& trainer, const train::ToySetup& setup);
    void draw(const train::Trainer& trainer, const train::ToySetup& setup);
};

TrainingSession::TrainingSession(const TrainingRequest& request, QObject* parent)
    : QObject(parent), request_(request), worker_(std::make_shared<Worker>()) {
    qRegisterMetaType<TrainingPlan>();
    qRegisterMetaType<TrainingProgress>();
    qRegisterMetaType<ValidationResult>();
    qRegisterMetaType<ExampleFrame>();
    worker_->request = request;
    worker_->session = this;
    worker_->thread = std::thread([w = worker_.get()] { w->run(); });
}

TrainingSession::~TrainingSession() {
    {
        std::lock_guard lock(worker_->mutex);
        worker_->stop = true;
        worker_->quit = true;
    }
    worker_->wake.notify_all();
    worker_->thread.join();
}

void TrainingSession::setState(State state) {
    if (state == state_ || state_ == State::Failed) return;
    if (state_ == State::Finished && state != State::Failed) return;  // a late report
    state_ = state;
    emit stateChanged(state);
}

void TrainingSession::pause() {
    if (state_ != State::Running && state_ != State::Preparing) return;
    {
        std::lock_guard lock(worker_->mutex);
        worker_->paused = true;
    }
    setState(State::Paused);
}

void TrainingSession::resume() {
    if (state_ != State::Paused) return;
    {
        std::lock_guard lock(worker_->mutex);
        worker_->paused = false;
    }
    worker_->wake.notify_all();
    setState(State::Running);
}

void TrainingSession::stop() {
    if (state_ == State::Finished || state_ == State::Failed) return;
    {
        std::lock_guard lock(worker_->mutex);
        worker_->stop = true;
        worker_->paused = false;
    }
    worker_->wake.notify_all();
}

void TrainingSession::save(const QString& path) {
    {
        std::lock_guard lock(worker_->mutex);
        worker_->saves.push_back(path);
        worker_->savePending = true;
    }
    worker_->wake.notify_all();
}

void TrainingSession::Worker::run() {
    try {
        train::ToySetup setup = train::makeToySetup(request.task, request.size, request.attention,
                                                    request.architecture, request.seed);
        TrainingPlan plan;
        plan.model = summarize(Model(setup.start), modelName(request));
        plan.totalSteps = setup.options.steps;
        plan.trainPairs = int(setup.train.size());
        plan.validationPairs = int(setup.validation.size());
        plan.validateEvery = setup.validateEvery;
        plan.exampleSource = QString::fromStdString(
            request.architecture == Architecture::EncoderOnly ? maskedExample(setup.example)
                                                              : setup.example.english);
        plan.exampleTarget = QString::fromStdString(setup.example.german);
        post([plan, session = session] { emit session->prepared(plan); });
        train(setup);
    } catch (const std::exception& e) {
        const QString message = QString::fromUtf8(e.what());
        post([message, session = session] {
            session->setState(State::Failed);
            emit session->failed(message);
        });
    }
}

void TrainingSession::Worker::train(train::ToySetup& setup) {
    train::Trainer trainer(setup.start, setup.train, setup.options);
    useThreadsFor(Model(setup.start));
    draw(trainer, setup);
    validate(trainer, setup);
    // Running unless the GUI paused (or stopped) meanwhile: only the GUI thread decides that.
    post([session = session] {
        if (session->state_ == State::Preparing) session->setState(State::Running);
    });
    Clock::duration active{};  // time spent training, pauses excluded
    auto lastFrame = Clock::now();
    int nextValidation = setup.validateEvery, nextFrame = kFrameSteps, drawn = 0;
    const int total = setup.options.steps;
    while (trainer.stepsDone() < total && serve(trainer)) {
        const auto start = Clock::now();
        double loss = 0;
        long long tokens = 0;
        int steps = 0;
        train::StepReport report;
        // Steps until the chunk's time is up, a measurement is due, or someone asks for
        // something (pause, stop, save): each of those waits for one step at most.
        do {
            report = trainer.step();
            loss += report.loss.nll;
            tokens += report.tokens;
            ++steps;
        } while (Clock::now() - start < kChunk && report.step < nextValidation &&
                 report.step < total && !stop && !savePending && !paused);
        const auto end = Clock::now();
        active += end - start;
        TrainingProgress p;
        p.step = report.step;
        p.loss = loss / steps;
        p.learningRate = report.learningRate;
        p.tokensPerSecond = double(tokens) / std::max(secondsOf(end - start), 1e-9);
        p.seconds = secondsOf(active);
        post([p, session = session] {
            session->step_ = p.step;
            emit session->progressed(p);
        });
        const bool last = report.step >= total;
        if (report.step >= nextFrame && (end - lastFrame >= kFrameInterval || last)) {
            draw(trainer, setup);
            drawn = report.step;
            lastFrame = Clock::now();
            nextFrame = report.step + kFrameSteps;
        }
        if (report.step >= nextValidation || last) {
            validate(trainer, setup);
            nextValidation = report.step + setup.validateEvery;
        }
        active += Clock::now() - end;
    }
    if (quit) return;
    if (drawn != trainer.stepsDone()) draw(trainer, setup);  // the last weights
    post([session = session] { session->setState(State::Finished); });
    serveUntilQuit(trainer);
}

bool TrainingSession::Worker::serve(train::Trainer& trainer) {
    std::unique_lock lock(mutex);
    for (;;) {
        saveAll(trainer, lock);
        if (quit || stop) return false;
        if (!paused) return true;
        wake.wait(lock, [&] { return quit || stop || !paused || !saves.empty(); });
    }
}

void TrainingSession::Worker::serveUntilQuit(train::Trainer& trainer) {
    std::unique_lock lock(mutex);
    for (;;) {
        saveAll(trainer, lock);
        if (quit) return;
        wake.wait(lock, [&] { return quit || !saves.empty(); });
    }
}

void TrainingSession::Worker::saveAll(train::Trainer& trainer, std::unique_lock<std::mutex>& lock) {
    while (!saves.empty()) {
        const QString path = saves.front();
        saves.pop_front();
        savePending = !saves.empty();
        lock.unlock();  // the GUI may queue more meanwhile
        try {
            trainer.checkpoint().save(path.toStdString());
            post([path, session = session] { emit session->saved(path); });
        } catch (const std::exception& e) {
            const QString message = QString::fromUtf8(e.what());
            post([path, message, session = session] { emit session->saveFailed(path, message); });
        }
        lock.lock();
    }
}

void TrainingSession::Worker::validate(train::Trainer& trainer, const train::ToySetup& setup) {
    ValidationResult v;
    v.step = trainer.stepsDone();
    const Checkpoint weights = trainer.checkpoint();
    v.loss = trainer.evaluate(setup.validation).nll;
    if (weights.config.encoderOnly()) {  // each piece masked alone, the head's first guess
        v.exactMatch =
            train::maskedAccuracy(Transformer(weights), setup.validation, setup.options.maskId)
                .top1;
        post([v, session = session] { emit session->validated(v); });
        return;
    }
    size_t correct = 0;
    for (size_t first = 0; first < setup.validation.size(); first += kValidationSlice) {
        if (stop) return;
        const auto begin = setup.validation.begin() + long(first);
        const std::vector<train::Example> slice(
            begin, begin + long(std::min(kValidationSlice, setup.validation.size() - first)));
        correct += size_t(train::exactMatch(weights, slice) * double(slice.size()) + 0.5);
    }
    v.exactMatch = setup.validation.empty() ? 0 : double(correct) / double(setup.validation.size());
    post([v, session = session] { emit session->validated(v); });
}

void TrainingSession::Worker::draw(const train::Trainer& trainer, const train::ToySetup& setup) {
    const Model model(trainer.checkpoint());
    ExampleFrame frame;
    frame.step = trainer.stepsDone();
    const bool masked = model.config().encoderOnly();
    const std::string text = masked ? maskedExample(setup.example) : setup.example.english;
    const QString source = QString::fromStdString(text);
    try {
        frame.snapshot = std::make_shared<const Snapshot>(
            buildSnapshot(model, source, modelName(request), &quit,
                          QString::fromStdString(setup.example.german)));
    } catch (const Cancelled&) {
        return;
    }
    frame.prediction = masked ? frame.snapshot->targetText
                              : QString::fromStdString(translate(model, text).targetText);
    post([frame, session = session] { emit session->exampleDrawn(frame); });
}

}  // namespace atlas::views
