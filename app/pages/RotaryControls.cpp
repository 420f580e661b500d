#include "RotaryControls.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <algorithm>

#include "TokenLabel.h"

namespace atlas {

namespace {

QSlider* positionSlider(QWidget* parent) {
    auto* s = new QSlider(Qt::Horizontal, parent);
    s->setRange(0, RotaryControls::kPositions - 1);  // until a sentence comes
    s->setPageStep(8);
    s->setTickPosition(QSlider::TicksBelow);
    s->setTickInterval(8);
    return s;
}

void fill(QComboBox* box, const QVector<views::Token>& tokens) {
    const QSignalBlocker block(box);
    const int kept = box->currentIndex();
    box->clear();
    for (int i = 0; i < tokens.size(); ++i)
        box->addItem(QStringLiteral("%1  %2").arg(i).arg(views::TokenLabel::text(tokens[i])));
    if (kept >= 0 && kept < box->count()) box->setCurrentIndex(kept);
}

}  // namespace

RotaryControls::RotaryControls(QWidget* parent) : QWidget(parent) {
    query_ = new QComboBox(this);
    query_->setObjectName("rotaryQueryToken");
    key_ = new QComboBox(this);
    key_->setObjectName("rotaryKeyToken");
    m_ = positionSlider(this);
    m_->setObjectName("rotaryM");
    n_ = positionSlider(this);
    n_->setObjectName("rotaryN");
    together_ = new QCheckBox(this);
    together_->setObjectName("rotaryTogether");
    queryLabel_ = new QLabel(this);
    keyLabel_ = new QLabel(this);
    mLabel_ = new QLabel(this);
    nLabel_ = new QLabel(this);
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(queryLabel_, 0, 0);
    grid->addWidget(query_, 0, 1);
    grid->addWidget(mLabel_, 0, 2);
    grid->addWidget(m_, 0, 3);
    grid->addWidget(keyLabel_, 1, 0);
    grid->addWidget(key_, 1, 1);
    grid->addWidget(nLabel_, 1, 2);
    grid->addWidget(n_, 1, 3);
    grid->addWidget(together_, 0, 4, 2, 1);
    grid->setColumnStretch(3, 1);
    connect(m_, &QSlider::valueChanged, this, [this](int v) { moved(m_, v); });
    connect(n_, &QSlider::valueChanged, this, [this](int v) { moved(n_, v); });
    connect(query_, &QComboBox::currentIndexChanged, this, &RotaryControls::chooseTokens);
    connect(key_, &QComboBox::currentIndexChanged, this, &RotaryControls::chooseTokens);
    retranslate();
}

void RotaryControls::setTokens(const QVector<views::Token>& queries,
                               const QVector<views::Token>& keys) {
    const bool fresh = query_->count() != queries.size() || key_->count() != keys.size();
    fill(query_, queries);
    fill(key_, keys);
    // Token i stands at position i: the sliders reach every token of the sentence.
    const int range =
        std::clamp(int(std::max(queries.size(), keys.size())), int(kPositions), int(kMaxPositions));
    for (QSlider* slider : {m_, n_}) {
        const QSignalBlocker block(slider);
        slider->setMaximum(range - 1);
    }
    if (!fresh) return;  // the same sentence's length: the choice and the sliders stay
    // Another sentence: the last query (the furthest from the first key) and the first key.
    {
        const QSignalBlocker q(query_), k(key_);
        query_->setCurrentIndex(int(queries.size()) - 1);
        key_->setCurrentIndex(keys.isEmpty() ? -1 : 0);
    }
    chooseTokens();
}

int RotaryControls::queryIndex() const {
    return query_->currentIndex();
}
int RotaryControls::keyIndex() const {
    return key_->currentIndex();
}
int RotaryControls::positions() const {
    return m_->maximum() + 1;
}
int RotaryControls::m() const {
    return m_->value();
}
int RotaryControls::n() const {
    return n_->value();
}
bool RotaryControls::together() const {
    return together_->isChecked();
}
void RotaryControls::setTogether(bool on) {
    together_->setChecked(on);
}

void RotaryControls::chooseTokens() {
    // Each token at its own position in the sentence, as far as the sliders reach.
    setPositions(std::max(queryIndex(), 0), std::max(keyIndex(), 0));
    emit tokensChanged();
}

void RotaryControls::setPositions(int m, int n) {
    {
        const QSignalBlocker a(m_), b(n_);
        m_->setValue(m);
        n_->setValue(n);
    }
    lastM_ = m_->value();
    lastN_ = n_->value();
    retranslate();
    emit positionsChanged(lastM_, lastN_);
}

void RotaryControls::moved(QSlider* slider, int value) {
    if (together()) {
        // Both by the same step, as far as both can go: m − n is kept.
        QSlider* other = slider == m_ ? n_ : m_;
        const int last = slider == m_ ? lastM_ : lastN_;
        const int otherLast = slider == m_ ? lastN_ : lastM_;
        const int step =
            std::clamp(value - last, other->minimum() - otherLast, other->maximum() - otherLast);
        const QSignalBlocker a(slider), b(other);
        slider->setValue(last + step);
        other->setValue(otherLast + step);
    }
    setPositions(m_->value(), n_->value());
}

void RotaryControls::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void RotaryControls::retranslate() {
    queryLabel_->setText(tr("Query token"));
    keyLabel_->setText(tr("Key token"));
    // Beyond kMaxPositions a token's own position is out of the sliders' reach: said, not hidden.
    const auto label = [](const QString& name, const QSlider* slider, int token) {
        return token > slider->maximum()
                   ? tr("%1 = %2 (token %3 stands at %3; the slider ends at %2)")
                         .arg(name)
                         .arg(slider->value())
                         .arg(token)
                   : tr("%1 = %2").arg(name).arg(slider->value());
    };
    mLabel_->setText(label(QStringLiteral("m"), m_, queryIndex()));
    nLabel_->setText(label(QStringLiteral("n"), n_, keyIndex()));
    together_->setText(tr("Move together\n(keep m − n)"));
    together_->setToolTip(
        tr("Moving one slider moves the other by the same step: m − n stays, and so does the "
           "score."));
}

}  // namespace atlas
