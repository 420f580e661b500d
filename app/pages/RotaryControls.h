#pragma once
// The Rotary page's controls: which query and key of the sentence to rotate, the positions m and
// n they are put at (sliders from 0 to at least 63, and as far as the sentence's last token
// when it is longer), and "move together", which shifts n with m (and m with n) so that m − n
// stays as it is: the score must then stay too (SPEC §2).

#include <QWidget>

#include "Snapshot.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;

namespace atlas {

class RotaryControls : public QWidget {
    Q_OBJECT

public:
    static constexpr int kPositions = 64;  // m, n = 0 … 63 at least
    // A longer sentence widens the range to its last token, up to this many positions: the
    // (m, n) map has positions² cells, computed on the GUI thread.
    static constexpr int kMaxPositions = 512;

    explicit RotaryControls(QWidget* parent = nullptr);

    // The tokens to choose from. Lists of the same lengths keep the choice and the sliders;
    // others choose the last query and the first key and put m and n at their positions.
    void setTokens(const QVector<views::Token>& queries, const QVector<views::Token>& keys);
    int queryIndex() const;
    int keyIndex() const;
    int m() const;
    int n() const;
    int positions() const;  // the sliders' range, 0 … positions() − 1: the heatmap's size
    bool together() const;

    void setPositions(int m, int n);  // clamped to 0 … 63, either moving alone
    void setTogether(bool on);
    QSlider* mSlider() const { return m_; }
    QSlider* nSlider() const { return n_; }

signals:
    void tokensChanged();
    void positionsChanged(int m, int n);

protected:
    void changeEvent(QEvent* event) override;

private:
    void moved(QSlider* slider, int value);
    void chooseTokens();
    void retranslate();

    QComboBox* query_ = nullptr;
    QComboBox* key_ = nullptr;
    QSlider* m_ = nullptr;
    QSlider* n_ = nullptr;
    QLabel* queryLabel_ = nullptr;
    QLabel* keyLabel_ = nullptr;
    QLabel* mLabel_ = nullptr;
    QLabel* nLabel_ = nullptr;
    QCheckBox* together_ = nullptr;
    int lastM_ = 0, lastN_ = 0;  // where the sliders were: the step "move together" repeats
};

}  // namespace atlas
