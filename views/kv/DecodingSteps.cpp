#include "DecodingSteps.h"

#include <QAction>
#include <QThreadPool>
#include <cmath>
#include <limits>

#include "BackgroundJob.h"

namespace atlas::views {

namespace {

constexpr float kNotYet = std::numeric_limits<float>::quiet_NaN();

}  // namespace

// What one request hands back: copies, the stepper itself stays with the pool's thread.
struct DecodingSteps::Delivery {
    std::shared_ptr<DecodingStepper> stepper;
    DecodedSteps taken;
};

DecodingSteps::DecodingSteps(QObject* parent)
    : QObject(parent), pool_(std::make_unique<QThreadPool>()) {
    pool_->setMaxThreadCount(1);
    job_ = new BackgroundJob(pool_.get(), this);
    connect(job_, &BackgroundJob::busyChanged, this, [this] {
        updateActions();
        emit changed();
    });
    connect(job_, &BackgroundJob::failed, this, &DecodingSteps::failed);

    toggle_ = new QAction(this);
    toggle_->setObjectName("stepThrough");
    toggle_->setCheckable(true);
    toggle_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(toggle_, &QAction::toggled, this, &DecodingSteps::setActive);
    // Presenter remotes send Page Up / Page Down; the keys are taken only while stepping.
    previous_ = new QAction(this);
    previous_->setShortcuts({QKeySequence(Qt::Key_Comma), QKeySequence(Qt::Key_PageUp)});
    connect(previous_, &QAction::triggered, this, &DecodingSteps::previous);
    next_ = new QAction(this);
    next_->setShortcuts({QKeySequence(Qt::Key_Period), QKeySequence(Qt::Key_PageDown)});
    connect(next_, &QAction::triggered, this, &DecodingSteps::next);
    restart_ = new QAction(this);
    restart_->setShortcut(QKeySequence(Qt::Key_0));
    connect(restart_, &QAction::triggered, this, &DecodingSteps::restart);
    retranslate();
    updateActions();
}

DecodingSteps::~DecodingSteps() {
    job_->cancel();
    pool_->waitForDone();  // the stepper's last step holds the model
}

void DecodingSteps::retranslate() {
    toggle_->setText(tr("&Step through decoding"));
    toggle_->setToolTip(
        tr("Decode the translation one token at a time with the KV cache and "
           "watch each decoder map grow by one row (Ctrl+T)"));
    previous_->setText(tr("Previous token"));
    previous_->setIconText(tr("◀ Previous"));
    previous_->setToolTip(tr("Previous token (, or Page Up)"));
    next_->setText(tr("Next token"));
    next_->setIconText(tr("Next ▶"));
    next_->setToolTip(tr("Next token, decoded with the KV cache (. or Page Down)"));
    restart_->setText(tr("Back to step 0"));
    restart_->setIconText(tr("⇤ Step 0"));
    restart_->setToolTip(tr("Back to step 0: nothing decoded yet (0)"));
}

QList<QAction*> DecodingSteps::actions() const {
    return {toggle_, previous_, next_, restart_};
}

bool DecodingSteps::isBusy() const {
    return job_->isBusy();
}

int DecodingSteps::total() const {
    return full_ ? int(full_->decoderInput.size()) : 0;
}

const DecodingSteps::Step* DecodingSteps::step(int t) const {
    return t >= 1 && t <= computed() ? &steps_[size_t(t - 1)] : nullptr;
}

CacheBytes DecodingSteps::cacheBytes() const {
    return shown_ == 0 ? initial_ : steps_[size_t(shown_ - 1)].cache;
}

void DecodingSteps::setSource(std::shared_ptr<const Model> model,
                              std::shared_ptr<const Snapshot> full) {
    const bool same = model == model_ && full_ && full && full->sourceText == full_->sourceText &&
                      full->decoderInput.size() == full_->decoderInput.size();
    model_ = std::move(model);
    full_ = std::move(full);
    // Step-through decoding reveals an encoder-decoder's decoder rows; a decoder-only model's
    // sliding caches would need each row's first key (not done), and an encoder-only model
    // decodes nothing: the action is off for them.
    const bool off = full_ && (full_->model.decoderOnly || full_->model.encoderOnly);
    toggle_->setEnabled(!off);
    if (off && active_) setActive(false);
    if (!same) {
        job_->cancel();
        stepper_.reset();
        steps_.clear();
        initial_ = {};
        finished_ = false;
        shown_ = 0;
        if (active_ && model_) next();  // encodes: step 0's cross caches
    }
    rebuildFrame();
    updateActions();
    emit changed();
}

void DecodingSteps::setActive(bool on) {
    if (on && !toggle_->isEnabled()) on = false;
    if (on == active_) return;
    active_ = on;
    if (toggle_->isChecked() != on) {
        const QSignalBlocker quiet(toggle_);
        toggle_->setChecked(on);
    }
    if (on && !stepper_ && model_ && full_) next();  // encodes, reveals nothing yet
    updateActions();
    emit changed();
}

void DecodingSteps::next() {
    if (!model_ || !full_) return;
    if (stepper_ && shown_ < computed()) return show(shown_ + 1);
    if (job_->isBusy() || (stepper_ && (shown_ >= total() || finished_))) return;
    const bool encodeOnly = !stepper_;
    job_->start<Delivery>(
        [model = model_, stepper = stepper_, text = full_->sourceText.toStdString(), encodeOnly,
         rows = total()](const std::atomic<bool>&) mutable {
            if (!stepper) stepper = std::make_shared<DecodingStepper>(model, text, rows);
            if (!encodeOnly) stepper->step();
            return Delivery{stepper, stepper->steps()};
        },
        [this, encodeOnly](Delivery d) {
            stepper_ = std::move(d.stepper);
            initial_ = d.taken.initial;
            steps_ = std::move(d.taken.steps);
            finished_ = d.taken.finished;
            show(encodeOnly ? 0 : computed());
        });
}

void DecodingSteps::previous() {
    if (shown_ > 0) show(shown_ - 1);
}

void DecodingSteps::restart() {
    if (shown_ > 0) show(0);
}

void DecodingSteps::show(int k) {
    shown_ = std::clamp(k, 0, std::min(computed(), total()));
    rebuildFrame();
    updateActions();
    emit changed();
}

void DecodingSteps::rebuildFrame() {
    if (!full_) {
        frame_.reset();
        return;
    }
    auto frame = std::make_shared<Snapshot>(*full_);
    for (int s = 0; s < 2; ++s) {
        const Stack stack = s == 0 ? Stack::DecoderSelf : Stack::Cross;
        auto& layers = frame->attention[size_t(stack)];
        for (size_t l = 0; l < layers.size(); ++l)
            for (size_t h = 0; h < layers[l].size(); ++h) {
                Grid& g = layers[l][h];
                std::fill(g.values.begin(), g.values.end(), kNotYet);
                for (int r = 0; r < std::min(shown_, g.rows); ++r) {
                    const auto& stepRows = steps_[size_t(r)].rows[size_t(s)];
                    if (l >= stepRows.size() || h >= stepRows[l].size()) continue;
                    const std::vector<float>& row = stepRows[l][h];
                    std::copy_n(row.begin(), std::min(row.size(), size_t(g.cols)),
                                g.values.begin() + long(r) * g.cols);
                }
            }
    }
    const CacheBytes cache = cacheBytes();
    frame->selfCacheBytes = cache.self;
    frame->crossCacheBytes = cache.cross;
    frame_ = std::move(frame);
}

void DecodingSteps::updateActions() {
    const bool ready = active_ && stepper_ && !job_->isBusy();
    previous_->setEnabled(ready && shown_ > 0);
    restart_->setEnabled(ready && shown_ > 0);
    next_->setEnabled(ready && shown_ < total() && (shown_ < computed() || !finished_));
}

}  // namespace atlas::views
