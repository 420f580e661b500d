#pragma once
// Page 5, "KV cache & cost" (issue 4): what the KV cache costs under MHA, GQA, MQA and MLA —
// analytic for published models and their what-if twins, measured live on our own model (the
// stepper, the four built-in variants, the O(N²) against O(N³) timing) and MLA's matrices.
//
// Self-contained: the window hands it the current model and sentence; all model work runs on
// the page's own worker thread, cancellable, and only for the section on screen.

#include <QThreadPool>
#include <QWidget>
#include <functional>
#include <memory>
#include <vector>

#include "PublishedModel.h"

class QTabWidget;

namespace atlas {
class Model;
}  // namespace atlas

namespace atlas::views {

class DecodingCostPanel;
class KvStepperPanel;
class KvVariantsPanel;
class MlaPanel;
class PublishedKvPanel;

class KvCostPage : public QWidget {
    Q_OBJECT

public:
    enum Section { Published, LiveCache, Variants, Cost, Mla };

    // Reads the published configurations from the resource ":/model-configs.json" when the
    // program carries it (see setPublishedModels otherwise).
    explicit KvCostPage(QWidget* parent = nullptr);
    ~KvCostPage() override;

    // The model in use. `read` (the window's ModelPicker::Choice::read) lets the MLA section
    // build its own copy of an MLA model to switch between evaluations; without it that
    // section shows the built-in MLA model.
    void setModel(std::shared_ptr<const atlas::Model> model);
    // The sentence of the input panel, once typing settled: the window debounces it (one pause
    // for every page), so the page takes each text at once.
    void setSourceText(const QString& text);
    void setPublishedModels(std::vector<PublishedModel> models);

    // The data file's models; an empty list (and a warning) when the file cannot be read.
    static std::vector<PublishedModel> loadPublishedModels(
        const QString& path = QStringLiteral(":/model-configs.json"));

    // "What am I looking at?" for this page: a few sentences and the formulas, in the paper's
    // notation (HTML).
    QString explanation() const;

    void showSection(Section section);
    QTabWidget* sections() const { return tabs_; }
    PublishedKvPanel* publishedPanel() const { return published_; }
    KvStepperPanel* stepperPanel() const { return stepper_; }
    KvVariantsPanel* variantsPanel() const { return variants_; }
    DecodingCostPanel* costPanel() const { return cost_; }
    MlaPanel* mlaPanel() const { return mla_; }

protected:
    void changeEvent(QEvent* event) override;  // LanguageChange: retranslate()

private:
    void retranslate();

    QThreadPool pool_;  // one thread: the sections' model work runs one request at a time
    QTabWidget* tabs_;
    PublishedKvPanel* published_;
    KvStepperPanel* stepper_;
    KvVariantsPanel* variants_;
    DecodingCostPanel* cost_;
    MlaPanel* mla_;
};

}  // namespace atlas::views
