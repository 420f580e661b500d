#pragma once
// Page "Approximations" (issue 8), the applied mathematician's lab on the live model: spectra and
// ranks of the chosen head, truncated SVD with its downstream effects, randomized approximations
// of the softmax kernel (Performer, Nyström, randomized SVD) against their theory, and a KV cache
// stored in fewer bits. Its model work runs off the GUI thread, one job at a time, on a model of
// its own (ApproxRunner), and only while the page is shown.

#include <memory>

#include "ApproxFigures.h"
#include "ApproxRunner.h"
#include "Page.h"

class QComboBox;
class QLabel;
class QSlider;
class QSpinBox;
class QTabWidget;
class QTableWidget;
class QThreadPool;

namespace atlas {

namespace views {
class BackgroundJob;
class ErrorSweepChart;
class HeatmapWidget;
class SpectrumChart;
}  // namespace views

class ApproxPage : public Page {
    Q_OBJECT

public:
    // Studies the context's model (read afresh into the page's own copy) on its settled text.
    explicit ApproxPage(const PageContext& context, QWidget* parent = nullptr);
    ~ApproxPage() override;

    QString id() const override { return QStringLiteral("approximations"); }
    QString title() const override { return tr("Approximations"); }
    QString explanation() const override;
    // The decoder's self-attention where the chosen stack is one the tab cannot study.
    std::vector<views::Stack> drawnStacks() const override;
    // Presenting: two maps on the low-rank tab, every map taller, the page scrolling.
    void setPresentation(bool on) override;

    enum Tab { Spectra, LowRank, Randomized, Quantized };
    QTabWidget* tabs() const { return tabs_; }
    QSlider* rankSlider() const { return rank_; }
    QSlider* featureSlider() const { return features_; }
    QComboBox* methodBox() const { return method_; }
    QComboBox* formatBox() const { return format_; }
    views::SpectrumChart* spectrumChart() const { return spectrum_; }
    views::HeatmapWidget* lowRankMap() const { return lowRankMap_; }
    views::HeatmapWidget* lowRankError() const { return lowRankError_; }
    views::HeatmapWidget* randomizedMap() const { return randomMap_; }
    views::ErrorSweepChart* sweepChart() const { return sweep_; }
    QTableWidget* formatTable() const { return formatTable_; }
    const views::ApproxFigures& figures(Tab tab) const { return figures_[tab]; }
    bool isBusy() const;

signals:
    // A tab's figures arrived (tests wait for this).
    void figuresChanged(int tab);

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;  // LanguageChange: retranslate()

private:
    void retranslate();
    void fitHeadColumns();  // the head-rank table as wide as its headers
    void setModel(std::shared_ptr<const Model> model);
    void setText(const QString& text);
    void showSelection(const ViewSelection& selection);
    void showHead();  // the head the tab on show studies; recomputes when it moved
    // The toolbar's head as `tab` studies it: within the model's stacks and layers.
    ViewSelection studied(Tab tab) const;
    QWidget* buildSpectra();
    QWidget* buildLowRank();
    QWidget* buildRandomized();
    QWidget* buildQuantized();
    void invalidate();  // every tab's figures are stale
    void scheduleCurrent();
    void compute(Tab tab);
    ApproxQuery query(Tab tab) const;
    void showFigures(Tab tab, const views::ApproxFigures& f);
    void showFormats(const QList<FormatRow>& rows);
    void showMaps(views::HeatmapWidget* map, views::HeatmapWidget* error,
                  const views::ApproxFigures& f, const QString& name);
    QString summary(const views::ApproxFigures& f, bool flops) const;
    void updateSliderLabels();

    std::shared_ptr<const ApproxRunner> runner_;
    std::unique_ptr<QThreadPool>
        pool_;  // one thread: the runner's model is used by one job at once
    views::BackgroundJob* jobs_[4] = {};
    bool stale_[4] = {true, true, true, true};
    views::ApproxFigures figures_[4];
    bool shown_[4] = {};  // figures_[tab] has arrived
    QString text_;
    ViewSelection studied_;  // the head the figures are of (studied(LowRank))

    QTabWidget* tabs_ = nullptr;
    QLabel* headLabel_ = nullptr;
    QComboBox* where_ = nullptr;  // this layer or every layer
    QLabel* status_ = nullptr;
    // Spectra
    views::SpectrumChart* spectrum_ = nullptr;
    QTableWidget* headTable_ = nullptr;
    QComboBox* tolerance_ = nullptr;
    // Low rank
    QSlider* rank_ = nullptr;
    QLabel* rankLabel_ = nullptr;
    views::HeatmapWidget* lowRankExact_ = nullptr;
    views::HeatmapWidget* lowRankMap_ = nullptr;
    views::HeatmapWidget* lowRankError_ = nullptr;
    views::SpectrumChart* truncation_ = nullptr;
    QLabel* lowRankSummary_ = nullptr;
    // Randomized
    QComboBox* method_ = nullptr;
    QSlider* features_ = nullptr;
    QLabel* featuresLabel_ = nullptr;
    QSpinBox* seed_ = nullptr;
    QSpinBox* seeds_ = nullptr;
    views::HeatmapWidget* randomMap_ = nullptr;
    views::HeatmapWidget* randomError_ = nullptr;
    views::ErrorSweepChart* sweep_ = nullptr;
    QLabel* randomSummary_ = nullptr;
    // Quantized
    QComboBox* format_ = nullptr;
    views::HeatmapWidget* quantizedError_ = nullptr;
    QTableWidget* formatTable_ = nullptr;
    QLabel* quantizedSummary_ = nullptr;
    QList<FormatRow> formatRows_;
};

}  // namespace atlas
