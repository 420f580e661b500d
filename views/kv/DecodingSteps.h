#pragma once
// Step-through decoding for teaching (issue 6): the current sentence decoded one target token at
// a time with the KV cache (KvStepper), keeping each step's new row of every decoder map, so that
// the pages reveal the decoder's self- and cross-attention one row per step. Next beyond the
// steps taken decodes one more token off the GUI thread; Previous goes back through the steps
// taken (rows and cache figures as they were then), and Next comes forward through them again.
// One instance serves every page, so that all of them show the same step.

#include <QList>
#include <QObject>
#include <QString>
#include <memory>
#include <vector>

#include "CacheBytes.h"
#include "DecodingStepper.h"
#include "Snapshot.h"

class QAction;
class QThreadPool;

namespace atlas {
class Model;
}  // namespace atlas

namespace atlas::views {

class BackgroundJob;

class DecodingSteps : public QObject {
    Q_OBJECT

public:
    using Step = DecodedStep;

    explicit DecodingSteps(QObject* parent = nullptr);
    ~DecodingSteps() override;

    // The model and the full pass of the sentence to step through; steps start again at 0.
    void setSource(std::shared_ptr<const atlas::Model> model, std::shared_ptr<const Snapshot> full);

    bool isActive() const { return active_; }
    bool isBusy() const;
    int shown() const { return shown_; }                 // k: the decoder rows on show
    int computed() const { return int(steps_.size()); }  // steps decoded with the cache
    int total() const;                                   // rows of the full pass: the last step
    const Step* step(int t) const;                       // 1-based; null out of range
    // The cache after step k (k = 0: the cross-attention caches alone, filled by encoding).
    CacheBytes cacheBytes() const;
    // The full pass with the decoder maps' rows ≥ k not yet computed (NaN) and rows < k as the
    // cached steps computed them; null before a source is set.
    std::shared_ptr<const Snapshot> frame() const { return frame_; }
    std::shared_ptr<const Snapshot> full() const { return full_; }

    // For the window's menu: on/off, previous, next, back to step 0.
    QList<QAction*> actions() const;
    QAction* toggleAction() const { return toggle_; }
    // The actions' words in the current language (the bars call it on a language change).
    void retranslate();

public slots:
    void setActive(bool on);
    void next();
    void previous();
    void restart();  // back to step 0 (the steps taken are kept for Next)

signals:
    void changed();  // active, step, frame or busy state
    void failed(const QString& message);

private:
    struct Delivery;
    void show(int k);
    void rebuildFrame();
    void updateActions();

    std::shared_ptr<const atlas::Model> model_;
    std::shared_ptr<const Snapshot> full_;
    std::shared_ptr<const Snapshot> frame_;
    // Touched by the pool's thread only, one job at a time.
    std::shared_ptr<DecodingStepper> stepper_;
    CacheBytes initial_;
    std::vector<Step> steps_;
    bool finished_ = false;  // of the stepper, as of its last delivery
    int shown_ = 0;
    bool active_ = false;

    std::unique_ptr<QThreadPool> pool_;
    BackgroundJob* job_;
    QAction* toggle_;
    QAction* previous_;
    QAction* next_;
    QAction* restart_;
};

}  // namespace atlas::views
