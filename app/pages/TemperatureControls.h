#pragma once
// The Kernel page's temperature: S_τ = τ·S, τ on a log₂ slider from 1/8 to 8 with 1 (the model's
// own scale) marked, what the scale then amounts to, and buttons for τ = 1 and the named example:
// Gemma 3 27B, which scales by 1/√168 (query_pre_attn_scalar = d_model/H) although its heads are
// 128 wide, τ = √128/√168 ≈ 0.873 against the 1/√d_QK convention.

#include <QWidget>

#include "Snapshot.h"

class QLabel;
class QPushButton;
class QSlider;

namespace atlas {

class TemperatureControls : public QWidget {
    Q_OBJECT

public:
    static constexpr double kLowest = 0.125, kHighest = 8;
    static double gemmaTau();  // √128 / √168

    explicit TemperatureControls(QWidget* parent = nullptr);

    double tau() const { return tau_; }
    // Exactly this τ (within 1/8 … 8); the slider goes to its nearest step.
    void setTau(double tau);
    // The model whose scale the caption speaks of.
    void setModel(const views::ModelSummary& model);

    QSlider* slider() const { return slider_; }
    QPushButton* exampleButton() const { return example_; }
    QPushButton* resetButton() const { return reset_; }
    QString caption() const;

signals:
    void tauChanged(double tau);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    double tau_ = 1;
    double ownScalar_ = 0;  // d_QK, or the query_pre_attn_scalar the model divides by instead
    QLabel* name_ = nullptr;
    QSlider* slider_ = nullptr;
    QLabel* caption_ = nullptr;
    QPushButton* reset_ = nullptr;
    QPushButton* example_ = nullptr;
};

}  // namespace atlas
