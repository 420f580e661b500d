#include "TemperatureControls.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace atlas {

namespace {

constexpr int kSliderStepsPerOctave = 100;  // slider positions are 100·log₂ τ

QString threeDigits(double x) {
    return QString::number(x, 'g', 3);
}

}  // namespace

double TemperatureControls::gemmaTau() {
    return std::sqrt(128.0) / std::sqrt(168.0);
}

TemperatureControls::TemperatureControls(QWidget* parent) : QWidget(parent) {
    name_ = new QLabel(this);
    QFont bold = name_->font();
    bold.setBold(true);
    name_->setFont(bold);
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setObjectName("kernelTemperature");
    slider_->setRange(-3 * kSliderStepsPerOctave, 3 * kSliderStepsPerOctave);
    slider_->setTickPosition(QSlider::TicksBelow);
    slider_->setTickInterval(kSliderStepsPerOctave);  // a tick per octave, τ = 1 in the middle
    slider_->setPageStep(kSliderStepsPerOctave / 4);
    slider_->setValue(0);
    caption_ = new QLabel(this);
    caption_->setWordWrap(true);
    reset_ = new QPushButton(this);
    example_ = new QPushButton(this);
    example_->setObjectName("kernelGemmaExample");

    auto* ends = new QGridLayout;
    ends->addWidget(slider_, 0, 0, 1, 3);
    const auto tickLabel = [this, ends](const QString& text, int column, Qt::Alignment align) {
        auto* label = new QLabel(text, this);
        ends->addWidget(label, 1, column, align);
    };
    tickLabel(QStringLiteral("1/8"), 0, Qt::AlignLeft);
    tickLabel(QStringLiteral("1"), 1, Qt::AlignHCenter);
    tickLabel(QStringLiteral("8"), 2, Qt::AlignRight);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(name_);
    layout->addLayout(ends);
    layout->addWidget(caption_);
    layout->addWidget(reset_);
    layout->addWidget(example_);
    layout->addStretch(1);

    connect(slider_, &QSlider::valueChanged, this, [this](int step) {
        tau_ = std::exp2(double(step) / kSliderStepsPerOctave);
        retranslate();
        emit tauChanged(tau_);
    });
    connect(reset_, &QPushButton::clicked, this, [this] { setTau(1); });
    connect(example_, &QPushButton::clicked, this, [this] { setTau(gemmaTau()); });
    retranslate();
}

void TemperatureControls::setTau(double tau) {
    tau = std::clamp(tau, kLowest, kHighest);
    {
        const QSignalBlocker quiet(slider_);
        slider_->setValue(int(std::lround(std::log2(tau) * kSliderStepsPerOctave)));
    }
    const bool changed = tau != tau_;
    tau_ = tau;
    retranslate();
    if (changed) emit tauChanged(tau_);
}

void TemperatureControls::setModel(const views::ModelSummary& model) {
    ownScalar_ = model.queryPreAttn > 0 ? model.queryPreAttn : double(model.dQK());
    retranslate();
}

QString TemperatureControls::caption() const {
    return caption_->text();
}

void TemperatureControls::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void TemperatureControls::retranslate() {
    name_->setText(tr("Temperature: S_τ = τ·S"));
    reset_->setText(tr("τ = 1 (the model's own scale)"));
    example_->setText(tr("Gemma 3 27B: 1/√168 instead of 1/√128 (τ ≈ 0.87)"));
    example_->setToolTip(
        tr("Gemma 3 27B divides its scores by √query_pre_attn_scalar = √168 (d_model/H = "
           "5376/32) although its heads are 128 wide: τ = √128/√168 ≈ 0.873 against the "
           "1/√d_QK convention."));
    if (ownScalar_ <= 0) {
        caption_->setText(tr("τ = %1").arg(threeDigits(tau_)));
    } else if (std::abs(tau_ - 1) < 1e-12) {
        caption_->setText(tr("τ = 1: the model's own scale 1/√%1").arg(threeDigits(ownScalar_)));
    } else {
        //: τ·(1/√d) = 1/√(d/τ²): the scale the tempered scores amount to
        caption_->setText(tr("τ = %1: as if the scale were 1/√%2 instead of 1/√%3")
                              .arg(threeDigits(tau_), threeDigits(ownScalar_ / (tau_ * tau_)),
                                   threeDigits(ownScalar_)));
    }
}

}  // namespace atlas
