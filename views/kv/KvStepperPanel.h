#pragma once
// "Our own model, measured": decode the current sentence one token at a time with the KV cache
// (Next / Play / Reset) and watch what the live caches hold after each step against what SPEC §2
// says they must hold — to the byte, with a ✓ or the first mismatch.

#include <QTimer>
#include <QWidget>
#include <memory>
#include <vector>

#include "CacheBytes.h"

class QLabel;
class QPushButton;
class QThreadPool;

namespace atlas {
class Model;
}  // namespace atlas

namespace atlas::views {

class BackgroundJob;
class CacheLayersWidget;
struct LiveCacheFrame;
class LiveCacheChart;
class LiveCacheStepper;

class KvStepperPanel : public QWidget {
    Q_OBJECT

public:
    // Decoding runs on `pool`, which outlives the panel.
    explicit KvStepperPanel(QThreadPool* pool, QWidget* parent = nullptr);
    ~KvStepperPanel() override;

    void setModel(std::shared_ptr<const Model> model);
    void setSourceText(const QString& text);

    // What the chart shows, for tests and the page: steps taken and whether every one matched.
    int steps() const { return int(measured_.size()) - 1; }
    bool finished() const { return finished_; }
    bool allMatch() const { return firstMismatch_ < 0; }
    const std::vector<CacheBytes>& measured() const { return measured_; }  // [0] after encoding
    const std::vector<CacheBytes>& analytic() const { return analytic_; }  // up to the limit
    LiveCacheChart* chart() const { return chart_; }
    // A decoder-only model's caches layer by layer, a sliding layer's capped at W (hidden for
    // an encoder-decoder).
    CacheLayersWidget* layers() const { return layers_; }
    BackgroundJob* job() const { return job_; }

public slots:
    void reset();  // encodes the source again and empties the self caches
    void next();   // decodes one more token
    void setPlaying(bool playing);
    // Time between two tokens while playing (160 ms: slow enough to watch).
    void setPlayInterval(int milliseconds) { play_.setInterval(milliseconds); }

signals:
    // After every delivered step (and after a reset, with 0).
    void stepped(int steps);

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;  // LanguageChange: retranslate()

private:
    struct Frame;
    void display(const Frame& frame);
    void showVerdict();
    void colourVerdict(const QColor& colour);  // the verdict's green or red, readable
    void showStatus(const LiveCacheFrame& frame);
    void showTokens(const LiveCacheFrame& frame);
    void showFormula(const LiveCacheFrame& frame);        // self and cross
    void showCausalFormula(const LiveCacheFrame& frame);  // decoder-only: windows, no cross
    // An encoder-only model keeps no cache: why, and what a decoder-only model of its size would.
    void showNoCache(const Config& c);
    void setStepperShown(bool shown);          // the chart, tokens and verdict of a live cache
    static QString perToken(const Config& c);  // 2·Hkv·dh or dc + dr, worked out
    void retranslate();
    void retranslateButtons();
    void drawChart();  // measured_ and analytic_, titled
    void updateButtons();

    std::shared_ptr<const Model> model_;
    QString text_;
    bool dirty_ = true;  // model or text changed while hidden
    std::shared_ptr<LiveCacheStepper>
        stepper_;  // touched by the pool's thread only, one job at a time
    std::vector<CacheBytes> measured_, analytic_;
    int firstMismatch_ = -1;
    AttentionKind attention_ = AttentionKind::MHA;  // of the model measured
    long long sourceTokens_ = 0;
    bool decoderOnly_ = false;
    bool finished_ = false;

    BackgroundJob* job_;
    QTimer play_;
    QPushButton* resetButton_;
    QPushButton* nextButton_;
    QPushButton* playButton_;
    QLabel* status_;
    QLabel* verdict_;
    QColor verdictColour_;  // as asked, before readableOn() fits it to the theme
    QLabel* formula_;
    QLabel* tokens_;
    LiveCacheChart* chart_;
    CacheLayersWidget* layers_;
};

}  // namespace atlas::views
