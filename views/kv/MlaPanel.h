#pragma once
// "MLA explained": the matrices of the current MLA model (or the built-in one) with their
// shapes, and the largest difference between the naive and the absorbed evaluation on the
// current sentence, computed live.

#include <QWidget>
#include <memory>
#include <optional>

class QLabel;
class QThreadPool;

namespace atlas {
class Model;
}  // namespace atlas

namespace atlas::views {

class BackgroundJob;
class MlaDiagramWidget;

struct MlaRun;

class MlaPanel : public QWidget {
    Q_OBJECT

public:
    explicit MlaPanel(QThreadPool* pool, QWidget* parent = nullptr);
    ~MlaPanel() override;

    // The model to evaluate both ways when it is MLA; any other kind is stood in for by the
    // built-in MLA model.
    void setModel(std::shared_ptr<const Model> model);
    void setSourceText(const QString& text);
    void evaluate();

    // The last results, for tests.
    std::optional<double> attentionGap() const { return attentionGap_; }
    std::optional<double> logitGap() const { return logitGap_; }
    MlaDiagramWidget* diagram() const { return diagram_; }
    BackgroundJob* job() const { return job_; }

signals:
    void evaluated();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void display(const MlaRun& run);

    std::shared_ptr<const Model> model_;
    QString text_;
    bool dirty_ = true;
    std::optional<double> attentionGap_, logitGap_;
    BackgroundJob* job_;
    QLabel* source_;
    QLabel* gap_;
    MlaDiagramWidget* diagram_;
};

}  // namespace atlas::views
